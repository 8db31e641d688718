/**
 * Redis connections from TESSERA_REDIS_URL, for every room that keeps something in Redis
 * (the results cache, SQL Lab's results backend, async events, the job queues). The driver
 * is loaded on first use, so that a process without Redis (and the CLI's other commands)
 * never loads it.
 */
import type { Redis } from 'ioredis';

export interface RedisClientOptions {
  /** Blocking readers (XREAD BLOCK) need commands that wait as long as it takes. */
  blocking?: boolean;
}

/** One client, opened on first use. */
export interface SharedRedisClient {
  get(): Promise<Redis>;
  close(): Promise<void>;
}

export async function createRedisClient(
  url: string,
  options: RedisClientOptions = {},
): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: options.blocking ? null : 2,
    connectTimeout: 5000,
  });
}

/** A connector that opens one client on first use and gives it to every later caller. */
export function sharedRedisClient(
  url: string,
  options: RedisClientOptions = {},
): SharedRedisClient {
  let client: Promise<Redis> | null = null;
  return {
    get: (): Promise<Redis> => (client ??= createRedisClient(url, options)),
    async close(): Promise<void> {
      if (client) (await client).disconnect();
      client = null;
    },
  };
}
