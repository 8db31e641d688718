import { useRef, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { themeColors } from '../shared/echarts/constants.js';
import { pivotCellContextMenuFilters, pivotHeaderContextMenuFilters } from './contextMenu.js';
import { PivotHeader } from './PivotHeader.js';
import {
  LABEL_WIDTH,
  LabelArea,
  MIN_VALUE_WIDTH,
  ROW_HEIGHT,
  cellContent,
  pivotCell,
} from './pivotCells.js';
import type { PivotKit } from './pivotCells.js';
import type { PivotTableChartProps } from './types.js';
import { usePivotSelection } from './usePivotSelection.js';

/**
 * The pivot table: column header rows (spans over their groups), row labels down the
 * left (kept in view while scrolling sideways), and a virtualised body of value cells
 * with subtotals and totals in bold. Clicking a row or column header value cross-filters
 * on it (again to clear); the selected headers are highlighted.
 */
export default function PivotTableChart(props: PivotTableChartProps) {
  const { width, height, theme, model } = props;
  const colors = themeColors(theme);
  // The drill menu on a right-click (of a header or a value cell), when the page offers one.
  const onContextMenu = props.hooks?.onContextMenu;
  const openMenu = (event: MouseEvent, filters: ReturnType<typeof pivotCellContextMenuFilters>) => {
    event.preventDefault();
    onContextMenu?.(event.clientX, event.clientY, filters);
  };
  const kit: PivotKit = {
    ...usePivotSelection(props),
    colors,
    allowRenderHtml: props.allowRenderHtml,
    labelCount: model.rowAttrs.length,
    rowAttrKeys: model.rowAttrKeys,
    onHeaderContextMenu: onContextMenu
      ? (axis, path, event) =>
          openMenu(event, pivotHeaderContextMenuFilters(props.drill, axis, path))
      : undefined,
  };
  const labelsWidth = Math.max(kit.labelCount, 1) * LABEL_WIDTH;
  const valueWidth = Math.max(
    MIN_VALUE_WIDTH,
    Math.floor((width - labelsWidth - 2) / Math.max(model.columnCount, 1)),
  );
  const innerWidth = labelsWidth + valueWidth * model.columnCount;
  const headerHeight = (model.headerRows.length + 1) * ROW_HEIGHT;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: model.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: headerHeight,
    initialRect: { width, height: height },
  });

  return (
    <div
      ref={scrollRef}
      role="table"
      // Focusable, so that a keyboard can scroll it (no cell need hold a control).
      tabIndex={0}
      style={{
        width,
        height,
        overflow: 'auto',
        color: colors.text,
        fontSize: 13,
        position: 'relative',
      }}
    >
      <PivotHeader kit={kit} model={model} valueWidth={valueWidth} innerWidth={innerWidth} />
      <div style={{ height: virtualizer.getTotalSize(), width: innerWidth, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = model.rows[item.index];
          const bold = row.kind !== 'data';
          return (
            <div
              key={item.key}
              role="row"
              style={{
                display: 'flex',
                position: 'absolute',
                top: 0,
                left: 0,
                transform: `translateY(${item.start - headerHeight}px)`,
                fontWeight: bold ? 700 : 400,
              }}
            >
              <LabelArea
                kit={kit}
                label={(i) => row.labels[i] ?? ''}
                bold={bold}
                pathAt={(i) =>
                  row.kind === 'data' && row.labels[i] && i < row.path.length
                    ? row.path.slice(0, i + 1)
                    : undefined
                }
              />
              {row.cells.map((c, i) => (
                <div
                  key={i}
                  role="cell"
                  onContextMenu={
                    onContextMenu
                      ? (event) =>
                          openMenu(
                            event,
                            pivotCellContextMenuFilters(
                              props.drill,
                              row.path,
                              model.columnPaths[i] ?? [],
                            ),
                          )
                      : undefined
                  }
                  style={pivotCell(colors, valueWidth, {
                    textAlign: 'right',
                    background: c.background,
                    fontWeight: c.kind !== 'data' ? 700 : 400,
                  })}
                >
                  {typeof c.value === 'string'
                    ? cellContent(c.text, props.allowRenderHtml)
                    : c.text}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
