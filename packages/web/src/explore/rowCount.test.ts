import { describe, expect, it } from 'vitest';
import { LIMIT_REACHED, rowCountLabel, rowLimitOf } from './rowCount';

describe('rowCountLabel', () => {
  it('counts rows, singular for one', () => {
    expect(rowCountLabel(1, 10000).text).toBe('1 row');
    expect(rowCountLabel(10000, 50000).text).toBe('10k rows');
    expect(rowCountLabel(42, 10000)).toEqual({
      text: '42 rows',
      type: 'default',
      limitReached: false,
    });
  });

  it('warns when the row count reaches the row limit', () => {
    expect(rowCountLabel(100, 100)).toEqual({
      text: '100 rows',
      type: 'warning',
      limitReached: true,
    });
    expect(LIMIT_REACHED).toBe('Limit reached');
  });

  it('marks no rows as danger, and ignores a missing limit', () => {
    expect(rowCountLabel(0, null)).toMatchObject({
      text: '0 rows',
      type: 'danger',
      limitReached: false,
    });
    expect(rowCountLabel(5, undefined).limitReached).toBe(false);
  });

  it('reads the row limit from the form data', () => {
    expect(rowLimitOf({ row_limit: 10000 })).toBe(10000);
    expect(rowLimitOf({ row_limit: '50' })).toBe(50);
    expect(rowLimitOf({})).toBeNull();
    expect(rowLimitOf(null)).toBeNull();
  });
});
