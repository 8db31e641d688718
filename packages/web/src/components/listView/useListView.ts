/**
 * A list view's state and data: the filter values (searches debounced), order, page and
 * view, kept in the address bar (listState.ts); the list endpoint asked for the page; and
 * the bulk selection. A new filter, order or page size starts again at the first page.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListOrder, ListRequest } from '../../api/listQuery';
import { useDebounced } from '../useDebounced';
import {
  searchOfState,
  stateFromSearch,
  type ListStateDefaults,
  type ListViewMode,
  type UrlStateScope,
} from './listState';
import type { ListFilterDeclaration } from './types';

/** What a list endpoint's hook (RTK Query) answers. */
export interface ListAnswer<T> {
  data?: { count: number; result: T[] };
  error?: unknown;
  isFetching: boolean;
}

export interface ListViewConfig<T> {
  /** The list endpoint's hook, asked for one page. */
  useList(request: ListRequest): ListAnswer<T>;
  filters?: ListFilterDeclaration[];
  /** The order when none is chosen (the column header shows it). */
  defaultOrder?: ListOrder;
  /** The order the list opens with; the default order unless told. */
  initialOrder?: ListOrder;
  initialView?: ListViewMode;
  pageSize?: number;
  /** What the address bar keeps (all unless told). */
  url?: UrlStateScope;
}

export interface ListViewModel<T> {
  filters: ListFilterDeclaration[];
  /** Filter values as typed (searches before their debounce). */
  values: Record<string, unknown>;
  setValue(id: string, value: unknown): void;
  /** The filter values the page was asked with. */
  applied: Record<string, unknown>;
  /** The order shown and asked for (the chosen one or the default). */
  order: ListOrder | null;
  setOrder(order: ListOrder | null): void;
  page: number;
  pageSize: number;
  goTo(page: number, pageSize: number): void;
  view: ListViewMode;
  setView(view: ListViewMode): void;
  rows: T[];
  total: number;
  error: unknown;
  loading: boolean;
  bulk: boolean;
  toggleBulk(): void;
  selected: number[];
  setSelected(ids: number[]): void;
}

export function useListView<T>(config: ListViewConfig<T>): ListViewModel<T> {
  const filters = config.filters ?? [];
  const location = useLocation();
  const navigate = useNavigate();
  const defaults: ListStateDefaults = {
    pageSize: config.pageSize ?? 25,
    order: config.initialOrder ?? config.defaultOrder ?? null,
    view: config.initialView ?? 'list',
    filterIds: filters.flatMap((f) =>
      f.kind === 'search' && f.columns ? [f.id, f.columns.id] : [f.id],
    ),
    url: config.url ?? 'all',
  };
  const [opened] = useState(() => stateFromSearch(location.search, defaults));
  const [values, setValues] = useState(opened.filters);
  const [order, setOrder] = useState(opened.order);
  const [pageSize, setPageSize] = useState(opened.pageSize);
  const [view, setView] = useState(opened.view);
  const searchIds = filters.filter((f) => f.kind === 'search').map((f) => f.id);
  const searches = useDebounced(JSON.stringify(searchIds.map((id) => values[id] ?? '')));
  const applied = useMemo(() => {
    const typed = JSON.parse(searches) as unknown[];
    return { ...values, ...Object.fromEntries(searchIds.map((id, i) => [id, typed[i]])) };
    // The searches' debounced text stands for them; `searchIds` follows `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, searches]);

  const shownOrder = order ?? config.defaultOrder ?? null;
  const key = JSON.stringify([applied, shownOrder, pageSize]);
  const [paging, setPaging] = useState({ key, page: opened.page });
  const page = paging.key === key ? paging.page : 0;
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  const answer = config.useList({ page, pageSize, order: shownOrder, filters: applied });

  const search = searchOfState(
    location.search,
    { page, pageSize, order, filters: applied, view },
    defaults,
  );
  useEffect(() => {
    if (search !== location.search)
      void navigate({ search, hash: location.hash }, { replace: true });
  }, [search, location.search, location.hash, navigate]);

  return {
    filters,
    values,
    setValue: (id, value) => setValues((v) => ({ ...v, [id]: value })),
    applied,
    order: shownOrder,
    setOrder,
    page,
    pageSize,
    goTo: (next, size) => {
      setPageSize(size);
      setPaging({ key, page: next });
    },
    view,
    setView,
    rows: answer.data?.result ?? [],
    total: answer.data?.count ?? 0,
    error: answer.error,
    loading: answer.isFetching,
    bulk,
    toggleBulk: () => {
      setBulk(!bulk);
      setSelected([]);
    },
    selected,
    setSelected,
  };
}
