/**
 * A list view as data: its filters (each a kind of input over one value of the list's
 * `ListRequest.filters`), its card view, and its bulk actions. How a filter's value reaches
 * the server is the resource's `ListQuerySpec` (api/<resource>Query.ts), by the same id.
 */
import type { ReactNode } from 'react';
import type { ListOrder } from '../../api/listQuery';

export interface FilterOption {
  value: string | number;
  label: string;
}

/** The options of a select filter, as a hook over the typed search text (debounced). */
export type OptionsHook = (search: string) => { options: FilterOption[]; loading: boolean };

interface FilterBase {
  id: string;
  /** Shown before the value ("Owner:") and the input's accessible name. */
  label: string;
  width?: number;
}

/** A text search (debounced): Superset's `search` filter. */
export interface SearchFilter extends Omit<FilterBase, 'label'> {
  kind: 'search';
  placeholder: string;
  ariaLabel: string;
  /** A "Search:" prefix inside the box. */
  prefix?: string;
  /** Columns to search in, chosen beside the box; the choice is the value of `columnId`. */
  columns?: { id: string; options: FilterOption[]; width: number };
}

/** One value out of a list: fixed, loaded once, or searched on the server. */
export interface SelectFilter extends FilterBase {
  kind: 'select';
  options?: FilterOption[];
  useOptions?: OptionsHook;
  /** 'local': the typed text filters the options; 'remote': it goes to `useOptions`. */
  search?: 'local' | 'remote';
}

/** Yes or No (or all). */
export interface FlagFilter extends FilterBase {
  kind: 'flag';
}

/** A few choices side by side, the first of them usually "All" (value undefined). */
export interface SegmentedFilter extends Omit<FilterBase, 'label'> {
  kind: 'segmented';
  options: { label: string; value: string | number | boolean | undefined }[];
}

/** A time range, either end open: `[from, to]` in epoch milliseconds. */
export interface DateRangeFilter extends FilterBase {
  kind: 'dateRange';
}

export type ListFilterDeclaration =
  SearchFilter | SelectFilter | FlagFilter | SegmentedFilter | DateRangeFilter;

/** The card view: one card per row, and the orders its Sort select offers. */
export interface CardView<T> {
  /** The grid's accessible name ("Charts"). */
  label: string;
  render(row: T, selection?: CardSelection): ReactNode;
  sorts?: { label: string; value: string; order: ListOrder }[];
}

/** A card's checkbox while bulk selecting. */
export interface CardSelection {
  selected: boolean;
  disabled: boolean;
  onChange(selected: boolean): void;
}

export interface BulkAction {
  key: string;
  name: string;
  danger?: boolean;
  /** Receives the ids of the selected rows. */
  onSelect(ids: number[]): void;
}

/** Bulk select: the actions on the selected rows, which rows may be selected, their names. */
export interface BulkSelect<T> {
  actions: BulkAction[];
  selectable?(row: T): boolean;
  /** The row's name in its checkbox's label ("Select <name>"). */
  name(row: T): string;
}
