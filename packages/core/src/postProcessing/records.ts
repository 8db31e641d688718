import type { DataFrameCell, DataFrameColumnName, DataFrame } from './dataFrame.js';
import { joinColumnLevels } from './flatten.js';

/** What a post-processed frame becomes in a chart-data response (superset-api.md §3.4). */
export interface ChartDataRecords {
  /** Column names; multi-level names are joined with ", " as `flatten` joins them. */
  readonly colnames: string[];
  /** pandas `list(df.index)`: the index labels (row positions for the default index). */
  readonly indexnames: DataFrameCell[];
  /** One object per row keyed by column name (the index is not included, as in pandas `to_dict("records")`). */
  readonly data: Record<string, DataFrameCell>[];
  /** The colnames holding datetimes as epoch ms (coltype TEMPORAL). */
  readonly temporalColumns: string[];
  /**
   * Superset's generic types inferred from the values (0 NUMERIC, 1 STRING,
   * 2 TEMPORAL, 3 BOOLEAN); a column with no values at all counts as STRING, as
   * pandas infers "empty". The server may override them from the dataset's columns.
   */
  readonly coltypes: number[];
}

/** Superset's GenericDataType. */
const GENERIC_DATA_TYPE = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

function inferColtype(values: readonly DataFrameCell[], temporal: boolean | undefined): number {
  if (temporal) return GENERIC_DATA_TYPE.TEMPORAL;
  let numbers = 0;
  let booleans = 0;
  let others = 0;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'number' || typeof v === 'bigint') numbers += 1;
    else if (typeof v === 'boolean') booleans += 1;
    else others += 1;
  }
  if (others > 0) return GENERIC_DATA_TYPE.STRING;
  if (numbers > 0 && booleans === 0) return GENERIC_DATA_TYPE.NUMERIC;
  if (booleans > 0 && numbers === 0) return GENERIC_DATA_TYPE.BOOLEAN;
  return GENERIC_DATA_TYPE.STRING;
}

/** NaN and ±Infinity become null, as Superset's JSON encoder (ignore_nan) writes them. */
const jsonCell = (v: DataFrameCell): DataFrameCell => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v === undefined) return null;
  if (Array.isArray(v)) return v.map(jsonCell);
  return v;
};

const columnLabel = (name: DataFrameColumnName, df?: DataFrame): string =>
  typeof name === 'string' ? name : joinColumnLevels(name, df?.columnLevels);

/** The response form of a frame: `colnames`, `indexnames`, `coltypes` and row objects. */
export function dataFrameToRecords(df: DataFrame): ChartDataRecords {
  const colnames = df.columns.map((c) => columnLabel(c.name, df));
  const columns = df.columns.map((c) => c.values);
  const data = new Array<Record<string, DataFrameCell>>(df.length);
  for (let r = 0; r < df.length; r += 1) {
    const row: Record<string, DataFrameCell> = {};
    for (let c = 0; c < columns.length; c += 1) row[colnames[c]] = jsonCell(columns[c][r]);
    data[r] = row;
  }
  let indexnames: DataFrameCell[];
  if (df.index.length === 0) indexnames = Array.from({ length: df.length }, (_, i) => i);
  else if (df.index.length === 1) indexnames = df.index[0].values.map(jsonCell);
  else
    indexnames = Array.from({ length: df.length }, (_, r) =>
      df.index.map((c) => jsonCell(c.values[r])),
    );
  const temporalColumns = colnames.filter((_, i) => df.columns[i].temporal);
  const coltypes = df.columns.map((c) => inferColtype(c.values, c.temporal));
  return { colnames, indexnames, data, temporalColumns, coltypes };
}
