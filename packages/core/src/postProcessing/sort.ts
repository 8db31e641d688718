import type { DataFrameCell, DataFrame } from './dataFrame.js';
import { level0, takeRows } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { compareLabels, isNull } from './grouping.js';
import type { PostProcessingSortOptions } from './schemas.js';

/** Row positions ordered by the keys (stable; missing values last in either direction). */
export function sortPositions(
  keys: readonly (readonly DataFrameCell[])[],
  ascending: readonly boolean[],
  length: number,
): number[] {
  const positions = Array.from({ length }, (_, i) => i);
  return positions.sort((a, b) => {
    for (let k = 0; k < keys.length; k += 1) {
      const x = keys[k][a];
      const y = keys[k][b];
      const xn = isNull(x);
      const yn = isNull(y);
      if (xn || yn) {
        if (xn && yn) continue;
        return xn ? 1 : -1;
      }
      const c = compareLabels(x, y);
      if (c !== 0) return ascending[k] ? c : -c;
    }
    return 0;
  });
}

function directions(ascending: PostProcessingSortOptions['ascending'], count: number): boolean[] {
  if (Array.isArray(ascending)) {
    if (ascending.length !== count) {
      throw new PostProcessingError(
        `Length of ascending (${ascending.length}) != length of by (${count}) (option "ascending").`,
        'ascending',
      );
    }
    return ascending;
  }
  return new Array<boolean>(count).fill(ascending ?? true);
}

/**
 * Superset's `sort`: by the `by` columns (`ascending` one flag or one per
 * column), or by the index with `is_sort_index`. The older form
 * `columns: {column: ascending}` is read too. Sorting is stable; missing values
 * go last.
 */
export function sort(df: DataFrame, options: PostProcessingSortOptions): DataFrame {
  let by: string[] = options.by === null || options.by === undefined ? [] : [options.by].flat();
  let ascending = options.ascending;
  if (by.length === 0 && !options.is_sort_index && options.columns) {
    by = Object.keys(options.columns);
    ascending = Object.values(options.columns);
  }
  requireColumns(df, options.by ? 'by' : 'columns', by);
  if (options.is_sort_index) {
    if (df.index.length === 0) {
      const asc = Array.isArray(ascending) ? (ascending[0] ?? true) : (ascending ?? true);
      if (asc) return df;
      return takeRows(
        df,
        Array.from({ length: df.length }, (_, i) => df.length - 1 - i),
      );
    }
    const keys = df.index.map((c) => c.values);
    return takeRows(df, sortPositions(keys, directions(ascending, keys.length), df.length));
  }
  if (by.length === 0) return df;
  const keys = by.map((name) => {
    const matches = df.columns.filter((c) => level0(c.name) === name);
    if (matches.length !== 1) {
      throw new PostProcessingError(
        `The column label "${name}" is not unique (option "by").`,
        'by',
      );
    }
    return matches[0].values;
  });
  return takeRows(df, sortPositions(keys, directions(ascending, by.length), df.length));
}
