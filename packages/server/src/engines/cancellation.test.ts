import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_REPEAT_MS, runCancellable } from './cancellation.js';
import { QueryStoppedError } from './engineErrors.js';

/** A query that only an engine cancel ends, and only once the engine has started it. */
function lateStartingQuery(startsAfterCancels: number) {
  let cancels = 0;
  let end!: (e: Error) => void;
  const done = new Promise<never>((_, reject) => (end = reject));
  return {
    run: () => done,
    cancel: () => {
      cancels += 1;
      // a cancel that lands before the query has started stops nothing
      if (cancels > startsAfterCancels) end(new Error('canceling statement due to user request'));
    },
    cancels: () => cancels,
  };
}

describe('runCancellable', () => {
  afterEach(() => vi.useRealTimers());

  it('stops a query whose first cancel landed before the engine had started it', async () => {
    const query = lateStartingQuery(2);
    const stop = new AbortController();
    const running = runCancellable({
      engineName: 'DuckDB',
      signal: stop.signal,
      run: query.run,
      cancel: query.cancel,
      mapError: (e) => e as Error,
    });
    stop.abort();
    await expect(running).rejects.toBeInstanceOf(QueryStoppedError);
    expect(query.cancels()).toBe(3);
  });

  it('asks the engine no more once the query has ended', async () => {
    vi.useFakeTimers();
    const query = lateStartingQuery(0);
    const stop = new AbortController();
    const running = runCancellable({
      engineName: 'PostgreSQL',
      signal: stop.signal,
      run: query.run,
      cancel: query.cancel,
      mapError: (e) => e as Error,
    });
    stop.abort();
    await expect(running).rejects.toBeInstanceOf(QueryStoppedError);
    // The clock moves on past several repeats: none asks the engine again.
    await vi.advanceTimersByTimeAsync(CANCEL_REPEAT_MS * 5);
    expect(query.cancels()).toBe(1);
  });
});
