import { describe, expect, it } from 'vitest';
import type { NativeFilter } from '@tessera/core';
import { rangeValuesRequest, selectValuesRequest, timeGrainsRequest } from './valuesQuery';

const filter = (over: Partial<NativeFilter> = {}): NativeFilter => ({
  id: 'NATIVE_FILTER-g',
  type: 'NATIVE_FILTER',
  name: 'Gender',
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'gender' } }],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...over,
});

type Query = Record<string, unknown>;
const queryOf = (body: Record<string, unknown> | undefined) =>
  (body as { queries: Query[] }).queries[0]!;

describe('selectValuesRequest', () => {
  it("asks the column's distinct values, sorted, at most 1,000", () => {
    const body = selectValuesRequest(filter(), { dependencies: {}, dashboardId: 3 })!;
    expect(body.datasource).toEqual({ id: 7, type: 'table' });
    const query = queryOf(body);
    expect(query.columns).toEqual(['gender']);
    expect(query.metrics).toEqual([]);
    expect(query.row_limit).toBe(1000);
    expect(query.orderby).toEqual([['gender', true]]);
    expect(query.apply_fetch_values_predicate).toBe(true);
    expect(query.filters).toEqual([{ col: 'gender', op: 'IS NOT NULL' }]);
  });

  it('sorts descending or by a metric, narrows by parents and searched text', () => {
    const body = selectValuesRequest(
      filter({ controlValues: { sortAscending: false, sortMetric: 'count' } }),
      {
        dependencies: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
        dashboardId: 3,
        search: ' ann ',
      },
    );
    const query = queryOf(body);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.filters).toEqual([
      { col: 'state', op: 'IN', val: ['CA'] },
      { col: 'gender', op: 'IS NOT NULL' },
      { col: 'gender', op: 'ILIKE', val: '%ann%' },
    ]);
  });

  it('applies the pre-filter time range and asks nothing without a dataset', () => {
    const query = queryOf(
      selectValuesRequest(filter({ time_range: 'Last year', granularity_sqla: 'ds' }), {
        dependencies: {},
        dashboardId: 3,
      }),
    );
    expect(query.time_range).toBe('Last year');
    expect(
      selectValuesRequest(filter({ targets: [{}] }), { dependencies: {}, dashboardId: 3 }),
    ).toBeUndefined();
  });
});

describe('rangeValuesRequest and timeGrainsRequest', () => {
  it('asks MIN and MAX of the column', () => {
    const query = queryOf(
      rangeValuesRequest(
        filter({
          filterType: 'filter_range',
          targets: [{ datasetId: 7, column: { name: 'num' } }],
        }),
        {
          dependencies: {},
          dashboardId: 3,
        },
      ),
    );
    expect(query.columns).toEqual([]);
    expect(
      (query.metrics as { aggregate: string; label: string }[]).map((m) => [m.aggregate, m.label]),
    ).toEqual([
      ['MIN', 'min'],
      ['MAX', 'max'],
    ]);
  });

  it('asks the time grains as result type timegrains', () => {
    const body = timeGrainsRequest(
      filter({ filterType: 'filter_timegrain', targets: [{ datasetId: 7 }] }),
      3,
    );
    expect(body!.result_type).toBe('timegrains');
  });
});
