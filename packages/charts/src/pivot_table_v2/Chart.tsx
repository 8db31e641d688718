import { useRef } from 'react';
import type { CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { themeColors } from '../shared/echarts/constants.js';
import type { PivotTableChartProps } from './types.js';

const ROW_HEIGHT = 28;
const LABEL_WIDTH = 140;
const MIN_VALUE_WIDTH = 90;

/**
 * The pivot table: column header rows (spans over their groups), row labels down the
 * left (kept in view while scrolling sideways), and a virtualised body of value cells
 * with subtotals and totals in bold.
 */
export default function PivotTableChart({ width, height, theme, model }: PivotTableChartProps) {
  const colors = themeColors(theme);
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
  const labelArea = (content: (i: number) => string, bold = true) => (
    <div style={stickyLabels}>
      {Array.from({ length: Math.max(labelCount, 1) }, (_, i) => (
        <div key={i} style={cell(LABEL_WIDTH, { fontWeight: bold ? 700 : 400 })}>
          {content(i)}
        </div>
      ))}
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
            {spans.map((span, i) => (
              <div
                key={i}
                role="columnheader"
                style={cell(span.span * valueWidth, { fontWeight: 700, textAlign: 'center' })}
              >
                {span.label}
              </div>
            ))}
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
              {labelArea((i) => row.labels[i] ?? '', bold)}
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
                  {c.text}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
