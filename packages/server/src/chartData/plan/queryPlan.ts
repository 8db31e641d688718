/**
 * A query object made ready to run: the query its result type runs, compiled for the
 * dataset's engine (and each time comparison's query), its post-processing checked, the
 * SQL as shown to users, what the answer reports about filters, and the results cache key.
 * Everything that can be refused is refused here, before anything runs.
 */
import type { ChartDataAppliedFilter, ChartDataRejectedFilter, QueryObject } from '@tessera/core';
import { parsePostProcessing, PostProcessingError } from '@tessera/core';
import { BadRequestError } from '../../errors.js';
import type { CompileContext, CompiledQuery } from '../compiler/index.js';
import { applicableRlsRules, compileQuery } from '../compiler/index.js';
import { renderSqlForDisplay } from '../execution/displaySql.js';
import { hashKey } from '../cache/cacheKeys.js';
import { CHART_SOURCE_TYPES } from '../annotations/chartAnnotations.js';
import type { ChartDataset } from '../dataset/chartDataset.js';
import type { ChartDataResultType } from './resultTypes.js';
import { effectiveQuery } from './resultTypes.js';
import { offsetQueries, type OffsetQuery } from './timeOffsets.js';

export interface PlannedOffset {
  offset: OffsetQuery;
  compiled: CompiledQuery;
}

export interface QueryPlan {
  resultType: ChartDataResultType;
  query: QueryObject;
  compiled: CompiledQuery;
  offsets: PlannedOffset[];
  /** The SQL of the query and of each comparison, values written in. */
  displaySql: string;
  appliedFilters: ChartDataAppliedFilter[];
  rejectedFilters: ChartDataRejectedFilter[];
  cacheKey: string;
}

export type PlanContext = CompileContext & { now: Date };

/** Post-processing and time comparison refusals are 400 `{message}` like the compiler's. */
export function asBadRequest(error: unknown): unknown {
  if (error instanceof PostProcessingError) return new BadRequestError(error.message);
  return error;
}

/**
 * Superset's `get_time_filter_status`: the `applied_time_extras` a native time filter set,
 * applied when the dataset has a datetime column to put them on.
 */
function timeExtrasStatus(query: QueryObject, ds: ChartDataset) {
  const temporal = new Set(ds.compiler.columns.filter((c) => c.is_dttm).map((c) => c.column_name));
  const applied: ChartDataAppliedFilter[] = [];
  const rejected: ChartDataRejectedFilter[] = [];
  const extras = query.applied_time_extras;
  const timeCol = extras.__time_col;
  if (timeCol) {
    if (temporal.has(timeCol)) applied.push({ column: '__time_col' });
    else rejected.push({ column: '__time_col', reason: 'not_in_datasource' });
  }
  for (const key of ['__time_grain', '__time_range'] as const) {
    if (!extras[key]) continue;
    if (temporal.size > 0) applied.push({ column: key });
    else rejected.push({ column: key, reason: 'no_temporal_column' });
  }
  return { applied, rejected };
}

export function planQuery(
  ds: ChartDataset,
  original: QueryObject,
  resultType: ChartDataResultType,
  context: PlanContext,
): QueryPlan {
  const query = effectiveQuery(original, resultType, ds);
  const spec = ds.engine.spec;
  try {
    parsePostProcessing(query.post_processing);
  } catch (error) {
    throw asBadRequest(error);
  }
  const compiled = compileQuery(query, ds.compiler, spec, context);
  const offsets = offsetQueries(query, compiled, context.now).map((offset) => ({
    offset,
    compiled: compileQuery(offset.query, ds.compiler, spec, context),
  }));
  // The SQL as shown is only needed when the query runs or is asked for: made on first use.
  let displaySql: string | null = null;
  const renderDisplaySql = () =>
    [compiled, ...offsets.map((o) => o.compiled)]
      .map((c) => renderSqlForDisplay(c.sql, c.params, spec))
      .join(';\n\n');
  const time = timeExtrasStatus(query, ds);
  // The user's row level security clauses: users under different rules never share rows.
  const rls = applicableRlsRules(context.rlsRules ?? [], {
    datasetId: ds.row.id,
    roleIds: context.roleIds ?? [],
  }).map((rule) => [rule.group_key, rule.clause]);
  // Layers from saved charts run those charts' queries as this user (their datasets' access
  // and RLS, not this dataset's): their rows are this user's, and so is the cache entry.
  const annotationScope = query.annotation_layers.some((layer) =>
    CHART_SOURCE_TYPES.has(String(layer.sourceType ?? '')),
  )
    ? {
        user: context.user?.id ?? null,
        roles: [...(context.roleIds ?? [])].sort((a, b) => a - b),
        guest: context.guestRlsRules ?? [],
      }
    : undefined;
  const cacheKey = hashKey({
    // 2: results kept as a line of their fields, then their rows (cache/storedResults.ts)
    v: 2,
    datasource: `${ds.row.id}__table`,
    dataset_changed_on: ds.row.changed_on,
    database: ds.database.id,
    database_changed_on: ds.database.changed_on,
    dataset: ds.fingerprint,
    result_type: resultType,
    rls,
    sql: compiled.sql,
    params: compiled.params,
    labels: compiled.labels,
    offsets: offsets.map((o) => ({
      offset: o.offset.offset,
      sql: o.compiled.sql,
      params: o.compiled.params,
    })),
    post_processing: query.post_processing,
    annotation_layers: query.annotation_layers,
    annotation_scope: annotationScope,
  });
  return {
    resultType,
    query,
    compiled,
    offsets,
    get displaySql() {
      return (displaySql ??= renderDisplaySql());
    },
    appliedFilters: [...compiled.appliedFilters, ...time.applied],
    rejectedFilters: [...compiled.rejectedFilters, ...time.rejected],
    cacheKey,
  };
}
