/**
 * SQL Lab's async runs as jobs: the web process stores the query as pending and adds a job
 * naming it (with its planned statements) to the `tessera-sqllab-runs` queue, run in this
 * process (TESSERA_SQLLAB_ASYNC_CONCURRENCY at a time) or by `tessera worker` processes
 * through BullMQ (jobs/queue.ts). A run the queue could not finish ends the query as
 * failed, saying why.
 */
import type { LimitingFactor } from '@tessera/core';
import type { TesseraConfig } from '../../config.js';
import type { JobFailure, JobQueue, JobQueues } from '../../jobs/queue.js';
import * as meta from '../../meta/sqlLabRuns.js';
import type { MetaStore } from '../../meta/store.js';

export const SQLLAB_RUN_QUEUE = 'tessera-sqllab-runs';
export const SERVER_STOPPED = 'The server stopped before the query ran.';
export const WORKER_STOPPED = 'The worker running this query stopped.';
export const NO_WORKER = 'No worker finished the query in time. Is a `tessera worker` running?';

/** What a run needs beyond the stored query row: the statements as planned at submit. */
export interface SqlLabRunJob {
  query_id: number;
  client_id: string;
  statements: string[];
  /** Row limit of the last statement; null for CTAS. */
  limit: number | null;
  limiting_factor: LimitingFactor;
}

/** Ends a query still pending or running as failed with `message`; false if it had ended. */
export async function failRun(store: MetaStore, queryId: number, message: string) {
  return meta.updateQueryIfIn(store.db, queryId, ['pending', 'running'], {
    status: 'failed',
    end_time: Date.now(),
    error_message: message,
  });
}

function failureMessage(failure: JobFailure): string {
  switch (failure.kind) {
    case 'stopped':
      return SERVER_STOPPED;
    case 'crashed':
      return failure.error instanceof Error ? failure.error.message : String(failure.error);
    case 'lost':
      return NO_WORKER;
    case 'failed':
      return WORKER_STOPPED;
  }
}

/** The queue of async runs; `run` runs one and writes its end to the query row. */
export function sqlLabRunQueue(
  jobs: JobQueues,
  config: TesseraConfig,
  store: MetaStore,
  run: (job: SqlLabRunJob) => Promise<void>,
): JobQueue<SqlLabRunJob> {
  return jobs.create(
    {
      name: SQLLAB_RUN_QUEUE,
      jobName: 'sqllab-run',
      jobId: (job) => `query-${job.query_id}`,
      concurrency: config.sqlLab.asyncConcurrency,
      timeoutMs: config.query.timeoutSeconds * 1000,
    },
    {
      run,
      async fail(job, failure) {
        await failRun(store, job.query_id, failureMessage(failure));
      },
    },
  );
}
