/**
 * Async query events (superset-api.md §5): each job's status changes appended to its
 * channel with an id `<ms>-<seq>` (Redis stream ids), read after a `last_id` (polling,
 * at most 100 at a time) or pushed to subscribers (the WebSocket). In memory by default
 * (one process); in Redis streams when TESSERA_REDIS_URL is set (redisAsyncEvents.ts).
 */
import type { AsyncEvent, AsyncJobMetadata } from '@tessera/core';

export const EVENTS_PER_READ = 100;

export interface AsyncEventStore {
  append(event: AsyncJobMetadata): Promise<AsyncEvent>;
  /** Events of the channel after `lastId` (from the start when null), oldest first. */
  read(channel: string, lastId: string | null, limit?: number): Promise<AsyncEvent[]>;
  /** Calls `listener` with each event appended to the channel from now on; returns the unsubscribe. */
  subscribe(channel: string, listener: (event: AsyncEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** Compares two `<ms>-<seq>` ids. */
export function compareEventIds(a: string, b: string): number {
  const [am, as = '0'] = a.split('-');
  const [bm, bs = '0'] = b.split('-');
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}

/** A well-formed `<ms>-<seq>` (or `<ms>`) id. */
export function isEventId(id: string): boolean {
  return /^\d+(-\d+)?$/.test(id);
}

const MAX_EVENTS_PER_CHANNEL = 1000;
const MAX_CHANNELS = 10000;

export class MemoryAsyncEventStore implements AsyncEventStore {
  /** Map order is the order channels were last written. */
  private readonly channels = new Map<string, AsyncEvent[]>();
  private readonly listeners = new Map<string, Set<(event: AsyncEvent) => void>>();
  private lastMs = 0;
  private seq = 0;

  private nextId(): string {
    const now = Date.now();
    if (now > this.lastMs) {
      this.lastMs = now;
      this.seq = 0;
    } else {
      this.seq += 1;
    }
    return `${this.lastMs}-${this.seq}`;
  }

  async append(metadata: AsyncJobMetadata): Promise<AsyncEvent> {
    const event: AsyncEvent = { id: this.nextId(), ...metadata };
    const events = this.channels.get(event.channel_id) ?? [];
    this.channels.delete(event.channel_id);
    events.push(event);
    if (events.length > MAX_EVENTS_PER_CHANNEL) events.shift();
    this.channels.set(event.channel_id, events);
    if (this.channels.size > MAX_CHANNELS) {
      this.channels.delete(this.channels.keys().next().value as string);
    }
    for (const listener of this.listeners.get(event.channel_id) ?? []) listener(event);
    return event;
  }

  async read(
    channel: string,
    lastId: string | null,
    limit = EVENTS_PER_READ,
  ): Promise<AsyncEvent[]> {
    const events = this.channels.get(channel) ?? [];
    const after = lastId ? events.filter((e) => compareEventIds(e.id, lastId) > 0) : events;
    return after.slice(0, limit);
  }

  async subscribe(channel: string, listener: (event: AsyncEvent) => void): Promise<() => void> {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
