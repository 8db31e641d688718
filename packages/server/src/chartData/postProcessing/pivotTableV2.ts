/**
 * Superset's `pivot_table_v2` client post-processor (`superset/charts/client_processing.py`,
 * `pivot_df`), applied on the server for `result_type: post_processed` (CSV exports of
 * pivot tables): the rows pivoted by the form data's rows and columns, metrics on top (or
 * combined under each column group, or on the rows), headers in verbose names. Multi-level
 * names are flattened by joining their parts with a space, as Superset does. Row and
 * column totals are not added.
 */
import type {
  DataFrame,
  DataFrameColumnName,
  DataFrameLabel,
  PivotAccumulator,
  QueryColumn,
  QueryMetric,
} from '@tessera/core';
import {
  compareLabelTuples,
  PIVOT_TABLE_AGGREGATES,
  pivotFrame,
  pivotTableReducer,
  queryColumnLabel,
  queryMetricLabel,
} from '@tessera/core';

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
/** The index of a pivot without rows: one row, named by the aggregate. */
const TOTAL = '__pivot_total__';

/** A cell that had numbers but no aggregate (a variance of one): kept, shown empty. */
const NO_VALUE = Object.freeze({ noValue: true });
/** Every row is kept, as the chart keeps it, by a count of the rows of each cell. */
const PRESENT = '__pivot_present__';

/**
 * The aggregate of a cell's numbers (anything else left out): no numbers, no cell; numbers
 * without an aggregate, an empty cell.
 */
function numbersOnly(create: () => PivotAccumulator) {
  return (): PivotAccumulator => {
    const accumulator = create();
    let pushed = false;
    return {
      push(v) {
        if (typeof v !== 'number') return;
        accumulator.push(v);
        pushed = true;
      },
      value: () => (pushed ? (accumulator.value() ?? (NO_VALUE as never)) : null),
    };
  };
}

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

  // The data under verbose names (Superset renames the frame's columns first), the
  // dimensions as pandas prints them.
  const renamed = new Map(input.colnames.map((c) => [verboseMap[c] ?? c, c]));
  const temporal = new Set(
    input.colnames.filter((_, i) => input.coltypes[i] === TEMPORAL).map((c) => verboseMap[c] ?? c),
  );
  const get = (row: Row, name: string) => row[renamed.get(name) ?? name];
  const dimensions = [...new Set([...rows, ...columns])];
  const frame: DataFrame = {
    columns: [
      ...dimensions.map((name) => ({
        name,
        values: input.data.map((row) => printed(get(row, name), temporal.has(name))),
      })),
      ...metrics.map((name) => ({ name, values: input.data.map((row) => get(row, name)) })),
      { name: TOTAL, values: input.data.map(() => metricName) },
      { name: PRESENT, values: input.data.map(() => 1) },
    ],
    index: [],
    length: input.data.length,
  };
  const create = numbersOnly(PIVOT_TABLE_AGGREGATES[aggfunc] ?? PIVOT_TABLE_AGGREGATES.Sum);
  const pivoted = pivotFrame(frame, {
    index: rows.length ? rows : [TOTAL],
    columns,
    reducers: [
      ...[...new Set(metrics)].map((m) => pivotTableReducer(m, create)),
      pivotTableReducer(PRESENT, PIVOT_TABLE_AGGREGATES.Count),
    ],
  });

  // Column keys [metric, ...labels], metrics in the form's order.
  const keyOf = (name: DataFrameColumnName) => (typeof name === 'string' ? [name] : [...name]);
  const metricIndex = (key: DataFrameLabel[]) => metrics.indexOf(String(key[0]));
  let order = pivoted.columns
    .map((column, i) => ({ key: keyOf(column.name), i }))
    .filter((c) => c.key[0] !== PRESENT)
    .sort((a, b) => metricIndex(a.key) - metricIndex(b.key) || a.i - b.i);
  let colNames = order.map((c) => c.key);
  if (combine && columns.length) {
    order = order
      .map((c) => ({ ...c, key: [...c.key.slice(1), c.key[0]] }))
      .sort(
        (a, b) =>
          compareLabelTuples(a.key.slice(0, -1), b.key.slice(0, -1)) ||
          metrics.indexOf(String(a.key.at(-1))) - metrics.indexOf(String(b.key.at(-1))),
      );
    colNames = order.map((c) => c.key);
  }
  const rowNames = Array.from({ length: pivoted.length }, (_, r) =>
    flatten(pivoted.index.map((level) => level.values[r] as string | number)),
  );
  let matrix = rowNames.map((_, r) =>
    order.map((c) => {
      const value = pivoted.columns[c.i].values[r];
      return value === NO_VALUE ? null : ((value as number | null) ?? null);
    }),
  );
  let colnames = colNames.map((c) => String(flatten(c as (string | number)[])));
  let indexnames: (string | number)[] = rowNames;
  if (onRows) {
    matrix = colnames.map((_, j) => matrix.map((row) => row[j]));
    [colnames, indexnames] = [indexnames.map(String), colnames];
  }
  return { colnames, coltypes: colnames.map(() => NUMERIC), indexnames, cells: matrix };
}
