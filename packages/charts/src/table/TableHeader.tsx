/**
 * The table's sticky header: the group row (time comparison) over the column headers, which
 * sort on click and, with `allow_rearrange_columns`, are dragged to reorder the columns.
 */
import type { ChartThemeColors } from '../shared/echarts/constants.js';
import type { TableColumn } from './columns.js';
import { HEADER_HEIGHT, cellStyle } from './layout.js';
import type { Sort } from './useTableState.js';

interface Rearrange {
  allowRearrange: boolean;
  dragged: string | null;
  setDragged(key: string | null): void;
  onColumnDrop(target: string): void;
}

function HeaderCell({
  column,
  width,
  sort,
  onSort,
  allowRearrange,
  dragged,
  setDragged,
  onColumnDrop,
}: {
  column: TableColumn;
  width: number;
  sort: Sort;
  onSort(key: string): void;
} & Rearrange) {
  return (
    <div
      role="columnheader"
      aria-sort={sort?.key === column.key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      onClick={() => onSort(column.key)}
      draggable={allowRearrange || undefined}
      onDragStart={
        allowRearrange
          ? (e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', column.key);
              setDragged(column.key);
            }
          : undefined
      }
      onDragOver={
        allowRearrange
          ? (e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
            }
          : undefined
      }
      onDrop={
        allowRearrange
          ? (e) => {
              e.preventDefault();
              onColumnDrop(column.key);
            }
          : undefined
      }
      onDragEnd={allowRearrange ? () => setDragged(null) : undefined}
      style={cellStyle(column, width, {
        fontWeight: 700,
        cursor: allowRearrange ? 'grab' : 'pointer',
        userSelect: 'none',
        opacity: dragged === column.key ? 0.5 : undefined,
      })}
      title={column.label}
    >
      {column.label}
      {sort?.key === column.key ? (sort.desc ? ' ▼' : ' ▲') : ''}
    </div>
  );
}

/** Adjacent columns of one group (e.g. a metric's main, #, △ and % columns) under one label. */
function GroupRow({ columns, widths }: { columns: TableColumn[]; widths: number[] }) {
  const spans: { label: string; width: number }[] = [];
  columns.forEach((c, i) => {
    const label = c.groupLabel ?? '';
    const last = spans[spans.length - 1];
    if (last && label && last.label === label) last.width += widths[i];
    else spans.push({ label, width: widths[i] });
  });
  return (
    <div style={{ display: 'flex' }}>
      {spans.map((s, i) => (
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
      ))}
    </div>
  );
}

export function TableHeader({
  columns,
  widths,
  innerWidth,
  grouped,
  colors,
  sort,
  onSort,
  ...rearrange
}: {
  columns: TableColumn[];
  widths: number[];
  innerWidth: number;
  grouped: boolean;
  colors: ChartThemeColors;
  sort: Sort;
  onSort(key: string): void;
} & Rearrange) {
  return (
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
      {grouped ? <GroupRow columns={columns} widths={widths} /> : null}
      <div role="row" style={{ display: 'flex', height: HEADER_HEIGHT }}>
        {columns.map((column, i) => (
          <HeaderCell
            key={column.key}
            column={column}
            width={widths[i]}
            sort={sort}
            onSort={onSort}
            {...rearrange}
          />
        ))}
      </div>
    </div>
  );
}
