/** The metadata keys FAB merges into list and show answers (`?q=(keys:!(...))`). */
import { z } from 'zod';

/** FAB's default label of a column: `created_by.first_name` -> "Created By First Name". */
export function labelOf(column: string): string {
  return column
    .replace(/[._]/g, ' ')
    .toLowerCase()
    .replace(/(^|[^a-z0-9])([a-z])/g, (_m, before: string, c: string) => before + c.toUpperCase());
}

export function labelColumns(columns: readonly string[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c, labelOf(c)]));
}

/** What a resource's list answers about itself (with its labels, `label_columns`). */
export interface ListMetadata {
  list_columns: string[];
  order_columns: string[];
  list_title: string;
}

/** What a resource's show answers about itself. */
export interface ShowMetadata {
  show_columns: string[];
  show_title: string;
}

/** The list metadata, restricted to `keys` when given (`none` gives none). */
export function listMetadata(keys: string[] | undefined, meta: ListMetadata) {
  const all = {
    list_columns: meta.list_columns,
    order_columns: meta.order_columns,
    label_columns: labelColumns(meta.list_columns),
    description_columns: {} as Record<string, string>,
    list_title: meta.list_title,
  };
  if (!keys?.length) return all;
  return Object.fromEntries(Object.entries(all).filter(([k]) => keys.includes(k)));
}

/** The show metadata (`show_columns`, `label_columns`, `description_columns`, `show_title`). */
export function showMetadata(showColumns: string[], showTitle: string) {
  return {
    show_columns: showColumns,
    label_columns: labelColumns(showColumns),
    description_columns: {} as Record<string, string>,
    show_title: showTitle,
  };
}

/** The answer of a FAB show route: the object under `result` plus {@link showMetadata}. */
export function showResponse<T extends z.ZodTypeAny>(result: T) {
  return z.object({
    id: z.number(),
    result,
    show_columns: z.array(z.string()),
    label_columns: z.record(z.string(), z.string()),
    description_columns: z.record(z.string(), z.string()),
    show_title: z.string(),
  });
}
