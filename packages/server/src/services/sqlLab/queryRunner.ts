/**
 * Runs a planned SQL Lab query on its engine (Superset's `execute_sql_statements`):
 * statements in order within one timeout for the whole run, the last one's rows streamed
 * into the results backend in compressed chunks (one row past the limit is fetched to
 * learn whether the limit cut the result), the run's state written as it moves
 * (running -> success | failed | stopped | timed_out). A stop written by another process is
 * noticed by polling the run's state.
 */
import { randomUUID } from 'node:crypto';
import type { LimitingFactor, SqlLabResultColumn } from '@tessera/core';
import { QueryStoppedError } from '../../engines/engineErrors.js';
import type { Engine, ResultColumn } from '../../engines/types.js';
import { SupersetTypedError } from '../../errors.js';
import * as meta from '../../meta/sqlLabRuns.js';
import type { MetaStore } from '../../meta/store.js';
import type { SqlDialect } from '../../sql/dialect.js';
import { isRowQuery } from './executionPlan.js';
import { extraOf, jsonValue, resultColumns } from './presenters.js';
import { CHUNK_ROWS, encodeChunk, type ResultsBackend } from './resultsBackend.js';

export interface RunSpec {
  queryId: number;
  engine: Engine;
  dialect: SqlDialect;
  schema: string | null;
  statements: string[];
  /** Row limit of the last statement; null for CTAS (no limit). */
  limit: number | null;
  limitingFactor: LimitingFactor;
  timeoutMs: number;
  /** Rows kept in memory for the sync answer. */
  keepRows: number;
  /** DML off (and no CTAS): every statement runs where the engine itself refuses writes. */
  readOnly: boolean;
}

export interface RunOutcome {
  columns: SqlLabResultColumn[];
  firstRows: unknown[][];
  rowCount: number;
  resultsKey: string;
}

export interface RunnerDeps {
  store: MetaStore;
  results: ResultsBackend;
  logger: { warn(obj: object, msg: string): void };
}

const ACTIVE = ['pending', 'running'];
const STOP_POLL_MS = 1000;

function failureState(error: unknown): 'stopped' | 'timed_out' | 'failed' {
  if (error instanceof QueryStoppedError) return 'stopped';
  if (
    error instanceof SupersetTypedError &&
    ['BACKEND_TIMEOUT_ERROR', 'SQLLAB_TIMEOUT_ERROR'].includes(error.errorType)
  )
    return 'timed_out';
  return 'failed';
}

function errorsOf(error: unknown) {
  if (error instanceof SupersetTypedError)
    return [
      { message: error.message, error_type: error.errorType, level: 'error', extra: error.extra },
    ];
  return [
    {
      message: (error as Error).message,
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      level: 'error',
      extra: null,
    },
  ];
}

/** Executes the run; records its end in the store and throws its error (typed) on failure. */
export async function runQuery(
  deps: RunnerDeps,
  spec: RunSpec,
  signal: AbortSignal,
): Promise<RunOutcome> {
  const db = deps.store.db;
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const poll = setInterval(() => {
    meta
      .queryStatus(db, spec.queryId)
      .then((s) => s === 'stopped' && controller.abort())
      .catch(() => undefined);
  }, STOP_POLL_MS);
  try {
    const started = await meta.updateQueryIfIn(db, spec.queryId, ACTIVE, {
      status: 'running',
      start_running_time: Date.now(),
      executed_sql: spec.statements.join(';\n'),
    });
    if (!started) throw new QueryStoppedError(spec.engine.spec.engineName);
    const outcome = await execute(deps, spec, controller.signal);
    // The SQL's own LIMIT reached counts as limited (Superset fetches one row past it).
    const ownLimitReached = spec.limitingFactor !== 'DROPDOWN' && outcome.rowCount === spec.limit;
    const rowsLimited = spec.limit !== null && (outcome.rowCount > spec.limit || ownLimitReached);
    const rowCount = rowsLimited ? spec.limit! : outcome.rowCount;
    const limitingFactor: LimitingFactor = rowsLimited ? spec.limitingFactor : 'NOT_LIMITED';
    await meta.updateQueryIfIn(db, spec.queryId, ACTIVE, {
      status: 'success',
      progress: 100,
      rows: rowCount,
      end_time: Date.now(),
      end_result_backend_time: Date.now(),
      results_key: outcome.resultsKey,
      limiting_factor: limitingFactor,
    });
    if ((await meta.queryStatus(db, spec.queryId)) === 'stopped')
      throw new QueryStoppedError(spec.engine.spec.engineName);
    return { ...outcome, rowCount, firstRows: outcome.firstRows.slice(0, rowCount) };
  } catch (caught) {
    const state = failureState(caught);
    // One timeout for the whole run: the message names it, not what was left of it.
    const error =
      state === 'timed_out'
        ? new SupersetTypedError(
            `The query exceeded the ${spec.timeoutMs / 1000} seconds timeout.`,
            'SQLLAB_TIMEOUT_ERROR',
            408,
            { ...(caught as SupersetTypedError).extra, timeout: spec.timeoutMs / 1000 },
          )
        : caught;
    // Keep what the run's extra already holds (the tables it reads) beside the errors.
    const prior = await meta.findQueryById(db, spec.queryId).catch(() => undefined);
    await meta
      .updateQueryIfIn(db, spec.queryId, state === 'stopped' ? [...ACTIVE, 'stopped'] : ACTIVE, {
        status: state,
        end_time: Date.now(),
        error_message: state === 'stopped' ? 'Query was stopped.' : (error as Error).message,
        extra_json: JSON.stringify({
          ...(prior ? extraOf(prior) : {}),
          errors: errorsOf(error),
        }),
      })
      .catch((err) => deps.logger.warn({ err }, 'could not record the end of a SQL Lab query'));
    throw error;
  } finally {
    clearInterval(poll);
    signal.removeEventListener('abort', onAbort);
  }
}

async function execute(deps: RunnerDeps, spec: RunSpec, signal: AbortSignal) {
  const deadline = Date.now() + spec.timeoutMs;
  const options = () => ({
    schema: spec.schema,
    readOnly: spec.readOnly,
    signal,
    timeoutMs: Math.max(1, deadline - Date.now()),
  });
  const { engine, statements } = spec;
  for (let i = 0; i < statements.length - 1; i += 1) {
    await engine.execute(statements[i], [], options());
    await meta.updateQuery(deps.store.db, spec.queryId, {
      progress: Math.floor(((i + 1) * 100) / statements.length),
    });
  }
  const last = statements[statements.length - 1];
  const fetchLimit = spec.limit === null ? undefined : spec.limit + 1;
  const sink = new ChunkSink(spec.keepRows, fetchLimit ?? Number.POSITIVE_INFINITY);
  if (isRowQuery(last, spec.dialect)) {
    const stream = engine.stream(last, [], {
      ...options(),
      limit: fetchLimit,
      batchSize: CHUNK_ROWS,
    });
    for await (const batch of stream) {
      sink.columns ??= batch.columns;
      if (!(await sink.add(batch.rows))) break;
    }
  } else {
    const result = await engine.execute(last, [], { ...options(), limit: fetchLimit });
    sink.columns = result.columns;
    await sink.add(result.rows);
  }
  const columns = resultColumns(sink.columns ?? []);
  const resultsKey = randomUUID();
  await deps.results.store(
    resultsKey,
    {
      columns,
      rowCount: Math.min(sink.rowCount, spec.limit ?? sink.rowCount),
      chunkRows: CHUNK_ROWS,
    },
    await sink.finish(),
  );
  return { columns, firstRows: sink.firstRows, rowCount: sink.rowCount, resultsKey };
}

/** Chunks being compressed at once (zlib works off the main thread meanwhile). */
const ENCODING_AHEAD = 2;

/** Rows regrouped into encoded chunks of CHUNK_ROWS, up to `max` rows in all. */
class ChunkSink {
  columns: ResultColumn[] | null = null;
  readonly firstRows: unknown[][] = [];
  rowCount = 0;
  private pending: unknown[][] = [];
  private readonly chunks: Promise<Uint8Array>[] = [];

  constructor(
    private readonly keep: number,
    private readonly max: number,
  ) {}

  /** Adds rows (taking them over: values are made JSON values in place); false once `max` rows are in. */
  async add(rows: unknown[][]): Promise<boolean> {
    for (const row of rows) {
      if (this.rowCount >= this.max) return false;
      for (let i = 0; i < row.length; i += 1) row[i] = jsonValue(row[i]);
      this.rowCount += 1;
      if (this.firstRows.length < this.keep) this.firstRows.push(row);
      this.pending.push(row);
      if (this.pending.length === CHUNK_ROWS) await this.flush();
    }
    return this.rowCount < this.max;
  }

  private async flush(): Promise<void> {
    const encoding = encodeChunk(this.pending);
    encoding.catch(() => undefined);
    this.chunks.push(encoding);
    this.pending = [];
    if (this.chunks.length > ENCODING_AHEAD)
      await this.chunks[this.chunks.length - 1 - ENCODING_AHEAD];
  }

  async finish(): Promise<Uint8Array[]> {
    if (this.pending.length) await this.flush();
    return Promise.all(this.chunks);
  }
}
