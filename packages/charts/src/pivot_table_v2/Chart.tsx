import { useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { themeColors } from '../shared/echarts/constants.js';
import { cellHtml } from '../table/safeHtml.js';
import type { DataRecordValue } from '../types.js';
import {
  headerFilters,
  isActiveHeader,
  pivotCrossFilterDataMask,
  toggleSelectedFilters,
} from './crossFilter.js';
import type { SelectedFilters } from './crossFilter.js';
import type { PivotTableChartProps } from './types.js';

const ROW_HEIGHT = 28;
const LABEL_WIDTH = 140;
const MIN_VALUE_WIDTH = 90;

/** Selected headers are tinted (Superset's active header). */
const ACTIVE_HEADER = 'rgba(32, 167, 201, 0.2)';

/**
 * The pivot table: column header rows (spans over their groups), row labels down the
 * left (kept in view while scrolling sideways), and a virtualised body of value cells
 * with subtotals and totals in bold. Clicking a row or column header value cross-filters
 * on it (again to clear); the selected headers are highlighted.
 */
export default function PivotTableChart(props: PivotTableChartProps) {
  const { width, height, theme, model, hooks } = props;
  const colors = themeColors(theme);
  const [selected, setSelected] = useState<SelectedFilters | null>(props.selectedFilters);
  const crossFilters = Boolean(props.emitCrossFilters && hooks?.setDataMask);

  /** A header click: attrs are its axis's attributes, path its values down to its level. */
  const onHeaderClick = (attrs: string[], path: DataRecordValue[]) => {
    if (!crossFilters) return;
    const next = toggleSelectedFilters(selected, headerFilters(attrs, path, path.length - 1));
    if (!next) return;
    setSelected(Object.keys(next).length ? next : null);
    hooks?.setDataMask?.(pivotCrossFilterDataMask(next, props.groupby));
  };
  const active = (attrs: string[], path?: DataRecordValue[]) =>
    Boolean(path?.length) &&
    isActiveHeader(selected, attrs[path!.length - 1], path![path!.length - 1]);
  /** A header's or text cell's content: sanitised HTML when allowed, else text. */
  const content = (text: string): ReactNode => {
    const html = cellHtml(text, props.allowRenderHtml);
    return html === undefined ? text : <span dangerouslySetInnerHTML={{ __html: html }} />;
  };
  const labelCount = model.rowAttrs.length;
  const labelsWidth = Math.max(labelCount, 1) * LABEL_WIDTH;
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

  const cell = (w: number, extra?: CSSProperties): CSSProperties => ({
    width: w,
    minWidth: w,
    height: ROW_HEIGHT,
    lineHeight: `${ROW_HEIGHT}px`,
    padding: '0 6px',
    boxSizing: 'border-box',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderRight: `1px solid ${colors.border}`,
    borderBottom: `1px solid ${colors.border}`,
    ...extra,
  });
  const stickyLabels: CSSProperties = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    display: 'flex',
    background: colors.background,
  };
  const labelArea = (
    label: (i: number) => string,
    bold = true,
    /** A row label's values down to level i, when clicking it cross-filters. */
    pathAt?: (i: number) => DataRecordValue[] | undefined,
  ) => (
    <div style={stickyLabels}>
      {Array.from({ length: Math.max(labelCount, 1) }, (_, i) => {
        const path = pathAt?.(i);
        const clickable = crossFilters && path !== undefined;
        return (
          <div
            key={i}
            role={pathAt ? 'rowheader' : undefined}
            aria-selected={path && active(model.rowAttrKeys, path) ? true : undefined}
            onClick={clickable ? () => onHeaderClick(model.rowAttrKeys, path) : undefined}
            style={cell(LABEL_WIDTH, {
              fontWeight: bold ? 700 : 400,
              cursor: clickable ? 'pointer' : undefined,
              background: active(model.rowAttrKeys, path) ? ACTIVE_HEADER : undefined,
            })}
          >
            {content(label(i))}
          </div>
        );
      })}
    </div>
  );

  return (
    <div
      ref={scrollRef}
      role="table"
      style={{
        width,
        height,
        overflow: 'auto',
        color: colors.text,
        fontSize: 13,
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          width: innerWidth,
          background: colors.background,
        }}
      >
        {model.headerRows.map((spans, level) => (
          <div key={level} role="row" style={{ display: 'flex' }}>
            {labelArea((i) =>
              i === Math.max(labelCount, 1) - 1 ? (model.colAttrs[level] ?? '') : '',
            )}
            {spans.map((span, i) => {
              const path = span.kind === 'data' ? span.path : undefined;
              const clickable = crossFilters && path !== undefined;
              const isActive = active(model.colAttrKeys, path);
              return (
                <div
                  key={i}
                  role="columnheader"
                  aria-selected={isActive || undefined}
                  onClick={clickable ? () => onHeaderClick(model.colAttrKeys, path) : undefined}
                  style={cell(span.span * valueWidth, {
                    fontWeight: 700,
                    textAlign: 'center',
                    cursor: clickable ? 'pointer' : undefined,
                    background: isActive ? ACTIVE_HEADER : undefined,
                  })}
                >
                  {content(span.label)}
                </div>
              );
            })}
          </div>
        ))}
        <div role="row" style={{ display: 'flex' }}>
          {labelArea((i) => model.rowAttrs[i] ?? '')}
          <div style={cell(valueWidth * model.columnCount, { borderRight: 'none' })} />
        </div>
      </div>
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
              {labelArea(
                (i) => row.labels[i] ?? '',
                bold,
                (i) =>
                  row.kind === 'data' && row.labels[i] && i < row.path.length
                    ? row.path.slice(0, i + 1)
                    : undefined,
              )}
              {row.cells.map((c, i) => (
                <div
                  key={i}
                  role="cell"
                  style={cell(valueWidth, {
                    textAlign: 'right',
                    background: c.background,
                    fontWeight: c.kind !== 'data' ? 700 : 400,
                  })}
                >
                  {typeof c.value === 'string' ? content(c.text) : c.text}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
