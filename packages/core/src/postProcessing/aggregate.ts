import type { DataFrameCell, DataFrameColumn, DataFrame } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { groupRows } from './grouping.js';
import type { NumpyFunction } from './numpyFunctions.js';
import { applyNumpyFunction, isNumpyFunction } from './numpyFunctions.js';
import type { PostProcessingAggregateOptions, PostProcessingAggregateSpec } from './schemas.js';

/** A group-wise reducer: the values of one column within one group → one cell. */
export type Reducer = (cells: readonly DataFrameCell[]) => DataFrameCell;

export interface NamedReducer {
  readonly name: string;
  readonly column: string;
  readonly reduce: Reducer;
  /** Whether the result is still a datetime (min/max of a temporal column). */
  readonly keepsTemporal?: boolean;
}

const TEMPORAL_KEEPING: readonly NumpyFunction[] = ['max', 'min', 'nanmax', 'nanmin'];

/**
 * Superset's `_get_aggregate_funcs`: checks each `{name: {operator, column?, options?}}`
 * (column defaults to the name) and turns it into a reducer.
 */
export function aggregateReducers(
  df: DataFrame,
  aggregates: Readonly<Record<string, PostProcessingAggregateSpec>>,
): NamedReducer[] {
  const present = new Set(df.columns.map((c) => c.name).filter((n) => typeof n === 'string'));
  return Object.entries(aggregates).map(([name, spec]) => {
    const column = spec.column ?? name;
    if (!present.has(column)) {
      throw new PostProcessingError(
        `Column referenced by aggregate is undefined: ${column} (option "aggregates.${name}.column").`,
        'aggregates',
      );
    }
    const operator = spec.operator;
    if (!operator) {
      throw new PostProcessingError(
        `Operator undefined for aggregator: ${name} (option "aggregates.${name}.operator").`,
        'aggregates',
      );
    }
    if (!isNumpyFunction(operator)) {
      throw new PostProcessingError(
        `Invalid numpy function: ${operator} (option "aggregates.${name}.operator").`,
        'aggregates',
      );
    }
    const options = spec.options ?? {};
    return {
      name,
      column,
      reduce: (cells) => applyNumpyFunction(operator, cells, options),
      keepsTemporal: TEMPORAL_KEEPING.includes(operator),
    };
  });
}

const columnNamed = (df: DataFrame, name: string): DataFrameColumn => {
  const column = df.columns.find((c) => c.name === name);
  if (!column)
    throw new PostProcessingError(`Referenced columns not available in DataFrame: "${name}".`);
  return column;
};

/**
 * Groups rows by `groupby` (sorted, rows with a missing key left out) and
 * reduces each group with every reducer; the result has the groupby columns
 * and then one column per reducer, in order.
 */
export function groupAndReduce(
  df: DataFrame,
  groupby: readonly string[],
  reducers: readonly NamedReducer[],
): DataFrame {
  const keyColumns = groupby.map((g) => columnNamed(df, g));
  let members: number[][];
  let keys: DataFrameCell[][];
  if (groupby.length > 0) {
    ({ members, keys } = groupRows(
      keyColumns.map((c) => c.values),
      df.length,
      true,
    ));
  } else {
    const all = Array.from({ length: df.length }, (_, i) => i);
    members = df.length > 0 ? [all] : [];
    keys = df.length > 0 ? [[]] : [];
  }
  const columns: DataFrameColumn[] = keyColumns.map((c, k) => ({
    name: c.name,
    values: keys.map((key) => key[k]),
    ...(c.temporal ? { temporal: true } : {}),
  }));
  for (const r of reducers) {
    const source = columnNamed(df, r.column);
    const values = members.map((rows) => r.reduce(rows.map((row) => source.values[row])));
    columns.push({
      name: r.name,
      values,
      ...(source.temporal && r.keepsTemporal ? { temporal: true } : {}),
    });
  }
  return { columns, index: [], length: members.length };
}

/** Superset's `aggregate`: group by `groupby` and apply numpy aggregates. */
export function aggregate(df: DataFrame, options: PostProcessingAggregateOptions): DataFrame {
  const groupby = options.groupby ?? [];
  requireColumns(df, 'groupby', groupby);
  return groupAndReduce(df, groupby, aggregateReducers(df, options.aggregates ?? {}));
}
