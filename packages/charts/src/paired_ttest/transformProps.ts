import { DTTM_ALIAS } from '@tessera/core';
import { formBoolean, formNumber } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type {
  ChartProps,
  ChartTheme,
  DataRecord,
  DataRecordValue,
  QueryFormMetric,
} from '../types.js';

export interface TTestSeries {
  /** The group's values, one per groupby column (`["All"]` without groupby). */
  group: string[];
  /** The metric at each time, null where the group has no row. */
  values: (number | null)[];
}

export interface TTestMetric {
  metric: string;
  series: TTestSeries[];
}

export interface PairedTTestProps {
  width: number;
  height: number;
  theme: ChartTheme;
  groups: string[];
  metrics: TTestMetric[];
  alpha: number;
  pValPrec: number;
  liftValPrec: number;
}

const text = (value: DataRecordValue | undefined) =>
  value === null || value === undefined ? '<NULL>' : String(value);
const numberOf = (value: DataRecordValue | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * Superset's PairedTTestViz reshape: the rows pivoted on the time, one series per metric
 * and group (groups sorted), a null where a group has no value at a time; with
 * `contribution`, each value divided by the total of all groups at its time.
 */
export function pivotSeries(
  data: DataRecord[],
  groupby: string[],
  metrics: string[],
  contribution: boolean,
): TTestMetric[] {
  const times = [...new Set(data.map((row) => row[DTTM_ALIAS] ?? null))].sort((a, b) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1,
  );
  const timeIndex = new Map(times.map((t, i) => [t, i]));
  const groups = new Map<string, string[]>();
  const keyOf = (row: DataRecord) => JSON.stringify(groupby.map((g) => text(row[g])));
  for (const row of data) {
    const key = keyOf(row);
    if (!groups.has(key))
      groups.set(key, groupby.length ? groupby.map((g) => text(row[g])) : ['All']);
  }
  const keys = [...groups.keys()].sort();
  return metrics.map((metric) => {
    const byGroup = new Map(keys.map((k) => [k, times.map((): number | null => null)]));
    for (const row of data) {
      byGroup.get(keyOf(row))![timeIndex.get(row[DTTM_ALIAS] ?? null)!] = numberOf(row[metric]);
    }
    if (contribution) {
      times.forEach((_, i) => {
        let total = 0;
        for (const values of byGroup.values()) total += values[i] ?? 0;
        for (const values of byGroup.values()) {
          if (values[i] !== null) values[i] = total === 0 ? null : (values[i] as number) / total;
        }
      });
    }
    return {
      metric,
      series: keys.map((k) => ({ group: groups.get(k)!, values: byGroup.get(k)! })),
    };
  });
}

export default function transformProps(chartProps: ChartProps): PairedTTestProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined).map(
    getMetricLabel,
  );
  return {
    width,
    height,
    theme,
    groups: groupby,
    metrics: pivotSeries(data, groupby, metrics, formBoolean(formData, 'contribution', false)),
    alpha: formNumber(formData, 'significance_level', 0.05),
    pValPrec: Math.min(100, Math.max(0, Math.round(formNumber(formData, 'pvalue_precision', 6)))),
    liftValPrec: Math.min(
      100,
      Math.max(0, Math.round(formNumber(formData, 'liftvalue_precision', 4))),
    ),
  };
}
