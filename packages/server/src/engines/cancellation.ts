/**
 * Per-query timeout and AbortSignal, the same for every engine: when either fires, the
 * engine's `cancel` is called (PostgreSQL pg_cancel_backend, MySQL KILL QUERY, DuckDB
 * interrupt, SQLite: the worker is terminated), and the query's own failure is reported as
 * BACKEND_TIMEOUT_ERROR or `QueryStoppedError`, even when the query manages to finish
 * before the cancellation lands. A cancel that reaches the engine before the query has started
 * there stops nothing (DuckDB's interrupt, PostgreSQL's cancel of an idle backend), so it is
 * asked again every CANCEL_REPEAT_MS until the query ends.
 */
import { SupersetTypedError } from '../errors.js';
import { QueryStoppedError, timeoutError } from './engineErrors.js';

/** How often a cancel is asked again while the cancelled query still runs. */
export const CANCEL_REPEAT_MS = 200;

export interface CancellableRun<T> {
  engineName: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  run: () => Promise<T>;
  /** Asks the engine to stop the running query; its own errors are ignored. */
  cancel: () => Promise<void> | void;
  /** Turns a driver error into a typed one. */
  mapError: (error: unknown) => Error;
}

export async function runCancellable<T>(options: CancellableRun<T>): Promise<T> {
  const { engineName, timeoutMs, signal } = options;
  if (signal?.aborted) throw new QueryStoppedError(engineName);
  let reason: 'timeout' | 'stopped' | null = null;
  let cancelling: Promise<void> | null = null;
  let again: ReturnType<typeof setInterval> | null = null;
  const askEngine = () =>
    Promise.resolve()
      .then(() => options.cancel())
      .catch(() => undefined);
  const cancel = (why: 'timeout' | 'stopped') => {
    if (reason) return;
    reason = why;
    cancelling = askEngine();
    again = setInterval(() => {
      cancelling = (cancelling ?? Promise.resolve()).then(askEngine);
    }, CANCEL_REPEAT_MS);
  };
  const timer =
    timeoutMs !== undefined && timeoutMs > 0
      ? setTimeout(() => cancel('timeout'), timeoutMs)
      : null;
  const onAbort = () => cancel('stopped');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await options.run();
    // Some queries end "normally" when stopped (MySQL's SLEEP returns 1): a fired timeout
    // or abort still wins.
    if (reason === 'timeout') throw timeoutError(engineName, timeoutMs ?? 0);
    if (reason === 'stopped') throw new QueryStoppedError(engineName);
    return result;
  } catch (error) {
    if (reason === 'timeout') throw timeoutError(engineName, timeoutMs ?? 0);
    if (reason === 'stopped') throw new QueryStoppedError(engineName);
    if (error instanceof SupersetTypedError) throw error;
    throw options.mapError(error);
  } finally {
    if (timer) clearTimeout(timer);
    if (again) clearInterval(again);
    signal?.removeEventListener('abort', onAbort);
    // Never hand the connection back while a cancel for it is still in flight.
    if (cancelling) await cancelling;
  }
}
