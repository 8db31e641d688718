import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { themeColors } from '../shared/echarts/constants.js';
import type { DataRecord } from '../types.js';
import type { TableColumn } from './columns.js';
import { tableCrossFilter } from './crossFilter.js';
import type { TableSelection } from './crossFilter.js';
import { cellHtml } from './safeHtml.js';
import { TablePager, TableToolbar } from './TableControls.js';
import {
  moveColumn,
  orderColumns,
  pageCount,
  pageRows,
  renderCell,
  searchRows,
  sortRows,
} from './tableState.js';
import type { TableChartProps } from './types.js';

const ROW_HEIGHT = 32;
const HEADER_HEIGHT = 32;
const MIN_COLUMN_WIDTH = 80;

type Sort = { key: string; desc: boolean } | undefined;

/** Configured widths, the rest shared out so the columns fill the chart. */
export function columnWidths(columns: TableColumn[], width: number): number[] {
  const fixed = columns.reduce((acc, c) => acc + (c.config.columnWidth ?? 0), 0);
  const flexible = columns.filter((c) => !c.config.columnWidth).length;
  const share = flexible ? Math.max(MIN_COLUMN_WIDTH, (width - 2 - fixed) / flexible) : 0;
  return columns.map((c) => c.config.columnWidth ?? Math.floor(share));
}

/**
 * The table: search box, sortable headers (grouped for time comparison), a virtualised
 * body (smooth with tens of thousands of rows), cell bars, conditional colours, the
 * summary row and paging — on the client, or through the chart's own state (server
 * pagination, sort and search run a new query).
 */
export default function TableChart(props: TableChartProps) {
  const { width, height, data, totals, serverPagination, includeSearch, hooks } = props;
  const colors = themeColors(props.theme);
  const [search, setSearch] = useState(props.searchText);
  const [sort, setSort] = useState<Sort>(props.sortBy);
  const [page, setPage] = useState(props.currentPage);
  const [pageSize, setPageSize] = useState(props.pageSize);
  const [selected, setSelected] = useState<TableSelection | null>(null);
  // The dragged column order (allow_rearrange_columns); not saved with the chart.
  const [columnOrder, setColumnOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const columns = useMemo(
    () => orderColumns(props.columns, props.allowRearrangeColumns ? columnOrder : null),
    [props.columns, props.allowRearrangeColumns, columnOrder],
  );

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

  const grouped = columns.some((c) => c.groupLabel);
  const headerHeight = HEADER_HEIGHT * (grouped ? 2 : 1);
  const toolbarHeight = includeSearch || pageSize > 0 ? 36 : 0;
  const pagerHeight = pages > 1 ? 36 : 0;
  const bodyHeight = Math.max(ROW_HEIGHT, height - toolbarHeight - pagerHeight);
  const widths = columnWidths(columns, width);
  const innerWidth = widths.reduce((a, b) => a + b, 0);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: headerHeight,
    initialRect: { width, height: bodyHeight },
  });

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
  const onCellClick = (column: TableColumn, value: unknown) => {
    if (!props.emitCrossFilters || !hooks?.setDataMask) return;
    const next = tableCrossFilter(column, value, selected);
    if (!next) return;
    setSelected(next.selected);
    hooks.setDataMask(next.dataMask);
  };
  const onColumnDrop = (target: string) => {
    if (dragged && dragged !== target) {
      setColumnOrder(
        moveColumn(
          columns.map((c) => c.key),
          dragged,
          target,
        ),
      );
    }
    setDragged(null);
  };

  const cellStyle = (i: number, extra?: CSSProperties): CSSProperties => ({
    width: widths[i],
    minWidth: widths[i],
    padding: '0 8px',
    boxSizing: 'border-box',
    textAlign: columns[i].align,
    overflow: 'hidden',
    textOverflow: columns[i].config.truncateLongCells ? 'ellipsis' : undefined,
    whiteSpace: 'nowrap',
    lineHeight: `${ROW_HEIGHT}px`,
    position: 'relative',
    ...extra,
  });
  const headerCell = (column: TableColumn, i: number) => (
    <div
      key={column.key}
      role="columnheader"
      aria-sort={sort?.key === column.key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      onClick={() => onSort(column.key)}
      draggable={props.allowRearrangeColumns || undefined}
      onDragStart={
        props.allowRearrangeColumns
          ? (e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', column.key);
              setDragged(column.key);
            }
          : undefined
      }
      onDragOver={
        props.allowRearrangeColumns
          ? (e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
            }
          : undefined
      }
      onDrop={
        props.allowRearrangeColumns
          ? (e) => {
              e.preventDefault();
              onColumnDrop(column.key);
            }
          : undefined
      }
      onDragEnd={props.allowRearrangeColumns ? () => setDragged(null) : undefined}
      style={cellStyle(i, {
        fontWeight: 700,
        cursor: props.allowRearrangeColumns ? 'grab' : 'pointer',
        userSelect: 'none',
        opacity: dragged === column.key ? 0.5 : undefined,
      })}
      title={column.label}
    >
      {column.label}
      {sort?.key === column.key ? (sort.desc ? ' ▼' : ' ▲') : ''}
    </div>
  );
  const groupHeader = () => {
    const spans: { label: string; width: number }[] = [];
    columns.forEach((c, i) => {
      const label = c.groupLabel ?? '';
      const last = spans[spans.length - 1];
      if (last && label && last.label === label) last.width += widths[i];
      else spans.push({ label, width: widths[i] });
    });
    return spans.map((s, i) => (
      <div
        key={i}
        style={{
          width: s.width,
          minWidth: s.width,
          textAlign: 'center',
          fontWeight: 700,
          lineHeight: `${HEADER_HEIGHT}px`,
        }}
      >
        {s.label}
      </div>
    ));
  };
  const renderRow = (row: DataRecord, style: CSSProperties, summary = false) => (
    <div
      role="row"
      style={{ display: 'flex', borderBottom: `1px solid ${colors.border}`, ...style }}
    >
      {columns.map((column, i) => {
        const cell = renderCell(column, row, props.colorFormatters);
        const html = summary ? undefined : cellHtml(row[column.key], props.allowRenderHtml);
        const text =
          summary && i === 0 && (row[column.key] === undefined || row[column.key] === null)
            ? 'Summary'
            : cell.text;
        return (
          <div
            key={column.key}
            role="cell"
            title={column.config.truncateLongCells ? text : undefined}
            onClick={summary ? undefined : () => onCellClick(column, row[column.key])}
            style={cellStyle(i, {
              background: cell.background,
              color: cell.isNull ? colors.subtleText : undefined,
              fontWeight: summary ? 700 : undefined,
            })}
          >
            {cell.bar && !summary ? (
              <div
                aria-hidden
                style={{
                  position: 'absolute',
                  top: 4,
                  bottom: 4,
                  left: `${cell.bar.offset}%`,
                  width: `${cell.bar.width}%`,
                  background: cell.bar.color,
                }}
              />
            ) : null}
            {html !== undefined ? (
              <span style={{ position: 'relative' }} dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <span style={{ position: 'relative' }}>{text}</span>
            )}
          </div>
        );
      })}
    </div>
  );

  return (
    <div
      style={{
        width,
        height,
        color: colors.text,
        fontSize: 13,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {toolbarHeight ? (
        <TableToolbar
          colors={colors}
          includeSearch={includeSearch}
          search={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
          pageSize={pageSize}
          onPageSize={onPageSize}
          rowCount={total}
        />
      ) : null}
      <div
        ref={scrollRef}
        role="table"
        style={{ height: bodyHeight, overflow: 'auto', position: 'relative' }}
      >
        <div
          style={{
            width: innerWidth,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: colors.background,
            borderBottom: `2px solid ${colors.border}`,
          }}
        >
          {grouped ? <div style={{ display: 'flex' }}>{groupHeader()}</div> : null}
          <div role="row" style={{ display: 'flex', height: HEADER_HEIGHT }}>
            {columns.map(headerCell)}
          </div>
        </div>
        <div
          style={{ height: virtualizer.getTotalSize(), width: innerWidth, position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => (
            <div key={item.key}>
              {renderRow(shown[item.index], {
                position: 'absolute',
                top: 0,
                left: 0,
                width: innerWidth,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start - headerHeight}px)`,
              })}
            </div>
          ))}
        </div>
        {totals
          ? renderRow(
              totals,
              {
                position: 'sticky',
                bottom: 0,
                width: innerWidth,
                background: colors.background,
                zIndex: 1,
              },
              true,
            )
          : null}
      </div>
      {pagerHeight ? (
        <TablePager colors={colors} page={currentPage} pages={pages} onPage={onPage} />
      ) : null}
    </div>
  );
}
