import type { DataFrameColumn, DataFrame, DataFrameLabel } from './dataFrame.js';
import { columnsByLevel0, level0, withColumns } from './dataFrame.js';
import { requireColumns } from './errors.js';
import type { PostProcessingSelectOptions } from './schemas.js';

/**
 * Superset's `select`: keeps `columns` (in that order), then drops `exclude`,
 * then renames (`rename: {old: new}`).
 */
export function select(df: DataFrame, options: PostProcessingSelectOptions): DataFrame {
  const rename: Record<string, string> = Array.isArray(options.rename)
    ? Object.assign({}, ...options.rename)
    : (options.rename ?? {});
  requireColumns(df, 'columns', options.columns);
  requireColumns(df, 'exclude', options.exclude);
  requireColumns(df, 'rename', Object.keys(rename));
  let columns: readonly DataFrameColumn[] = df.columns;
  if (options.columns && options.columns.length > 0) columns = columnsByLevel0(df, options.columns);
  const exclude = new Set<DataFrameLabel>(options.exclude ?? []);
  if (exclude.size > 0) columns = columns.filter((c) => !exclude.has(level0(c.name)));
  const renameLabel = (label: DataFrameLabel): DataFrameLabel =>
    typeof label === 'string' && Object.hasOwn(rename, label) ? rename[label] : label;
  columns = columns.map((c) => ({
    ...c,
    name: typeof c.name === 'string' ? (renameLabel(c.name) as string) : c.name.map(renameLabel),
  }));
  return withColumns(df, columns);
}
