import type { EChartsCoreOption } from 'echarts/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { NULL_STRING, themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type {
  ChartProps,
  DataRecord,
  DataRecordValue,
  QueryFormColumn,
  QueryFormMetric,
} from '../types.js';
import { chordLayout, ribbonPath } from './layout.js';

const columnLabel = (value: unknown) => {
  const [column] = ensureIsArray(value as QueryFormColumn | QueryFormColumn[]).filter(
    isQueryFormColumn,
  );
  return column === undefined ? '' : getColumnLabel(column);
};
const nodeName = (value: DataRecordValue | undefined) =>
  value === null || value === undefined ? NULL_STRING : String(value);

/** The nodes (every source and target, in order of appearance) and the flow matrix. */
export function chordMatrix(
  rows: DataRecord[],
  source: string,
  target: string,
  metricLabel: string,
): { nodes: string[]; matrix: number[][] } {
  const index = new Map<string, number>();
  const nodes: string[] = [];
  const at = (name: string) => {
    let i = index.get(name);
    if (i === undefined) {
      i = nodes.length;
      index.set(name, i);
      nodes.push(name);
    }
    return i;
  };
  const flows: [number, number, number][] = rows.map((row) => {
    const value = Number(row[metricLabel]);
    return [
      at(nodeName(row[source])),
      at(nodeName(row[target])),
      Number.isFinite(value) ? value : 0,
    ];
  });
  const matrix = nodes.map(() => nodes.map(() => 0));
  for (const [i, j, value] of flows) matrix[i][j] += value;
  return { nodes, matrix };
}

/** Room for the labels around the circle (an estimate of the longest one's width). */
const labelRoom = (names: string[]) =>
  Math.min(140, Math.max(0, ...names.map((n) => n.length)) * 6.5 + 12);

interface RenderApi {
  getWidth(): number;
  getHeight(): number;
}

/**
 * Chord diagram: each source and target value an arc of the circle (coloured by the scheme,
 * sized by the metric it exchanges), each pair a ribbon across the circle as wide as the
 * flow between them, drawn by two ECharts custom series (ribbons under the arcs).
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const colors = themeColors(theme);
  const formatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
  );
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const { nodes, matrix } = chordMatrix(
    rows,
    columnLabel(formData.groupby),
    columnLabel(formData.columns),
    metricLabel,
  );
  const { groups, ribbons } = chordLayout(matrix);
  const nodeColors = nodes.map((name) => colorScale(name));
  const arcs = groups.filter((g) => g.value > 0);
  const room = labelRoom(arcs.map((g) => nodes[g.index]));
  const geometry = (api: RenderApi) => {
    const w = api.getWidth();
    const h = api.getHeight();
    const outer = Math.max(10, Math.min(w / 2 - room, h / 2 - 16));
    return { cx: w / 2, cy: h / 2, outer, inner: outer * 0.93 };
  };

  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { seriesIndex?: number; dataIndex: number }) => {
        if (params.seriesIndex === 0) {
          const { source, target } = ribbons[params.dataIndex];
          const [s, t] = [nodes[source.index], nodes[target.index]];
          const lines = [{ cells: [`${s} → ${t}`, formatter(source.value)] }];
          if (source.index !== target.index) {
            lines.push({ cells: [`${t} → ${s}`, formatter(target.value)] });
          }
          return tooltipHtml(lines, metricLabel);
        }
        const group = arcs[params.dataIndex];
        return tooltipHtml([{ cells: [metricLabel, formatter(group.value)] }], nodes[group.index]);
      },
    },
    series: [
      {
        type: 'custom',
        name: 'ribbons',
        coordinateSystem: 'none',
        animation: false,
        // a hovered ribbon stands out, the others fade
        emphasis: { focus: 'self' },
        blur: { itemStyle: { opacity: 0.15 } },
        data: ribbons.map((r, i) => ({
          name: `${nodes[r.source.index]} → ${nodes[r.target.index]}`,
          value: [i, r.source.value, r.target.value],
        })),
        renderItem: (params: { dataIndex: number }, api: RenderApi) => {
          const ribbon = ribbons[params.dataIndex];
          const { cx, cy, inner } = geometry(api);
          return {
            type: 'path',
            shape: { pathData: ribbonPath(ribbon, cx, cy, inner) },
            style: {
              fill: nodeColors[ribbon.source.index],
              opacity: 0.67,
              stroke: colors.background,
              lineWidth: 0.5,
            },
            emphasis: { style: { opacity: 0.95 } },
          };
        },
      },
      {
        type: 'custom',
        name: 'arcs',
        coordinateSystem: 'none',
        animation: false,
        data: arcs.map((g) => ({ name: nodes[g.index], value: [g.index, g.value] })),
        renderItem: (params: { dataIndex: number }, api: RenderApi) => {
          const group = arcs[params.dataIndex];
          const { cx, cy, outer, inner } = geometry(api);
          const mid = (group.startAngle + group.endAngle) / 2;
          const span = (group.endAngle - group.startAngle) * outer;
          const right = Math.cos(mid) >= 0;
          const labelR = outer + 6;
          return {
            type: 'group',
            children: [
              {
                type: 'sector',
                shape: {
                  cx,
                  cy,
                  r0: inner,
                  r: outer,
                  startAngle: group.startAngle,
                  endAngle: group.endAngle,
                  clockwise: true,
                },
                style: { fill: nodeColors[group.index], stroke: colors.background, lineWidth: 0.5 },
              },
              {
                type: 'text',
                silent: true,
                invisible: span < 9 && arcs.length > 12,
                x: cx + labelR * Math.cos(mid),
                y: cy + labelR * Math.sin(mid),
                style: {
                  text: nodes[group.index],
                  fill: colors.text,
                  fontSize: 12,
                  align: right ? 'left' : 'right',
                  verticalAlign: 'middle',
                  width: room - 12,
                  overflow: 'truncate',
                },
              },
            ],
          };
        },
      },
    ],
  };
  return { echartOptions, width, height, formData, theme, hooks: chartProps.hooks };
}
