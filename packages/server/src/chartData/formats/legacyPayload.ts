/**
 * The legacy viz payload (Superset's `BaseViz.get_payload`), what `/superset/explore_json/`
 * and `/superset/slice_json/<id>` answer: one query's answer with its form data, `data`
 * being the rows.
 */
import type { ChartDataQueryResult } from '@tessera/core';

export function legacyPayload(q: ChartDataQueryResult, formData: Record<string, unknown>) {
  return {
    cache_key: q.cache_key,
    cached_dttm: q.cached_dttm,
    cache_timeout: q.cache_timeout,
    errors: [],
    form_data: formData,
    is_cached: q.is_cached,
    query: q.query,
    from_dttm: q.from_dttm,
    to_dttm: q.to_dttm,
    status: q.status,
    stacktrace: null,
    rowcount: q.rowcount,
    colnames: q.colnames,
    coltypes: q.coltypes,
    data: q.data,
    applied_filters: q.applied_filters,
    rejected_filters: q.rejected_filters,
  };
}
