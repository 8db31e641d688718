import type { DataFrameCell, DataFrameColumn, DataFrame } from './dataFrame.js';
import { withColumns } from './dataFrame.js';
import { requireColumns } from './errors.js';
import { groupRows } from './grouping.js';
import { toFloats } from './numeric.js';
import type { PostProcessingRankOptions } from './schemas.js';

/** pandas `rank(pct=True)` (ties share their average rank) of the given rows. */
function percentRanks(values: Float64Array, rows: readonly number[], out: DataFrameCell[]): void {
  const valid = rows.filter((r) => !Number.isNaN(values[r])).sort((a, b) => values[a] - values[b]);
  let i = 0;
  while (i < valid.length) {
    let j = i;
    while (j + 1 < valid.length && values[valid[j + 1]] === values[valid[i]]) j += 1;
    const rank = (i + 1 + (j + 1)) / 2;
    for (let k = i; k <= j; k += 1) out[valid[k]] = rank / valid.length;
    i = j + 1;
  }
}

/** Superset's `rank`: adds `rank`, the percentile rank of `metric`, optionally within `group_by`. */
export function rank(df: DataFrame, options: PostProcessingRankOptions): DataFrame {
  requireColumns(df, 'metric', [options.metric]);
  if (options.group_by) requireColumns(df, 'group_by', [options.group_by]);
  const metric = df.columns.find((c) => c.name === options.metric) as DataFrameColumn;
  const values = toFloats(metric.values, metric.name, 'metric');
  const out = new Array<DataFrameCell>(df.length).fill(null);
  if (options.group_by) {
    const key = df.columns.find((c) => c.name === options.group_by) as DataFrameColumn;
    for (const rows of groupRows([key.values], df.length, true).members)
      percentRanks(values, rows, out);
  } else {
    percentRanks(
      values,
      Array.from({ length: df.length }, (_, i) => i),
      out,
    );
  }
  const column: DataFrameColumn = { name: 'rank', values: out };
  const exists = df.columns.some((c) => c.name === 'rank');
  return withColumns(
    df,
    exists ? df.columns.map((c) => (c.name === 'rank' ? column : c)) : [...df.columns, column],
  );
}
