/**
 * Async events in Redis streams, as Superset keeps them (superset-api.md §5): each event is
 * appended to `<prefix>async-events-<channel>` (the id polling clients see) and to
 * `<prefix>async-events-full` (every channel, for live readers), one field `data` holding
 * the job metadata as JSON. Live subscribers of this process share one blocking reader of
 * the full stream.
 */
import type { SharedRedisClient } from '../redis/client.js';
import type { AsyncEvent, AsyncJobMetadata } from '@tessera/core';
import { EVENTS_PER_READ, type AsyncEventStore } from './asyncEvents.js';

export const ASYNC_EVENTS_STREAM_PREFIX = 'async-events-';
const CHANNEL_MAXLEN = 1000;
const FULL_MAXLEN = 100_000;
/** A channel stream nobody writes to for this long is dropped. */
const CHANNEL_TTL_SECONDS = 7 * 86400;

type StreamEntries = [id: string, fields: string[]][];
type XReadReply = [key: string, entries: StreamEntries][] | null;

interface Logger {
  warn(obj: object, msg: string): void;
}

function dataOf(fields: string[]): unknown {
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'data') return JSON.parse(fields[i + 1]);
  }
  return null;
}

export class RedisAsyncEventStore implements AsyncEventStore {
  private readonly listeners = new Map<string, Set<(event: AsyncEvent) => void>>();
  private reading = false;
  private closed = false;

  /** `reader` is a connection of its own: blocking reads hold it. */
  constructor(
    private readonly client: SharedRedisClient,
    private readonly reader: SharedRedisClient,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  private channelStream(channel: string): string {
    return `${this.prefix}${ASYNC_EVENTS_STREAM_PREFIX}${channel}`;
  }

  private get fullStream(): string {
    return `${this.prefix}${ASYNC_EVENTS_STREAM_PREFIX}full`;
  }

  async append(metadata: AsyncJobMetadata): Promise<AsyncEvent> {
    const stream = this.channelStream(metadata.channel_id);
    const data = JSON.stringify(metadata);
    const redis = await this.client.get();
    const id = (await redis.xadd(
      stream,
      'MAXLEN',
      '~',
      String(CHANNEL_MAXLEN),
      '*',
      'data',
      data,
    )) as string;
    await redis.expire(stream, CHANNEL_TTL_SECONDS);
    await redis.xadd(
      this.fullStream,
      'MAXLEN',
      '~',
      String(FULL_MAXLEN),
      '*',
      'data',
      JSON.stringify({ ...metadata, id }),
    );
    return { id, ...metadata };
  }

  async read(
    channel: string,
    lastId: string | null,
    limit = EVENTS_PER_READ,
  ): Promise<AsyncEvent[]> {
    const redis = await this.client.get();
    const reply = (await redis.xread(
      'COUNT',
      limit,
      'STREAMS',
      this.channelStream(channel),
      lastId ?? '0-0',
    )) as XReadReply;
    const entries = reply?.[0]?.[1] ?? [];
    return entries.map(([id, fields]) => ({ id, ...(dataOf(fields) as AsyncJobMetadata) }));
  }

  async subscribe(channel: string, listener: (event: AsyncEvent) => void): Promise<() => void> {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    if (!this.reading) {
      this.reading = true;
      const start = await this.lastFullId();
      void this.readLoop(start);
    }
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  private async lastFullId(): Promise<string> {
    const redis = await this.client.get();
    const last = (await redis.xrevrange(this.fullStream, '+', '-', 'COUNT', 1)) as StreamEntries;
    return last[0]?.[0] ?? '0-0';
  }

  private async readLoop(from: string): Promise<void> {
    let last = from;
    const reader = await this.reader.get();
    while (!this.closed && this.listeners.size > 0) {
      try {
        const reply = (await reader.xread(
          'COUNT',
          EVENTS_PER_READ,
          'BLOCK',
          1000,
          'STREAMS',
          this.fullStream,
          last,
        )) as XReadReply;
        for (const [id, fields] of reply?.[0]?.[1] ?? []) {
          last = id;
          const event = dataOf(fields) as AsyncEvent | null;
          if (!event) continue;
          for (const listener of this.listeners.get(event.channel_id) ?? []) listener(event);
        }
      } catch (err) {
        if (this.closed) break;
        this.logger.warn({ err }, 'reading async events failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    this.reading = false;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.reader.close();
    await this.client.close();
  }
}
