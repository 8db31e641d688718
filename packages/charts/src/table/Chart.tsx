import { useRef, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { themeColors } from '../shared/echarts/constants.js';
import { HEADER_HEIGHT, ROW_HEIGHT, columnWidths } from './layout.js';
import { TablePager, TableToolbar } from './TableControls.js';
import { TableHeader } from './TableHeader.js';
import { tableContextMenuFilters } from './contextMenu.js';
import { getQueryMode } from './queryMode.js';
import { TableRow } from './TableRow.js';
import type { TableColumn } from './columns.js';
import type { DataRecord } from '../types.js';
import type { TableChartProps } from './types.js';
import { useCellCrossFilter } from './useCellCrossFilter.js';
import { useColumnOrder } from './useColumnOrder.js';
import { useTableState } from './useTableState.js';

/**
 * The table: search box, sortable headers (grouped for time comparison), a virtualised
 * body (smooth with tens of thousands of rows), cell bars, conditional colours, the
 * summary row and paging — on the client, or through the chart's own state (server
 * pagination, sort and search run a new query).
 */
export default function TableChart(props: TableChartProps) {
  const { width, height, totals, includeSearch } = props;
  const colors = themeColors(props.theme);
  const { columns, dragged, setDragged, onColumnDrop } = useColumnOrder(
    props.columns,
    props.allowRearrangeColumns,
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const table = useTableState(props, columns, scrollRef);
  const onCellClick = useCellCrossFilter(props);
  // The drill menu on a right-click: aggregated rows only (a raw row has no dimension values).
  const onContextMenu = props.hooks?.onContextMenu;
  const onCellContextMenu =
    onContextMenu && getQueryMode(props.formData) === 'aggregate'
      ? (column: TableColumn, row: DataRecord, event: MouseEvent) => {
          event.preventDefault();
          onContextMenu(
            event.clientX,
            event.clientY,
            tableContextMenuFilters(columns, row, column),
          );
        }
      : undefined;

  const grouped = columns.some((c) => c.groupLabel);
  const headerHeight = HEADER_HEIGHT * (grouped ? 2 : 1);
  const toolbarHeight = includeSearch || table.pageSize > 0 ? 36 : 0;
  const pagerHeight = table.pages > 1 ? 36 : 0;
  const bodyHeight = Math.max(ROW_HEIGHT, height - toolbarHeight - pagerHeight);
  const widths = columnWidths(columns, width);
  const innerWidth = widths.reduce((a, b) => a + b, 0);

  const virtualizer = useVirtualizer({
    count: table.shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: headerHeight,
    initialRect: { width, height: bodyHeight },
  });
  const rowProps = {
    columns,
    widths,
    colors,
    colorFormatters: props.colorFormatters,
    allowRenderHtml: props.allowRenderHtml,
    onCellClick,
    onCellContextMenu,
  };

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
          search={table.search}
          onSearch={table.onSearch}
          pageSize={table.pageSize}
          onPageSize={table.onPageSize}
          rowCount={table.total}
        />
      ) : null}
      <div
        ref={scrollRef}
        role="table"
        // Focusable, so that a keyboard can scroll it (no cell need hold a control).
        tabIndex={0}
        style={{ height: bodyHeight, overflow: 'auto', position: 'relative' }}
      >
        <TableHeader
          columns={columns}
          widths={widths}
          innerWidth={innerWidth}
          grouped={grouped}
          colors={colors}
          sort={table.sort}
          onSort={table.onSort}
          allowRearrange={props.allowRearrangeColumns}
          dragged={dragged}
          setDragged={setDragged}
          onColumnDrop={onColumnDrop}
        />
        <div
          style={{ height: virtualizer.getTotalSize(), width: innerWidth, position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => (
            <div key={item.key}>
              <TableRow
                {...rowProps}
                row={table.shown[item.index]}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: innerWidth,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start - headerHeight}px)`,
                }}
              />
            </div>
          ))}
        </div>
        {totals ? (
          <TableRow
            {...rowProps}
            row={totals}
            style={{
              position: 'sticky',
              bottom: 0,
              width: innerWidth,
              background: colors.background,
              zIndex: 1,
            }}
            summary
          />
        ) : null}
      </div>
      {pagerHeight ? (
        <TablePager
          colors={colors}
          page={table.currentPage}
          pages={table.pages}
          onPage={table.onPage}
        />
      ) : null}
    </div>
  );
}
