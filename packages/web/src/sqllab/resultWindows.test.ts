import { describe, expect, it } from 'vitest';
import { ResultWindows } from './resultWindows';

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ n: from + i }));

describe('ResultWindows', () => {
  it('asks only for the windows a visible range needs', () => {
    const cache = new ResultWindows(1_000_000, 500);
    expect(cache.missing(0, 40)).toEqual([0]);
    expect(cache.missing(480, 1020)).toEqual([0, 1, 2]);
    expect(cache.range(2)).toEqual({ offset: 1000, limit: 500 });
  });

  it('serves rows from the first rows of the run and fetched windows', () => {
    const cache = new ResultWindows(1200, 500);
    cache.seed(0, rows(0, 1000));
    expect(cache.row(999)).toEqual({ n: 999 });
    expect(cache.row(1000)).toBeUndefined();
    expect(cache.missing(900, 1199)).toEqual([2]);
    expect(cache.range(2)).toEqual({ offset: 1000, limit: 200 });
    cache.store(2, rows(1000, 200));
    expect(cache.row(1199)).toEqual({ n: 1199 });
    expect(cache.complete()).toBe(true);
    expect(cache.allRows()).toHaveLength(1200);
  });

  it('does not ask twice for a window being fetched, and again after a failure', () => {
    const cache = new ResultWindows(5000, 500);
    cache.markPending(3);
    expect(cache.missing(1500, 2100)).toEqual([4]);
    cache.release(3);
    expect(cache.missing(1500, 2100)).toEqual([3, 4]);
  });

  it('keeps only the most recently used windows of a huge result', () => {
    const cache = new ResultWindows(1_000_000, 100, 3);
    for (const w of [0, 1, 2]) cache.store(w, rows(w * 100, 100));
    cache.touch(0, 50);
    cache.store(3, rows(300, 100));
    expect(cache.heldWindows().sort()).toEqual([0, 2, 3]);
    expect(cache.row(150)).toBeUndefined();
    expect(cache.complete()).toBe(false);
  });

  it('has nothing to fetch for an empty result', () => {
    expect(new ResultWindows(0).missing(0, 10)).toEqual([]);
  });
});
