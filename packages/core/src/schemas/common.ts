import { z } from 'zod';

/** FAB list filter `{col, opr, value}` (superset-api.md §1.1). */
export const ListFilter = z.object({
  col: z.string(),
  opr: z.string(),
  value: z.unknown(),
});
export type ListFilter = z.infer<typeof ListFilter>;

/** The decoded rison `q` of a list request. */
export const ListQuery = z.object({
  filters: z.array(ListFilter).default([]),
  order_column: z.string().optional(),
  order_direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().min(-1).default(20),
  columns: z.array(z.string()).optional(),
  keys: z.array(z.string()).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** Querystring of every FAB-style request carrying a rison `q`. */
export const RisonQuerystring = z.object({ q: z.string().optional() });

export const MessageResponse = z.object({ message: z.string() });

/** `{count, ids, result, ...}` of a FAB list. */
export function listResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number(),
    ids: z.array(z.number()),
    result: z.array(item),
    label_columns: z.record(z.string(), z.string()).optional(),
    list_columns: z.array(z.string()).optional(),
    order_columns: z.array(z.string()).optional(),
    description_columns: z.record(z.string(), z.string()).optional(),
    list_title: z.string().optional(),
  });
}

export const IdParams = z.object({ pk: z.coerce.number().int() });
