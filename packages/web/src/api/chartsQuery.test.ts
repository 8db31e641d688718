import { describe, expect, it } from 'vitest';
import { CARD_SORTS, CHART_DEFAULT_ORDER, CHART_LIST, newChartUrl } from './chartsQuery';
import { listFilters, listQuery } from './listQuery';

describe('the chart list query', () => {
  it('asks for the most recently modified charts first, without filters', () => {
    expect(listQuery(CHART_LIST, { page: 0, pageSize: 25, order: CHART_DEFAULT_ORDER })).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('turns each filter into the operator Superset’s chart list uses', () => {
    const q = listQuery(CHART_LIST, {
      page: 2,
      pageSize: 25,
      order: { column: 'slice_name', direction: 'asc' },
      filters: {
        owner: 3,
        vizType: 'pie',
        dataset: 9,
        dashboard: 5,
        favorite: true,
        certified: false,
        modifiedBy: 4,
        search: '  births ',
      },
    });
    expect(q.page).toBe(2);
    expect(q.filters).toEqual([
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'viz_type', opr: 'eq', value: 'pie' },
      { col: 'datasource_id', opr: 'eq', value: 9 },
      { col: 'dashboards', opr: 'rel_m_m', value: 5 },
      { col: 'id', opr: 'chart_is_favorite', value: true },
      { col: 'id', opr: 'chart_is_certified', value: false },
      { col: 'changed_by', opr: 'rel_o_m', value: 4 },
      { col: 'slice_name', opr: 'chart_all_text', value: 'births' },
    ]);
  });
});

describe('the chart list filters', () => {
  it('finds the charts on a dashboard through the many-to-many relation', () => {
    expect(listFilters(CHART_LIST, { dashboard: 12 })).toEqual([
      { col: 'dashboards', opr: 'rel_m_m', value: 12 },
    ]);
    expect(listFilters(CHART_LIST, { dashboard: undefined })).toEqual([]);
  });
});

describe('card sorts', () => {
  it('name Superset’s three card orders', () => {
    expect(CARD_SORTS.map((s) => s.label)).toEqual([
      'Alphabetical',
      'Recently modified',
      'Least recently modified',
    ]);
  });
});

describe('newChartUrl', () => {
  it('opens explore on the chosen dataset with the chosen type', () => {
    expect(newChartUrl('echarts_timeseries_line', 7)).toBe(
      '/explore/?viz_type=echarts_timeseries_line&datasource_id=7&datasource_type=table',
    );
  });
});
