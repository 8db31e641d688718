/**
 * The query timeout of a chart data request, counted from when the request arrived: the
 * time spent reading, compiling and waiting comes off what the engine gets, and a request
 * whose time is up before its query runs answers BACKEND_TIMEOUT_ERROR without running it.
 * The engine is stopped through an AbortSignal when the deadline passes; its "stopped"
 * failure is reported as the timeout it is.
 */
import { QueryStoppedError, timeoutError } from '../../engines/engineErrors.js';

export class RequestDeadline {
  readonly at: number;

  /** `timeoutMs` 0 or less: no deadline. */
  constructor(
    readonly timeoutMs: number,
    startedAt: number = Date.now(),
  ) {
    this.at = timeoutMs > 0 ? startedAt + timeoutMs : Number.POSITIVE_INFINITY;
  }

  remainingMs(now = Date.now()): number {
    return this.at - now;
  }

  /** Throws the timeout when the deadline has passed. */
  check(engineName: string): void {
    if (this.remainingMs() <= 0) throw timeoutError(engineName, this.timeoutMs);
  }

  /**
   * Runs `work` with a signal that aborts at the deadline (or when `signal` does); a stop
   * caused by the deadline is answered as the timeout.
   */
  async run<T>(
    engineName: string,
    signal: AbortSignal | undefined,
    work: (signal: AbortSignal | undefined) => Promise<T>,
  ): Promise<T> {
    this.check(engineName);
    if (!Number.isFinite(this.at)) return work(signal);
    const expired = new AbortController();
    const timer = setTimeout(() => expired.abort(), Math.max(0, this.remainingMs()));
    const combined = signal ? AbortSignal.any([signal, expired.signal]) : expired.signal;
    try {
      return await work(combined);
    } catch (error) {
      if (expired.signal.aborted && !signal?.aborted && error instanceof QueryStoppedError) {
        throw timeoutError(engineName, this.timeoutMs);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
