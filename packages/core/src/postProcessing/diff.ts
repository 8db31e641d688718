import type { DataFrameColumn, DataFrame } from './dataFrame.js';
import { appendColumns, columnsByLevel0 } from './dataFrame.js';
import { requireColumns } from './errors.js';
import { fromFloats, toFloats } from './numeric.js';
import type { PostProcessingDiffOptions } from './schemas.js';

/**
 * Superset's `diff`: the difference with the value `periods` rows earlier
 * (`axis` 0, default) or `periods` columns to the left among the selected
 * columns (`axis` 1), for each column of `columns` (`{source: target}`).
 */
export function diff(df: DataFrame, options: PostProcessingDiffOptions): DataFrame {
  const mapping = options.columns;
  requireColumns(df, 'columns', Object.keys(mapping));
  const periods = options.periods ?? 1;
  const byColumn = options.axis === 1 || options.axis === 'columns';
  const selected = columnsByLevel0(df, Object.keys(mapping));
  const floats = selected.map((c) => toFloats(c.values, c.name, 'columns'));
  const computed = selected.map((c, j): DataFrameColumn => {
    const out = new Float64Array(df.length).fill(NaN);
    for (let i = 0; i < df.length; i += 1) {
      if (byColumn) {
        const k = j - periods;
        if (k >= 0 && k < floats.length) out[i] = floats[j][i] - floats[k][i];
      } else {
        const k = i - periods;
        if (k >= 0 && k < df.length) out[i] = floats[j][i] - floats[j][k];
      }
    }
    return { name: c.name, values: fromFloats(out) };
  });
  return appendColumns(df, computed, mapping);
}
