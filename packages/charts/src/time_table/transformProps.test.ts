import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { cellValue, colorFromBounds, formatCell, rowUrl, sparklineValues } from './cells.js';
import transformProps from './transformProps.js';
import type { TimeTableColumn } from './transformProps.js';

const t = (y: number) => utc(`${y}-01-01`);
const FORM: Partial<QueryFormData> = {
  viz_type: 'time_table',
  metrics: [SUM_NUM, 'count'],
  groupby: [],
  column_collection: [
    { key: 'k1', label: 'Trend', colType: 'spark', width: '200', height: '40' },
    { key: 'k2', label: 'YoY', colType: 'time', timeLag: 1, comparisonType: 'perc_change' },
  ],
  url: '/explore/?metric={{ metric }}',
};
const DATA = queryResult(
  [
    { __timestamp: t(2002), 'SUM(num)': 30, count: 3 },
    { __timestamp: t(2000), 'SUM(num)': 10, count: 1 },
    { __timestamp: t(2001), 'SUM(num)': 20, count: null },
  ],
  ['__timestamp'],
);
const col = (c: Partial<TimeTableColumn>): TimeTableColumn => ({
  key: 'c',
  label: 'c',
  colType: '',
  ...c,
});

describe('time_table transformProps', () => {
  it('a row per metric, values by time oldest first, saved metric verbose names', () => {
    const props = transformProps(chartProps(FORM, [DATA]));
    expect(props.times).toEqual([t(2000), t(2001), t(2002)]);
    expect(props.rows).toEqual([
      { key: 'SUM(num)', label: 'SUM(num)', values: [10, 20, 30] },
      { key: 'count', label: 'COUNT(*)', values: [1, null, 3] },
    ]);
    expect(props.totals).toEqual([11, 20, 33]);
    expect(props.columns.map((c) => [c.key, c.colType, c.timeLag])).toEqual([
      ['k1', 'spark', undefined],
      ['k2', 'time', 1],
    ]);
    expect(props.isGroupBy).toBe(false);
  });
  it('grouped: a row per group of the one metric, groups sorted', () => {
    const props = transformProps(
      chartProps({ ...FORM, metrics: [SUM_NUM], groupby: ['gender'] }, [
        queryResult(
          [
            { __timestamp: t(2000), gender: 'girl', 'SUM(num)': 5 },
            { __timestamp: t(2000), gender: 'boy', 'SUM(num)': -7 },
            { __timestamp: t(2001), gender: 'boy', 'SUM(num)': 8 },
            { __timestamp: t(2001), gender: null, 'SUM(num)': 1 },
          ],
          ['__timestamp'],
        ),
      ]),
    );
    expect(props.rows.map((r) => [r.label, r.values])).toEqual([
      ['<NULL>', [null, 1]],
      ['boy', [-7, 8]],
      ['girl', [5, null]],
    ]);
    expect(props.isGroupBy).toBe(true);
  });
  it('empty data and thousands of rows', () => {
    const empty = transformProps(chartProps(FORM, [queryResult([])]));
    expect(empty.rows.map((r) => r.values)).toEqual([[], []]);
    expect(cellValue(empty.rows[0], col({ colType: 'time', timeLag: 1 }), [])).toEqual({
      value: null,
    });
    const many = Array.from({ length: 5000 }, (_, i) => ({
      __timestamp: t(2000 + (i % 10)),
      name: `n${Math.floor(i / 10)}`,
      'SUM(num)': i,
    }));
    const props = transformProps(
      chartProps({ ...FORM, metrics: [SUM_NUM], groupby: ['name'] }, [
        queryResult(many, ['__timestamp']),
      ]),
    );
    expect(props.rows).toHaveLength(500);
    expect(props.times).toHaveLength(10);
  });
});

describe('time_table cells', () => {
  const row = { key: 'm', label: 'm', values: [10, 20, null, 40] };
  const totals = [20, 40, 10, 80];
  it("time comparisons, Superset's lags", () => {
    expect(cellValue(row, col({ colType: 'time', timeLag: 1 }), totals)).toEqual({ value: null });
    expect(cellValue(row, col({ colType: 'time', timeLag: 2 }), totals)).toEqual({ value: 20 });
    const c = (comparisonType: TimeTableColumn['comparisonType']) =>
      cellValue(row, col({ colType: 'time', timeLag: 3, comparisonType }), totals).value;
    expect([c('value'), c('diff'), c('perc'), c('perc_change')]).toEqual([10, 30, 4, 3]);
    expect(cellValue(row, col({ colType: 'time', timeLag: -1 }), totals).value).toBe(10);
    expect(cellValue(row, col({ colType: 'time', timeLag: 4 }), totals).errorMsg).toMatch(
      /time lag set at 4 is too large/,
    );
  });
  it('contribution, average, the recent value', () => {
    expect(cellValue(row, col({ colType: 'contrib' }), totals).value).toBe(0.5);
    expect(cellValue(row, col({ colType: 'avg' }), totals).value).toBeCloseTo(70 / 3);
    expect(cellValue(row, col({ colType: 'avg', timeLag: 2 }), totals).value).toBe(40);
    expect(cellValue(row, col({}), totals).value).toBe(40);
    expect(cellValue(row, col({ colType: 'contrib' }), [0]).value).toBeNull();
  });
  it('sparkline ratios, formats, colours from bounds, links', () => {
    expect(sparklineValues(row, col({ colType: 'spark', timeRatio: '1' }))).toEqual([
      2,
      null,
      null,
    ]);
    expect(formatCell(0.1234, '.1%')).toBe('12.3%');
    expect(formatCell(1234.5)).toBe('1234.5');
    expect(formatCell(null)).toBe('');
    expect(colorFromBounds(0, [0, 10])).toBe('rgb(202, 0, 32)');
    expect(colorFromBounds(5, [0, 10])).toBe('rgb(128, 128, 128)');
    expect(colorFromBounds(99, [0, 10])).toBe('rgb(5, 113, 176)');
    expect(colorFromBounds(3, [5, null])).toBe('#ca0020');
    expect(colorFromBounds(3, [null, 5])).toBe('#0571b0');
    expect(colorFromBounds(3, [null, null])).toBeUndefined();
    expect(colorFromBounds(3, [5, null], 'dark')).toBe('#f4606c');
    expect(rowUrl('/explore/?metric={{ metric }}', row)).toBe('/explore/?metric=m');
    expect(rowUrl('https://x.test/{{metric}}', row)).toBe('https://x.test/m');
    expect(rowUrl('javascript:alert({{metric}})', row)).toBeNull();
    expect(rowUrl('java\tscript:alert(1)', row)).toBeNull();
    expect(rowUrl('', row)).toBeNull();
  });
});
