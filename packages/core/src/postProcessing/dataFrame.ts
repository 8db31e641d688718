/**
 * The data frame that chart-data post-processing works on: a small, columnar
 * stand-in for the pandas DataFrame Superset uses (superset/utils/pandas_postprocessing).
 *
 * - Columnar: each column holds one array of cells, so operations touch only the
 *   columns they change and share the others (results can be 100k rows).
 * - Cells are JSON-ish values. `null` is pandas' NaN/None/NaT. Temporal values are
 *   epoch milliseconds (numbers) in columns marked `temporal` (pandas datetime64).
 *   ±Infinity may appear inside a chain (division by zero) and becomes `null` in
 *   the response, as Superset's JSON encoder does.
 * - Column names are strings, or, after `pivot`, one label per level
 *   (pandas MultiIndex columns: `['SUM(num)', 'boy']`). `flatten` joins the levels
 *   with ", " as Superset does.
 * - `index` holds the row index levels (pandas' index, e.g. the x-axis after
 *   `pivot`). An empty list is pandas' default RangeIndex.
 */

/** One cell: number, string, boolean, null (NaN/missing), or a list (boxplot outliers). */
export type DataFrameCell = unknown;

/** One level's label in a multi-level column name. */
export type DataFrameLabel = string | number | boolean | null;

/** A column name: a string, or one label per level for multi-level columns. */
export type DataFrameColumnName = string | readonly DataFrameLabel[];

export interface DataFrameColumn {
  readonly name: DataFrameColumnName;
  readonly values: readonly DataFrameCell[];
  /** Values are epoch milliseconds of a datetime column (pandas datetime64). */
  readonly temporal?: boolean;
}

/** A level of multi-level columns (pandas `columns.names` plus whether labels are datetimes). */
export interface DataFrameColumnLevel {
  readonly name: string | null;
  readonly temporal?: boolean;
}

export interface DataFrame {
  readonly columns: readonly DataFrameColumn[];
  /** Row index levels; empty means the default RangeIndex (0..length-1). */
  readonly index: readonly DataFrameColumn[];
  /** Number of rows. */
  readonly length: number;
  /** Levels of multi-level columns (absent for flat columns). */
  readonly columnLevels?: readonly DataFrameColumnLevel[];
}

export interface DataFrameFromRecordsOptions {
  /** Column order (the query's `colnames`); defaults to the keys of the first row. */
  readonly columns?: readonly string[];
  /** Columns whose values are epoch milliseconds (coltype TEMPORAL). */
  readonly temporalColumns?: readonly string[];
}

/** Builds a frame from query result rows (`[{col: value}]`). Missing keys become null. */
export function dataFrameFromRecords(
  rows: readonly Record<string, unknown>[],
  options: DataFrameFromRecordsOptions = {},
): DataFrame {
  const names = options.columns ?? (rows.length > 0 ? Object.keys(rows[0]) : []);
  const temporal = new Set(options.temporalColumns ?? []);
  const columns = names.map((name): DataFrameColumn => {
    const values = new Array<DataFrameCell>(rows.length);
    for (let i = 0; i < rows.length; i += 1) {
      const v = rows[i][name];
      values[i] = v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? null : v;
    }
    return temporal.has(name) ? { name, values, temporal: true } : { name, values };
  });
  return { columns, index: [], length: rows.length };
}

/** Builds a frame from named columns of equal length. */
export function dataFrameFromColumns(
  columns: readonly DataFrameColumn[],
  index: readonly DataFrameColumn[] = [],
): DataFrame {
  const length = columns[0]?.values.length ?? index[0]?.values.length ?? 0;
  for (const c of [...columns, ...index]) {
    if (c.values.length !== length) {
      throw new Error(`Column ${String(c.name)} has ${c.values.length} values, expected ${length}`);
    }
  }
  return { columns, index, length };
}

/** Whether the columns are multi-level (pandas MultiIndex on columns). */
export const isMultiLevel = (df: DataFrame): boolean =>
  df.columns.some((c) => typeof c.name !== 'string');

/** The first level of a column name (what Superset's column validation looks at). */
export const level0 = (name: DataFrameColumnName): DataFrameLabel =>
  typeof name === 'string' ? name : name[0];

/** A stable map key for a column name. */
export const nameKey = (name: DataFrameColumnName): string => JSON.stringify(name);

/** A frame with the same rows and index but other columns. */
export const withColumns = (
  df: DataFrame,
  columns: readonly DataFrameColumn[],
  columnLevels: readonly DataFrameColumnLevel[] | undefined = df.columnLevels,
): DataFrame => {
  const result: DataFrame = { columns, index: df.index, length: df.length };
  return columnLevels && columns.some((c) => typeof c.name !== 'string')
    ? { ...result, columnLevels }
    : result;
};

/** A frame keeping only the given rows (positions), in that order, index included. */
export function takeRows(df: DataFrame, positions: readonly number[]): DataFrame {
  const pick = (c: DataFrameColumn): DataFrameColumn => ({
    ...c,
    values: positions.map((p) => c.values[p]),
  });
  return {
    ...df,
    columns: df.columns.map(pick),
    index: df.index.map(pick),
    length: positions.length,
  };
}

/** Rows `start..` (pandas `df[start:]`). */
export function sliceRows(df: DataFrame, start: number): DataFrame {
  if (start <= 0) return df;
  const from = Math.min(start, df.length);
  const cut = (c: DataFrameColumn): DataFrameColumn => ({ ...c, values: c.values.slice(from) });
  return {
    ...df,
    columns: df.columns.map(cut),
    index: df.index.map(cut),
    length: df.length - from,
  };
}

/**
 * Columns whose first level is one of `keys`, in the order of `keys`
 * (pandas `df.loc[:, keys]`, which selects whole groups on multi-level columns).
 */
export function columnsByLevel0(df: DataFrame, keys: readonly string[]): DataFrameColumn[] {
  const result: DataFrameColumn[] = [];
  for (const key of keys) {
    for (const c of df.columns) if (level0(c.name) === key) result.push(c);
  }
  return result;
}

/**
 * Superset's `_append_columns`: when every source maps to itself the computed
 * columns replace the originals in place; otherwise they are renamed (a rename
 * applies to every level of multi-level names) and appended at the end.
 */
export function appendColumns(
  base: DataFrame,
  computed: readonly DataFrameColumn[],
  mapping: Readonly<Record<string, string>>,
): DataFrame {
  const entries = Object.entries(mapping);
  if (entries.every(([src, dst]) => src === dst)) {
    const byKey = new Map(computed.map((c) => [nameKey(c.name), c]));
    return withColumns(
      base,
      base.columns.map((c) => byKey.get(nameKey(c.name)) ?? c),
    );
  }
  const rename = (label: DataFrameLabel): DataFrameLabel =>
    typeof label === 'string' && Object.hasOwn(mapping, label) ? mapping[label] : label;
  const renamed = computed.map((c): DataFrameColumn => ({
    ...c,
    name: typeof c.name === 'string' ? (rename(c.name) as string) : c.name.map(rename),
  }));
  return withColumns(base, [...base.columns, ...renamed]);
}
