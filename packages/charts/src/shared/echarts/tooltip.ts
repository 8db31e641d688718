import type { ChartTheme } from '../../types.js';
import { themeColors } from './constants.js';

export interface TooltipRow {
  /** Trusted marker HTML (a coloured dot) shown before the first cell. */
  marker?: string;
  cells: string[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

const TRUNCATE =
  'max-width: 300px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;';

/** A coloured dot like the ones ECharts draws in its own tooltips. */
export const tooltipMarker = (color: string) =>
  `<span style="display:inline-block;margin-right:5px;border-radius:10px;width:10px;height:10px;background-color:${escapeHtml(color)};"></span>`;

/** Superset's `tooltipHtml`: a bold title and a table of rows (cells escaped). */
export function tooltipHtml(rows: TooltipRow[], title?: string, focusedRow?: number): string {
  const titleHtml = title
    ? `<span style="font-weight: 700;${TRUNCATE}">${escapeHtml(title)}</span>`
    : '';
  const body =
    rows.length === 0
      ? '<tr><td>No data</td></tr>'
      : rows
          .map((row, i) => {
            const style = i === focusedRow ? 'font-weight: 700;' : '';
            const cells = row.cells
              .map(
                (cell, j) =>
                  `<td style="${TRUNCATE}${j > 0 ? ' padding-left: 12px; text-align: right;' : ''}">${
                    j === 0 && row.marker ? row.marker : ''
                  }${escapeHtml(cell)}</td>`,
              )
              .join('');
            return `<tr style="${style}">${cells}</tr>`;
          })
          .join('');
  return `<div>${titleHtml}<table>${body}</table></div>`;
}

/** Tooltip defaults: confined to the chart, themed. */
export function getDefaultTooltip(theme: ChartTheme): Record<string, unknown> {
  const colors = themeColors(theme);
  return {
    confine: true,
    backgroundColor: colors.tooltipBackground,
    borderColor: colors.border,
    textStyle: { color: colors.text },
    extraCssText: 'box-shadow: 0 2px 8px rgba(0,0,0,0.15); white-space: nowrap;',
  };
}
