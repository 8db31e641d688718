/**
 * A list view's state (page, page size, order, filter values, card or list view) and its
 * place in the address bar, as Superset's ListView keeps it: `pageIndex`, `sortColumn`,
 * `sortOrder`, `viewMode` and `filters` (rison), plus `pageSize`. Only what differs from the
 * list's defaults is written, so a list opened plainly keeps a plain address.
 */
import rison from 'rison';
import type { ListOrder } from '../../api/listQuery';
import { isUnset } from '../../api/listQuery';

export const LIST_PAGE_SIZES = [10, 25, 50, 100];

export type ListViewMode = 'card' | 'list';

export interface ListState {
  /** 0-based. */
  page: number;
  pageSize: number;
  /** null: the list's default order. */
  order: ListOrder | null;
  filters: Record<string, unknown>;
  view: ListViewMode;
}

/** What the address bar holds: everything, page and order only, or nothing. */
export type UrlStateScope = 'all' | 'paging' | 'none';

export interface ListStateDefaults {
  pageSize: number;
  order: ListOrder | null;
  view: ListViewMode;
  /** The filter ids the list knows; others in an address are ignored. */
  filterIds: string[];
  url: UrlStateScope;
}

const KEYS = ['pageIndex', 'pageSize', 'sortColumn', 'sortOrder', 'viewMode', 'filters'];

function filtersFromText(text: string | null, ids: string[]): Record<string, unknown> {
  if (!text) return {};
  try {
    const decoded: unknown = rison.decode(text);
    if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return {};
    const known = Object.entries(decoded).filter(([id, v]) => ids.includes(id) && !isUnset(v));
    return Object.fromEntries(known);
  } catch {
    return {};
  }
}

/** The state an address asks for, over the list's defaults. */
export function stateFromSearch(search: string, defaults: ListStateDefaults): ListState {
  const state: ListState = {
    page: 0,
    pageSize: defaults.pageSize,
    order: defaults.order,
    filters: {},
    view: defaults.view,
  };
  if (defaults.url === 'none') return state;
  const params = new URLSearchParams(search);
  const page = Number(params.get('pageIndex'));
  if (Number.isInteger(page) && page > 0) state.page = page;
  const size = Number(params.get('pageSize'));
  if (LIST_PAGE_SIZES.includes(size)) state.pageSize = size;
  const column = params.get('sortColumn');
  const direction = params.get('sortOrder');
  if (column && (direction === 'asc' || direction === 'desc')) state.order = { column, direction };
  const view = params.get('viewMode');
  if (view === 'card' || view === 'table') state.view = view === 'card' ? 'card' : 'list';
  if (defaults.url === 'all')
    state.filters = filtersFromText(params.get('filters'), defaults.filterIds);
  return state;
}

const sameOrder = (a: ListOrder | null, b: ListOrder | null) =>
  a?.column === b?.column && a?.direction === b?.direction;

/** The address's search with the state in it (other parameters kept), '' or `?...`. */
export function searchOfState(
  search: string,
  state: ListState,
  defaults: ListStateDefaults,
): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  if (defaults.url !== 'none') {
    if (state.page > 0) params.set('pageIndex', String(state.page));
    if (state.pageSize !== defaults.pageSize) params.set('pageSize', String(state.pageSize));
    if (state.order && !sameOrder(state.order, defaults.order)) {
      params.set('sortColumn', state.order.column);
      params.set('sortOrder', state.order.direction);
    }
    if (state.view !== defaults.view)
      params.set('viewMode', state.view === 'card' ? 'card' : 'table');
    const set = Object.entries(state.filters).filter(([, v]) => !isUnset(v));
    if (defaults.url === 'all' && set.length) {
      params.set('filters', rison.encode(Object.fromEntries(set)));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any of the filters (all, or those named) holds a value. */
export function isFiltered(filters: Record<string, unknown>, ids?: string[]): boolean {
  return Object.entries(filters).some(([id, v]) => (!ids || ids.includes(id)) && !isUnset(v));
}

/** The card sort naming an order, if one does. */
export function cardSortOf(
  sorts: { value: string; order: ListOrder }[],
  order: ListOrder | null,
): string | undefined {
  return sorts.find((s) => order && sameOrder(s.order, order))?.value;
}
