/**
 * The chart data engine (Superset's ChartDataCommand and QueryContextProcessor): a query
 * context over one dataset answered query by query, each in its result type's shape.
 * Data results come from the results cache unless `force`, and are cached for the
 * context's timeout (custom, dataset, database, then TESSERA_CACHE_DEFAULT_TIMEOUT).
 */
import type { ChartDataQueryResult, ChartDataResultItem, QueryObject } from '@tessera/core';
import { SAMPLES_ROW_LIMIT } from '@tessera/core';
import { BadRequestError, TesseraError } from '../../errors.js';
import type { ResultsCache } from '../../query/cache/resultsCache.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import type { DatasetDeps } from '../datasets/loading.js';
import type { PrincipalService } from '../principals.js';
import type { RowLevelSecurityService } from '../rowLevelSecurity/rlsService.js';
import type { RlsRule } from '../../query/compiler/index.js';
import { annotationData } from './annotations.js';
import { postProcessed } from './postProcessed.js';
import type { SourceResult } from './chartAnnotations.js';
import { findChart } from '../../meta/charts.js';
import { hashKey, QUERY_CONTEXT_KEY_PREFIX } from './cacheKeys.js';
import { ChartDatasetCache, type ChartDataset } from './chartDataset.js';
import { executePlan, type QueryRunResult } from './queryExecution.js';
import { RequestDeadline } from './requestDeadline.js';
import { planQuery, type PlanContext, type QueryPlan } from './queryPlan.js';
import {
  parseQueryContext,
  replayableQueryContext,
  type QueryContext,
} from './queryContextInput.js';
import {
  columnsResult,
  DATA_RESULT_TYPES,
  timeGrainsResult,
  type ChartDataResultType,
} from './resultTypes.js';

/** 422: a result that should be in the cache is not (Superset's CacheLoadError). */
export class CacheLoadError extends TesseraError {
  readonly status = 422;
  constructor(message = 'Error loading data from cache') {
    super(message);
  }
}

export interface ChartDataQueryOutcome {
  /** The query's JSON answer. */
  json: ChartDataResultItem;
  /** The rows, for file exports (data result types only). */
  rows: QueryRunResult | null;
}

export interface ChartDataOutcome {
  context: QueryContext;
  queries: ChartDataQueryOutcome[];
  /** Column and metric names to verbose names (export headers). */
  verboseMap: Record<string, string>;
  /** The key the query context was cached under (`cacheQueryContext`). */
  queryContextKey: string | null;
}

export interface ChartDataRunOptions {
  /** Answer only from the cache; CacheLoadError (422) when a result is not there. */
  forceCached?: boolean;
  /** Keep the query context for `GET /chart/data/<key>` (async jobs). */
  cacheQueryContext?: boolean;
  signal?: AbortSignal;
  /** When the request arrived (epoch ms): the query timeout counts from then. */
  startedAt?: number;
}

interface CacheEntry {
  dttm: string;
  result: QueryRunResult;
}

/** How long an async job's results wait for their result_url when caching is off. */
const ASYNC_RESULT_SECONDS = 600;

export class ChartDataService {
  private readonly deps: DatasetDeps;
  private readonly datasets = new ChartDatasetCache();

  constructor(
    private readonly ctx: ServiceContext,
    principals: PrincipalService,
    connections: DatabaseConnections,
    readonly cache: ResultsCache,
    private readonly rowLevelSecurity: RowLevelSecurityService,
  ) {
    this.deps = { ctx, principals, connections };
  }

  /** Runs a query context (the request body as sent). */
  async run(
    principal: Principal,
    body: unknown,
    options: ChartDataRunOptions = {},
  ): Promise<ChartDataOutcome> {
    const deadline = new RequestDeadline(
      this.ctx.config.query.timeoutSeconds * 1000,
      options.startedAt,
    );
    const context = parseQueryContext(body);
    const ds = await this.datasets.load(this.deps, principal, context.datasource);
    const rlsRules = await this.rowLevelSecurity.allRules();
    const now = new Date();
    const timeout = this.cacheTimeout(context, ds);
    const queries: ChartDataQueryOutcome[] = [];
    // Every query is planned (and refused) before any runs.
    const planned = context.queries.map((query) => {
      const resultType = query.result_type ?? context.result_type;
      return {
        query,
        resultType,
        plan: this.plan(principal, ds, query, resultType, context, now, rlsRules),
      };
    });
    deadline.check(ds.engine.spec.engineName);
    for (const { resultType, plan } of planned) {
      queries.push(
        await this.answer(principal, ds, resultType, plan, context, timeout, {
          ...options,
          force: context.force,
          deadline,
        }),
      );
    }
    let queryContextKey: string | null = null;
    if (options.cacheQueryContext) {
      const replay = replayableQueryContext(body as Record<string, unknown>);
      queryContextKey = hashKey(replay, QUERY_CONTEXT_KEY_PREFIX);
      const seconds = timeout.store ? timeout.seconds : ASYNC_RESULT_SECONDS;
      await this.cache.set(queryContextKey, JSON.stringify(replay), seconds);
    }
    return { context, queries, verboseMap: ds.verboseMap, queryContextKey };
  }

  /** The query context a `GET /chart/data/<key>` replays, or null when not cached. */
  async cachedQueryContext(key: string): Promise<unknown> {
    const text = await this.cache.get(key);
    return text === null ? null : JSON.parse(text);
  }

  private compileContext(
    principal: Principal,
    context: QueryContext,
    now: Date,
    resultType: string,
    rlsRules: readonly RlsRule[],
  ): PlanContext {
    const flags = this.ctx.config.featureFlags;
    const urlParams = context.form_data?.url_params;
    return {
      now,
      templateProcessing: flags.ENABLE_TEMPLATE_PROCESSING,
      allowAdhocSubquery: flags.ALLOW_ADHOC_SUBQUERY,
      user: { id: principal.id, username: principal.username, email: principal.email },
      roleIds: principal.roleIds,
      rlsRules,
      urlParams:
        urlParams && typeof urlParams === 'object'
          ? Object.fromEntries(
              Object.entries(urlParams as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
            )
          : undefined,
      defaultRowLimit:
        resultType === 'samples' ? SAMPLES_ROW_LIMIT : this.ctx.config.query.rowLimit,
      maxRowLimit: this.ctx.config.query.maxRowLimit,
    };
  }

  private plan(
    principal: Principal,
    ds: ChartDataset,
    query: QueryObject,
    resultType: ChartDataResultType,
    context: QueryContext,
    now: Date,
    rlsRules: readonly RlsRule[],
  ): QueryPlan | { error: string } | null {
    if (resultType === 'columns' || resultType === 'timegrains') return null;
    const compileContext = this.compileContext(principal, context, now, resultType, rlsRules);
    if (resultType !== 'query') return planQuery(ds, query, resultType, compileContext);
    try {
      return planQuery(ds, query, resultType, compileContext);
    } catch (error) {
      if (error instanceof BadRequestError) return { error: error.message };
      throw error;
    }
  }

  /** Custom timeout, then the dataset's, the database's, the configured default (0: none). */
  private cacheTimeout(
    context: QueryContext,
    ds: ChartDataset,
  ): { seconds: number; store: boolean } {
    const explicit =
      context.custom_cache_timeout ?? ds.row.cache_timeout ?? ds.database.cache_timeout ?? null;
    if (explicit !== null) return { seconds: explicit, store: explicit >= 0 };
    const seconds = this.ctx.config.cache.defaultTimeoutSeconds;
    return { seconds, store: seconds > 0 };
  }

  private async answer(
    principal: Principal,
    ds: ChartDataset,
    resultType: ChartDataResultType,
    plan: QueryPlan | { error: string } | null,
    context: QueryContext,
    timeout: { seconds: number; store: boolean },
    options: ChartDataRunOptions & { force: boolean; deadline: RequestDeadline },
  ): Promise<ChartDataQueryOutcome> {
    if (resultType === 'columns') return { json: columnsResult(ds), rows: null };
    if (resultType === 'timegrains') return { json: timeGrainsResult(ds), rows: null };
    if (!plan) throw new Error(`No plan for result type ${resultType}`);
    if ('error' in plan) return { json: { language: 'sql', error: plan.error }, rows: null };
    if (resultType === 'query')
      return { json: { language: 'sql', query: plan.displaySql }, rows: null };
    if (!DATA_RESULT_TYPES.has(resultType))
      throw new BadRequestError(`Unsupported result type: ${resultType}`);

    let entry: CacheEntry | null = null;
    if (!options.force) {
      const text = await this.cache.get(plan.cacheKey);
      if (text !== null) entry = JSON.parse(text) as CacheEntry;
    }
    const isCached = entry !== null;
    if (!entry) {
      if (options.forceCached) throw new CacheLoadError();
      const { deadline } = options;
      const result = await deadline.run(ds.engine.spec.engineName, options.signal, (signal) =>
        executePlan(ds, plan, {
          timeoutMs: deadline.timeoutMs,
          signal,
          annotations: (layers, window, query) =>
            annotationData(
              {
                store: this.ctx.store,
                logger: this.ctx.logger,
                charts: {
                  force: options.force,
                  findChart: (id) => findChart(this.ctx.store.db, id),
                  runFirst: async (body) => {
                    const outcome = await this.run(principal, body, {
                      signal,
                      startedAt: deadline.at - deadline.timeoutMs,
                    });
                    return (outcome.queries[0]?.json ?? {}) as SourceResult;
                  },
                },
              },
              layers,
              window,
              query,
            ),
        }),
      );
      entry = { dttm: new Date().toISOString().slice(0, 19), result };
      // Async results are kept for their result_url even when caching is off.
      const seconds = timeout.store
        ? timeout.seconds
        : options.cacheQueryContext
          ? ASYNC_RESULT_SECONDS
          : null;
      if (seconds !== null) await this.cache.set(plan.cacheKey, JSON.stringify(entry), seconds);
    }
    let r = entry.result;
    let jsonData: unknown = r.data;
    const processed =
      resultType === 'post_processed' ? postProcessed(r, context.form_data, ds.verboseMap) : null;
    if (processed) {
      r = processed.rows;
      jsonData = processed.data;
    }
    if (resultType === 'results') {
      return {
        json: {
          data: r.data,
          colnames: r.colnames,
          coltypes: r.coltypes,
          rowcount: r.data.length,
          sql_rowcount: r.sql_rowcount,
        },
        rows: r,
      };
    }
    return {
      json: {
        cache_key: plan.cacheKey,
        cached_dttm: isCached ? entry.dttm : null,
        cache_timeout: timeout.seconds,
        is_cached: isCached,
        status: 'success',
        error: null,
        stacktrace: null,
        query: r.query,
        applied_template_filters: r.applied_template_filters,
        applied_filters: r.applied_filters,
        rejected_filters: r.rejected_filters,
        annotation_data: r.annotation_data,
        rowcount: r.data.length,
        sql_rowcount: r.sql_rowcount,
        from_dttm: r.from_dttm,
        to_dttm: r.to_dttm,
        label_map: r.label_map,
        colnames: r.colnames,
        indexnames: r.indexnames,
        coltypes: r.coltypes,
        data: jsonData as ChartDataQueryResult['data'],
        result_format: context.result_format,
      },
      rows: r,
    };
  }
}
