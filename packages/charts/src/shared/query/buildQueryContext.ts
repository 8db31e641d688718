import type { ChartQueryContext, ChartQueryObject, QueryFormData } from '../../types.js';
import { buildQueryObject } from './buildQueryObject.js';
import type { QueryFieldAliases } from './extractQueryFields.js';
import { normalizeTimeColumn } from './normalizeTimeColumn.js';
import { toWire } from './valueChecks.js';
import { isXAxisSet } from './xAxis.js';

export type BuildFinalQueryObjects = (baseQueryObject: ChartQueryObject) => ChartQueryObject[];

/** Superset's `DatasourceKey`: `"12__table"` -> `{id: 12, type: "table"}`. */
export function parseDatasourceKey(key: unknown): ChartQueryContext['datasource'] {
  if (typeof key !== 'string' || key === '') {
    throw new Error('The form data has no datasource (expected "<id>__<type>", e.g. "1__table").');
  }
  const [idPart, typePart] = key.split('__');
  return { id: parseInt(idPart, 10), type: typePart === 'query' ? 'query' : 'table' };
}

/**
 * Superset's `buildQueryContext`: the base query object goes through the chart's own
 * `buildQuery`, empty post-processing steps are dropped, the x-axis is normalized, and
 * the result is what the front end would send as JSON (undefined members gone).
 */
export function buildQueryContext(
  formData: QueryFormData,
  options?:
    | BuildFinalQueryObjects
    | { buildQuery?: BuildFinalQueryObjects; queryFields?: QueryFieldAliases },
): ChartQueryContext {
  const { buildQuery = (q: ChartQueryObject) => [q], queryFields } =
    typeof options === 'function'
      ? { buildQuery: options, queryFields: undefined }
      : (options ?? {});
  let queries = buildQuery(buildQueryObject(formData, queryFields)).map((query) =>
    Array.isArray(query.post_processing)
      ? { ...query, post_processing: query.post_processing.filter(Boolean) }
      : query,
  );
  if (isXAxisSet(formData)) {
    queries = queries.map((query) => normalizeTimeColumn(formData, query));
  }
  return toWire({
    datasource: parseDatasourceKey(formData.datasource),
    force: formData.force || false,
    queries,
    form_data: formData,
    result_format: formData.result_format || 'json',
    result_type: formData.result_type || 'full',
  });
}
