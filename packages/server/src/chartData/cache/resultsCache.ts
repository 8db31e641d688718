/**
 * The results cache (Superset's DATA_CACHE_CONFIG): chart data results and the query
 * contexts async jobs replay, as JSON text under a key, each with its own lifetime. In
 * memory by default (memoryCache.ts), in Redis when TESSERA_REDIS_URL is set
 * (redisCache.ts); both behave the same.
 */
export interface ResultsCache {
  /** The text stored under the key, or null when absent or expired. */
  get(key: string): Promise<string | null>;
  /** Stores the text; `ttlSeconds` 0 keeps it until it is evicted. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
