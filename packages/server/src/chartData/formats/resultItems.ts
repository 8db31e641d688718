/**
 * The answer of one query by result type (Superset's `_get_full`, `_get_results`, ...):
 * `results` the rows and their names, the data result types (`full`, `samples`,
 * `drill_detail`, `post_processed`) the rows with the cache and filter report around them.
 * Each answer's JSON text carries the rows' JSON as the results cache keeps it.
 */
import type { ChartDataQueryResult, ChartDataResultItem } from '@tessera/core';
import { withDataText, type StoredResult } from '../cache/storedResults.js';
import type { QueryContext } from '../context/queryContext.js';
import type { QueryRunResult } from '../execution/queryExecution.js';
import { postProcessed } from '../postProcessing/postProcessed.js';
import type { ChartDataResultType } from '../plan/resultTypes.js';

export interface ChartDataQueryOutcome {
  /** The query's JSON answer. */
  json: ChartDataResultItem;
  /** The rows, for file exports (data result types only). */
  rows: QueryRunResult | null;
  /** The answer as JSON text. */
  text(): string;
}

/** An answer whose JSON is the object's. */
export function plainItem(json: ChartDataResultItem, rows: QueryRunResult | null = null) {
  return { json, rows, text: () => JSON.stringify(json) };
}

export interface DataAnswer {
  resultType: ChartDataResultType;
  cacheKey: string;
  stored: StoredResult;
  isCached: boolean;
  cacheTimeoutSeconds: number;
  context: QueryContext;
  verboseMap: Record<string, string>;
}

/**
 * The answer with the rows as its `data` (read from `rows`, parsed from the cache text only
 * when read); its JSON text writes the rows' stored JSON in as it is, when there is one.
 */
function withRows(
  json: Omit<ChartDataResultItem, 'data'>,
  rows: QueryRunResult,
  dataText: string | null,
): ChartDataQueryOutcome {
  const meta = { ...json };
  const item = json as ChartDataResultItem;
  Object.defineProperty(item, 'data', { enumerable: true, get: () => rows.data });
  const text = () =>
    dataText === null ? JSON.stringify(item) : withDataText(JSON.stringify(meta), dataText);
  return { json: item, rows, text };
}

export function dataResultItem(answer: DataAnswer): ChartDataQueryOutcome {
  const { resultType, stored, context } = answer;
  const r = stored.result;
  if (resultType === 'post_processed') {
    const processed = postProcessed(r, context.form_data, answer.verboseMap);
    if (processed)
      return plainItem(fullJson(answer, processed.rows, processed.data), processed.rows);
  }
  if (resultType === 'results') {
    const json = {
      colnames: r.colnames,
      coltypes: r.coltypes,
      rowcount: stored.rowcount,
      sql_rowcount: r.sql_rowcount,
    };
    return withRows(json, r, stored.dataText);
  }
  const { data: _data, ...json } = fullJson(answer, r, null);
  return withRows(json, r, stored.dataText);
}

function fullJson(answer: DataAnswer, r: QueryRunResult, data: unknown): ChartDataQueryResult {
  const { stored } = answer;
  return {
    cache_key: answer.cacheKey,
    cached_dttm: answer.isCached ? stored.dttm : null,
    cache_timeout: answer.cacheTimeoutSeconds,
    is_cached: answer.isCached,
    status: 'success',
    error: null,
    stacktrace: null,
    query: r.query,
    applied_template_filters: r.applied_template_filters,
    applied_filters: r.applied_filters,
    rejected_filters: r.rejected_filters,
    annotation_data: r.annotation_data,
    rowcount: data === null ? stored.rowcount : r.data.length,
    sql_rowcount: r.sql_rowcount,
    from_dttm: r.from_dttm,
    to_dttm: r.to_dttm,
    label_map: r.label_map,
    colnames: r.colnames,
    indexnames: r.indexnames,
    coltypes: r.coltypes,
    data: data as ChartDataQueryResult['data'],
    result_format: answer.context.result_format,
  };
}
