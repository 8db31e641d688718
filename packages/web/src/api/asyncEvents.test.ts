import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AsyncEventHub,
  WS_FALLBACK_WARNING,
  type AsyncEvent,
  type AsyncEventHubDeps,
  type SocketLike,
} from './asyncEvents';

type Handler = (e: { data?: unknown }) => void;

class FakeSocket implements SocketLike {
  handlers: Record<string, Handler[]> = {};
  constructor(readonly url: string) {}
  addEventListener(type: string, handler: Handler) {
    (this.handlers[type] ??= []).push(handler);
  }
  emit(type: string, data?: unknown) {
    for (const h of this.handlers[type] ?? []) h({ data });
  }
  close() {
    this.emit('close');
  }
}

const event = (id: string, jobId: string, status: AsyncEvent['status'] = 'done'): AsyncEvent => ({
  id,
  job_id: jobId,
  status,
  result_url: `/api/v1/chart/data/${jobId}`,
});

function setup(transport: 'ws' | 'polling', opts: { failSockets?: boolean } = {}) {
  let lastId: string | null = null;
  const sockets: FakeSocket[] = [];
  const polls: (string | null)[] = [];
  const pending: AsyncEvent[] = [];
  const warnings: unknown[][] = [];
  const deps: AsyncEventHubDeps = {
    fetchEvents: (id) => {
      polls.push(id);
      return Promise.resolve(pending.splice(0));
    },
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      if (opts.failSockets) setTimeout(() => socket.emit('close'), 0);
      return socket;
    },
    socketUrl: 'ws://127.0.0.1/ws',
    getLastId: () => lastId,
    setLastId: (id) => {
      lastId = id;
    },
    warn: (...args) => warnings.push(args),
  };
  return {
    hub: new AsyncEventHub(deps, transport),
    sockets,
    polls,
    pending,
    warnings,
    lastId: () => lastId,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('async event hub', () => {
  it('feeds WebSocket events to their job and keeps the last event id', () => {
    const t = setup('ws');
    const got: AsyncEvent[] = [];
    t.hub.listen('job-1', (e) => got.push(e));
    expect(t.sockets).toHaveLength(1);
    expect(t.sockets[0].url).toBe('ws://127.0.0.1/ws');
    t.sockets[0].emit('open');
    t.sockets[0].emit('message', JSON.stringify(event('5-0', 'job-1')));
    expect(got.map((e) => e.id)).toEqual(['5-0']);
    expect(t.lastId()).toBe('5-0');
  });

  it('reconnects with the last id every 2.5 s, then falls back to polling after 6 tries', async () => {
    const t = setup('ws', { failSockets: true });
    t.hub.listen('job-1', () => undefined);
    t.hub.processEvents([event('7-1', 'job-1', 'running')]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2498);
    expect(t.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets).toHaveLength(2);
    expect(t.sockets[1].url).toBe('ws://127.0.0.1/ws?last_id=7-1');
    await vi.advanceTimersByTimeAsync(2500 * 6);
    expect(t.sockets).toHaveLength(7);
    expect(t.warnings).toContainEqual([WS_FALLBACK_WARNING]);
    expect(t.hub.transport).toBe('polling');
    expect(t.polls.length).toBeGreaterThan(0);
    expect(new Set(t.polls)).toEqual(new Set(['7-1']));
    const polled = t.polls.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(t.polls).toHaveLength(polled + 1);
  });

  it('polls every 500 ms while a job waits, and stops when none does', async () => {
    const t = setup('polling');
    const got: string[] = [];
    t.hub.listen('job-2', (e) => {
      got.push(e.id);
      t.hub.unlisten('job-2');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.polls).toEqual([null]);
    t.pending.push(event('9-0', 'job-2'));
    await vi.advanceTimersByTimeAsync(500);
    expect(got).toEqual(['9-0']);
    expect(t.polls).toEqual([null, null]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.polls).toHaveLength(2);
  });

  it('retries an event that comes before its listener, 100 ms × attempt, up to 6 times', async () => {
    const t = setup('ws');
    t.hub.processEvents([event('3-0', 'early')]);
    const got: string[] = [];
    await vi.advanceTimersByTimeAsync(100 + 200);
    t.hub.listen('early', (e) => got.push(e.id));
    expect(got).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(got).toEqual(['3-0']);

    t.hub.processEvents([event('4-0', 'nobody')]);
    await vi.advanceTimersByTimeAsync(100 * (1 + 2 + 3 + 4 + 5 + 6));
    expect(t.warnings).toEqual([['listener not found for job_id', 'nobody']]);
  });
});
