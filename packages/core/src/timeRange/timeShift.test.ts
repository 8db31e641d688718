import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors.js';
import { formatIso, naive } from './naiveDateTime.js';
import { getSinceUntil } from './sinceUntil.js';
import { bounds, NOW, REF_NOW } from './testUtils.js';
import { isDateOffset, isDateRangeOffset, shiftByOffset } from './timeOffsets.js';
import { isParseableTimeShift, normalizeTimeDelta, shiftIntoPast, timeShift } from './timeShift.js';

describe('time_shift of get_since_until (reference §2.9, now = 2016-11-07T09:30:10)', () => {
  const shifted = (timeRange: string, shift: string) =>
    bounds(getSinceUntil(timeRange, { now: REF_NOW, timeShift: shift }));
  const longRange = '2000-01-01T00:00:00 : 2018-01-01T00:00:00';

  it.each([
    ['yesterday : tomorrow', '1 day', '2016-11-05T00:00:00', '2016-11-07T00:00:00'],
    [longRange, '1 year', '1999-01-01T00:00:00', '2017-01-01T00:00:00'],
    [longRange, '1 month', '1999-12-01T00:00:00', '2017-12-01T00:00:00'],
    [longRange, '1 week', '1999-12-25T00:00:00', '2017-12-25T00:00:00'],
    [longRange, 'inherited', '2000-01-01T00:00:00', '2018-01-01T00:00:00'],
    ['2021-01-01 : 2022-02-01', '1 year ago', '2020-01-01T00:00:00', '2021-02-01T00:00:00'],
    ['Last week', '1 year ago', '2015-10-31T00:00:00', '2015-11-07T00:00:00'],
    ['Last week', '1 week ago', '2016-10-24T00:00:00', '2016-10-31T00:00:00'],
    ['Last week', '-1 year', '2015-10-31T00:00:00', '2015-11-07T00:00:00'],
    ['Last week', '2016-01-01 : 2016-02-01', '2016-01-01T00:00:00', '2016-02-01T00:00:00'],
    [' : 2016-03-31', '1 month', null, '2016-02-29T00:00:00'],
  ])('%s shifted by %s', (timeRange, shift, since, until) => {
    expect(shifted(timeRange, shift)).toEqual([since, until]);
  });

  it('computes the shift per bound with calendar arithmetic', () => {
    expect(shiftIntoPast(naive(2024, 3, 31, 10, 5), '1 month')).toEqual(naive(2024, 2, 29, 10, 5));
    expect(shiftIntoPast(naive(2024, 2, 29), '1 year ago')).toEqual(naive(2023, 2, 28));
    expect(shiftIntoPast(naive(2024, 2, 29), '2 quarters')).toEqual(naive(2023, 8, 29));
  });
});

describe('timeShift (get_past_or_future)', () => {
  const leapDay = naive(2020, 2, 29);
  it.each([
    ['1 year', '2021-02-28T00:00:00'],
    ['-1 year', '2019-02-28T00:00:00'],
    ['1 month', '2020-03-29T00:00:00'],
    ['3 month', '2020-05-29T00:00:00'],
    ['1 year ago', '2019-02-28T00:00:00'],
    ['52 weeks ago', '2019-03-02T00:00:00'],
    ['1 quarter ago', '2019-11-29T00:00:00'],
    ['28 days ago', '2020-02-01T00:00:00'],
    ['2 hours later', '2020-02-29T02:00:00'],
    ['banana', '2020-02-29T00:00:00'],
    ['', '2020-02-29T00:00:00'],
  ])('2020-02-29 shifted by %j', (text, expected) => {
    expect(formatIso(timeShift(leapDay, text))).toBe(expected);
  });

  it('keeps the time of day and fractional seconds', () => {
    expect(formatIso(timeShift(naive(2024, 3, 14, 15, 27, 41, 500), '1 year ago'))).toBe(
      '2023-03-14T15:27:41.000500',
    );
  });

  it('tells which phrases it understands', () => {
    expect(isParseableTimeShift('1 year ago')).toBe(true);
    expect(isParseableTimeShift('0 days ago')).toBe(true);
    expect(isParseableTimeShift('inherit')).toBe(false);
    expect(isParseableTimeShift('')).toBe(false);
  });
});

describe('shiftByOffset (time_offsets of the chart data engine)', () => {
  const since = naive(2024, 1, 1);
  const until = naive(2024, 1, 8);
  const show = (r: ReturnType<typeof shiftByOffset>) => [
    ...bounds(r),
    r.resolvedOffset,
    r.isDateRange,
  ];

  it('moves both bounds by a relative offset', () => {
    expect(show(shiftByOffset(since, until, '1 week ago'))).toEqual([
      '2023-12-25T00:00:00',
      '2024-01-01T00:00:00',
      '1 week ago',
      false,
    ]);
    expect(show(shiftByOffset(since, until, '1 year ago'))).toEqual([
      '2023-01-01T00:00:00',
      '2023-01-08T00:00:00',
      '1 year ago',
      false,
    ]);
  });

  it('shifts "inherit" by the length of the range in days', () => {
    expect(show(shiftByOffset(since, until, 'inherit'))).toEqual([
      '2023-12-25T00:00:00',
      '2024-01-01T00:00:00',
      '7 days ago',
      false,
    ]);
  });

  it('starts a YYYY-MM-DD offset on that date', () => {
    expect(show(shiftByOffset(since, until, '2023-06-01'))).toEqual([
      '2023-06-01T00:00:00',
      '2023-06-08T00:00:00',
      '214 days ago',
      false,
    ]);
  });

  it('replaces the range with a date-range offset', () => {
    expect(show(shiftByOffset(since, until, '2023-01-01 : 2023-02-01', { now: NOW }))).toEqual([
      '2023-01-01T00:00:00',
      '2023-02-01T00:00:00',
      '2023-01-01 : 2023-02-01',
      true,
    ]);
  });

  it('requires both outer bounds', () => {
    expect(() => shiftByOffset(null, until, '1 year ago')).toThrow(TimeRangeError);
    expect(() => shiftByOffset(since, null, '1 year ago')).toThrow(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  });

  it('recognises the offset shapes as Superset does', () => {
    expect(isDateOffset('2023-06-01')).toBe(true);
    expect(isDateOffset('2023-6-1')).toBe(true);
    expect(isDateOffset('2023-02-30')).toBe(false);
    expect(isDateOffset(' 2023-06-01')).toBe(false);
    expect(isDateRangeOffset('2023-01-01 : 2023-02-01')).toBe(true);
    expect(isDateRangeOffset('2023-01-01:2023-02-01')).toBe(true);
    expect(isDateRangeOffset('2023-01-01 : now')).toBe(false);
    expect(isDateRangeOffset('1 year ago')).toBe(false);
  });
});

describe('normalizeTimeDelta', () => {
  it('reads N unit(s) ago|later', () => {
    expect(normalizeTimeDelta('1 year ago')).toEqual({ unit: 'year', value: -1 });
    expect(normalizeTimeDelta('2 quarters later')).toEqual({ unit: 'month', value: 6 });
    expect(normalizeTimeDelta('3 Days ')).toEqual({ unit: 'day', value: 3 });
  });

  it('rejects anything else as ambiguous', () => {
    expect(() => normalizeTimeDelta('yesterday')).toThrow(
      'Time delta is ambiguous. Please specify [yesterday ago] or [yesterday later].',
    );
  });
});
