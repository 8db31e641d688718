import type { DataFrameColumn, DataFrame, DataFrameLabel } from './dataFrame.js';
import { isMultiLevel, withColumns } from './dataFrame.js';
import { PostProcessingError, requireColumns } from './errors.js';
import type { PostProcessingRenameOptions } from './schemas.js';

function resolveLevel(
  df: DataFrame,
  level: PostProcessingRenameOptions['level'],
  width: number,
): number | null {
  if (level === null || level === undefined) return null;
  const position =
    typeof level === 'number'
      ? level < 0
        ? width + level
        : level
      : (df.columnLevels ?? []).findIndex((l) => l.name === level);
  if (position < 0 || position >= width) {
    throw new PostProcessingError(
      `Level ${JSON.stringify(level)} not found (option "level").`,
      'level',
    );
  }
  return position;
}

/**
 * Superset's `rename`: renames column labels (`{old: new}`), on one `level`
 * of multi-level columns or on all levels. Renaming a level to `null` removes
 * that label from the flattened name (how charts drop the metric name).
 * A flat column renamed to `null` is named "null", as JSON would key it.
 */
export function rename(df: DataFrame, options: PostProcessingRenameOptions): DataFrame {
  const mapping = options.columns ?? {};
  const keys = Object.keys(mapping);
  if (keys.length === 0) return df;
  requireColumns(df, 'columns', keys);
  const multi = isMultiLevel(df);
  const width = multi
    ? Math.max(...df.columns.map((c) => (typeof c.name === 'string' ? 1 : c.name.length)))
    : 1;
  const level = resolveLevel(df, options.level, width);
  const checked = level ?? 0;
  const existing = new Set<DataFrameLabel>(
    df.columns.map((c) => (typeof c.name === 'string' ? c.name : c.name[checked])),
  );
  if (Object.values(mapping).every((v) => existing.has(v))) {
    throw new PostProcessingError(
      `Label already exists: ${Object.values(mapping)
        .map((v) => JSON.stringify(v))
        .join(', ')} (option "columns").`,
      'columns',
    );
  }
  const renameLabel = (label: DataFrameLabel): DataFrameLabel =>
    typeof label === 'string' && Object.hasOwn(mapping, label) ? mapping[label] : label;
  const columns = df.columns.map((c): DataFrameColumn => {
    if (typeof c.name === 'string') {
      const renamed = renameLabel(c.name);
      return { ...c, name: renamed === null ? 'null' : String(renamed) };
    }
    return {
      ...c,
      name: c.name.map((label, i) => (level === null || i === level ? renameLabel(label) : label)),
    };
  });
  return withColumns(df, columns);
}
