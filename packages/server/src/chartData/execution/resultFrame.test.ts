import { describe, expect, it } from 'vitest';
import type { QueryResult } from '../../engines/types.js';
import { frameFromResult, parseNaiveDatetime } from './resultFrame.js';

describe('engine rows as a data frame', () => {
  const result: QueryResult = {
    columns: [
      { name: 'col0', type: 'TIMESTAMP', generic: 'TEMPORAL' },
      { name: 'col1', type: 'TEXT', generic: 'STRING' },
      { name: 'col2', type: 'BIGINT', generic: 'NUMERIC' },
      { name: 'col3', type: 'NUMERIC', generic: 'NUMERIC' },
      { name: 'col4', type: 'BIGINT', generic: 'NUMERIC' },
    ],
    rows: [
      [new Date(Date.UTC(2008, 0, 1)), '2008-01-01 10:30:00', 12n, '123.50', 1199145600],
      [null, '2008-02-03', '9007199254740993', Number.NaN, null],
    ],
    rowcount: 2,
  };
  const compiled = {
    labels: ['ds', 'month', 'n', 'total', 'ds_epoch'],
    columns: [
      { label: 'ds', kind: 'column' as const, isDttm: true, generic: 'TEMPORAL' as const },
      { label: 'month', kind: 'column' as const, isDttm: true, generic: null },
      { label: 'n', kind: 'metric' as const, isDttm: false, generic: null },
      { label: 'total', kind: 'metric' as const, isDttm: false, generic: null },
      { label: 'ds_epoch', kind: 'column' as const, isDttm: true, generic: 'NUMERIC' as const },
    ],
  };

  it('renames columns to the labels and writes datetimes as epoch ms, numbers as numbers', () => {
    const { frame, types } = frameFromResult(result, compiled, new Map([['ds_epoch', 'epoch_s']]));
    expect(frame.columns.map((c) => c.name)).toEqual(compiled.labels);
    expect(frame.columns.map((c) => c.temporal ?? false)).toEqual([true, true, false, false, true]);
    expect(frame.columns[0].values).toEqual([Date.UTC(2008, 0, 1), null]);
    expect(frame.columns[1].values).toEqual([Date.UTC(2008, 0, 1, 10, 30), Date.UTC(2008, 1, 3)]);
    // Integers past 2^53 stay exact as text; NaN is null.
    expect(frame.columns[2].values).toEqual([12, '9007199254740993']);
    expect(frame.columns[3].values).toEqual([123.5, null]);
    expect(frame.columns[4].values).toEqual([1199145600000, null]);
    expect(types.get('month')).toBe('TEMPORAL');
    expect(types.get('total')).toBe('NUMERIC');
  });

  it('reads strftime text and numbers of columns with a python_date_format', () => {
    const years: QueryResult = {
      columns: [
        { name: 'y', type: 'INTEGER', generic: 'NUMERIC' },
        { name: 'd', type: 'TEXT', generic: 'STRING' },
        { name: 'odd', type: 'TEXT', generic: 'STRING' },
      ],
      rows: [
        [2008, '03/01/2020', '2020-01-01'],
        [1999, null, 'soon'],
      ],
      rowcount: 2,
    };
    const dttm = (label: string) => ({
      label,
      kind: 'column' as const,
      isDttm: true,
      generic: null,
    });
    const { frame, types } = frameFromResult(
      years,
      { labels: ['y', 'd', 'odd'], columns: [dttm('y'), dttm('d'), dttm('odd')] },
      new Map([
        ['y', '%Y'],
        ['d', '%d/%m/%Y'],
      ]),
    );
    expect(frame.columns[0]).toMatchObject({
      temporal: true,
      values: [Date.UTC(2008, 0, 1), Date.UTC(1999, 0, 1)],
    });
    expect(frame.columns[1]).toMatchObject({
      temporal: true,
      values: [Date.UTC(2020, 0, 3), null],
    });
    // Not every value is a datetime: the column keeps its text.
    expect(frame.columns[2].temporal).toBeUndefined();
    expect(frame.columns[2].values).toEqual(['2020-01-01', 'soon']);
    expect(types.get('odd')).toBe('STRING');
  });

  it('reads naive ISO text as UTC', () => {
    expect(parseNaiveDatetime('2020-05-06T07:08:09.123')).toBe(Date.UTC(2020, 4, 6, 7, 8, 9, 123));
    expect(parseNaiveDatetime('2020-05-06 07:08')).toBe(Date.UTC(2020, 4, 6, 7, 8));
    expect(parseNaiveDatetime('May 6')).toBeNull();
  });
});
