import type {
  DataFrameCell,
  DataFrameColumn,
  DataFrameColumnName,
  DataFrame,
} from './dataFrame.js';
import { level0, nameKey, withColumns } from './dataFrame.js';
import { PostProcessingError } from './errors.js';
import { isNull } from './grouping.js';
import { TIME_COMPARISON } from './compare.js';
import { fromFloats, pairwiseSum, toFloats } from './numeric.js';
import type { PostProcessingContributionOptions } from './schemas.js';

/** Columns contribution divides: numbers (or all missing), not booleans or datetimes. */
const isArithmetic = (c: DataFrameColumn): boolean =>
  !c.temporal && c.values.every((v) => isNull(v) || typeof v === 'number' || typeof v === 'bigint');

const describe = (name: DataFrameColumnName): string =>
  typeof name === 'string' ? name : JSON.stringify(name);

/**
 * Superset's `contribution`: each numeric cell divided by its column total
 * (`orientation` "column", the default; missing values count as 0) or by its row
 * total over the selected columns (`orientation` "row"; time-shifted columns,
 * whose first label ends with `__<time shift>`, are totalled separately).
 * Results replace the columns, or go to `rename_columns` (e.g. `%metric`).
 * `contribution_totals` gives column totals from elsewhere (newer Superset).
 */
export function contribution(df: DataFrame, options: PostProcessingContributionOptions): DataFrame {
  const numeric = df.columns.filter(isArithmetic);
  const numericByKey = new Map(numeric.map((c) => [nameKey(c.name), c]));
  if (options.columns && options.columns.length > 0) {
    for (const col of options.columns) {
      if (!numericByKey.has(nameKey(col))) {
        throw new PostProcessingError(
          `Column "${col}" is not numeric or does not exists in the query results (option "columns").`,
          'columns',
        );
      }
    }
  }
  const selected: DataFrameColumn[] =
    options.columns && options.columns.length > 0
      ? options.columns.map((c) => numericByKey.get(nameKey(c)) as DataFrameColumn)
      : numeric;
  const targets: DataFrameColumnName[] =
    options.rename_columns && options.rename_columns.length > 0
      ? options.rename_columns
      : selected.map((c) => c.name);
  if (targets.length !== selected.length) {
    throw new PostProcessingError(
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
      'rename_columns',
    );
  }
  const results = new Map<string, DataFrameCell[]>();
  const orientation = options.orientation ?? 'column';
  if (orientation === 'column') {
    selected.forEach((c, i) => {
      const filled = toFloats(c.values, c.name, 'columns').map((v) => (Number.isNaN(v) ? 0 : v));
      let total: number;
      if (options.contribution_totals) {
        const given = options.contribution_totals[describe(c.name)];
        if (given === undefined || given === null || given === 0) {
          results.set(nameKey(targets[i]), new Array<DataFrameCell>(df.length).fill(0));
          return;
        }
        total = given;
      } else {
        total = pairwiseSum(filled);
      }
      results.set(nameKey(targets[i]), fromFloats(filled.map((v) => v / total)));
    });
  } else {
    const groups = new Map<string, number[]>();
    selected.forEach((c, i) => {
      const first = level0(c.name);
      const shift = (options.time_shifts ?? []).find(
        (ts) => typeof first === 'string' && first.endsWith(TIME_COMPARISON + ts),
      );
      const key = shift ?? '\u0000';
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    for (const members of groups.values()) {
      const floats = members.map((i) => toFloats(selected[i].values, selected[i].name, 'columns'));
      const totals = new Float64Array(df.length);
      for (let row = 0; row < df.length; row += 1) {
        totals[row] = pairwiseSum(floats.map((f) => (Number.isNaN(f[row]) ? 0 : f[row])));
      }
      members.forEach((i, k) => {
        results.set(nameKey(targets[i]), fromFloats(floats[k].map((v, row) => v / totals[row])));
      });
    }
  }
  const columns = df.columns.map((c) => {
    const values = results.get(nameKey(c.name));
    if (!values) return c;
    results.delete(nameKey(c.name));
    return { name: c.name, values };
  });
  targets.forEach((t) => {
    const values = results.get(nameKey(t));
    if (values) columns.push({ name: t, values });
  });
  return withColumns(df, columns);
}
