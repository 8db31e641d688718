import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, inFilter } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const aggregate: QueryFormData = {
  datasource: '7__table',
  viz_type: 'table',
  slice_id: 11,
  query_mode: 'aggregate',
  groupby: ['name', 'ds'],
  time_grain_sqla: 'P1M',
  temporal_columns_lookup: { ds: true, name: false },
  metrics: [SUM_NUM, 'count'],
  all_columns: [],
  percent_metrics: ['count'],
  adhoc_filters: [inFilter('state', ['CA'])],
  timeseries_limit_metric: null,
  order_by_cols: [],
  row_limit: 1000,
  server_page_length: 10,
  order_desc: true,
  show_totals: true,
  table_timestamp_format: 'smart_date',
  show_cell_bars: true,
  color_pn: true,
  extra_form_data: {},
  time_range: 'No filter',
};

const contribution = {
  operation: 'contribution',
  options: { columns: ['count'], rename_columns: ['%count'] },
};

const raw: QueryFormData = {
  datasource: '7__table',
  viz_type: 'table',
  query_mode: 'raw',
  all_columns: ['name', 'ds', 'num'],
  order_by_cols: ['["num", false]'],
  groupby: ['state'],
  metrics: ['count'],
  server_pagination: true,
  server_page_length: 20,
  row_limit: 1000,
  adhoc_filters: [],
  time_range: 'No filter',
};

describe('table buildQuery', () => {
  it('aggregate mode: temporal groupby first as BASE_AXIS, percent metrics, totals query', () => {
    const context = buildQuery(aggregate);
    const main = {
      ...BASE_QUERY,
      time_range: 'No filter',
      filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
      extras: { time_grain_sqla: 'P1M', having: '', where: '' },
      columns: [
        {
          timeGrain: 'P1M',
          columnType: 'BASE_AXIS',
          sqlExpression: 'ds',
          label: 'ds',
          expressionType: 'SQL',
        },
        'name',
      ],
      metrics: [SUM_NUM, 'count'],
      orderby: [[SUM_NUM, false]],
      row_limit: 1000,
      timeseries_limit: 0,
      order_desc: true,
      post_processing: [contribution],
      time_offsets: [],
    };
    const { order_desc: _o, orderby: _b, ...totalsBase } = main;
    expect(context).toEqual({
      datasource: { id: 7, type: 'table' },
      force: false,
      result_format: 'json',
      result_type: 'full',
      form_data: aggregate,
      queries: [
        main,
        {
          ...totalsBase,
          columns: [],
          row_limit: 0,
          row_offset: 0,
          post_processing: [contribution],
        },
      ],
    });
    parseQueryContext(context);
  });

  it('orders by the sort metric, ascending unless "Sort descending"', () => {
    const desc = buildQuery({ ...aggregate, timeseries_limit_metric: 'count', show_totals: false });
    expect(desc.queries).toHaveLength(1);
    expect(desc.queries[0].orderby).toEqual([['count', false]]);
    const asc = buildQuery({ ...aggregate, timeseries_limit_metric: 'count', order_desc: false });
    expect(asc.queries[0].orderby).toEqual([['count', true]]);
  });

  it('raw mode with server pagination: one page, then a row count query', () => {
    const context = buildQuery(raw, { ownState: { currentPage: 2, pageSize: 20 } });
    const page = {
      ...BASE_QUERY,
      time_range: 'No filter',
      filters: [],
      extras: { having: '', where: '' },
      columns: ['name', 'ds', 'num'],
      orderby: [['num', false]],
      row_limit: 20,
      row_offset: 40,
      timeseries_limit: 0,
      order_desc: true,
      post_processing: [],
      time_offsets: [],
    };
    expect(context.form_data).toEqual({ ...raw, include_time: false });
    expect(context.queries).toEqual([
      page,
      { ...page, row_limit: 1000, row_offset: 0, is_rowcount: true },
    ]);
    expect(context.queries[0]).not.toHaveProperty('metrics');
    parseQueryContext(context);
  });

  it('server pagination without own state asks for the first page; sorting comes from the table', () => {
    const first = buildQuery(raw);
    expect(first.queries[0]).toMatchObject({ row_limit: 20, row_offset: 0 });
    const sorted = buildQuery(raw, { ownState: { sortBy: [{ key: 'ds', desc: true }] } });
    expect(sorted.queries[0].orderby).toEqual([['ds', false]]);
  });

  it('never pages past the row limit', () => {
    const context = buildQuery(
      { ...raw, row_limit: 50 },
      { ownState: { currentPage: 9, pageSize: 20 } },
    );
    expect(context.queries[0]).toMatchObject({ row_limit: 10, row_offset: 40 });
  });

  it('a CSV download asks for every row up to the row limit, without a row count query', () => {
    const context = buildQuery(
      { ...raw, result_format: 'csv', result_type: 'full' },
      { ownState: { currentPage: 3, pageSize: 20 } },
    );
    expect(context.result_format).toBe('csv');
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({ row_limit: 1000, row_offset: 0 });
  });

  it('cross-filter interactive groupby columns are appended', () => {
    const context = buildQuery({
      ...aggregate,
      show_totals: false,
      extra_form_data: { interactive_groupby: ['gender', 'name'] },
    });
    expect(context.queries[0].columns?.slice(1)).toEqual(['name', 'gender']);
  });

  it('infers raw mode from all_columns when query_mode is absent (no totals, no ordering by metric)', () => {
    const { query_mode: _q, groupby: _g, metrics: _m, ...legacy } = raw;
    const context = buildQuery({ ...legacy, server_pagination: false, show_totals: true });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0].columns).toEqual(['name', 'ds', 'num']);
    expect(context.queries[0].orderby).toEqual([['num', false]]);
    expect(context.form_data.include_time).toBe(false);
  });
});
