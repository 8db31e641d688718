import { getNumberFormatter, getTimeFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { NULL_STRING, themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import { resampleOperator } from '../shared/operators/resample.js';
import { GenericDataType } from '../types.js';
import type { ChartProps, DataRecordValue, QueryFormColumn, QueryFormMetric } from '../types.js';
import { PARTITION_TIME } from './buildQuery.js';
import {
  partitionLayout,
  partitionTrees,
  type PartitionRect,
  type Resample,
  type Rolling,
  type TimeSeriesOption,
} from './partitionTree.js';
import { NO_ZOOM, zoomedBox, type PartitionZoom } from './zoom.js';

const MODES: TimeSeriesOption[] = [
  'not_time',
  'agg_sum',
  'agg_mean',
  'point_diff',
  'point_factor',
  'point_percent',
  'adv_anal',
];
const percent = getNumberFormatter('.1%');

/** Black or white, whichever reads better on a fill colour (#rrggbb). */
export function textColorOn(fill: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(fill);
  if (!m) return '#000000';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h, 16) / 255);
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.55 ? '#000000' : '#FFFFFF';
}

/** A node's rectangle (1px apart from its neighbours) and its label when there is room. */
function nodeItem(
  at: { x: number; y: number; w: number; h: number },
  name: string,
  value: string,
  fill: string,
  colors: ReturnType<typeof themeColors>,
) {
  const { x, y } = at;
  const rw = Math.max(0, at.w - 1);
  const rh = Math.max(0, at.h - 1);
  const showLabel = rh >= 14 && rw >= 24;
  const twoLines = rh >= 32;
  return {
    type: 'group',
    children: [
      {
        type: 'rect',
        shape: { x, y, width: rw, height: rh },
        style: { fill, stroke: colors.background, lineWidth: 1 },
        emphasis: { style: { stroke: colors.text, lineWidth: 2 } },
      },
      {
        type: 'text',
        silent: true,
        invisible: !showLabel,
        x: x + 4,
        y: y + rh / 2,
        style: {
          text: twoLines ? `${name}\n${value}` : `${name}: ${value}`,
          fill: textColorOn(fill),
          fontSize: 12,
          lineHeight: 15,
          verticalAlign: 'middle',
          width: Math.max(0, rw - 8),
          overflow: 'truncate',
        },
      },
    ],
  };
}

interface RenderApi {
  getWidth(): number;
  getHeight(): number;
}

export interface PartitionChartProps extends EchartsChartProps {
  /** The drawn nodes (the series' data items, in order), for the renderer's zoom. */
  rects: PartitionRect[];
  /** The chart's option under a zoom (`echartOptions` is the one with none). */
  optionFor: (zoom: PartitionZoom) => EChartsCoreOption;
}

/**
 * Partition (icicle): one band per metric, the metric at the left, each groupby level a
 * column of rectangles as tall as their share of the parent, drawn by an ECharts custom
 * series; the time modes value the groups over the time range (sum, mean, first-to-last
 * change) or put a level per period (Advanced Analytics). A click zooms into a node (see
 * zoom.ts; the renderer keeps the zoom).
 */
export default function transformProps(chartProps: ChartProps): PartitionChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric | QueryFormMetric[]);
  const metricLabels = metrics.map(getMetricLabel);
  const groupby = ensureIsArray(formData.groupby as QueryFormColumn | QueryFormColumn[])
    .filter(isQueryFormColumn)
    .map(getColumnLabel);
  const modeValue = formValue<string>(formData, 'time_series_option', 'not_time');
  const mode = (MODES as string[]).includes(modeValue)
    ? (modeValue as TimeSeriesOption)
    : 'not_time';
  const colors = themeColors(theme);
  const valueFormatter = getValueFormatter(
    metrics,
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'number_format', 'SMART_NUMBER'),
  );
  const numberFormatter =
    mode === 'point_percent'
      ? percent
      : mode === 'point_factor'
        ? getNumberFormatter('.3~f')
        : valueFormatter;
  const timeFormatter = getTimeFormatter(formValue(formData, 'date_time_format', 'smart_date'));
  const temporal = new Set(
    (queriesData[0]?.colnames ?? []).filter(
      (_, i) => queriesData[0]?.coltypes?.[i] === GenericDataType.TEMPORAL,
    ),
  );
  const nameOf = (value: DataRecordValue, column: string) => {
    if (value === null || value === undefined) return NULL_STRING;
    if (column === PARTITION_TIME || temporal.has(column)) {
      const t = typeof value === 'number' ? value : Date.parse(String(value));
      return Number.isFinite(t) ? timeFormatter(new Date(t)) : String(value);
    }
    return String(value);
  };
  const rollingType = formValue<string | null>(formData, 'rolling_type', null);
  const rolling: Rolling = {
    type: ['mean', 'sum', 'std', 'cumsum'].includes(rollingType ?? '')
      ? (rollingType as Rolling['type'])
      : null,
    periods: formNumber(formData, 'rolling_periods', 1),
    minPeriods: formNumber(formData, 'min_periods', 0),
  };
  const trees = partitionTrees(rows.length ? rows : [], {
    metrics: rows.length ? metricLabels : [],
    groupby,
    mode,
    time: PARTITION_TIME,
    rolling,
    resample: resampleOperator(formData, {})?.options as Resample | undefined,
    nameOf,
  });
  const rects = partitionLayout(trees, {
    limit: formNumber(formData, 'partition_limit', 5),
    threshold: formNumber(formData, 'partition_threshold', 0.05),
    logScale: formBoolean(formData, 'log_scale', false),
    equalDateSize: formBoolean(formData, 'equal_date_size', true),
  });
  const richTooltip = formBoolean(formData, 'rich_tooltip', true);
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const fills = rects.map((rect) => colorScale(rect.node.name));
  const formatValue = (value: number) => (Number.isFinite(value) ? numberFormatter(value) : 'N/A');

  const tooltip = (rect: PartitionRect) => {
    if (!richTooltip) {
      return tooltipHtml([{ cells: [rect.node.name, formatValue(rect.node.value)] }]);
    }
    return tooltipHtml(
      rect.path.map((node, i) => {
        const parent = rect.path[i - 1];
        const share = parent && parent.value ? percent(node.value / parent.value) : '';
        return { cells: [node.name, formatValue(node.value), share] };
      }),
      rect.path[0]?.name,
      rect.path.length - 1,
    );
  };

  const optionFor = (zoom: PartitionZoom): EChartsCoreOption => ({
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { dataIndex: number }) =>
        rects[params.dataIndex] ? tooltip(rects[params.dataIndex]) : '',
    },
    series: [
      {
        type: 'custom',
        name: 'partition',
        coordinateSystem: 'none',
        animation: false,
        data: rects.map((rect) => ({
          name: rect.node.name,
          value: [rect.x0, rect.y0, rect.x1, rect.y1, rect.node.value],
        })),
        renderItem: (params: { dataIndex: number }, api: RenderApi) => {
          const rect = rects[params.dataIndex];
          const w = api.getWidth();
          const h = api.getHeight();
          const box = zoomedBox(rect, rects, zoom, w, trees.length);
          if (!box) return undefined;
          return nodeItem(
            { x: box.x0 * w, y: box.y0 * h, w: (box.x1 - box.x0) * w, h: (box.y1 - box.y0) * h },
            rect.node.name,
            formatValue(rect.node.value),
            fills[params.dataIndex],
            colors,
          );
        },
      },
    ],
  });
  return {
    echartOptions: optionFor(NO_ZOOM),
    width,
    height,
    formData,
    theme,
    hooks: chartProps.hooks,
    rects,
    optionFor,
  };
}
