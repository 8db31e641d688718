/**
 * The in-process results cache: least recently used entries go first once the texts held
 * pass the size bound (TESSERA_CACHE_MAX_MB); expired entries are dropped when read or
 * when space is needed. Sizes count UTF-16 code units twice, as V8 holds strings.
 */
import type { ResultsCache } from './resultsCache.js';

interface Entry {
  value: string;
  /** Epoch ms after which the entry is gone; Infinity for no expiry. */
  expiresAt: number;
  bytes: number;
}

export class MemoryResultsCache implements ResultsCache {
  /** Map order is recency order: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.clock()) {
      this.remove(key, entry);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const bytes = value.length * 2 + key.length * 2;
    if (bytes > this.maxBytes) return;
    const expiresAt = ttlSeconds > 0 ? this.clock() + ttlSeconds * 1000 : Infinity;
    this.entries.set(key, { value, expiresAt, bytes });
    this.bytes += bytes;
    this.evict();
  }

  async delete(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    if (this.bytes <= this.maxBytes) return;
    const now = this.clock();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.remove(key, entry);
    }
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key, entry);
    }
  }
}
