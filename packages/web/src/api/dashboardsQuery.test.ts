import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_CARD_SORTS,
  DASHBOARD_DEFAULT_ORDER,
  DASHBOARD_LIST,
  dashboardEditUrl,
} from './dashboardsQuery';
import { listFilters, listQuery } from './listQuery';

describe('the dashboard list query', () => {
  it('asks for the most recently modified dashboards first, without filters', () => {
    expect(
      listQuery(DASHBOARD_LIST, { page: 0, pageSize: 25, order: DASHBOARD_DEFAULT_ORDER }),
    ).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('turns each filter into the operator Superset’s dashboard list uses', () => {
    const q = listQuery(DASHBOARD_LIST, {
      page: 1,
      pageSize: 25,
      order: { column: 'dashboard_title', direction: 'asc' },
      filters: {
        status: 'published',
        owner: 3,
        createdBy: 4,
        favorite: true,
        certified: false,
        modifiedBy: 5,
        search: '  sales ',
      },
    });
    expect(q).toMatchObject({ page: 1, order_column: 'dashboard_title', order_direction: 'asc' });
    expect(q.filters).toEqual([
      { col: 'published', opr: 'eq', value: true },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'created_by', opr: 'rel_o_m', value: 4 },
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
      { col: 'id', opr: 'dashboard_is_certified', value: false },
      { col: 'changed_by', opr: 'rel_o_m', value: 5 },
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
    ]);
  });
});

describe('the dashboard list filters', () => {
  it('asks for drafts as published = false', () => {
    expect(listFilters(DASHBOARD_LIST, { status: 'draft' })).toEqual([
      { col: 'published', opr: 'eq', value: false },
    ]);
  });

  it('leave out what is unset: no status, a blank search', () => {
    expect(listFilters(DASHBOARD_LIST, { status: undefined, search: '   ' })).toEqual([]);
  });
});

describe('card sorts', () => {
  it('name Superset’s three card orders, over the dashboard’s title and change time', () => {
    expect(DASHBOARD_CARD_SORTS.map((s) => [s.label, s.order])).toEqual([
      ['Alphabetical', { column: 'dashboard_title', direction: 'asc' }],
      ['Recently modified', { column: 'changed_on_delta_humanized', direction: 'desc' }],
      ['Least recently modified', { column: 'changed_on_delta_humanized', direction: 'asc' }],
    ]);
  });
});

describe('dashboardEditUrl', () => {
  it('opens the dashboard’s page in edit mode', () => {
    expect(dashboardEditUrl(7)).toBe('/superset/dashboard/7/?edit=true');
  });
});
