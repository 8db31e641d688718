import { DTTM_ALIAS, SMART_DATE_DETAILED_ID, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, DataRecord, DataRecordValue, QueryFormMetric } from '../types.js';
import { nearestPoint, newHorizonPointer, timeAtPixel, type HorizonPointer } from './pointer.js';

/** d3-horizon's palette: four negative bands (dark to light blue), four positive (yellow to red). */
export const HORIZON_COLORS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
];
const BANDS = HORIZON_COLORS.length >> 1;

export type HorizonColorScale = 'series' | 'overall' | 'change';

export interface HorizonPoint {
  x: number;
  /** What the bands draw: the value, or its change from the first point (`change` scale). */
  y: number;
  /** The metric's value. */
  value: number;
}

export interface HorizonRow {
  name: string;
  points: HorizonPoint[];
  /** The absolute value that fills every band (the row's domain). */
  max: number;
}

const toTime = (value: DataRecordValue): number =>
  typeof value === 'number' ? value : Date.parse(String(value));

/** Series name: the groupby values, prefixed by the metric when it is not the only one. */
function seriesName(metric: string, values: string[], withMetric: boolean) {
  return [...(withMetric ? [metric] : []), ...values].join(', ');
}

/** One row per (metric, groupby values), points sorted by time, nulls dropped. */
export function horizonRows(
  data: DataRecord[],
  metrics: string[],
  groupby: string[],
  colorScale: HorizonColorScale,
): HorizonRow[] {
  const withMetric = metrics.length > 1 || groupby.length === 0;
  const rows = new Map<string, HorizonPoint[]>();
  for (const datum of data) {
    const x = toTime(datum[DTTM_ALIAS] ?? null);
    if (!Number.isFinite(x)) continue;
    const values = groupby.map((col) => String(datum[col] ?? '<NULL>'));
    for (const metric of metrics) {
      const raw = datum[metric];
      if (raw === null || raw === undefined || raw === '') continue;
      const y = Number(raw);
      if (!Number.isFinite(y)) continue;
      const name = seriesName(metric, values, withMetric);
      let points = rows.get(name);
      if (!points) rows.set(name, (points = []));
      points.push({ x, y, value: y });
    }
  }
  const result: HorizonRow[] = [...rows.entries()].map(([name, points]) => {
    points.sort((a, b) => a.x - b.x);
    const shifted =
      colorScale === 'change' && points.length
        ? points.map((p) => ({ ...p, y: p.y - points[0].y }))
        : points;
    return { name, points: shifted, max: Math.max(0, ...shifted.map((p) => Math.abs(p.y))) };
  });
  if (colorScale === 'overall') {
    const max = Math.max(0, ...result.map((r) => r.max));
    result.forEach((r) => (r.max = max));
  }
  return result;
}

/**
 * The polygons of one horizon row: for each band, the part of the area between its lower
 * and upper thresholds folded into the row's height; positive values rise from the bottom,
 * negative ones (offset mode) hang from the top.
 */
export function horizonBands(
  row: { points: { x: number; y: number }[]; max: number },
  scaleX: (x: number) => number,
  top: number,
  height: number,
): { points: number[][]; color: string }[] {
  if (!row.points.length || row.max <= 0) return [];
  const shapes: { points: number[][]; color: string }[] = [];
  const xs = row.points.map((p) => scaleX(p.x));
  for (const sign of [1, -1]) {
    if (!row.points.some((p) => p.y * sign > 0)) continue;
    for (let band = 0; band < BANDS; band += 1) {
      const fill = row.points.map((p) => {
        const level = ((p.y * sign) / row.max) * BANDS - band;
        return Math.min(1, Math.max(0, level)) * height;
      });
      if (!fill.some((f) => f > 0)) continue;
      const base = sign > 0 ? top + height : top;
      const edge = fill.map((f, i) => [xs[i], sign > 0 ? base - f : base + f]);
      shapes.push({
        points: [[xs[0], base], ...edge, [xs[xs.length - 1], base]],
        color: sign > 0 ? HORIZON_COLORS[BANDS + band] : HORIZON_COLORS[BANDS - 1 - band],
      });
    }
  }
  return shapes;
}

interface RenderApi {
  getWidth: () => number;
  getHeight: () => number;
}

export interface HorizonChartProps extends EchartsChartProps {
  /** Where the pointer is over the chart: noted by the renderer, read by the tooltip. */
  pointer: HorizonPointer;
}

/**
 * Horizon chart: one row per series `series_height` pixels tall (shrunk to fit the chart when
 * there are more rows than room), its values folded into four coloured bands, labelled with
 * the series name; drawn by an ECharts custom series (one data item per row). Its tooltip
 * tells the series, the time and the value of the row's point nearest the pointer.
 */
export default function transformProps(chartProps: ChartProps): HorizonChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined).map(
    getMetricLabel,
  );
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const colorScale = formValue<HorizonColorScale>(formData, 'horizon_color_scale', 'series');
  const seriesHeight = Math.max(1, formNumber(formData, 'series_height', 25));
  const rows = horizonRows(data, metrics, groupby, colorScale);
  const rowHeight = rows.length
    ? Math.max(2, Math.min(seriesHeight, Math.floor(height / rows.length)))
    : seriesHeight;
  const xs = rows.flatMap((r) => r.points.map((p) => p.x));
  const minX = xs.length ? Math.min(...xs) : 0;
  const maxX = xs.length ? Math.max(...xs) : 1;
  const colors = themeColors(theme);
  const formatter = getValueFormatter(
    (formData.metrics as QueryFormMetric[] | undefined)?.[0],
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
  );
  const timeFormatter = getTimeFormatter(SMART_DATE_DETAILED_ID);
  const pointer = newHorizonPointer();
  const fontSize = Math.min(12, Math.max(8, rowHeight - 4));

  const renderItem = (params: { dataIndex: number }, api: RenderApi) => {
    const row = rows[params.dataIndex];
    const w = api.getWidth();
    const top = params.dataIndex * rowHeight;
    const scaleX = (x: number) => (maxX === minX ? w / 2 : ((x - minX) / (maxX - minX)) * w);
    const bands = horizonBands(row, scaleX, top, rowHeight);
    return {
      type: 'group',
      children: [
        ...bands.map((band) => ({
          type: 'polygon',
          shape: { points: band.points },
          style: { fill: band.color },
          silent: true,
        })),
        {
          type: 'rect',
          shape: { x: 0, y: top, width: w, height: rowHeight },
          style: { fill: 'transparent', stroke: colors.splitLine, lineWidth: 0.5 },
        },
        ...(rowHeight >= 8
          ? [
              {
                type: 'text',
                x: 4,
                y: top + rowHeight / 2,
                silent: true,
                style: {
                  text: row.name,
                  fill: colors.text,
                  stroke: colors.background,
                  lineWidth: 2,
                  fontSize,
                  verticalAlign: 'middle',
                },
              },
            ]
          : []),
      ],
    };
  };

  const echartOptions: EChartsCoreOption = {
    animation: false,
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { dataIndex: number }) => {
        const row = rows[params.dataIndex];
        if (!row) return '';
        const point = nearestPoint(row.points, timeAtPixel(pointer.x, width, minX, maxX));
        return tooltipHtml(
          point ? [{ cells: [timeFormatter(new Date(point.x)), formatter(point.value)] }] : [],
          row.name,
        );
      },
    },
    series: [
      {
        type: 'custom',
        coordinateSystem: 'none',
        renderItem,
        data: rows.map((row, i) => ({ name: row.name, value: [i] })),
      },
    ],
  };
  return {
    echartOptions,
    width,
    height: Math.max(height, 0),
    formData,
    theme,
    hooks: chartProps.hooks,
    pointer,
  };
}
