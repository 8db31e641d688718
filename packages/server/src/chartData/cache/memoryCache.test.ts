import { describe, expect, it } from 'vitest';
import { MemoryResultsCache } from './memoryCache.js';

describe('the in-memory results cache', () => {
  it('gives back what was stored until it expires', async () => {
    let now = 1_000_000;
    const cache = new MemoryResultsCache(1024 * 1024, () => now);
    await cache.set('a', '{"x":1}', 10);
    expect(await cache.get('a')).toBe('{"x":1}');
    now += 9_999;
    expect(await cache.get('a')).toBe('{"x":1}');
    now += 1;
    expect(await cache.get('a')).toBeNull();
    expect(cache.usedBytes).toBe(0);
  });

  it('keeps entries without a timeout until they are evicted or deleted', async () => {
    let now = 0;
    const cache = new MemoryResultsCache(1024, () => now);
    await cache.set('forever', 'v', 0);
    now += 10 ** 12;
    expect(await cache.get('forever')).toBe('v');
    await cache.delete('forever');
    expect(await cache.get('forever')).toBeNull();
  });

  it('evicts the least recently used entries past its size bound', async () => {
    const value = 'x'.repeat(100); // 202 bytes with its one-letter key
    const cache = new MemoryResultsCache(700);
    await cache.set('a', value, 60);
    await cache.set('b', value, 60);
    await cache.set('c', value, 60);
    expect(await cache.get('a')).toBe(value); // a is now the most recently used
    await cache.set('d', value, 60);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).toBe(value);
    expect(await cache.get('c')).toBe(value);
    expect(await cache.get('d')).toBe(value);
    expect(cache.usedBytes).toBeLessThanOrEqual(700);
  });

  it('does not keep a value larger than the whole cache, and replaces values in place', async () => {
    const cache = new MemoryResultsCache(100);
    await cache.set('big', 'x'.repeat(100), 60);
    expect(await cache.get('big')).toBeNull();
    await cache.set('k', 'one', 60);
    await cache.set('k', 'two', 60);
    expect(await cache.get('k')).toBe('two');
    expect(cache.size).toBe(1);
    expect(cache.usedBytes).toBe(8);
  });
});
