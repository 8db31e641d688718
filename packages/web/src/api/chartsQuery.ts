/** The chart list's state (filters, sort, page) as the rison `q` of GET /api/v1/chart/. */
import type { ListFilter } from '@tessera/core';

export type ChartOrderColumn =
  | 'slice_name'
  | 'viz_type'
  | 'datasource_name'
  | 'changed_by.first_name'
  | 'changed_on_delta_humanized'
  | 'last_saved_at';

export interface ChartOrder {
  orderColumn: ChartOrderColumn;
  orderDirection: 'asc' | 'desc';
}

export interface ChartFilterValues {
  ownerId?: number;
  vizType?: string;
  datasetId?: number;
  /** Charts on this dashboard (Superset's "Dashboard" filter). */
  dashboardId?: number;
  favorite?: boolean;
  certified?: boolean;
  modifiedById?: number;
}

export interface ChartsListParams extends ChartFilterValues, ChartOrder {
  /** 0-based. */
  page: number;
  pageSize: number;
  /** Searched in names, descriptions, types and dataset names (Superset's `chart_all_text`). */
  search?: string;
}

/** Superset's default: most recently modified first. */
export const CHART_DEFAULT_ORDER: ChartOrder = {
  orderColumn: 'changed_on_delta_humanized',
  orderDirection: 'desc',
};

/** The card view's sort choices (Superset's CardSortSelect options for charts). */
export const CARD_SORTS: { label: string; value: string; order: ChartOrder }[] = [
  {
    label: 'Alphabetical',
    value: 'alphabetical',
    order: { orderColumn: 'slice_name', orderDirection: 'asc' },
  },
  { label: 'Recently modified', value: 'recent', order: CHART_DEFAULT_ORDER },
  {
    label: 'Least recently modified',
    value: 'least_recent',
    order: { orderColumn: 'changed_on_delta_humanized', orderDirection: 'asc' },
  },
];

/** The card sort naming an order, if one does. */
export function cardSortOf(order: ChartOrder): string | undefined {
  return CARD_SORTS.find(
    (s) =>
      s.order.orderColumn === order.orderColumn && s.order.orderDirection === order.orderDirection,
  )?.value;
}

export function chartFilters(params: ChartFilterValues & { search?: string }): ListFilter[] {
  const filters: ListFilter[] = [];
  if (params.ownerId !== undefined)
    filters.push({ col: 'owners', opr: 'rel_m_m', value: params.ownerId });
  if (params.vizType) filters.push({ col: 'viz_type', opr: 'eq', value: params.vizType });
  if (params.datasetId !== undefined)
    filters.push({ col: 'datasource_id', opr: 'eq', value: params.datasetId });
  if (params.dashboardId !== undefined)
    filters.push({ col: 'dashboards', opr: 'rel_m_m', value: params.dashboardId });
  if (params.favorite !== undefined)
    filters.push({ col: 'id', opr: 'chart_is_favorite', value: params.favorite });
  if (params.certified !== undefined)
    filters.push({ col: 'id', opr: 'chart_is_certified', value: params.certified });
  if (params.modifiedById !== undefined)
    filters.push({ col: 'changed_by', opr: 'rel_o_m', value: params.modifiedById });
  const search = params.search?.trim();
  if (search) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search });
  return filters;
}

export function chartsListQuery(params: ChartsListParams): Record<string, unknown> {
  const q: Record<string, unknown> = {
    order_column: params.orderColumn,
    order_direction: params.orderDirection,
    page: params.page,
    page_size: params.pageSize,
  };
  const filters = chartFilters(params);
  if (filters.length) q.filters = filters;
  return q;
}

/** Where "Create new chart" leads: explore with the chosen type on the chosen dataset. */
export function newChartUrl(vizType: string, datasetId: number): string {
  const params = new URLSearchParams({
    viz_type: vizType,
    datasource_id: String(datasetId),
    datasource_type: 'table',
  });
  return `/explore/?${params.toString()}`;
}
