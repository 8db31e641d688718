import type {
  DataFrameColumn,
  DataFrameColumnName,
  DataFrame,
  DataFrameLabel,
} from './dataFrame.js';
import { columnsByLevel0, isMultiLevel, level0, withColumns } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { compareLabelTuples } from './grouping.js';
import { fromFloats, roundHalfEven, toFloats } from './numeric.js';
import type { PostProcessingCompareOptions } from './schemas.js';

/** Superset's TIME_COMPARISON separator. */
export const TIME_COMPARISON = '__';

export const COMPARE_TYPES = ['difference', 'percentage', 'ratio'] as const;

const rest = (name: DataFrameColumnName): DataFrameLabel[] =>
  typeof name === 'string' ? [] : name.slice(1);

/**
 * Superset's `compare`: for each pair of `source_columns[i]` and
 * `compare_columns[i]` adds `<compare_type>__<source>__<compare>`:
 * difference s − c, percentage (s − c) / c or ratio s / c, the last two
 * rounded to `precision` (4) decimals. On pivoted frames each pair is compared
 * label by label. `drop_original_columns` removes the compared columns.
 */
export function compare(df: DataFrame, options: PostProcessingCompareOptions): DataFrame {
  requireColumns(df, 'source_columns', options.source_columns);
  requireColumns(df, 'compare_columns', options.compare_columns);
  const { source_columns: sources, compare_columns: targets, compare_type: type } = options;
  if (sources.length !== targets.length) {
    throw new PostProcessingError(
      '`compare_columns` must have the same length as `source_columns`.',
      'compare_columns',
    );
  }
  if (!(COMPARE_TYPES as readonly string[]).includes(type)) {
    throw new PostProcessingError(
      '`compare_type` must be `difference`, `percentage` or `ratio`',
      'compare_type',
    );
  }
  if (sources.length === 0) return df;
  const precision = options.precision ?? 4;
  const multi = isMultiLevel(df);
  const added: DataFrameColumn[] = [];
  sources.forEach((source, i) => {
    const target = targets[i];
    const name = [type, source, target].join(TIME_COMPARISON);
    const left = columnsByLevel0(df, [source]);
    const right = columnsByLevel0(df, [target]);
    const leftByRest = new Map(left.map((c) => [JSON.stringify(rest(c.name)), c]));
    const rightByRest = new Map(right.map((c) => [JSON.stringify(rest(c.name)), c]));
    let labels = left.map((c) => rest(c.name));
    const same =
      left.length === right.length && labels.every((l) => rightByRest.has(JSON.stringify(l)));
    if (!same) {
      const union = new Map(
        [...left, ...right].map((c) => [JSON.stringify(rest(c.name)), rest(c.name)]),
      );
      labels = [...union.values()].sort(compareLabelTuples);
    }
    for (const label of labels) {
      const key = JSON.stringify(label);
      const l = leftByRest.get(key);
      const r = rightByRest.get(key);
      const a = l
        ? toFloats(l.values, l.name, 'source_columns')
        : new Float64Array(df.length).fill(NaN);
      const b = r
        ? toFloats(r.values, r.name, 'compare_columns')
        : new Float64Array(df.length).fill(NaN);
      const out = new Float64Array(df.length);
      for (let row = 0; row < df.length; row += 1) {
        if (type === 'difference') out[row] = a[row] - b[row];
        else if (type === 'percentage')
          out[row] = roundHalfEven((a[row] - b[row]) / b[row], precision);
        else out[row] = roundHalfEven(a[row] / b[row], precision);
      }
      added.push({ name: multi ? [name, ...label] : name, values: fromFloats(out) });
    }
  });
  let columns = [...df.columns, ...added];
  if (options.drop_original_columns) {
    const dropped = new Set<DataFrameLabel>([...sources, ...targets]);
    columns = columns.filter((c) => !dropped.has(level0(c.name)));
  }
  return withColumns(df, columns);
}
