/** The dashboard list's filters and orders, as the rison `q` of GET /api/v1/dashboard/ takes them. */
import type { ListOrder, ListQuerySpec } from './listQuery';

/** Superset's default: most recently modified first. */
export const DASHBOARD_DEFAULT_ORDER: ListOrder = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
};

/** The Status filter's values (Superset's `DashboardStatus`). */
export type DashboardStatus = 'published' | 'draft';

/**
 * The dashboard list's filters by id: status, owner, creator, favourite, certified, last
 * modifier, and the search in titles and slugs (Superset's `title_or_slug`).
 */
export const DASHBOARD_LIST: ListQuerySpec = {
  filters: [
    { id: 'status', col: 'published', opr: 'eq', value: (v) => v === 'published' },
    { id: 'owner', col: 'owners', opr: 'rel_m_m' },
    { id: 'createdBy', col: 'created_by', opr: 'rel_o_m' },
    { id: 'favorite', col: 'id', opr: 'dashboard_is_favorite' },
    { id: 'certified', col: 'id', opr: 'dashboard_is_certified' },
    { id: 'modifiedBy', col: 'changed_by', opr: 'rel_o_m' },
    { id: 'search', col: 'dashboard_title', opr: 'title_or_slug' },
  ],
  defaultOrder: DASHBOARD_DEFAULT_ORDER,
};

/** The card view's sort choices (Superset's DashboardList `sortTypes`). */
export const DASHBOARD_CARD_SORTS: { label: string; value: string; order: ListOrder }[] = [
  {
    label: 'Alphabetical',
    value: 'alphabetical',
    order: { column: 'dashboard_title', direction: 'asc' },
  },
  { label: 'Recently modified', value: 'recently_modified', order: DASHBOARD_DEFAULT_ORDER },
  {
    label: 'Least recently modified',
    value: 'least_recently_modified',
    order: { ...DASHBOARD_DEFAULT_ORDER, direction: 'asc' },
  },
];

/** What a new dashboard is called (Superset's `[ untitled dashboard ]`). */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** Where a dashboard opens in edit mode (where "+ Dashboard" leads once it is created). */
export function dashboardEditUrl(id: number): string {
  return `/superset/dashboard/${id}/?edit=true`;
}
