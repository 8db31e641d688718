import { DTTM_ALIAS } from '@tessera/core';
import { formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { ChartProps, ChartTheme, DataRecordValue, QueryFormMetric } from '../types.js';

/** One configured column (`column_collection` entry, Superset's TimeSeriesColumnControl). */
export interface TimeTableColumn {
  key: string;
  label: string;
  tooltip?: string;
  colType: '' | 'time' | 'contrib' | 'spark' | 'avg';
  width?: string | number;
  height?: string | number;
  timeLag?: number;
  timeRatio?: string | number;
  comparisonType?: '' | 'value' | 'diff' | 'perc' | 'perc_change';
  showYAxis?: boolean;
  yAxisBounds?: (number | null)[];
  bounds?: (number | null)[];
  d3format?: string;
  dateFormat?: string;
}

/** The values of one row (a metric, or a group with one metric) at each time, oldest first. */
export interface TimeTableRow {
  key: string;
  label: string;
  values: (number | null)[];
}

export interface TimeTableProps {
  width: number;
  height: number;
  theme: ChartTheme;
  /** The times (epoch ms or text), oldest first. */
  times: (number | string)[];
  rows: TimeTableRow[];
  /** Each time's row total over every row (what `contrib` divides by). */
  totals: (number | null)[];
  columns: TimeTableColumn[];
  url: string;
  isGroupBy: boolean;
}

const numberOf = (value: DataRecordValue | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const text = (value: DataRecordValue | undefined) =>
  value === null || value === undefined ? '<NULL>' : String(value);

function normaliseColumns(raw: unknown): TimeTableColumn[] {
  return ensureIsArray(raw as Record<string, unknown>[] | undefined)
    .filter((c) => c && typeof c === 'object')
    .map((c, i) => {
      const colType = String(c.colType ?? '');
      return {
        ...(c as Partial<TimeTableColumn>),
        key: String(c.key ?? `column_${i}`),
        label: String(c.label ?? ''),
        colType: (['time', 'contrib', 'spark', 'avg'].includes(colType)
          ? colType
          : '') as TimeTableColumn['colType'],
        timeLag: c.timeLag === undefined || c.timeLag === '' ? undefined : Number(c.timeLag) || 0,
      };
    });
}

/**
 * Superset's TimeTableViz data: the rows pivoted on the time (sorted), one row per metric,
 * or with a groupby one row per group of the single metric (groups sorted).
 */
export default function transformProps(chartProps: ChartProps): TimeTableProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const groupby = ensureIsArray(formData.groupby).filter(isQueryFormColumn).map(getColumnLabel);
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined).map(
    getMetricLabel,
  );
  const isGroupBy = groupby.length > 0;
  const times = [...new Set(data.map((row) => row[DTTM_ALIAS]))]
    .filter((t): t is number | string => t !== null && t !== undefined && typeof t !== 'boolean')
    .sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
  const timeIndex = new Map<unknown, number>(times.map((t, i) => [t, i]));
  const rowMap = new Map<string, TimeTableRow>();
  const rowOf = (key: string) => {
    let row = rowMap.get(key);
    if (!row) {
      row = { key, label: key, values: times.map(() => null) };
      rowMap.set(key, row);
    }
    return row;
  };
  if (!isGroupBy) {
    for (const metric of metrics) {
      const saved = datasource.metrics?.find((m) => m.metric_name === metric);
      rowOf(metric).label = saved?.verbose_name || metric;
    }
  }
  for (const record of data) {
    const i = timeIndex.get(record[DTTM_ALIAS]);
    if (i === undefined) continue;
    if (isGroupBy) {
      const key = groupby.map((g) => text(record[g])).join(', ');
      rowOf(key).values[i] = numberOf(record[metrics[0]]);
    } else {
      for (const metric of metrics) rowOf(metric).values[i] = numberOf(record[metric]);
    }
  }
  const rows = [...rowMap.values()];
  if (isGroupBy) rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const totals = times.map((_, i) => {
    let total = 0;
    let any = false;
    for (const row of rows) {
      const v = row.values[i];
      if (v !== null) {
        total += v;
        any = true;
      }
    }
    return any ? total : null;
  });
  return {
    width,
    height,
    theme,
    times,
    rows,
    totals,
    columns: normaliseColumns(formData.column_collection),
    url: String(formValue(formData, 'url', '') ?? ''),
    isGroupBy,
  };
}
