import { describe, expect, it } from 'vitest';
import { applyPostProcessing, parsePostProcessing } from './apply.js';
import { dataFrameFromRecords } from './dataFrame.js';
import { PostProcessingError } from './errors.js';
import { dataFrameToRecords } from './records.js';
import { joinTimeOffset } from './timeOffset.js';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** A time-series chart's query result: x-axis, a dimension and a metric. */
const births = dataFrameFromRecords(
  [
    { ds: day('2000-01-01'), gender: 'boy', 'SUM(num)': 10 },
    { ds: day('2000-01-01'), gender: 'girl', 'SUM(num)': 20 },
    { ds: day('2001-01-01'), gender: 'boy', 'SUM(num)': 30 },
    { ds: day('2001-01-01'), gender: 'girl', 'SUM(num)': 40 },
    { ds: day('2002-01-01'), gender: 'boy', 'SUM(num)': 50 },
  ],
  { temporalColumns: ['ds'] },
);

describe('applyPostProcessing', () => {
  it('runs the chain an echarts time-series chart sends (pivot → rolling → rename → flatten)', () => {
    // buildQuery with x_axis ds, groupby gender, one metric, rolling mean over 2, truncate_metric.
    const result = applyPostProcessing(births, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      {
        operation: 'rolling',
        options: {
          rolling_type: 'mean',
          window: 2,
          min_periods: 0,
          columns: { 'SUM(num)': 'SUM(num)' },
        },
      },
      null, // charts leave undefined operators out as null; Superset skips them
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    const out = dataFrameToRecords(result);
    expect(out.colnames).toEqual(['ds', 'boy', 'girl']);
    expect(out.coltypes).toEqual([2, 0, 0]);
    expect(out.indexnames).toEqual([0, 1, 2]);
    expect(out.data).toEqual([
      { ds: day('2000-01-01'), boy: 10, girl: 20 },
      { ds: day('2001-01-01'), boy: 20, girl: 30 },
      // girl has no 2002 value: the window holds 40 only.
      { ds: day('2002-01-01'), boy: 40, girl: 40 },
    ]);
  });

  it('runs a time comparison: joined offset, pivot, compare percentage, flatten', () => {
    const main = dataFrameFromRecords(
      [
        { ds: day('2001-01-01'), 'SUM(num)': 30 },
        { ds: day('2002-01-01'), 'SUM(num)': 45 },
      ],
      { temporalColumns: ['ds'] },
    );
    const lastYear = dataFrameFromRecords(
      [
        { ds: day('2000-01-01'), 'SUM(num)': 20 },
        { ds: day('2001-01-01'), 'SUM(num)': 30 },
      ],
      { temporalColumns: ['ds'] },
    );
    const joined = joinTimeOffset(main, lastYear, {
      joinColumn: 'ds',
      metrics: ['SUM(num)'],
      offset: '1 year ago',
    });
    const result = applyPostProcessing(joined, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: [],
          aggregates: {
            'SUM(num)': { operator: 'mean' },
            'SUM(num)__1 year ago': { operator: 'mean' },
          },
          drop_missing_columns: false,
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['SUM(num)'],
          compare_columns: ['SUM(num)__1 year ago'],
          compare_type: 'percentage',
          drop_original_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    expect(dataFrameToRecords(result).data).toEqual([
      { ds: day('2001-01-01'), 'percentage__SUM(num)__SUM(num)__1 year ago': 0.5 },
      { ds: day('2002-01-01'), 'percentage__SUM(num)__SUM(num)__1 year ago': 0.5 },
    ]);
  });

  it('validates entries with the schema, options defaulting where all are optional', () => {
    expect(parsePostProcessing([{ operation: 'flatten' }, {}, null])).toEqual([
      { operation: 'flatten', options: {} },
    ]);
    expect(() => parsePostProcessing([{ operation: 'rolling' }])).toThrow(
      'Invalid options for rolling',
    );
  });

  it('answers prophet with a clear error', () => {
    const run = () =>
      applyPostProcessing(births, [
        {
          operation: 'prophet',
          options: { time_grain: 'P1Y', periods: 3, confidence_interval: 0.8 },
        },
      ]);
    expect(run).toThrow(PostProcessingError);
    expect(run).toThrow('Forecasting (prophet) is not supported yet');
  });

  it('names the operation and option that are wrong', () => {
    expect(() => parsePostProcessing([{ operation: 'pivott', options: {} }])).toThrow(
      'Unsupported post processing operation: pivott',
    );
    expect(() => parsePostProcessing([{ options: {} }])).toThrow(
      '`operation` property of post processing object undefined',
    );
    expect(() =>
      parsePostProcessing([
        { operation: 'rolling', options: { rolling_type: 'sum', window: 'two' } },
      ]),
    ).toThrow('Invalid options for rolling: option "window":');
    expect(() => parsePostProcessing([{ operation: 'geohash_decode', options: {} }])).toThrow(
      'is not supported yet',
    );
    try {
      applyPostProcessing(births, [
        {
          operation: 'rolling',
          options: { rolling_type: 'sum', window: 0, columns: { 'SUM(num)': 'x' } },
        },
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PostProcessingError);
      expect(error).toMatchObject({ operation: 'rolling', option: 'window' });
    }
  });

  it('leaves an empty result untouched, as Superset does', () => {
    const empty = dataFrameFromRecords([], { columns: ['ds', 'SUM(num)'] });
    expect(
      applyPostProcessing(empty, [
        { operation: 'pivot', options: { index: ['ds'], aggregates: { x: { operator: 'sum' } } } },
      ]),
    ).toBe(empty);
  });
});
