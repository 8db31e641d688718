import type { DataFrameColumn, DataFrame } from './dataFrame.js';
import { appendColumns, columnsByLevel0 } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import { fromFloats, toFloats } from './numeric.js';
import type { PostProcessingCumOptions } from './schemas.js';

const OPERATORS = ['sum', 'prod', 'min', 'max'] as const;
type CumOperator = (typeof OPERATORS)[number];

/** pandas `cumsum`/`cumprod`/`cummin`/`cummax` (skipna: a missing value stays missing and is skipped). */
export function cumulate(values: Float64Array, operator: CumOperator): Float64Array {
  const out = new Float64Array(values.length);
  let acc = NaN;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i];
    if (Number.isNaN(v)) {
      out[i] = NaN;
      continue;
    }
    if (Number.isNaN(acc)) acc = v;
    else if (operator === 'sum') acc += v;
    else if (operator === 'prod') acc *= v;
    else if (operator === 'min') acc = v < acc ? v : acc;
    else acc = v > acc ? v : acc;
    out[i] = acc;
  }
  return out;
}

/**
 * Superset's `cum`: cumulative sum/prod/min/max down each column of `columns`
 * (`{source: target}`; a target equal to its source replaces it, otherwise a new
 * column is appended). On pivoted frames a source names a whole metric group.
 */
export function cum(df: DataFrame, options: PostProcessingCumOptions): DataFrame {
  const mapping = options.columns ?? {};
  requireColumns(df, 'columns', Object.keys(mapping));
  const operator = options.operator as CumOperator;
  if (!OPERATORS.includes(operator)) {
    throw new PostProcessingError(
      `Invalid cumulative operator: ${options.operator} (option "operator").`,
      'operator',
    );
  }
  const computed = columnsByLevel0(df, Object.keys(mapping)).map((c): DataFrameColumn => ({
    name: c.name,
    values: fromFloats(cumulate(toFloats(c.values, c.name, 'columns'), operator)),
  }));
  return appendColumns(df, computed, mapping);
}
