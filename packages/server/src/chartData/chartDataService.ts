/**
 * The chart data pipeline (Superset's ChartDataCommand and QueryContextProcessor): a query
 * context over one dataset, each query planned (result type, compiled SQL, cache key) before
 * any runs, then answered from the results cache unless `force`, else executed (SQL policy,
 * engine, time comparisons, post-processing) and cached for the context's timeout (custom,
 * dataset, database, then TESSERA_CACHE_DEFAULT_TIMEOUT), each in its result type's shape.
 */
import type { QueryObject } from '@tessera/core';
import { SAMPLES_ROW_LIMIT } from '@tessera/core';
import { BadRequestError, TesseraError } from '../errors.js';
import { findChart } from '../meta/charts.js';
import { can, type Principal } from '../security/principal.js';
import type { ServiceContext } from '../services/context.js';
import type { DatabaseConnections } from '../services/databases/connections.js';
import type { DatasetDeps } from '../services/datasets/loading.js';
import type { PrincipalService } from '../services/principals.js';
import type { RowLevelSecurityService } from '../services/rowLevelSecurity/rlsService.js';
import { annotationData } from './annotations/annotationData.js';
import type { SourceResult } from './annotations/chartAnnotations.js';
import { hashKey, QUERY_CONTEXT_KEY_PREFIX } from './cache/cacheKeys.js';
import type { ResultsCache } from './cache/resultsCache.js';
import type { RlsRule } from './compiler/index.js';
import {
  parseQueryContext,
  replayableQueryContext,
  type QueryContext,
} from './context/queryContext.js';
import { ChartDatasetCache, type ChartDataset } from './dataset/chartDataset.js';
import { executePlan } from './execution/queryExecution.js';
import { RequestDeadline } from './execution/requestDeadline.js';
import { planQuery, type PlanContext, type QueryPlan } from './plan/queryPlan.js';
import {
  columnsResult,
  DATA_RESULT_TYPES,
  timeGrainsResult,
  type ChartDataResultType,
} from './plan/resultTypes.js';
import {
  freshResult,
  readStoredText,
  storedText,
  type StoredResult,
} from './cache/storedResults.js';
import { dataResultItem, plainItem, type ChartDataQueryOutcome } from './formats/resultItems.js';

export type { ChartDataQueryOutcome };

/** 422: a result that should be in the cache is not (Superset's CacheLoadError). */
export class CacheLoadError extends TesseraError {
  readonly status = 422;
  constructor(message = 'Error loading data from cache') {
    super(message);
  }
}

export interface ChartDataOutcome {
  context: QueryContext;
  queries: ChartDataQueryOutcome[];
  /** Column and metric names to verbose names (export headers). */
  verboseMap: Record<string, string>;
}

export interface ChartDataRunOptions {
  /** Answer only from the cache; CacheLoadError (422) when a result is not there. */
  forceCached?: boolean;
  signal?: AbortSignal;
  /** When the request arrived (epoch ms): the query timeout counts from then. */
  startedAt?: number;
}

interface CacheTimeout {
  seconds: number;
  store: boolean;
}

interface Planned {
  resultType: ChartDataResultType;
  plan: QueryPlan | { error: string } | null;
}

interface RunState extends ChartDataRunOptions {
  principal: Principal;
  ds: ChartDataset;
  context: QueryContext;
  timeout: CacheTimeout;
  deadline: RequestDeadline;
  /** Keep results for an async job's result_url even when caching is off. */
  keepForReplay: boolean;
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

  /** Runs a query context as sent (parsed here: 400 "Request is incorrect" when invalid). */
  run(principal: Principal, body: unknown, options: ChartDataRunOptions = {}) {
    return this.runContext(principal, parseQueryContext(body), options);
  }

  /** Runs a parsed query context. */
  async runContext(
    principal: Principal,
    context: QueryContext,
    options: ChartDataRunOptions = {},
  ): Promise<ChartDataOutcome> {
    return (await this.runQueries(principal, context, options, false)).outcome;
  }

  /**
   * An async job: runs the query context as sent and keeps it, with its results, for
   * `GET /chart/data/<key>`; answers that key.
   */
  async runForReplay(principal: Principal, body: unknown, signal?: AbortSignal): Promise<string> {
    const { timeout } = await this.runQueries(principal, parseQueryContext(body), { signal }, true);
    const replay = replayableQueryContext(body as Record<string, unknown>);
    const key = hashKey(replay, QUERY_CONTEXT_KEY_PREFIX);
    const seconds = timeout.store ? timeout.seconds : ASYNC_RESULT_SECONDS;
    await this.cache.set(key, JSON.stringify(replay), seconds);
    return key;
  }

  /** The query context a `GET /chart/data/<key>` replays, or null when not cached. */
  async cachedQueryContext(key: string): Promise<unknown> {
    const text = await this.cache.get(key);
    return text === null ? null : JSON.parse(text);
  }

  private async runQueries(
    principal: Principal,
    context: QueryContext,
    options: ChartDataRunOptions,
    keepForReplay: boolean,
  ) {
    const deadline = new RequestDeadline(
      this.ctx.config.query.timeoutSeconds * 1000,
      options.startedAt,
    );
    const ds = await this.datasets.load(this.deps, principal, context.datasource);
    const rlsRules = await this.rowLevelSecurity.allRules();
    const now = new Date();
    // Every query is planned (and refused) before any runs.
    const planned: Planned[] = context.queries.map((query) => {
      const resultType = query.result_type ?? context.result_type;
      return {
        resultType,
        plan: this.plan(principal, ds, query, resultType, context, now, rlsRules),
      };
    });
    deadline.check(ds.engine.spec.engineName);
    const timeout = this.cacheTimeout(context, ds);
    const state: RunState = {
      ...options,
      principal,
      ds,
      context,
      timeout,
      deadline,
      keepForReplay,
    };
    const queries: ChartDataQueryOutcome[] = [];
    for (const { resultType, plan } of planned) {
      queries.push(await this.answer(state, resultType, plan));
    }
    const outcome: ChartDataOutcome = { context, queries, verboseMap: ds.verboseMap };
    return { outcome, timeout };
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
  ): Planned['plan'] {
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
  private cacheTimeout(context: QueryContext, ds: ChartDataset): CacheTimeout {
    const explicit =
      context.custom_cache_timeout ?? ds.row.cache_timeout ?? ds.database.cache_timeout ?? null;
    if (explicit !== null) return { seconds: explicit, store: explicit >= 0 };
    const seconds = this.ctx.config.cache.defaultTimeoutSeconds;
    return { seconds, store: seconds > 0 };
  }

  private async answer(
    state: RunState,
    resultType: ChartDataResultType,
    plan: Planned['plan'],
  ): Promise<ChartDataQueryOutcome> {
    const { ds, context } = state;
    if (resultType === 'columns') return plainItem(columnsResult(ds));
    if (resultType === 'timegrains') return plainItem(timeGrainsResult(ds));
    if (!plan) throw new Error(`No plan for result type ${resultType}`);
    if ('error' in plan) return plainItem({ language: 'sql', error: plan.error });
    if (resultType === 'query') return plainItem({ language: 'sql', query: plan.displaySql });
    if (!DATA_RESULT_TYPES.has(resultType))
      throw new BadRequestError(`Unsupported result type: ${resultType}`);

    let stored: StoredResult | null = null;
    if (!context.force) {
      const text = await this.cache.get(plan.cacheKey);
      if (text !== null) stored = readStoredText(text);
    }
    const isCached = stored !== null;
    if (!stored) {
      if (state.forceCached) throw new CacheLoadError();
      stored = freshResult(await this.execute(state, plan));
      const { timeout } = state;
      const seconds = timeout.store
        ? timeout.seconds
        : state.keepForReplay
          ? ASYNC_RESULT_SECONDS
          : null;
      if (seconds !== null) await this.cache.set(plan.cacheKey, storedText(stored), seconds);
    }
    return dataResultItem({
      resultType,
      cacheKey: plan.cacheKey,
      stored,
      isCached,
      cacheTimeoutSeconds: state.timeout.seconds,
      context,
      verboseMap: ds.verboseMap,
    });
  }

  /** Runs the plan within the request's deadline, its annotation layers as the same user. */
  private execute(state: RunState, plan: QueryPlan) {
    const { ds, deadline, principal } = state;
    return deadline.run(ds.engine.spec.engineName, state.signal, (signal) =>
      executePlan(ds, plan, {
        timeoutMs: deadline.timeoutMs,
        signal,
        annotations: (layers, window, query) =>
          annotationData(
            {
              store: this.ctx.store,
              logger: this.ctx.logger,
              canReadLayers: can(principal, 'can_read', 'Annotation'),
              charts: {
                force: state.context.force,
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
  }
}
