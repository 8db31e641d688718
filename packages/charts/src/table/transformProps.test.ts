import { describe, expect, it } from 'vitest';
import transformProps from './transformProps.js';
import { formatCellValue } from './columns.js';
import { cellBar, pageCount, pageRows, renderCell, searchRows, sortRows } from './tableState.js';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';

const T1 = utc('2020-01-01');
const T2 = utc('2020-01-02');
const AGG = queryResult(
  [
    { name: 'Aaron', ds: T1, 'SUM(num)': 1234, count: 2, '%SUM(num)': 0.4 },
    { name: 'Abby', ds: T2, 'SUM(num)': -500, count: 3, '%SUM(num)': 0.35 },
    { name: null, ds: T2, 'SUM(num)': 2000, count: null, '%SUM(num)': 0.25 },
  ],
  ['ds'],
);
const FORM: Partial<QueryFormData> = {
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['name', 'ds'],
  metrics: [SUM_NUM, 'count'],
  percent_metrics: [SUM_NUM],
  time_grain_sqla: 'P1D',
};
const table = (fd: Partial<QueryFormData> = {}, results = [AGG], extra = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, results, extra));
const column = (props: ReturnType<typeof table>, key: string) =>
  props.columns.find((c) => c.key === key)!;

describe('table columns', () => {
  it('classifies dimensions, metrics and percent metrics, with verbose labels', () => {
    const props = table();
    expect(
      props.columns.map((c) => [c.key, c.label, c.isMetric, c.isPercentMetric, c.align]),
    ).toEqual([
      ['name', 'name', false, false, 'left'],
      ['ds', 'ds', false, false, 'left'],
      ['SUM(num)', 'SUM(num)', true, false, 'right'],
      ['count', 'COUNT(*)', true, false, 'right'],
      ['%SUM(num)', '%SUM(num)', false, true, 'right'],
    ]);
  });
  it('formats metrics, percent metrics, times (by grain) and nulls', () => {
    const props = table();
    const [aaron, , nameless] = props.data;
    expect(formatCellValue(column(props, 'SUM(num)'), aaron['SUM(num)'])).toBe('1.23k');
    expect(formatCellValue(column(props, '%SUM(num)'), aaron['%SUM(num)'])).toBe('40.000%');
    expect(formatCellValue(column(props, 'ds'), aaron.ds)).toBe('2020-01-01');
    expect(formatCellValue(column(props, 'name'), nameless.name)).toBe('N/A');
    expect(formatCellValue(column(props, 'count'), nameless.count)).toBe('N/A');
  });
  it('column config: formats, small numbers, currency, width and alignment', () => {
    const props = table({
      table_timestamp_format: '%d/%m/%Y',
      time_grain_sqla: null,
      column_config: {
        'SUM(num)': {
          d3NumberFormat: ',d',
          currencyFormat: { symbol: 'USD', symbolPosition: 'prefix' },
        },
        '%SUM(num)': {
          d3NumberFormat: '.1%',
          d3SmallNumberFormat: '.2f',
          horizontalAlign: 'center',
        },
        name: { columnWidth: 200, truncateLongCells: true },
      },
    });
    expect(formatCellValue(column(props, 'SUM(num)'), 1234)).toBe('$ 1,234');
    expect(formatCellValue(column(props, '%SUM(num)'), 0.4)).toBe('0.40');
    expect(column(props, '%SUM(num)').align).toBe('center');
    expect(column(props, 'name').config.columnWidth).toBe(200);
    expect(formatCellValue(column(props, 'ds'), T1)).toBe('01/01/2020');
  });
  it('dataset formats apply when the column has none', () => {
    const props = transformProps(
      chartProps({ ...FORM }, [AGG], {
        datasource: {
          columns: [],
          metrics: [],
          column_formats: { count: '.1f' },
          currency_formats: {},
        },
      }),
    );
    expect(formatCellValue(column(props, 'count'), 2)).toBe('2.0');
  });
});

describe('cell bars and conditional formatting', () => {
  it('bars span the column extent; negative values are red', () => {
    const props = table();
    const sum = column(props, 'SUM(num)');
    expect(sum.valueRange).toEqual([-500, 2000]);
    expect(cellBar(sum, 2000)).toEqual({ width: 80, offset: 20, color: 'rgba(0,0,0,0.2)' });
    expect(cellBar(sum, -500)).toEqual({ width: 20, offset: 0, color: 'rgba(150,0,0,0.2)' });
    expect(column(props, 'name').valueRange).toBeNull();
  });
  it('align +/- measures bars from zero; bars can be switched off', () => {
    const aligned = column(table({ align_pn: true, color_pn: false }), 'SUM(num)');
    expect(aligned.valueRange).toEqual([0, 2000]);
    expect(cellBar(aligned, -500)).toEqual({ width: 25, offset: 0, color: 'rgba(0,0,0,0.2)' });
    expect(column(table({ show_cell_bars: false }), 'SUM(num)').valueRange).toBeNull();
  });
  it('conditional formatting colours matching cells', () => {
    const props = table({
      conditional_formatting: [
        { column: 'SUM(num)', operator: '>', targetValue: 1000, colorScheme: '#ACE1C4' },
      ],
    });
    const sum = column(props, 'SUM(num)');
    expect(renderCell(sum, props.data[2], props.colorFormatters).background).toBe('#ACE1C4FF');
    expect(renderCell(sum, props.data[1], props.colorFormatters).background).toBeUndefined();
  });
});

describe('summary, pagination and time comparison', () => {
  it('the totals query becomes the summary row', () => {
    const totals = queryResult([{ 'SUM(num)': 2734, count: 5, '%SUM(num)': 1 }]);
    expect(table({ show_totals: true }, [AGG, totals]).totals).toEqual(totals.data[0]);
    expect(table({}, [AGG, totals]).totals).toBeUndefined();
  });
  it('server pagination reads the row count and the page from the chart state', () => {
    const rowcount = queryResult([{ rowcount: 12345 }]);
    const totals = queryResult([{ 'SUM(num)': 99 }]);
    const props = table(
      { server_pagination: true, server_page_length: 20, show_totals: true },
      [AGG, rowcount, totals],
      { ownState: { currentPage: 3, pageSize: 50, sortBy: [{ key: 'count', desc: true }] } },
    );
    expect(props).toMatchObject({
      serverPagination: true,
      rowCount: 12345,
      pageSize: 50,
      currentPage: 3,
    });
    expect(props.sortBy).toEqual({ key: 'count', desc: true });
    expect(props.totals).toEqual({ 'SUM(num)': 99 });
    expect(props.searchColumn).toBe('name');
  });
  it('time comparison folds <metric>__<offset> into Main, #, △ and %', () => {
    const compared = queryResult([
      { name: 'Aaron', 'SUM(num)': 120, 'SUM(num)__1 year ago': 100 },
      { name: 'Abby', 'SUM(num)': 50, 'SUM(num)__1 year ago': 0 },
    ]);
    const props = table(
      {
        groupby: ['name'],
        metrics: [SUM_NUM],
        percent_metrics: [],
        time_compare: ['1 year ago'],
        comparison_type: 'values',
      },
      [compared],
    );
    expect(props.columns.map((c) => [c.label, c.groupLabel])).toEqual([
      ['name', undefined],
      ['Main', 'SUM(num)'],
      ['#', 'SUM(num)'],
      ['△', 'SUM(num)'],
      ['%', 'SUM(num)'],
    ]);
    const [aaron, abby] = props.data;
    expect(aaron).toMatchObject({
      'Main SUM(num)': 120,
      '# SUM(num)': 100,
      '△ SUM(num)': 20,
      '% SUM(num)': 0.2,
    });
    expect(abby['% SUM(num)']).toBe(1);
    expect(formatCellValue(column(props, '% SUM(num)'), 0.2)).toBe('20.000%');
  });
  it('raw records: every column as it comes, numeric bars', () => {
    const raw = queryResult([
      { name: 'Aaron', num: 5 },
      { name: 'Abby', num: 7 },
    ]);
    const props = table({ query_mode: 'raw', all_columns: ['name', 'num'] }, [raw]);
    expect(props.columns.map((c) => c.isMetric)).toEqual([false, false]);
    expect(column(props, 'num').valueRange).toEqual([5, 7]);
    expect(formatCellValue(column(props, 'num'), 7)).toBe('7');
  });
});

describe('client-side search, sort and paging', () => {
  it('search matches raw or formatted text; sort keeps nulls last', () => {
    const props = table();
    expect(searchRows(props.data, props.columns, 'abb')).toHaveLength(1);
    expect(searchRows(props.data, props.columns, '1.23k')).toHaveLength(1);
    expect(searchRows(props.data, props.columns, '')).toHaveLength(3);
    expect(sortRows(props.data, 'count', true).map((r) => r.count)).toEqual([3, 2, null]);
    expect(sortRows(props.data, 'name', false).map((r) => r.name)).toEqual(['Aaron', 'Abby', null]);
  });
  it('pages, sorts and searches a long table of 10,000 rows', () => {
    const rows = Array.from({ length: 10000 }, (_, i) => ({
      name: `name ${i}`,
      ds: T1 + i * 86400000,
      'SUM(num)': (i * 7919) % 1000,
      count: i,
      '%SUM(num)': i / 10000,
    }));
    // How long this takes is measured in bench/tableTransform.bench.mjs.
    const props = table({}, [queryResult(rows, ['ds'])]);
    const sorted = sortRows(props.data, 'SUM(num)', true);
    const found = searchRows(props.data, props.columns, 'name 99');
    expect(props.data).toHaveLength(10000);
    expect(sorted[0]['SUM(num)']).toBe(999);
    expect(found.length).toBe(111);
    expect(pageCount(10000, 50)).toBe(200);
    expect(pageRows(props.data, 50, 199)[0].name).toBe('name 9950');
    expect(pageRows(props.data, 0, 3)).toHaveLength(10000);
  });
});
