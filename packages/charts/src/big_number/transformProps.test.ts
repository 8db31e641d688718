import { describe, expect, it } from 'vitest';
import transformProps from './transformProps.js';
import totalTransform from '../big_number_total/transformProps.js';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TREND = queryResult(
  [
    { ds: utc('2020-01-01'), 'SUM(num)': 1000 },
    { ds: utc('2020-01-02'), 'SUM(num)': 1100 },
    { ds: utc('2020-01-03'), 'SUM(num)': 1200 },
    { ds: utc('2020-01-04'), 'SUM(num)': null },
  ],
  ['ds'],
);
const FORM: Partial<QueryFormData> = { viz_type: 'big_number', x_axis: 'ds', metric: SUM_NUM };
const big = (fd: Partial<QueryFormData> = {}, result = TREND) =>
  transformProps(chartProps({ ...FORM, ...fd }, [result]));

describe('big number with trendline', () => {
  it('shows the newest non-null value in the number format', () => {
    const props = big();
    expect(props.bigNumber).toBe(1200);
    expect(props.bigNumberText).toBe('1.2k');
    expect(big({ y_axis_format: ',d' }).bigNumberText).toBe('1,200');
  });
  it('compares with the value compare_lag periods before', () => {
    const complete = queryResult(TREND.data.slice(0, 3), ['ds']);
    const props = big({ compare_lag: 2, compare_suffix: 'over 2 days' }, complete);
    expect(props.percentChange).toBeCloseTo(0.2);
    expect(props.subheader).toBe('+20.0% over 2 days');
    expect(props.className).toBe('positive');
    const drop = queryResult(
      [
        { ds: utc('2020-01-01'), 'SUM(num)': 10 },
        { ds: utc('2020-01-02'), 'SUM(num)': 5 },
      ],
      ['ds'],
    );
    expect(big({ compare_lag: 1 }, drop)).toMatchObject({
      subheader: '-50.0%',
      className: 'negative',
    });
    // As Superset: no comparison when the newest point has no value.
    expect(big({ compare_lag: 1, subheader: 'plain' }).subheader).toBe('plain');
  });
  it('compares the number shown: an aggregation is the "cur" of (cur − prev)/|prev|', () => {
    const complete = queryResult(TREND.data.slice(0, 3), ['ds']);
    // Sum 3300 against the point two periods back (1000): +230%.
    const props = big({ aggregation: 'sum', compare_lag: 2 }, complete);
    expect(props.bigNumber).toBe(3300);
    expect(props.percentChange).toBeCloseTo(2.3);
    expect(props.subheader).toBe('+230.0%');
    expect(big({ aggregation: 'min', compare_lag: 1 }, complete).subheader).toBe('-9.1%');
  });
  it('draws a smooth sparkline with no axes, oldest first', () => {
    const o = big({ color_picker: { r: 10, g: 20, b: 30, a: 1 } }).echartOptions as Opt;
    expect(o.series[0]).toMatchObject({ type: 'line', smooth: true, color: 'rgb(10, 20, 30)' });
    expect(o.series[0].data[0]).toEqual([utc('2020-01-01'), 1000]);
    expect(o.xAxis).toMatchObject({ type: 'time', show: false });
    expect(o.yAxis).toMatchObject({ show: false, scale: false });
    expect(big({ start_y_axis_at_zero: false }).echartOptions).toMatchObject({
      yAxis: { scale: true },
    });
    expect(big({ show_trend_line: false }).echartOptions).toBeNull();
  });
  it('timestamp, aggregation and the overall value', () => {
    expect(big({ show_timestamp: true, time_format: '%Y-%m-%d' }).timestampText).toBe('2020-01-03');
    expect(big({ aggregation: 'sum' }).bigNumber).toBe(3300);
    const overall = queryResult([{ 'SUM(num)': 42 }]);
    const props = transformProps(chartProps({ ...FORM, aggregation: 'raw' }, [TREND, overall]));
    expect(props.bigNumber).toBe(42);
  });
  it('no data', () => {
    expect(big({}, queryResult([]))).toMatchObject({ bigNumber: null, bigNumberText: 'No data' });
  });
});

describe('big number', () => {
  const total = (fd: Partial<QueryFormData>, data = [{ 'SUM(num)': 1234567 }]) =>
    totalTransform(
      chartProps({ viz_type: 'big_number_total', metric: SUM_NUM, ...fd }, [queryResult(data)]),
    );
  it('value, format, currency and subheader', () => {
    expect(total({}).bigNumberText).toBe('1.23M');
    expect(total({ y_axis_format: ',d', subheader: 'births' })).toMatchObject({
      bigNumberText: '1,234,567',
      subheader: 'births',
    });
    expect(
      total({ currency_format: { symbol: 'USD', symbolPosition: 'prefix' } }).bigNumberText,
    ).toBe('$ 1.23M');
  });
  it('conditional formatting colours the number', () => {
    const rules = [{ operator: '>', targetValue: 1000000, colorScheme: '#ACE1C4' }];
    expect(total({ conditional_formatting: rules }).numberColor).toBe('#ACE1C4FF');
    expect(
      total({ conditional_formatting: rules }, [{ 'SUM(num)': 5 }]).numberColor,
    ).toBeUndefined();
  });
  it('temporal values use the date format', () => {
    const props = totalTransform(
      chartProps({ viz_type: 'big_number_total', metric: 'max_ds', time_format: '%Y-%m-%d' }, [
        queryResult([{ max_ds: utc('2021-05-04') }], ['max_ds']),
      ]),
    );
    expect(props.bigNumberText).toBe('2021-05-04');
  });
});
