/**
 * The explore header's row count tag (spec §3 "rowcount"), as Superset's RowCountLabel:
 * "N rows" (1 row) with the number in the adaptive format; a warning, with the tooltip
 * "Limit reached", when the row count reaches the row limit; a danger tag for no rows.
 */
import { getNumberFormatter } from '@tessera/core';

export const LIMIT_REACHED = 'Limit reached';

export interface RowCountLabel {
  text: string;
  type: 'warning' | 'danger' | 'default';
  limitReached: boolean;
}

export function rowCountLabel(rowcount: number, limit?: number | null): RowCountLabel {
  const limitReached = Boolean(limit && limit > 0 && rowcount >= limit);
  const formatted = getNumberFormatter()(rowcount);
  return {
    text: `${formatted} ${rowcount === 1 ? 'row' : 'rows'}`,
    type: limitReached ? 'warning' : rowcount === 0 ? 'danger' : 'default',
    limitReached,
  };
}

/** The row limit a form data asked for (row_limit), if it is a positive number. */
export function rowLimitOf(formData: { row_limit?: unknown } | null | undefined): number | null {
  const n = Number(formData?.row_limit);
  return Number.isFinite(n) && n > 0 ? n : null;
}
