import { describe, expect, it } from 'vitest';
import type { LogEvent } from '@tessera/core';
import { LOG_ENDPOINT, UsageLogQueue, toBatches } from './logQueue';

/** A fake clock with timers, so the debounce runs without waiting. */
function fakeClock() {
  let now = 1_000_000;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
  };
}

function setup(maxBatch?: number) {
  const clock = fakeClock();
  const sent: { endpoint: string; events: LogEvent[] }[] = [];
  const queue = new UsageLogQueue({
    send: (endpoint, events) => sent.push({ endpoint, events }),
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    maxBatch,
  });
  return { clock, sent, queue };
}

describe('UsageLogQueue', () => {
  it('sends nothing until 1000 ms after the last event, then one batch of everything', () => {
    const { clock, sent, queue } = setup();
    queue.log({ event_name: 'spa_navigation' });
    clock.advance(600);
    queue.log({ event_name: 'spa_navigation' });
    clock.advance(999);
    expect(sent).toHaveLength(0);
    clock.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].endpoint).toBe('/superset/log/?explode=events');
    expect(sent[0].events.map((e) => e.event_name)).toEqual(['spa_navigation', 'spa_navigation']);
    expect(queue.pending).toBe(0);
  });

  it('stamps each event with the time it was logged, keeping a ts it already has', () => {
    const { clock, sent, queue } = setup();
    queue.log({ event_name: 'a' });
    clock.advance(250);
    queue.log({ event_name: 'b', ts: 42 });
    clock.advance(1000);
    expect(sent[0].events.map((e) => e.ts)).toEqual([1_000_000, 42]);
  });

  it('never sends more than 1024 events in one batch', () => {
    const { clock, sent, queue } = setup();
    for (let i = 0; i < 2500; i++) queue.log({ event_name: 'e', n: i });
    clock.advance(1000);
    expect(sent.map((b) => b.events.length)).toEqual([1024, 1024, 452]);
    expect(sent.flatMap((b) => b.events.map((e) => e.n))).toEqual(
      Array.from({ length: 2500 }, (_, i) => i),
    );
  });

  it('sends a dashboard or chart event to the endpoint naming it', () => {
    const { clock, sent, queue } = setup();
    queue.log({ event_name: 'mount_dashboard', source: 'dashboard', source_id: 7 });
    queue.log({ event_name: 'load_chart', slice_id: 12 });
    queue.log({ event_name: 'load_chart', slice_id: 12 });
    queue.log({ event_name: 'spa_navigation' });
    clock.advance(1000);
    expect(sent.map((b) => [b.endpoint, b.events.length])).toEqual([
      [`${LOG_ENDPOINT}&dashboard_id=7`, 1],
      [`${LOG_ENDPOINT}&slice_id=12`, 2],
      [LOG_ENDPOINT, 1],
    ]);
  });

  it('flush sends at once and cancels the pending timer', () => {
    const { clock, sent, queue } = setup();
    queue.log({ event_name: 'hide_browser_tab' });
    queue.flush();
    expect(sent).toHaveLength(1);
    clock.advance(5000);
    expect(sent).toHaveLength(1);
    queue.flush();
    expect(sent).toHaveLength(1);
  });
});

describe('toBatches', () => {
  it('keeps event order and splits runs at the batch limit', () => {
    const events = [1, 2, 3, 4, 5].map((n) => ({ event_name: 'x', n }));
    expect(toBatches(events, 2).map((b) => b.events.map((e) => e.n))).toEqual([
      [1, 2],
      [3, 4],
      [5],
    ]);
  });
});
