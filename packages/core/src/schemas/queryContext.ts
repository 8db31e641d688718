import { z } from 'zod';
import {
  CHART_DATA_RESULT_FORMATS,
  CHART_DATA_RESULT_TYPES,
  DatasourceRef,
  QueryObject,
} from './queryObject.js';

/**
 * The query context: the body of `POST /api/v1/chart/data` (superset-api.md §3.1), which
 * the route validates with this schema (and OpenAPI documents), and what saved charts keep
 * as `query_context`. Unknown keys are taken and dropped, as Superset's marshmallow schemas
 * do (`unknown = EXCLUDE`), in the context and in each query object alike.
 */
export const QueryContext = z.object({
  datasource: DatasourceRef,
  queries: z.array(QueryObject),
  force: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  result_type: z
    .enum(CHART_DATA_RESULT_TYPES)
    .nullish()
    .transform((v) => v ?? 'full'),
  result_format: z
    .enum(CHART_DATA_RESULT_FORMATS)
    .nullish()
    .transform((v) => v ?? 'json'),
  form_data: z.record(z.string(), z.unknown()).nullish(),
  custom_cache_timeout: z.number().int().nullish(),
});
export type QueryContextInput = z.input<typeof QueryContext>;
export type QueryContext = z.output<typeof QueryContext>;
