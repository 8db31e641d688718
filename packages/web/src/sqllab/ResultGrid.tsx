/**
 * The virtualised result grid (@tanstack/react-virtual). A result held whole is sorted and
 * filtered in the browser; a larger one is read from the server in row windows as it
 * scrolls (ResultWindows), keeping only a few windows.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Typography, theme } from 'antd';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { SqlLabResultColumn } from '@tessera/core';
import type { Row } from './resultWindows';
import { formatCell, nextSort, viewRows, type SortState } from './resultView';
import { useResultWindows } from './useResultWindows';
import { onEnterOrSpace } from '../components/keyboard';

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 170;

export interface ResultGridProps {
  columns: SqlLabResultColumn[];
  /** The rows the run returned (all of them unless `total` is larger). */
  rows: Row[];
  total: number;
  resultsKey?: string | null;
  filter: string;
  sort: SortState | null;
  onSort(sort: SortState | null): void;
  height: number;
  /** The rows shown (sorted and filtered), for copy to clipboard. */
  onVisibleRows?(rows: Row[] | null): void;
}

/** The header row: a click on a column sorts by it (a result held whole only). */
function ResultGridHeader({
  columns,
  sort,
  windowed,
  onSort,
}: Pick<ResultGridProps, 'columns' | 'sort' | 'onSort'> & { windowed: boolean }) {
  const { token } = theme.useToken();
  return (
    <div
      role="row"
      style={{
        display: 'flex',
        position: 'sticky',
        top: 0,
        zIndex: 1,
        background: token.colorBgContainer,
        borderBottom: '1px solid rgba(127,127,127,0.3)',
        fontWeight: 600,
      }}
    >
      {columns.map((c) => {
        const active = sort?.column === c.column_name ? sort.direction : null;
        return (
          <div
            key={c.column_name}
            role="columnheader"
            aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
            title={
              windowed ? 'Sorting needs the whole result: add a limit' : `Sort by ${c.column_name}`
            }
            onClick={() => !windowed && onSort(nextSort(sort, c.column_name))}
            tabIndex={windowed ? undefined : 0}
            onKeyDown={(e) =>
              !windowed && onEnterOrSpace(e, () => onSort(nextSort(sort, c.column_name)))
            }
            style={{
              width: COLUMN_WIDTH,
              flex: 'none',
              padding: '4px 8px',
              cursor: windowed ? 'default' : 'pointer',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              userSelect: 'none',
            }}
          >
            {c.column_name} {active === 'asc' && <CaretUpOutlined />}
            {active === 'desc' && <CaretDownOutlined />}
          </div>
        );
      })}
    </div>
  );
}

export function ResultGrid(props: ResultGridProps) {
  const { columns, rows, total, resultsKey, filter, sort, height } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const windowed = !!resultsKey && total > rows.length;
  const shown = useMemo(
    () => (windowed ? null : viewRows(rows, columns, filter, sort)),
    [windowed, rows, columns, filter, sort],
  );
  useEffect(() => props.onVisibleRows?.(shown), [shown]); // eslint-disable-line react-hooks/exhaustive-deps
  const count = shown ? shown.length : total;

  // TanStack Virtual is not memoisable by the React Compiler; this component re-renders on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  const cache = useResultWindows({ rows, total, resultsKey, windowed, first, last });

  const width = Math.max(columns.length * COLUMN_WIDTH, 200);
  const rowAt = (i: number) => (shown ? shown[i] : cache.row(i));

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label="Results"
      // Focusable, so that the keyboard scrolls it.
      tabIndex={0}
      aria-rowcount={count + 1}
      aria-colcount={columns.length}
      data-testid="result-grid"
      style={{
        height,
        overflow: 'auto',
        border: '1px solid rgba(127,127,127,0.25)',
        borderRadius: 6,
      }}
    >
      <div style={{ width, position: 'relative' }}>
        <ResultGridHeader columns={columns} sort={sort} windowed={windowed} onSort={props.onSort} />
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                  display: 'flex',
                  borderBottom: '1px solid rgba(127,127,127,0.12)',
                }}
              >
                {columns.map((c) => {
                  const value = row?.[c.column_name];
                  return (
                    <div
                      key={c.column_name}
                      role="gridcell"
                      style={{
                        width: COLUMN_WIDTH,
                        flex: 'none',
                        padding: '4px 8px',
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        fontFamily: 'Menlo, Consolas, monospace',
                        fontSize: 12,
                        opacity: value === null ? 0.55 : 1,
                      }}
                    >
                      {row ? (
                        formatCell(value)
                      ) : (
                        <Typography.Text type="secondary">…</Typography.Text>
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
