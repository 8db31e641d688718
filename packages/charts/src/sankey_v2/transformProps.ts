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

/** The label of a single-column control (a name, an adhoc column, or a one-item list). */
export function singleColumnLabel(value: unknown): string | undefined {
  const [column] = ensureIsArray(value as QueryFormColumn | QueryFormColumn[]).filter(
    isQueryFormColumn,
  );
  return column === undefined ? undefined : getColumnLabel(column);
}

/** A node's name: its value as text (null as `<NULL>`). */
export const nodeName = (value: DataRecordValue | undefined) =>
  value === null || value === undefined ? NULL_STRING : String(value);

export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

/**
 * The links of the rows, summed per (source, target); self-loops and any link that would
 * close a cycle are left out (a sankey flows one way: ECharts refuses cycles).
 */
export function sankeyLinks(
  rows: DataRecord[],
  source: string,
  target: string,
  metricLabel: string,
): { links: SankeyLink[]; dropped: number } {
  const byPair = new Map<string, SankeyLink>();
  for (const row of rows) {
    const s = nodeName(row[source]);
    const t = nodeName(row[target]);
    const value = Number(row[metricLabel]);
    const key = JSON.stringify([s, t]);
    const link = byPair.get(key);
    const v = Number.isFinite(value) ? value : 0;
    if (link) link.value += v;
    else byPair.set(key, { source: s, target: t, value: v });
  }
  const outgoing = new Map<string, string[]>();
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const node = stack.pop()!;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(outgoing.get(node) ?? []));
    }
    return false;
  };
  const links: SankeyLink[] = [];
  let dropped = 0;
  for (const link of byPair.values()) {
    if (link.source === link.target || reaches(link.target, link.source)) {
      dropped += 1;
      continue;
    }
    links.push(link);
    outgoing.set(link.source, [...(outgoing.get(link.source) ?? []), link.target]);
  }
  return { links, dropped };
}

/**
 * Sankey: the distinct source and target values are the nodes (coloured by the scheme),
 * each row a link whose width is the metric.
 */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const source = singleColumnLabel(formData.source) ?? '';
  const target = singleColumnLabel(formData.target) ?? '';
  const colors = themeColors(theme);
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    'SMART_NUMBER',
  );
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const { links } = sankeyLinks(rows, source, target, metricLabel);
  const names: string[] = [];
  const seen = new Set<string>();
  const totals = new Map<string, { in: number; out: number }>();
  for (const link of links) {
    for (const name of [link.source, link.target]) {
      if (!seen.has(name)) {
        seen.add(name);
        names.push(name);
        totals.set(name, { in: 0, out: 0 });
      }
    }
    totals.get(link.source)!.out += link.value;
    totals.get(link.target)!.in += link.value;
  }
  const nodes = names.map((name) => ({
    name,
    itemStyle: { color: colorScale(name) },
  }));
  const echartOptions: EChartsCoreOption = {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: {
        dataType?: string;
        name?: string;
        data?: { source?: string; target?: string; value?: number; name?: string };
      }) => {
        if (params.dataType === 'edge' && params.data) {
          const { source: s = '', target: t = '', value = 0 } = params.data;
          const out = totals.get(s)?.out || 0;
          const share = out ? ` (${((value / out) * 100).toFixed(2)}%)` : '';
          return tooltipHtml(
            [{ cells: [metricLabel, `${numberFormatter(value)}${share}`] }],
            `${s} → ${t}`,
          );
        }
        const name = params.name ?? '';
        const total = totals.get(name);
        const value = total ? Math.max(total.in, total.out) : 0;
        return tooltipHtml([{ cells: [metricLabel, numberFormatter(value)] }], name);
      },
    },
    series: [
      {
        type: 'sankey',
        animation: false,
        layoutIterations: names.length > 500 ? 0 : 32,
        left: 10,
        right: 120,
        top: 10,
        bottom: 10,
        nodeAlign: 'justify',
        emphasis: { focus: 'adjacency' },
        label: { color: colors.text, textBorderColor: colors.background, textBorderWidth: 2 },
        lineStyle: { color: 'source', opacity: 0.4, curveness: 0.5 },
        data: nodes,
        links,
      },
    ],
  };
  return { echartOptions, width, height, formData, theme, hooks: chartProps.hooks };
}
