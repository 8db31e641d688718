import type { NamedReducer } from './aggregate.js';
import { aggregateReducers } from './aggregate.js';
import type {
  DataFrameCell,
  DataFrameColumn,
  DataFrameColumnLevel,
  DataFrame,
  DataFrameLabel,
} from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { compareLabels, compareLabelTuples, groupRows, isNull } from './grouping.js';
import { addMargins } from './pivotMargins.js';
import type { PostProcessingPivotOptions } from './schemas.js';

/** Superset's NULL_STRING: what missing pivot-column values become. */
export const NULL_STRING = '<NULL>';

/** The pivoted table before it becomes a frame: row keys, column keys and cells. */
export interface PivotTable {
  rowKeys: DataFrameCell[][];
  /** One key per column: `[metric, ...column labels]`. */
  colKeys: DataFrameLabel[][];
  /** cells[column][row] */
  cells: DataFrameCell[][];
}

/** The data pandas' pivot_table works on: key columns (column labels filled) and metric sources. */
export interface PivotData {
  readonly length: number;
  readonly indexValues: readonly (readonly DataFrameCell[])[];
  readonly columnValues: readonly (readonly DataFrameCell[])[];
  readonly metrics: readonly NamedReducer[];
  readonly metricValues: readonly (readonly DataFrameCell[])[];
}

const keyString = (key: readonly unknown[]): string => JSON.stringify(key);

function uniqueSorted(keys: readonly DataFrameCell[][]): DataFrameCell[][] {
  const seen = new Map<string, DataFrameCell[]>();
  for (const k of keys) if (!seen.has(keyString(k))) seen.set(keyString(k), k);
  return [...seen.values()].sort(compareLabelTuples);
}

/** Cartesian product of per-level sorted distinct non-missing labels (pandas `cartesian_product(levels)`). */
function levelProduct(keys: readonly DataFrameCell[][], width: number): DataFrameCell[][] {
  let product: DataFrameCell[][] = [[]];
  for (let level = 0; level < width; level += 1) {
    const labels = uniqueSorted(keys.map((k) => [k[level]]))
      .map((k) => k[0])
      .filter((v) => !isNull(v));
    product = product.flatMap((p) => labels.map((l) => [...p, l]));
  }
  return product;
}

function buildTable(data: PivotData, dropna: boolean, fillValue: DataFrameCell): PivotTable {
  const ni = data.indexValues.length;
  const nc = data.columnValues.length;
  const rowGroups = groupRows(data.indexValues, data.length, dropna);
  const comboGroups =
    nc > 0
      ? groupRows(data.columnValues, data.length, dropna)
      : { keys: [[]] as DataFrameCell[][], groupOf: new Int32Array(data.length) };
  const nCombos = comboGroups.keys.length;
  // pandas groups by index + columns together: one cell group per (row, combination).
  const cellRows = new Map<number, number[]>();
  for (let row = 0; row < data.length; row += 1) {
    const r = rowGroups.groupOf[row];
    const c = comboGroups.groupOf[row];
    if (r < 0 || c < 0) continue;
    const key = r * nCombos + c;
    const rows = cellRows.get(key);
    if (rows) rows.push(row);
    else cellRows.set(key, [row]);
  }
  let agged = [...cellRows.entries()].map(([key, rows]) => ({
    r: Math.floor(key / nCombos),
    c: key % nCombos,
    values: data.metrics.map((m, i) => m.reduce(rows.map((row) => data.metricValues[i][row]))),
  }));
  if (dropna && data.metrics.length > 0) {
    agged = agged.filter((a) => a.values.some((v) => !isNull(v)));
  }
  const presentRows = [...new Set(agged.map((a) => a.r))].sort((a, b) => a - b);
  let presentCombos = nc > 0 ? [...new Set(agged.map((a) => a.c))].sort((a, b) => a - b) : [0];
  if (!dropna && nc > 0) {
    // pandas reindexes to the product of the levels, then Superset keeps the
    // series seen in the data: every metric with every observed combination.
    presentCombos = presentCombos.filter((c) => !comboGroups.keys[c].some(isNull));
  }
  const metricOrder = data.metrics
    .map((m, i) => ({ name: m.column, i }))
    .sort((a, b) => compareLabels(a.name, b.name));
  const rowPos = new Map(presentRows.map((r, i) => [r, i]));
  const comboPos = new Map(presentCombos.map((c, i) => [c, i]));
  const colKeys: DataFrameLabel[][] = [];
  const columnOf: number[][] = data.metrics.map(() => []);
  for (const { name, i } of metricOrder) {
    for (const c of presentCombos) {
      columnOf[i][comboPos.get(c) as number] = colKeys.length;
      colKeys.push([name, ...(comboGroups.keys[c] as DataFrameLabel[])]);
    }
  }
  let rowKeys = presentRows.map((r) => rowGroups.keys[r]);
  let cells: DataFrameCell[][] = colKeys.map(() =>
    new Array<DataFrameCell>(rowKeys.length).fill(null),
  );
  for (const a of agged) {
    const r = rowPos.get(a.r);
    const c = comboPos.get(a.c);
    if (r === undefined || c === undefined) continue;
    a.values.forEach((v, i) => {
      cells[columnOf[i][c]][r] = v;
    });
  }
  if (!dropna && ni > 1) {
    const position = new Map(rowKeys.map((k, i) => [keyString(k), i]));
    const product = levelProduct(rowKeys, ni);
    cells = cells.map((col) =>
      product.map((k) => {
        const r = position.get(keyString(k));
        return r === undefined ? null : col[r];
      }),
    );
    rowKeys = product;
  }
  if (!isNull(fillValue)) {
    cells = cells.map((col) => col.map((v) => (isNull(v) ? fillValue : v)));
  }
  return { rowKeys, colKeys, cells };
}

function dropEmptyColumns(table: PivotTable): PivotTable {
  const keep = table.cells.map((col) => col.some((v) => !isNull(v)));
  return {
    rowKeys: table.rowKeys,
    colKeys: table.colKeys.filter((_, i) => keep[i]),
    cells: table.cells.filter((_, i) => keep[i]),
  };
}

/** pandas `df.stack(0).unstack()`: the metric level moves innermost; empty rows go. */
function combineValueWithMetric(table: PivotTable, multi: boolean): PivotTable {
  const keepRows = table.rowKeys.map((_, r) => table.cells.some((col) => !isNull(col[r])));
  const rows = table.rowKeys.map((_, r) => r).filter((r) => keepRows[r]);
  const moved = table.colKeys.map((k, i) => ({
    key: multi ? [...k.slice(1), k[0]] : k,
    cells: rows.map((r) => table.cells[i][r]),
  }));
  moved.sort((a, b) => compareLabelTuples(a.key, b.key));
  return {
    rowKeys: rows.map((r) => table.rowKeys[r]),
    colKeys: moved.map((m) => m.key),
    cells: moved.map((m) => m.cells),
  };
}

/** What {@link pivotFrame} pivots, and how. */
export interface PivotFrameOptions {
  /** The row key columns (none: one row holding every value). */
  readonly index: readonly string[];
  /** The column key columns (none: one column per reducer, named by its column). */
  readonly columns: readonly string[];
  /** One reducer per value column; a cell is the reduction of its rows' values. */
  readonly reducers: readonly NamedReducer[];
  /** pandas `dropna`: rows with a missing key and all-missing rows and columns left out. */
  readonly dropna?: boolean;
  /** What empty cells hold (default missing). */
  readonly fillValue?: DataFrameCell;
  /** What missing column labels become (default, or a falsy value: they stay missing). */
  readonly columnFill?: DataFrameCell;
  /** pandas `margins_name`: totals over every label of the other axis (default none). */
  readonly margins?: string | null;
  /** pandas `stack(0).unstack()`: the reducer level innermost. */
  readonly combineValueWithMetric?: boolean;
}

/**
 * The pivot itself (pandas `pivot_table`): one row per `index` value, one column per
 * reducer and `columns` combination. Columns are multi-level `[metric, ...labels]` (flat
 * metric names without `columns`), sorted as pandas sorts them; rows are sorted by index.
 * The index stays the frame's index until `flatten`. The `pivot` operation, the pivot table
 * chart's cells and its server-side post-processing all pivot with this.
 */
export function pivotFrame(df: DataFrame, options: PivotFrameOptions): DataFrame {
  const { index, columns, reducers } = options;
  const dropna = options.dropna ?? true;
  const columnFill = options.columnFill;
  const byName = (name: string): DataFrameColumn =>
    df.columns.find((c) => c.name === name) as DataFrameColumn;
  const indexColumns = index.map(byName);
  const columnColumns = columns.map(byName);
  const data: PivotData = {
    length: df.length,
    indexValues: indexColumns.map((c) => c.values),
    columnValues: columnColumns.map((c) =>
      columnFill ? c.values.map((v) => (isNull(v) ? columnFill : v)) : c.values,
    ),
    metrics: reducers,
    metricValues: reducers.map((m) => byName(m.column).values),
  };

  let table = buildTable(data, dropna, options.fillValue ?? null);
  const marginsAdded = typeof options.margins === 'string';
  if (typeof options.margins === 'string') {
    table = addMargins(table, data, options.margins, dropna);
  }
  if (dropna) table = dropEmptyColumns(table);
  const multi = columns.length > 0;
  if (options.combineValueWithMetric) table = combineValueWithMetric(table, multi);

  const indexFrame: DataFrameColumn[] = indexColumns.map((c, level) => ({
    name: c.name,
    values: table.rowKeys.map((k) => k[level]),
    ...(c.temporal && !marginsAdded ? { temporal: true } : {}),
  }));
  const resultColumns: DataFrameColumn[] = table.colKeys.map((key, i) => ({
    name: multi ? key : (key[0] as string),
    values: table.cells[i],
  }));
  const metricLevel: DataFrameColumnLevel = { name: null };
  const labelLevels: DataFrameColumnLevel[] = columnColumns.map((c) => ({
    name: c.name as string,
    ...(c.temporal ? { temporal: true } : {}),
  }));
  const result: DataFrame = {
    columns: resultColumns,
    index: indexFrame,
    length: table.rowKeys.length,
  };
  if (!multi) return result;
  const columnLevels = options.combineValueWithMetric
    ? [...labelLevels, metricLevel]
    : [metricLevel, ...labelLevels];
  return { ...result, columnLevels };
}

/**
 * Superset's `pivot` (pandas `pivot_table`) operation: its options checked, its
 * aggregates as reducers (a later aggregate on the same column wins, as pandas takes
 * `{column: aggfunc}`), then {@link pivotFrame}.
 */
export function pivot(df: DataFrame, options: PostProcessingPivotOptions): DataFrame {
  const index = options.index ?? [];
  const columns = options.columns ?? [];
  requireColumns(df, 'index', index);
  requireColumns(df, 'columns', columns);
  if (index.length === 0) {
    throw new PostProcessingError('Pivot operation requires at least one index', 'index');
  }
  const aggregates = options.aggregates ?? {};
  if (Object.keys(aggregates).length === 0) {
    throw new PostProcessingError(
      'Pivot operation must include at least one aggregate',
      'aggregates',
    );
  }
  const reducers = new Map<string, NamedReducer>();
  for (const r of aggregateReducers(df, aggregates)) reducers.set(r.column, r);
  return pivotFrame(df, {
    index,
    columns,
    reducers: [...reducers.values()],
    dropna: options.drop_missing_columns === undefined || options.drop_missing_columns === true,
    fillValue: options.metric_fill_value ?? null,
    columnFill: options.column_fill_value === undefined ? NULL_STRING : options.column_fill_value,
    margins: options.marginal_distributions ? (options.marginal_distribution_name ?? 'All') : null,
    combineValueWithMetric: options.combine_value_with_metric ?? false,
  });
}
