/**
 * The saved charts the builder pane offers (Superset's SliceAdder and `fetchSlices`): the
 * chart list (`GET /api/v1/chart/`, api/chartApi.ts) asked as Superset's dashboard editor asks
 * it: its column list, the name search, the owner filter, 200 a page, the chosen order.
 */
import type { ChartListItem } from '@tessera/core';
import type { ListRequest } from '../../api/listQuery';

/** Superset's FETCH_SLICES_PAGE_SIZE (spec §9). */
export const SAVED_CHARTS_PAGE_SIZE = 200;

/** The columns Superset's dashboard editor asks for. */
export const SAVED_CHART_COLUMNS = [
  'changed_on_delta_humanized',
  'changed_on_utc',
  'datasource_id',
  'datasource_type',
  'datasource_url',
  'datasource_name_text',
  'description_markeddown',
  'description',
  'id',
  'params',
  'slice_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'owners.id',
  'created_by.id',
] as const;

export type SavedChart = Pick<
  ChartListItem,
  | 'id'
  | 'slice_name'
  | 'viz_type'
  | 'url'
  | 'datasource_name_text'
  | 'datasource_url'
  | 'changed_on_delta_humanized'
  | 'changed_on_utc'
  | 'description'
>;

export type SavedChartSort = 'slice_name' | 'viz_type' | 'datasource_name' | 'changed_on';

/** Superset's KEYS_TO_SORT, as "Sort by …" choices; recent first by default. */
export const SAVED_CHART_SORTS: { value: SavedChartSort; label: string }[] = [
  { value: 'slice_name', label: 'Sort by name' },
  { value: 'viz_type', label: 'Sort by viz type' },
  { value: 'datasource_name', label: 'Sort by dataset' },
  { value: 'changed_on', label: 'Sort by recent' },
];
export const DEFAULT_SAVED_CHART_SORT: SavedChartSort = 'changed_on';

export interface SavedChartsRequest {
  search: string;
  sort: SavedChartSort;
  /** Only the charts this user owns ("Show only my charts"). */
  ownerId?: number;
}

/** The chart list request of Superset's `fetchSlices`. */
export function savedChartsRequest({ search, sort, ownerId }: SavedChartsRequest): ListRequest {
  const recent = sort === 'changed_on';
  return {
    page: 0,
    pageSize: SAVED_CHARTS_PAGE_SIZE,
    columns: SAVED_CHART_COLUMNS,
    filters: { search, owner: ownerId },
    order: recent
      ? { column: 'changed_on_delta_humanized', direction: 'desc' }
      : { column: sort, direction: 'asc' },
  };
}

/** The text shown when the list cannot be fetched (spec §8). */
export function savedChartsError(reason: string): string {
  return `Sorry there was an error fetching saved charts: ${reason}`;
}
