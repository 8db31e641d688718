/**
 * The results cache in Redis (TESSERA_REDIS_URL), shared by every web and worker process:
 * `SET key value EX ttl` under `<TESSERA_REDIS_PREFIX>tessera:cache:`. A Redis that cannot
 * be reached makes a read a miss and a write a no-op (logged), never a failed chart.
 */
import type { Redis } from 'ioredis';
import type { SharedRedisClient } from '../../redis/client.js';
import type { ResultsCache } from './resultsCache.js';

export interface CacheLogger {
  warn(obj: object, msg: string): void;
}

export class RedisResultsCache implements ResultsCache {
  constructor(
    private readonly client: SharedRedisClient,
    private readonly prefix: string,
    private readonly logger: CacheLogger,
  ) {}

  private redis(): Promise<Redis> {
    return this.client.get();
  }

  private key(key: string): string {
    return `${this.prefix}tessera:cache:${key}`;
  }

  async get(key: string): Promise<string | null> {
    try {
      return await (await this.redis()).get(this.key(key));
    } catch (err) {
      this.logger.warn({ err }, 'results cache read failed');
      return null;
    }
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    try {
      const redis = await this.redis();
      if (ttlSeconds > 0) await redis.set(this.key(key), value, 'EX', ttlSeconds);
      else await redis.set(this.key(key), value);
    } catch (err) {
      this.logger.warn({ err }, 'results cache write failed');
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await (await this.redis()).del(this.key(key));
    } catch (err) {
      this.logger.warn({ err }, 'results cache delete failed');
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
