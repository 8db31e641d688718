/**
 * SQL Lab's results backend (Superset's RESULTS_BACKEND): each stored result is a header
 * (columns as JSON) and its rows as gzip-compressed JSON chunks of {@link CHUNK_ROWS} rows,
 * so a window of a large result reads only the chunks it touches. Kept in the metadata store
 * by default, in Redis (shared by every process) when TESSERA_REDIS_URL is set; both expire
 * results after TESSERA_SQLLAB_RESULTS_TTL_SECONDS.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Redis } from 'ioredis';
import * as meta from '../../meta/sqlLabResults.js';
import type { MetaStore } from '../../meta/store.js';
import { sharedRedisClient, type SharedRedisClient } from '../../redis/client.js';
import type { SqlLabResultColumn } from '@tessera/core';

export const CHUNK_ROWS = 10_000;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export interface ResultHeader {
  columns: SqlLabResultColumn[];
  rowCount: number;
  chunkRows: number;
}

export async function encodeChunk(rows: unknown[][]): Promise<Uint8Array> {
  return gzipAsync(Buffer.from(JSON.stringify(rows)), { level: 1 });
}

export async function decodeChunk(data: Uint8Array): Promise<unknown[][]> {
  return JSON.parse((await gunzipAsync(data)).toString('utf8')) as unknown[][];
}

export interface ResultsBackend {
  store(key: string, header: ResultHeader, chunks: Uint8Array[]): Promise<void>;
  header(key: string): Promise<ResultHeader | null>;
  /** The encoded chunks `from`..`to` (inclusive) in order. */
  chunks(key: string, from: number, to: number): Promise<Uint8Array[]>;
  close(): Promise<void>;
}

/** The rows `offset`..`offset + limit` of a stored result. */
export async function readWindow(
  backend: ResultsBackend,
  key: string,
  header: ResultHeader,
  offset: number,
  limit: number,
): Promise<unknown[][]> {
  const end = Math.min(header.rowCount, offset + limit);
  if (end <= offset) return [];
  const first = Math.floor(offset / header.chunkRows);
  const last = Math.floor((end - 1) / header.chunkRows);
  const chunks = await backend.chunks(key, first, last);
  if (chunks.length !== last - first + 1) return [];
  const rows: unknown[][] = [];
  for (let i = 0; i < chunks.length; i += 1) {
    const base = (first + i) * header.chunkRows;
    const decoded = await decodeChunk(chunks[i]);
    rows.push(...decoded.slice(Math.max(0, offset - base), end - base));
  }
  return rows;
}

class MetaStoreResultsBackend implements ResultsBackend {
  private lastSweep = 0;

  constructor(
    private readonly meta: MetaStore,
    private readonly ttlSeconds: number,
  ) {}

  async store(key: string, header: ResultHeader, chunks: Uint8Array[]): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await meta.deleteExpiredResults(this.meta.db, new Date(now).toISOString());
    }
    const expires = new Date(now + this.ttlSeconds * 1000).toISOString();
    const head = {
      header: JSON.stringify(header.columns),
      row_count: header.rowCount,
      chunk_rows: header.chunkRows,
    };
    await meta.insertResult(this.meta.db, key, head, chunks, expires);
  }

  async header(key: string): Promise<ResultHeader | null> {
    const row = await meta.findResultHeader(this.meta.db, key, new Date().toISOString());
    if (!row) return null;
    return {
      columns: JSON.parse(row.header) as SqlLabResultColumn[],
      rowCount: row.row_count,
      chunkRows: row.chunk_rows,
    };
  }

  async chunks(key: string, from: number, to: number): Promise<Uint8Array[]> {
    const rows = await meta.findResultChunks(this.meta.db, key, from, to);
    return rows.map((r) => r.data);
  }

  async close(): Promise<void> {}
}

class RedisResultsBackend implements ResultsBackend {
  constructor(
    private readonly client: SharedRedisClient,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  private key(key: string, part: string): string {
    return `${this.prefix}tessera:sqllab:${key}:${part}`;
  }

  private redis(): Promise<Redis> {
    return this.client.get();
  }

  async store(key: string, header: ResultHeader, chunks: Uint8Array[]): Promise<void> {
    const redis = await this.redis();
    const multi = redis.multi();
    chunks.forEach((c, i) =>
      multi.set(this.key(key, `chunk:${i}`), Buffer.from(c), 'EX', this.ttlSeconds),
    );
    // The header last: a reader that finds it finds every chunk.
    multi.set(this.key(key, 'head'), JSON.stringify(header), 'EX', this.ttlSeconds);
    await multi.exec();
  }

  async header(key: string): Promise<ResultHeader | null> {
    const text = await (await this.redis()).get(this.key(key, 'head'));
    return text ? (JSON.parse(text) as ResultHeader) : null;
  }

  async chunks(key: string, from: number, to: number): Promise<Uint8Array[]> {
    const keys = Array.from({ length: to - from + 1 }, (_, i) =>
      this.key(key, `chunk:${from + i}`),
    );
    const values = await (await this.redis()).mgetBuffer(...keys);
    return values.filter((v): v is Buffer => v !== null);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

export function createResultsBackend(
  store: MetaStore,
  options: { redisUrl?: string; redisPrefix: string; ttlSeconds: number },
): ResultsBackend {
  return options.redisUrl
    ? new RedisResultsBackend(
        sharedRedisClient(options.redisUrl),
        options.redisPrefix,
        options.ttlSeconds,
      )
    : new MetaStoreResultsBackend(store, options.ttlSeconds);
}
