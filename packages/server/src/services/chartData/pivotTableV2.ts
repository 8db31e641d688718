/**
 * Superset's `pivot_table_v2` client post-processor (`superset/charts/client_processing.py`,
 * `pivot_df`), applied on the server for `result_type: post_processed` (CSV exports of
 * pivot tables): the rows pivoted by the form data's rows and columns, metrics on top (or
 * combined under each column group, or on the rows), headers in verbose names. Multi-level
 * names are flattened by joining their parts with a space, as Superset does. Row and
 * column totals are not added.
 */
import type { QueryColumn, QueryMetric } from '@tessera/core';
import { queryColumnLabel, queryMetricLabel } from '@tessera/core';

type Cell = unknown;
type Row = Record<string, unknown>;

export interface PivotInput {
  data: Row[];
  colnames: string[];
  coltypes: number[];
}

export interface PivotResult {
  /** Flattened column names, in order. */
  colnames: string[];
  coltypes: number[];
  /** Flattened row names, in order. */
  indexnames: (string | number)[];
  /** One array of cells per row, in `colnames` order. */
  cells: (number | null)[][];
}

const TEMPORAL = 2;
const NUMERIC = 0;

type Aggregate = (values: number[]) => number | null;

const sum = (v: number[]): number => v.reduce((a, b) => a + b, 0);
const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
const AGGREGATES: Record<string, Aggregate> = {
  Sum: sum,
  Average: (v) => (v.length ? sum(v) / v.length : null),
  Median: (v) => {
    if (!v.length) return null;
    const s = sorted(v);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  },
  Minimum: (v) => (v.length ? Math.min(...v) : null),
  Maximum: (v) => (v.length ? Math.max(...v) : null),
  First: (v) => v[0] ?? null,
  Last: (v) => v[v.length - 1] ?? null,
  Count: (v) => v.length,
  'Count Unique Values': (v) => new Set(v).size,
  'Sample Variance': (v) => {
    if (v.length < 2) return null;
    const mean = sum(v) / v.length;
    return v.reduce((a, x) => a + (x - mean) ** 2, 0) / (v.length - 1);
  },
};
AGGREGATES['Sample Standard Deviation'] = (v) => {
  const variance = AGGREGATES['Sample Variance'](v);
  return variance === null ? null : Math.sqrt(variance);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A dimension value as pandas prints it (timestamps as `YYYY-MM-DD HH:MM:SS`, null "NULL"). */
function printed(value: Cell, temporal: boolean): string | number {
  if (value === null || value === undefined) return 'NULL';
  if (temporal && typeof value === 'number') {
    const d = new Date(value);
    return (
      `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
      `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
    );
  }
  return typeof value === 'number' ? value : String(value);
}

function compareCells(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

const flatten = (parts: (string | number)[]) =>
  parts.length === 1 ? parts[0] : parts.map(String).join(' ').trim();

function namesOf(values: unknown, verbose: Record<string, string>, label: (v: never) => string) {
  return (Array.isArray(values) ? values : []).map((v) => {
    const name = label(v as never);
    return verbose[name] ?? name;
  });
}

/** The pivot of `input` as the pivot_table_v2 chart of `formData` shows it. */
export function pivotTableV2(
  input: PivotInput,
  formData: Record<string, unknown>,
  verboseMap: Record<string, string>,
): PivotResult {
  const aggfunc =
    typeof formData.aggregateFunction === 'string' ? formData.aggregateFunction : 'Sum';
  const aggregate = AGGREGATES[aggfunc] ?? sum;
  const metricName = `Total (${aggfunc})`;
  let rows = namesOf(formData.groupbyRows, verboseMap, (c: QueryColumn) => queryColumnLabel(c));
  let columns = namesOf(formData.groupbyColumns, verboseMap, (c: QueryColumn) =>
    queryColumnLabel(c),
  );
  const metrics = namesOf(formData.metrics, verboseMap, (m: QueryMetric) => queryMetricLabel(m));
  if (formData.transposePivot) [rows, columns] = [columns, rows];
  const onRows = formData.metricsLayout === 'ROWS';
  if (onRows) [rows, columns] = [columns, rows];
  const combine = Boolean(formData.combineMetric);

  // The data under verbose names (Superset renames the frame's columns first).
  const renamed = new Map(input.colnames.map((c) => [verboseMap[c] ?? c, c]));
  const temporal = new Set(
    input.colnames.filter((_, i) => input.coltypes[i] === TEMPORAL).map((c) => verboseMap[c] ?? c),
  );
  const get = (row: Row, name: string) => row[renamed.get(name) ?? name];
  const key = (row: Row, names: string[]) =>
    names.map((n) => printed(get(row, n), temporal.has(n)));

  // Cells: row key -> column key (metric first) -> values.
  const rowKeys = new Map<string, (string | number)[]>();
  const colKeys = new Map<string, (string | number)[]>();
  const cells = new Map<string, number[]>();
  for (const row of input.data) {
    const r = rows.length ? key(row, rows) : [metricName];
    const rk = JSON.stringify(r);
    rowKeys.set(rk, r);
    for (const metric of metrics) {
      const value = get(row, metric);
      if (typeof value !== 'number') continue;
      const c = [metric, ...key(row, columns)];
      const ck = JSON.stringify(c);
      colKeys.set(ck, c);
      const at = `${rk}\u0000${ck}`;
      const list = cells.get(at) ?? [];
      list.push(value);
      cells.set(at, list);
    }
  }
  const rowList = [...rowKeys.values()].sort(compareCells);
  const byMetric = (a: (string | number)[], b: (string | number)[]) =>
    metrics.indexOf(String(a[0])) - metrics.indexOf(String(b[0])) ||
    compareCells(a.slice(1), b.slice(1));
  let colList = [...colKeys.values()].sort(byMetric);
  let colNames: (string | number)[][] = colList;
  if (combine && columns.length) {
    colList = [...colList].sort(
      (a, b) =>
        compareCells(a.slice(1), b.slice(1)) ||
        metrics.indexOf(String(a[0])) - metrics.indexOf(String(b[0])),
    );
    colNames = colList.map((c) => [...c.slice(1), c[0]]);
  } else if (!columns.length) {
    colNames = colList.map((c) => [c[0]]);
  }

  let matrix = rowList.map((r) =>
    colList.map((c) => {
      const values = cells.get(`${JSON.stringify(r)}\u0000${JSON.stringify(c)}`);
      return values ? aggregate(values) : null;
    }),
  );
  let colnames = colNames.map((c) => String(flatten(c)));
  let indexnames = rowList.map(flatten);
  if (onRows) {
    matrix = colnames.map((_, j) => matrix.map((row) => row[j]));
    [colnames, indexnames] = [indexnames.map(String), colnames];
  }
  return { colnames, coltypes: colnames.map(() => NUMERIC), indexnames, cells: matrix };
}
