/**
 * One async chart data job (Superset's `load_chart_data_into_cache`): runs the query
 * context as its user, leaves the results and the query context in the results cache, and
 * appends `done` with `result_url = /api/v1/chart/data/<cache_key>`, or `error` with the
 * errors. A job that runs past its time limit is stopped and ends as `error`.
 */
import type { AsyncJobMetadata } from '@tessera/core';
import { SupersetTypedError, TesseraError } from '../errors.js';
import type { Principal } from '../security/principal.js';
import type { AsyncEventStore } from './asyncEvents.js';
import type { JobFailure, JobHandler } from './queue.js';

export interface ChartDataJob {
  job_id: string;
  channel_id: string;
  user_id: number | null;
  /** The query context as the client sent it. */
  body: unknown;
}

/**
 * Runs the query context as the user, leaving its results and the query context in the
 * results cache (the chart data service's work); answers the query context's cache key.
 */
export type RunQueryContext = (
  principal: Principal,
  body: unknown,
  signal: AbortSignal,
) => Promise<string | null>;

export interface ChartDataJobDeps {
  runQueryContext: RunQueryContext;
  events: AsyncEventStore;
  loadPrincipal(userId: number): Promise<Principal | null>;
  /** The most a job may take before it is stopped. */
  timeoutMs: number;
}

export const RESULT_URL_PREFIX = '/api/v1/chart/data/';

/** The metadata of a job, before it has run. */
export function pendingMetadata(job: ChartDataJob): AsyncJobMetadata {
  return {
    channel_id: job.channel_id,
    job_id: job.job_id,
    user_id: job.user_id,
    status: 'pending',
    errors: [],
    result_url: null,
  };
}

/** An error as the `errors` of an event: SIP-40 when typed, else `{message}`. */
export function eventErrors(error: unknown): Record<string, unknown>[] {
  if (error instanceof SupersetTypedError) {
    return [
      {
        message: error.message,
        error_type: error.errorType,
        level: error.status < 500 ? 'warning' : 'error',
        extra: error.extra,
      },
    ];
  }
  if (error instanceof TesseraError) return [{ message: error.message }];
  return [{ message: error instanceof Error ? error.message : String(error) }];
}

export class JobTimeoutError extends Error {
  constructor(seconds: number) {
    super(`The async query did not finish within ${seconds} seconds and was stopped.`);
  }
}

/** The message of a job that ended without `runChartDataJob` finishing it. */
function failureMessage(failure: JobFailure): string {
  switch (failure.kind) {
    case 'stopped':
      return 'The server stopped before the async query ran.';
    case 'crashed':
      return 'The async query failed.';
    case 'lost':
      return 'No worker finished the async query in time. Is a `tessera worker` running?';
    case 'failed':
      return `The async query failed: ${failure.reason}`;
  }
}

/** The chart data queue's handler: runs jobs, and ends the ones it could not run as `error`. */
export function chartDataJobHandler(deps: ChartDataJobDeps): JobHandler<ChartDataJob> {
  return {
    run: (job) => runChartDataJob(deps, job),
    async fail(job, failure) {
      const errors = [{ message: failureMessage(failure) }];
      await deps.events.append({ ...pendingMetadata(job), status: 'error', errors });
    },
  };
}

/** Runs the job and appends its final event. Never throws for a failed query. */
async function runChartDataJob(deps: ChartDataJobDeps, job: ChartDataJob): Promise<void> {
  const base = pendingMetadata(job);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const principal = job.user_id === null ? null : await deps.loadPrincipal(job.user_id);
    if (!principal) throw new Error('The user of this async query no longer exists.');
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new JobTimeoutError(Math.round(deps.timeoutMs / 1000)));
      }, deps.timeoutMs);
    });
    const queryContextKey = await Promise.race([
      deps.runQueryContext(principal, job.body, controller.signal),
      timedOut,
    ]);
    await deps.events.append({
      ...base,
      status: 'done',
      result_url: `${RESULT_URL_PREFIX}${queryContextKey}`,
    });
  } catch (error) {
    await deps.events.append({ ...base, status: 'error', errors: eventErrors(error) });
  } finally {
    clearTimeout(timer);
  }
}
