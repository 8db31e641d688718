import type { DataFrame } from './dataFrame.js';
import { level0 } from './dataFrame.js';

/**
 * A post-processing request that cannot be carried out (Superset's
 * InvalidPostProcessingError). The server answers 400 `{message}` with it.
 */
export class PostProcessingError extends Error {
  override readonly name = 'PostProcessingError';
  /** The operation that failed, e.g. `rolling` (filled in by applyPostProcessing). */
  operation?: string;
  /** The option at fault, when there is one, e.g. `columns`. */
  readonly option?: string;

  constructor(message: string, option?: string, operation?: string) {
    super(message);
    this.option = option;
    this.operation = operation;
  }
}

const quote = (names: readonly unknown[]): string => names.map((n) => JSON.stringify(n)).join(', ');

/**
 * Superset's `validate_column_args`: every referenced name must be a column
 * (the first level of multi-level columns).
 */
export function requireColumns(
  df: DataFrame,
  option: string,
  names: readonly string[] | null | undefined,
): void {
  if (!names || names.length === 0) return;
  const available = new Set(df.columns.map((c) => level0(c.name)));
  const missing = names.filter((n) => !available.has(n));
  if (missing.length > 0) {
    throw new PostProcessingError(
      `Referenced columns not available in DataFrame: ${quote(missing)} (option "${option}").`,
      option,
    );
  }
}
