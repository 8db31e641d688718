/**
 * The table's search, sort and paging: applied to the rows on the client, or, with server
 * pagination, sent as the chart's own state (a new query runs).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { TableColumn } from './columns.js';
import { pageCount, pageRows, searchRows, sortRows } from './tableState.js';
import type { TableChartProps } from './types.js';

export type Sort = { key: string; desc: boolean } | undefined;

export function useTableState(
  props: TableChartProps,
  columns: TableColumn[],
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  const { data, serverPagination, hooks } = props;
  const [search, setSearch] = useState(props.searchText);
  const [sort, setSort] = useState<Sort>(props.sortBy);
  const [page, setPage] = useState(props.currentPage);
  const [pageSize, setPageSize] = useState(props.pageSize);

  /** Server pagination: the chart's own state changes and a new query runs. */
  const changeOwnState = (next: {
    page?: number;
    size?: number;
    sort?: Sort | null;
    search?: string;
  }) => {
    const nextSort = next.sort === undefined ? sort : (next.sort ?? undefined);
    hooks?.onChangeOwnState?.({
      currentPage: next.page ?? page,
      pageSize: next.size ?? pageSize,
      sortBy: nextSort ? [nextSort] : [],
      searchText: next.search ?? search,
      searchColumn: props.searchColumn,
    });
  };

  // Server search waits for the user to stop typing.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current || !serverPagination) {
      firstRender.current = false;
      return undefined;
    }
    const timer = setTimeout(() => changeOwnState({ search, page: 0 }), 500);
    return () => clearTimeout(timer);
  }, [search]);

  const rows = useMemo(() => {
    if (serverPagination) return data;
    const found = searchRows(data, columns, search);
    return sort ? sortRows(found, sort.key, sort.desc) : found;
  }, [serverPagination, data, columns, search, sort]);
  const total = serverPagination ? props.rowCount : rows.length;
  const pages = pageCount(total, pageSize);
  const currentPage = Math.min(page, pages - 1);
  const shown = serverPagination ? rows : pageRows(rows, pageSize, currentPage);

  const onSort = (key: string) => {
    const next: Sort =
      sort?.key !== key ? { key, desc: false } : !sort.desc ? { key, desc: true } : undefined;
    setSort(next);
    setPage(0);
    if (serverPagination) changeOwnState({ sort: next ?? null, page: 0 });
  };
  const onPage = (next: number) => {
    setPage(next);
    if (serverPagination) changeOwnState({ page: next });
    scrollRef.current?.scrollTo({ top: 0 });
  };
  const onPageSize = (size: number) => {
    setPageSize(size);
    setPage(0);
    if (serverPagination) changeOwnState({ size, page: 0 });
  };
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(0);
  };

  return {
    search,
    sort,
    pageSize,
    total,
    pages,
    currentPage,
    shown,
    onSort,
    onPage,
    onPageSize,
    onSearch,
  };
}
