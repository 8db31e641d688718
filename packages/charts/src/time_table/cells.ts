import { getNumberFormatter } from '@tessera/core';
import type { TimeTableColumn, TimeTableRow } from './transformProps.js';

export interface CellValue {
  value: number | null;
  errorMsg?: string;
}

/**
 * A cell of a row (Superset's TimeTable value calculations; "recent" is the newest time):
 * `time` the value `timeLag` periods back (a negative lag counts from the oldest),
 * compared with the recent one (`diff`, `perc`, `perc_change`); `contrib` the recent value's
 * share of the newest time's total; `avg` the mean of the last `timeLag` periods (all when
 * unset); otherwise the recent value.
 */
export function cellValue(
  row: TimeTableRow,
  column: TimeTableColumn,
  totals: (number | null)[],
): CellValue {
  const reversed = [...row.values].reverse();
  if (reversed.length === 0) return { value: null };
  const recent = reversed[0];
  if (column.colType === 'time') {
    const lag = column.timeLag || 0;
    const total = reversed.length;
    if (Math.abs(lag) >= total) {
      return {
        value: null,
        errorMsg: `The time lag set at ${lag} is too large for the length of data at ${total}. No data available.`,
      };
    }
    const lagged = lag < 0 ? reversed[total + lag] : reversed[lag];
    if (lagged === null || recent === null) return { value: null };
    if (column.comparisonType === 'diff') return { value: recent - lagged };
    if (column.comparisonType === 'perc') return { value: recent / lagged };
    if (column.comparisonType === 'perc_change') return { value: recent / lagged - 1 };
    return { value: lagged };
  }
  if (column.colType === 'contrib') {
    const total = totals[totals.length - 1];
    if (recent === null || !total) return { value: null };
    return { value: recent / total };
  }
  if (column.colType === 'avg') {
    const window = column.timeLag ? reversed.slice(0, column.timeLag) : reversed;
    const present = window.filter((v): v is number => v !== null);
    if (present.length === 0) return { value: null };
    return { value: present.reduce((a, b) => a + b, 0) / present.length };
  }
  return { value: recent };
}

/** A sparkline's points: the values, or with `timeRatio` r each value over the one r back. */
export function sparklineValues(row: TimeTableRow, column: TimeTableColumn): (number | null)[] {
  const ratio = Number(column.timeRatio) || 0;
  if (ratio <= 0) return row.values;
  const out: (number | null)[] = [];
  for (let i = ratio; i < row.values.length; i += 1) {
    const prev = row.values[i - ratio];
    const cur = row.values[i];
    out.push(prev && cur !== null ? cur / prev : null);
  }
  return out;
}

/** A value as the column's d3 format says (the plain number without one, as Superset). */
export function formatCell(value: number | null, d3format?: string): string {
  if (value === null || !Number.isFinite(value)) return value === null ? '' : String(value);
  return d3format ? getNumberFormatter(d3format)(value) : String(value);
}

/** Superset's accessible bounds colours; lighter ones on a dark background. */
const BOUND_COLORS = {
  light: { min: '#ca0020', mid: '#808080', max: '#0571b0' },
  dark: { min: '#f4606c', mid: '#9e9e9e', max: '#4ea3e0' },
} as const;

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  const c = pa.map((v, i) => Math.round(v + (pb[i] - v) * t));
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

/**
 * The colour of a value within the column's `bounds` (Superset's colorFromBounds): both
 * bounds: red at the minimum through grey to blue at the maximum; one bound: blue on its
 * good side, red on the other; none: no colour.
 */
export function colorFromBounds(
  value: number | null,
  bounds: (number | null | undefined)[] | undefined,
  theme: 'light' | 'dark' = 'light',
): string | undefined {
  if (value === null || !bounds) return undefined;
  const { min: MIN_COLOR, mid: MID_COLOR, max: MAX_COLOR } = BOUND_COLORS[theme];
  const [min, max] = bounds.map((b) =>
    b === null || b === undefined || (b as unknown) === '' ? null : Number(b),
  );
  if (min !== null && max !== null && Number.isFinite(min) && Number.isFinite(max)) {
    if (max === min) return value >= max ? MAX_COLOR : MIN_COLOR;
    const mid = (min + max) / 2;
    const t = Math.max(min, Math.min(max, value));
    return t <= mid
      ? mix(MIN_COLOR, MID_COLOR, (t - min) / (mid - min))
      : mix(MID_COLOR, MAX_COLOR, (t - mid) / (max - mid));
  }
  if (min !== null && Number.isFinite(min)) return value >= min ? MAX_COLOR : MIN_COLOR;
  if (max !== null && Number.isFinite(max)) return value < max ? MAX_COLOR : MIN_COLOR;
  return undefined;
}

/** The row's link from the `url` template (`{{ metric }}` is the row), only http(s) or relative. */
export function rowUrl(template: string, row: TimeTableRow): string | null {
  if (!template.trim()) return null;
  const url = template
    .replace(/{{\s*metric(?:\.(?:label|metric_name|verbose_name))?\s*}}/g, row.key)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^(https?:\/\/|\/|\.\/|\?|#)/i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return null;
}
