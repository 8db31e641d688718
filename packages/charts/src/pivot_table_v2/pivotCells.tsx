/**
 * The pivot table's cells: their box, their content (sanitised HTML when allowed) and the
 * row label columns down the left, kept in view while scrolling sideways.
 */
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { ChartThemeColors } from '../shared/echarts/constants.js';
import { cellHtml } from '../table/safeHtml.js';
import type { DataRecordValue } from '../types.js';
import type { PivotSelection } from './usePivotSelection.js';

export const ROW_HEIGHT = 28;
export const LABEL_WIDTH = 140;
export const MIN_VALUE_WIDTH = 90;

/** Selected headers are tinted (Superset's active header). */
export const ACTIVE_HEADER = 'rgba(32, 167, 201, 0.2)';

/** What the pivot's parts share: colours, the cross-filter selection and the row labels. */
export interface PivotKit extends PivotSelection {
  colors: ChartThemeColors;
  allowRenderHtml: boolean;
  /** How many row label columns (row attributes). */
  labelCount: number;
  rowAttrKeys: string[];
  /** A right-click on a row or column header (the drill menu), when the page offers one. */
  onHeaderContextMenu?(axis: 'rows' | 'columns', path: DataRecordValue[], event: MouseEvent): void;
}

/** A cell `w` wide (with what the caller adds). */
export const pivotCell = (
  colors: ChartThemeColors,
  w: number,
  extra?: CSSProperties,
): CSSProperties => ({
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

/** A header's or text cell's content: sanitised HTML when allowed, else text. */
export const cellContent = (text: string, allowRenderHtml: boolean): ReactNode => {
  const html = cellHtml(text, allowRenderHtml);
  return html === undefined ? text : <span dangerouslySetInnerHTML={{ __html: html }} />;
};

/** The row label columns of one row (header rows pass no path: they do not cross-filter). */
export function LabelArea({
  kit,
  label,
  bold = true,
  pathAt,
}: {
  kit: PivotKit;
  label: (i: number) => string;
  bold?: boolean;
  /** A row label's values down to level i, when clicking it cross-filters. */
  pathAt?: (i: number) => DataRecordValue[] | undefined;
}) {
  const { colors, crossFilters, active, onHeaderClick, rowAttrKeys, onHeaderContextMenu } = kit;
  return (
    <div
      style={{
        position: 'sticky',
        left: 0,
        zIndex: 1,
        display: 'flex',
        background: colors.background,
      }}
    >
      {Array.from({ length: Math.max(kit.labelCount, 1) }, (_, i) => {
        const path = pathAt?.(i);
        const clickable = crossFilters && path !== undefined;
        return (
          <div
            key={i}
            role={pathAt ? 'rowheader' : undefined}
            aria-selected={path && active(rowAttrKeys, path) ? true : undefined}
            onClick={clickable ? () => onHeaderClick(rowAttrKeys, path) : undefined}
            onContextMenu={
              path && onHeaderContextMenu
                ? (event) => onHeaderContextMenu('rows', path, event)
                : undefined
            }
            style={pivotCell(colors, LABEL_WIDTH, {
              fontWeight: bold ? 700 : 400,
              cursor: clickable ? 'pointer' : undefined,
              background: active(rowAttrKeys, path) ? ACTIVE_HEADER : undefined,
            })}
          >
            {cellContent(label(i), kit.allowRenderHtml)}
          </div>
        );
      })}
    </div>
  );
}
