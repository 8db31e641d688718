import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors.js';
import { resolveNow } from './clock.js';
import {
  addUnits,
  compareNaive,
  diffDays,
  formatIso,
  formatNaive,
  fromEpochMs,
  fromLocalDate,
  naive,
  parseIso,
  toEpochMs,
  weekday,
} from './naiveDateTime.js';

describe('NaiveDateTime', () => {
  it('formats exactly as YYYY-MM-DDTHH:MM:SS, padding small years', () => {
    expect(formatNaive(naive(2024, 3, 4, 5, 6, 7, 890))).toBe('2024-03-04T05:06:07');
    expect(formatNaive(naive(1, 1, 1))).toBe('0001-01-01T00:00:00');
    expect(formatNaive(naive(9999, 12, 31, 23, 59, 59))).toBe('9999-12-31T23:59:59');
  });

  it('formats like Python isoformat: fraction and offset only when present', () => {
    expect(formatIso(naive(2024, 3, 4))).toBe('2024-03-04T00:00:00');
    expect(formatIso(naive(2024, 3, 4, 0, 0, 0, 1500))).toBe('2024-03-04T00:00:00.001500');
    expect(formatIso(naive(2024, 3, 4, 0, 0, 0, 0, -330))).toBe('2024-03-04T00:00:00-05:30');
    expect(formatIso(naive(2024, 3, 4, 0, 0, 0, 0, 0))).toBe('2024-03-04T00:00:00+00:00');
  });

  it('rejects impossible fields with Python texts', () => {
    expect(() => naive(2023, 2, 29)).toThrow('day is out of range for month');
    expect(() => naive(0, 1, 1)).toThrow('year 0 is out of range');
    expect(() => naive(2024, 13, 1)).toThrow(TimeRangeError);
  });

  it('reads weekdays Monday = 0', () => {
    expect(weekday(naive(2024, 3, 11))).toBe(0);
    expect(weekday(naive(2024, 3, 14))).toBe(3);
    expect(weekday(naive(2024, 3, 17))).toBe(6);
    expect(weekday(naive(1, 1, 1))).toBe(0);
  });

  it('treats a naive value as UTC for epoch milliseconds', () => {
    expect(toEpochMs(naive(1970, 1, 1))).toBe(0);
    expect(toEpochMs(naive(2024, 3, 14, 15, 27, 41, 123_456))).toBe(
      Date.UTC(2024, 2, 14, 15, 27, 41, 123),
    );
    expect(toEpochMs(naive(2024, 3, 14, 10, 0, 0, 0, 60))).toBe(Date.UTC(2024, 2, 14, 9));
    expect(fromEpochMs(Date.UTC(1969, 11, 31, 23, 59, 59, 999))).toEqual(
      naive(1969, 12, 31, 23, 59, 59, 999_000),
    );
  });

  it('parses strict ISO text', () => {
    expect(parseIso('2024-03-14T15:27:41')).toEqual(naive(2024, 3, 14, 15, 27, 41));
    expect(parseIso('2024-03-14 15:27')).toEqual(naive(2024, 3, 14, 15, 27));
    expect(parseIso('2024-03-14T15:27:41.5Z')).toEqual(naive(2024, 3, 14, 15, 27, 41, 500_000, 0));
    expect(parseIso('2024-03-14')).toEqual(naive(2024, 3, 14));
    expect(parseIso('2024-02-30')).toBeNull();
    expect(parseIso('today')).toBeNull();
  });

  it('reads a JS Date as the local wall clock and truncates now to seconds', () => {
    const date = new Date(2024, 2, 10, 2, 30, 15, 999);
    expect(fromLocalDate(date)).toEqual(
      naive(
        date.getFullYear(),
        date.getMonth() + 1,
        date.getDate(),
        date.getHours(),
        30,
        15,
        999_000,
      ),
    );
    expect(resolveNow(naive(2024, 3, 14, 1, 2, 3, 456))).toEqual(naive(2024, 3, 14, 1, 2, 3));
  });

  it('compares aware values by instant and refuses naive against aware', () => {
    expect(compareNaive(naive(2024, 1, 1, 10, 0, 0, 0, 60), naive(2024, 1, 1, 9, 0, 0, 0, 0))).toBe(
      0,
    );
    expect(compareNaive(naive(2024, 1, 1), naive(2024, 1, 2))).toBe(-1);
    expect(() => compareNaive(naive(2024, 1, 1), naive(2024, 1, 1, 0, 0, 0, 0, 0))).toThrow(
      "can't compare offset-naive and offset-aware datetimes",
    );
  });

  it('counts whole days like Python timedelta.days', () => {
    expect(diffDays(naive(2024, 1, 1), naive(2025, 1, 1))).toBe(366);
    expect(diffDays(naive(2024, 1, 1, 12), naive(2024, 1, 1))).toBe(-1);
  });

  it('adds calendar units, clamping month ends', () => {
    expect(addUnits(naive(2024, 1, 31, 8), 1, 'month')).toEqual(naive(2024, 2, 29, 8));
    expect(addUnits(naive(2024, 1, 31), 13, 'month')).toEqual(naive(2025, 2, 28));
    expect(addUnits(naive(2024, 5, 31), -1, 'quarter')).toEqual(naive(2024, 2, 29));
    expect(addUnits(naive(2024, 12, 31, 23, 59, 59), 86_400, 'second')).toEqual(
      naive(2025, 1, 1, 23, 59, 59),
    );
  });
});
