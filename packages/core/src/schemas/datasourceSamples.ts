/**
 * `POST /datasource/samples` (Superset's `Datasource.samples` view, drill to detail): the
 * query string names the dataset and the page, the optional body narrows the rows (the
 * chart's filters, time range and extras with the clicked values); the answer is one page
 * of raw rows with the count of every row that matches.
 */
import { z } from 'zod';
import { queryFlag } from '../queryFlag.js';
import { DatasetSamples, SAMPLES_ROW_LIMIT } from './dataset.js';
import { QueryObjectExtras, QueryObjectFilterClause } from './queryObject.js';

/** Rows a drill to detail page shows (Superset's DrillDetailPane PAGE_SIZE). */
export const DRILL_DETAIL_PAGE_SIZE = 50;

const positiveInt = z.coerce.number().int().min(1);

/** The query string: `datasource_id`, `datasource_type`, `force`, `page` (1-based), `per_page`. */
export const DatasourceSamplesQuery = z.object({
  datasource_id: z.coerce.number().int(),
  datasource_type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']),
  force: z
    .string()
    .optional()
    .transform((v) => queryFlag(v)),
  page: positiveInt.default(1),
  per_page: positiveInt.default(SAMPLES_ROW_LIMIT),
});
export type DatasourceSamplesQuery = z.infer<typeof DatasourceSamplesQuery>;

/**
 * The body (Superset's SamplesPayloadSchema): filters without a column are dropped, as
 * Superset's `remove_undefined_filter` drops them.
 */
export const DatasourceSamplesPayload = z.object({
  filters: z
    .array(z.unknown())
    .optional()
    .transform((filters) =>
      (filters ?? []).filter(
        (f) => f !== null && typeof f === 'object' && (f as { col?: unknown }).col != null,
      ),
    )
    .pipe(z.array(QueryObjectFilterClause)),
  granularity: z.string().nullish(),
  time_range: z.string().nullish(),
  extras: QueryObjectExtras.optional(),
});
export type DatasourceSamplesPayload = z.infer<typeof DatasourceSamplesPayload>;
export type DatasourceSamplesPayloadInput = z.input<typeof DatasourceSamplesPayload>;

/** One page of rows: the samples (or drill detail) result with its page and the total. */
export const DatasourceSamplesResult = DatasetSamples.extend({
  page: z.number(),
  per_page: z.number(),
  total_count: z.number(),
});
export type DatasourceSamplesResult = z.infer<typeof DatasourceSamplesResult>;

/**
 * The row window of a page (Superset's `get_limit_clause`): `per_page` rows from
 * `(page - 1) * per_page`; a page size past SAMPLES_ROW_LIMIT is SAMPLES_ROW_LIMIT.
 */
export function samplesLimitClause(
  page: number,
  perPage: number,
): { row_limit: number; row_offset: number } {
  const limit = perPage < 0 || perPage > SAMPLES_ROW_LIMIT ? SAMPLES_ROW_LIMIT : perPage;
  return { row_limit: limit, row_offset: Math.max((page - 1) * limit, 0) };
}
