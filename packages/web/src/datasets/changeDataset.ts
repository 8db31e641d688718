/**
 * The change-dataset modal's data, apart from React: one page of 25 datasets (last changed
 * first, filtered by name), and the datasource key the chart takes (`{id}__table`).
 */
import type { ListRequest } from '../api/listQuery';

/** Superset's dataset PAGE_SIZE of the change-dataset table. */
export const CHANGE_DATASET_PAGE_SIZE = 25;

export interface ChangeDatasetTableState {
  /** 0-based. */
  page: number;
  search: string;
  sortColumn?: string;
  sortDirection?: 'asc' | 'desc';
}

export function changeDatasetParams(state: ChangeDatasetTableState): ListRequest {
  return {
    page: state.page,
    pageSize: CHANGE_DATASET_PAGE_SIZE,
    filters: { search: state.search },
    order: state.sortColumn
      ? { column: state.sortColumn, direction: state.sortDirection ?? 'asc' }
      : { column: 'changed_on_delta_humanized', direction: 'desc' },
  };
}

/** The form data's `datasource` of a table dataset. */
export function datasourceKey(id: number): string {
  return `${id}__table`;
}

export const CHANGE_WARNING =
  'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset';
export const CONFIRM_WARNING =
  'Warning! Changing the dataset may break the chart if the metadata does not exist.';
export const CHANGED_MESSAGE = 'Successfully changed dataset!';
