/** The chart list's filters and orders, as the rison `q` of GET /api/v1/chart/ takes them. */
import type { ListOrder, ListQuerySpec } from './listQuery';

/** Superset's default: most recently modified first. */
export const CHART_DEFAULT_ORDER: ListOrder = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
};

/**
 * The chart list's filters by id: owner, type, dataset, the dashboard a chart is on,
 * favourite, certified, modified by, and the search in names, descriptions, types and
 * dataset names (Superset's `chart_all_text`).
 */
export const CHART_LIST: ListQuerySpec = {
  filters: [
    { id: 'owner', col: 'owners', opr: 'rel_m_m' },
    { id: 'vizType', col: 'viz_type', opr: 'eq' },
    { id: 'dataset', col: 'datasource_id', opr: 'eq' },
    { id: 'dashboard', col: 'dashboards', opr: 'rel_m_m' },
    { id: 'favorite', col: 'id', opr: 'chart_is_favorite' },
    { id: 'certified', col: 'id', opr: 'chart_is_certified' },
    { id: 'modifiedBy', col: 'changed_by', opr: 'rel_o_m' },
    { id: 'search', col: 'slice_name', opr: 'chart_all_text' },
  ],
  defaultOrder: CHART_DEFAULT_ORDER,
};

/** The card view's sort choices (Superset's CardSortSelect options for charts). */
export const CARD_SORTS: { label: string; value: string; order: ListOrder }[] = [
  {
    label: 'Alphabetical',
    value: 'alphabetical',
    order: { column: 'slice_name', direction: 'asc' },
  },
  { label: 'Recently modified', value: 'recent', order: CHART_DEFAULT_ORDER },
  {
    label: 'Least recently modified',
    value: 'least_recent',
    order: { column: 'changed_on_delta_humanized', direction: 'asc' },
  },
];

/** Where "Create new chart" leads: explore with the chosen type on the chosen dataset. */
export function newChartUrl(vizType: string, datasetId: number): string {
  const params = new URLSearchParams({
    viz_type: vizType,
    datasource_id: String(datasetId),
    datasource_type: 'table',
  });
  return `/explore/?${params.toString()}`;
}
