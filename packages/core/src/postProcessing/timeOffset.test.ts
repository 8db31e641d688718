import { describe, expect, it } from 'vitest';
import { dataFrameFromRecords } from './dataFrame.js';
import { dataFrameToRecords } from './records.js';
import { addTimeDelta, joinTimeOffset, parseTimeDelta } from './timeOffset.js';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

describe('parseTimeDelta', () => {
  it('reads Superset time-comparison offsets', () => {
    expect(parseTimeDelta('1 year ago')).toEqual({ unit: 'year', value: -1 });
    expect(parseTimeDelta('52 weeks ago')).toEqual({ unit: 'week', value: -52 });
    expect(parseTimeDelta('2 quarters later')).toEqual({ unit: 'month', value: 6 });
    expect(parseTimeDelta('inherit')).toBeNull();
  });

  it('adds calendar months and years, clipping to the month end', () => {
    expect(addTimeDelta(day('2020-02-29'), 'year', 1)).toBe(day('2021-02-28'));
    expect(addTimeDelta(day('2021-03-31'), 'month', -1)).toBe(day('2021-02-28'));
    expect(addTimeDelta(Date.UTC(2021, 0, 1, 13, 30), 'week', 1)).toBe(
      Date.UTC(2021, 0, 8, 13, 30),
    );
  });
});

describe('joinTimeOffset', () => {
  const main = dataFrameFromRecords(
    [
      { ds: day('2021-01-01'), gender: 'boy', 'SUM(num)': 10 },
      { ds: day('2021-01-01'), gender: 'girl', 'SUM(num)': 20 },
      { ds: day('2021-02-01'), gender: 'boy', 'SUM(num)': 30 },
    ],
    { temporalColumns: ['ds'] },
  );
  const shifted = dataFrameFromRecords(
    [
      { ds: day('2020-02-01'), gender: 'boy', 'SUM(num)': 3 },
      { ds: day('2020-01-01'), gender: 'girl', 'SUM(num)': 2 },
      { ds: day('2020-01-01'), gender: 'boy', 'SUM(num)': 1 },
      { ds: day('2019-12-01'), gender: 'boy', 'SUM(num)': 99 },
    ],
    { temporalColumns: ['ds'] },
  );

  it('moves the shifted rows forward by the offset and left-joins them as <metric>__<offset>', () => {
    const out = dataFrameToRecords(
      joinTimeOffset(main, shifted, {
        joinColumn: 'ds',
        metrics: ['SUM(num)'],
        offset: '1 year ago',
      }),
    );
    expect(out.colnames).toEqual(['ds', 'gender', 'SUM(num)', 'SUM(num)__1 year ago']);
    expect(out.data.map((r) => r['SUM(num)__1 year ago'])).toEqual([1, 2, 3]);
    expect(out.temporalColumns).toEqual(['ds']);
  });

  it('gives null where the shifted query has no matching row, or no rows', () => {
    const partial = dataFrameFromRecords(
      [{ ds: day('2020-01-01'), gender: 'boy', 'SUM(num)': 1 }],
      {
        temporalColumns: ['ds'],
      },
    );
    const joined = joinTimeOffset(main, partial, {
      joinColumn: 'ds',
      metrics: ['SUM(num)'],
      offset: '1 year ago',
    });
    expect(joined.columns[3].values).toEqual([1, null, null]);
    const none = joinTimeOffset(main, dataFrameFromRecords([]), {
      joinColumn: 'ds',
      metrics: ['SUM(num)'],
      offset: '1 year ago',
    });
    expect(none.columns[3].values).toEqual([null, null, null]);
  });

  it('takes an explicit delta for offsets that are not "N unit ago"', () => {
    const out = joinTimeOffset(main, shifted, {
      joinColumn: 'ds',
      metrics: ['SUM(num)'],
      offset: 'inherit',
      delta: { unit: 'month', value: -1 },
    });
    // 2019-12-01 + 1 month = 2020-01-01: no main row that early, so nothing from it lands.
    expect(out.columns.map((c) => c.name)).toContain('SUM(num)__inherit');
    expect(() =>
      joinTimeOffset(main, shifted, { joinColumn: 'ds', metrics: ['SUM(num)'], offset: 'inherit' }),
    ).toThrow('Time delta is ambiguous. Please specify [inherit ago] or [inherit later].');
  });

  it('one aggregate row (no time column, no dimension) takes the shifted aggregate', () => {
    const total = dataFrameFromRecords([{ 'SUM(num)': 60 }]);
    const before = dataFrameFromRecords([{ 'SUM(num)': 45 }]);
    const out = dataFrameToRecords(
      joinTimeOffset(total, before, {
        joinColumn: '__timestamp',
        metrics: ['SUM(num)'],
        offset: '1 year ago',
        joinKeys: [],
      }),
    );
    expect(out.data).toEqual([{ 'SUM(num)': 60, 'SUM(num)__1 year ago': 45 }]);
    const grouped = dataFrameFromRecords([{ gender: 'boy', 'SUM(num)': 1 }]);
    expect(() =>
      joinTimeOffset(grouped, before, {
        joinColumn: '__timestamp',
        metrics: ['SUM(num)'],
        offset: '1 year ago',
      }),
    ).toThrow('A time column must be specified when using a Time Comparison.');
  });
});
