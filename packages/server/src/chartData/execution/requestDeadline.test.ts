import { describe, expect, it } from 'vitest';
import { QueryStoppedError } from '../../engines/engineErrors.js';
import { SupersetTypedError } from '../../errors.js';
import { RequestDeadline } from './requestDeadline.js';

/** Work that ends only when its signal aborts, the way an engine answers a cancel. */
const untilStopped = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) =>
    signal?.addEventListener('abort', () => reject(new QueryStoppedError('DuckDB')), {
      once: true,
    }),
  );

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as SupersetTypedError;
  }
  throw new Error('expected a failure');
};

describe('RequestDeadline: the query timeout counts from the request', () => {
  it('refuses to start work once the time since the request is up', async () => {
    const deadline = new RequestDeadline(1000, Date.now() - 1500);
    expect(() => deadline.check('DuckDB')).toThrow('The query exceeded the 1 seconds timeout.');
    let ran = false;
    const error = await errorOf(
      deadline.run('DuckDB', undefined, async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(false);
    expect(error.errorType).toBe('BACKEND_TIMEOUT_ERROR');
  });

  it('stops running work at the deadline and reports the timeout, not a stop', async () => {
    const deadline = new RequestDeadline(50);
    const error = await errorOf(deadline.run('DuckDB', undefined, untilStopped));
    expect(error).toBeInstanceOf(SupersetTypedError);
    expect(error.errorType).toBe('BACKEND_TIMEOUT_ERROR');
    expect(error.message).toBe('The query exceeded the 0.05 seconds timeout.');
  });

  it("keeps the caller's stop a stop", async () => {
    const controller = new AbortController();
    const deadline = new RequestDeadline(60_000);
    const running = errorOf(deadline.run('DuckDB', controller.signal, untilStopped));
    controller.abort();
    expect(await running).toBeInstanceOf(QueryStoppedError);
  });

  it('runs without a deadline when the timeout is 0', async () => {
    const deadline = new RequestDeadline(0, 0);
    expect(() => deadline.check('DuckDB')).not.toThrow();
    expect(await deadline.run('DuckDB', undefined, async (signal) => signal)).toBeUndefined();
  });
});
