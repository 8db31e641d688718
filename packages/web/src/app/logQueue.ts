/**
 * The usage-log queue (spec: "Events are queued, and sent in batches with a debounce of
 * 1000 ms"; "up to 1024 events per batch"). Pure: the clock, the timer and the sender are
 * injected, so the batching can be tested without a browser.
 */
import { LOG_DEBOUNCE_MS, LOG_MAX_BATCH, type LogEvent } from '@tessera/core';

/** Where a batch goes: `/superset/log/?explode=events[&dashboard_id=N|&slice_id=N]`. */
export interface LogTarget {
  dashboardId?: number;
  sliceId?: number;
}

export type LogSender = (endpoint: string, events: LogEvent[]) => void;

export interface LogQueueOptions {
  send: LogSender;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  debounceMs?: number;
  maxBatch?: number;
}

export const LOG_ENDPOINT = '/superset/log/?explode=events';

function asId(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/** The dashboard or chart an event belongs to, if any (explicit ids first, then source). */
export function targetOf(event: LogEvent): LogTarget {
  const dashboardId =
    asId(event.dashboard_id) ?? (event.source === 'dashboard' ? asId(event.source_id) : undefined);
  if (dashboardId !== undefined) return { dashboardId };
  const sliceId =
    asId(event.slice_id) ?? (event.source === 'slice' ? asId(event.source_id) : undefined);
  return sliceId !== undefined ? { sliceId } : {};
}

export function logEndpoint(target: LogTarget): string {
  if (target.dashboardId !== undefined) return `${LOG_ENDPOINT}&dashboard_id=${target.dashboardId}`;
  if (target.sliceId !== undefined) return `${LOG_ENDPOINT}&slice_id=${target.sliceId}`;
  return LOG_ENDPOINT;
}

/**
 * Splits events, in order, into batches of at most `maxBatch` that share one target, so a
 * batch's query string (dashboard_id / slice_id) is true of every event in it.
 */
export function toBatches(
  events: LogEvent[],
  maxBatch = LOG_MAX_BATCH,
): { endpoint: string; events: LogEvent[] }[] {
  const batches: { endpoint: string; events: LogEvent[] }[] = [];
  for (const event of events) {
    const endpoint = logEndpoint(targetOf(event));
    const last = batches[batches.length - 1];
    if (last && last.endpoint === endpoint && last.events.length < maxBatch)
      last.events.push(event);
    else batches.push({ endpoint, events: [event] });
  }
  return batches;
}

export class UsageLogQueue {
  private queue: LogEvent[] = [];
  private timer: unknown = undefined;
  private readonly send: LogSender;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly debounceMs: number;
  private readonly maxBatch: number;

  constructor(options: LogQueueOptions) {
    this.send = options.send;
    this.now = options.now ?? (() => Date.now());
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer =
      options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.debounceMs = options.debounceMs ?? LOG_DEBOUNCE_MS;
    this.maxBatch = options.maxBatch ?? LOG_MAX_BATCH;
  }

  /** Events waiting to be sent. */
  get pending(): number {
    return this.queue.length;
  }

  /** Queues an event (stamped with `ts` when it has none) and restarts the debounce. */
  log(event: LogEvent): void {
    this.queue.push({ ...event, ts: event.ts ?? this.now() });
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      this.flush();
    }, this.debounceMs);
  }

  /** Sends everything queued now (e.g. when the page is hidden). */
  flush(): void {
    if (this.timer !== undefined) {
      this.clearTimer(this.timer);
      this.timer = undefined;
    }
    const events = this.queue;
    this.queue = [];
    for (const batch of toBatches(events, this.maxBatch)) this.send(batch.endpoint, batch.events);
  }
}
