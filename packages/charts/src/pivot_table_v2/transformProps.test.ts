import { describe, expect, it } from 'vitest';
import transformProps from './transformProps.js';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { COUNT_STAR, SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import type { PivotTableModel } from './types.js';

const DATA = queryResult([
  { state: 'CA', gender: 'boy', 'SUM(num)': 10, 'COUNT(*)': 1 },
  { state: 'CA', gender: 'girl', 'SUM(num)': 20, 'COUNT(*)': 2 },
  { state: 'NY', gender: 'boy', 'SUM(num)': 30, 'COUNT(*)': 3 },
  { state: 'NY', gender: 'girl', 'SUM(num)': 40, 'COUNT(*)': 4 },
  { state: 'TX', gender: 'boy', 'SUM(num)': 5, 'COUNT(*)': 5 },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['state'],
  groupbyColumns: ['gender'],
  metrics: [SUM_NUM],
  aggregateFunction: 'Sum',
};
const pivot = (fd: Partial<QueryFormData> = {}, result = DATA) =>
  transformProps(chartProps({ ...FORM, ...fd }, [result])).model;
const grid = (model: PivotTableModel) =>
  model.rows.map((r) => [...r.labels, ...r.cells.map((c) => c.text)]);

describe('pivot table', () => {
  it('pivots rows × columns under the metric, with totals', () => {
    const model = pivot({ rowTotals: true, colTotals: true });
    expect(model.rowAttrs).toEqual(['state']);
    expect(model.colAttrs).toEqual(['Metric', 'gender']);
    expect(model.headerRows).toEqual([
      [
        { label: 'SUM(num)', span: 2, kind: 'data', path: ['SUM(num)'] },
        { label: 'Total (Sum)', span: 1, kind: 'total' },
      ],
      [
        { label: 'boy', span: 1, kind: 'data', path: ['SUM(num)', 'boy'] },
        { label: 'girl', span: 1, kind: 'data', path: ['SUM(num)', 'girl'] },
        { label: '', span: 1, kind: 'total' },
      ],
    ]);
    expect(grid(model)).toEqual([
      ['CA', '10', '20', '30'],
      ['NY', '30', '40', '70'],
      ['TX', '5', '', '5'],
      ['Total (Sum)', '45', '60', '105'],
    ]);
    expect(model.rows[3].kind).toBe('total');
  });
  it('row subtotals after (or before) each group', () => {
    const model = pivot({
      groupbyRows: ['state', 'gender'],
      groupbyColumns: [],
      rowSubTotals: true,
    });
    expect(grid(model)).toEqual([
      ['CA', 'boy', '10'],
      ['', 'girl', '20'],
      ['', 'Subtotal', '30'],
      ['NY', 'boy', '30'],
      ['', 'girl', '40'],
      ['', 'Subtotal', '70'],
      ['TX', 'boy', '5'],
      ['', 'Subtotal', '5'],
    ]);
    const top = pivot({
      groupbyRows: ['state', 'gender'],
      groupbyColumns: [],
      rowSubTotals: true,
      rowSubtotalPosition: true,
    });
    expect(grid(top).slice(0, 3)).toEqual([
      ['CA', 'Subtotal', '30'],
      ['', 'boy', '10'],
      ['', 'girl', '20'],
    ]);
  });
  it('column subtotals', () => {
    const model = pivot({
      groupbyRows: [],
      groupbyColumns: ['state', 'gender'],
      colSubTotals: true,
    });
    // Metric > state > gender: a subtotal per state and one for the metric.
    expect(model.headerRows[1].map((h) => [h.label, h.span])).toEqual([
      ['CA', 3],
      ['NY', 3],
      ['TX', 2],
      ['Subtotal', 1],
    ]);
    expect(model.headerRows[2].map((h) => h.label)).toEqual([
      'boy',
      'girl',
      'Subtotal',
      'boy',
      'girl',
      'Subtotal',
      'boy',
      'Subtotal',
      '',
    ]);
    expect(model.rows[0].cells.map((c) => c.text)).toEqual([
      '10',
      '20',
      '30',
      '30',
      '40',
      '70',
      '5',
      '5',
      '105',
    ]);
  });
  it('totals re-aggregate the values with the aggregation function', () => {
    const avg = pivot({ aggregateFunction: 'Average', rowTotals: true, colTotals: true });
    expect(grid(avg)[3]).toEqual(['Total (Average)', '15', '30', '21']);
    const count = pivot({ aggregateFunction: 'Count', colTotals: true });
    expect(grid(count)[0]).toEqual(['CA', '1', '1', '2']);
    const max = pivot({ aggregateFunction: 'Maximum', rowTotals: true });
    expect(grid(max)[3]).toEqual(['Total (Maximum)', '30', '40']);
  });
  it('fractions of the total, rows and columns', () => {
    expect(grid(pivot({ aggregateFunction: 'Sum as Fraction of Total' }))[0]).toEqual([
      'CA',
      '9.5%',
      '19.0%',
    ]);
    expect(grid(pivot({ aggregateFunction: 'Sum as Fraction of Rows' }))[0]).toEqual([
      'CA',
      '33.3%',
      '66.7%',
    ]);
    expect(grid(pivot({ aggregateFunction: 'Sum as Fraction of Columns' }))[0]).toEqual([
      'CA',
      '22.2%',
      '33.3%',
    ]);
  });
  it('orders rows by key or by value', () => {
    expect(grid(pivot({ rowOrder: 'key_z_to_a' })).map((r) => r[0])).toEqual(['TX', 'NY', 'CA']);
    expect(grid(pivot({ rowOrder: 'value_z_to_a' })).map((r) => r[0])).toEqual(['NY', 'CA', 'TX']);
    expect(grid(pivot({ rowOrder: 'value_a_to_z' })).map((r) => r[0])).toEqual(['TX', 'CA', 'NY']);
  });
  it('transposes, combines metrics and puts metrics on rows', () => {
    const t = pivot({ transposePivot: true });
    expect(t.rowAttrs).toEqual(['gender']);
    expect(t.colAttrs).toEqual(['Metric', 'state']);
    const both = pivot({ metrics: [SUM_NUM, COUNT_STAR], combineMetric: true });
    expect(both.colAttrs).toEqual(['gender', 'Metric']);
    expect(both.headerRows[1].map((h) => h.label)).toEqual([
      'SUM(num)',
      'COUNT(*)',
      'SUM(num)',
      'COUNT(*)',
    ]);
    const rows = pivot({ metrics: [SUM_NUM, COUNT_STAR], metricsLayout: 'ROWS' });
    expect(rows.rowAttrs).toEqual(['Metric', 'state']);
    expect(grid(rows)[3]).toEqual(['COUNT(*)', 'CA', '1', '2']);
  });
  it('value format, currency and conditional formatting (a heatmap per metric)', () => {
    expect(grid(pivot({ valueFormat: ',.2f' }))[0]).toEqual(['CA', '10.00', '20.00']);
    const usd = pivot({ currency_format: { symbol: 'USD', symbolPosition: 'prefix' } });
    expect(grid(usd)[0][1]).toBe('$ 10');
    const heat = pivot({
      conditional_formatting: [{ column: 'SUM(num)', operator: 'None', colorScheme: '#5AC189' }],
      colTotals: true,
    });
    expect(heat.rows[1].cells[1].background).toBe('#5AC189FF');
    expect(heat.rows[2].cells[0].background).toBe('#5AC18900');
    expect(heat.rows[0].cells[2].background).toBeUndefined();
  });
  it('temporal dimensions print in the date format (by grain under smart_date)', () => {
    const byMonth = queryResult(
      [
        { ds: utc('2020-01-01'), gender: 'boy', 'SUM(num)': 1 },
        { ds: utc('2020-02-01'), gender: 'boy', 'SUM(num)': 2 },
      ],
      ['ds'],
    );
    const model = pivot({ groupbyRows: ['ds'], time_grain_sqla: 'P1M' }, byMonth);
    expect(grid(model).map((r) => r[0])).toEqual(['Jan 2020', 'Feb 2020']);
    const custom = pivot({ groupbyRows: ['ds'], date_format: '%Y-%m' }, byMonth);
    expect(grid(custom).map((r) => r[0])).toEqual(['2020-01', '2020-02']);
  });
});
