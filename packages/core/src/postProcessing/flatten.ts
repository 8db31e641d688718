import type {
  DataFrameColumn,
  DataFrameColumnLevel,
  DataFrame,
  DataFrameLabel,
} from './dataFrame.js';
import { isMultiLevel, withColumns } from './dataFrame.js';
import { PostProcessingError } from './errors.js';
import { isNull } from './grouping.js';
import { pythonStr } from './pythonFormat.js';
import type { PostProcessingFlattenOptions } from './schemas.js';

/** Superset's FLAT_COLUMN_SEPARATOR. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/** Superset's `escape_separator`: a comma inside a label becomes `\,`. */
export const escapeSeparator = (text: string): string => text.replaceAll(',', '\\,');

/** Superset's `unescape_separator`. */
export const unescapeSeparator = (text: string): string => text.replaceAll('\\,', ',');

/** Joins one multi-level name as Superset's flatten does: missing labels skipped, commas escaped. */
export function joinColumnLevels(
  labels: readonly DataFrameLabel[],
  levels?: readonly DataFrameColumnLevel[],
): string {
  return labels
    .map((label, i) => ({ label, temporal: levels?.[i]?.temporal ?? false }))
    .filter(({ label }) => !isNull(label))
    .map(({ label, temporal }) => escapeSeparator(pythonStr(label, temporal)))
    .join(FLAT_COLUMN_SEPARATOR);
}

function levelsToDrop(
  dropLevels: PostProcessingFlattenOptions['drop_levels'],
  levels: readonly DataFrameColumnLevel[],
): Set<number> {
  const requested = dropLevels === null || dropLevels === undefined ? [] : [dropLevels].flat();
  const positions = requested.map((level) => {
    const position =
      typeof level === 'number'
        ? level < 0
          ? levels.length + level
          : level
        : levels.findIndex((l) => l.name === level);
    if (position < 0 || position >= levels.length) {
      throw new PostProcessingError(
        `Level ${JSON.stringify(level)} not found (option "drop_levels").`,
        'drop_levels',
      );
    }
    return position;
  });
  const drop = new Set(positions);
  if (drop.size >= levels.length) {
    throw new PostProcessingError(
      `Cannot remove ${drop.size} levels from columns with ${levels.length} levels: ` +
        'at least one level must be left (option "drop_levels").',
      'drop_levels',
    );
  }
  return drop;
}

/**
 * Superset's `flatten`: multi-level column names are joined with ", " (after
 * dropping `drop_levels`), and the first index level becomes the first column
 * (`reset_index`, default true).
 */
export function flatten(df: DataFrame, options: PostProcessingFlattenOptions = {}): DataFrame {
  let out = df;
  if (isMultiLevel(df)) {
    const width = Math.max(
      ...df.columns.map((c) => (typeof c.name === 'string' ? 1 : c.name.length)),
    );
    const levels: DataFrameColumnLevel[] = Array.from(
      { length: width },
      (_, i) => df.columnLevels?.[i] ?? { name: null },
    );
    const drop = levelsToDrop(options.drop_levels, levels);
    const kept = levels.filter((_, i) => !drop.has(i));
    const columns = df.columns.map((c): DataFrameColumn => {
      const labels = typeof c.name === 'string' ? [c.name] : c.name.filter((_, i) => !drop.has(i));
      return { ...c, name: joinColumnLevels(labels, kept) };
    });
    out = withColumns(df, columns, undefined);
  }
  if ((options.reset_index ?? true) && out.index.length > 0) {
    const [first, ...rest] = out.index;
    const taken = new Set(out.columns.map((c) => c.name));
    const fallback = taken.has('index') ? 'level_0' : 'index';
    const name = typeof first.name === 'string' ? first.name : fallback;
    out = { ...out, columns: [{ ...first, name }, ...out.columns], index: rest };
  }
  return out;
}
