import type { DataFrameCell, DataFrameColumn, DataFrame } from './dataFrame.js';
import { withColumns } from './dataFrame.js';
import { PostProcessingError } from './errors.js';
import { isNull } from './grouping.js';
import { TIME_COMPARISON } from './compare.js';
import { cellToNumber } from './numeric.js';
import { parseTimeDelta, type TimeDelta, type TimeDeltaUnit } from '../timeRange/timeDelta.js';

export type { TimeDelta, TimeDeltaUnit } from '../timeRange/timeDelta.js';
export { parseTimeDelta } from '../timeRange/timeDelta.js';

const UNIT_MS: Partial<Record<TimeDeltaUnit, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};

/** `t + DateOffset(unit=amount)`: months and years keep the day, clipped to the month's end. */
export function addTimeDelta(t: number, unit: TimeDeltaUnit, amount: number): number {
  const fixed = UNIT_MS[unit];
  if (fixed !== undefined) return t + amount * fixed;
  const d = new Date(t);
  const months = unit === 'year' ? amount * 12 : amount;
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = t - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay)) + timeOfDay;
}

export interface TimeOffsetJoinOptions {
  /** The temporal column both results share (the x-axis, or `__timestamp`). */
  readonly joinColumn: string;
  /** Metric labels of the query; each gets a `<metric>__<offset>` column. */
  readonly metrics: readonly string[];
  /** The `time_offsets` entry, e.g. `1 year ago`. */
  readonly offset: string;
  /** Join keys; by default every main column that is not a metric (x-axis and dimensions). */
  readonly joinKeys?: readonly string[];
  /** The shift to undo, when `offset` is not `N unit ago|later` (e.g. `inherit`, a date range). */
  readonly delta?: TimeDelta;
}

const keyOf = (values: readonly DataFrameCell[]): string =>
  JSON.stringify(values.map((v) => (isNull(v) ? null : v)));

/**
 * Superset's time comparison join: the shifted query's times are moved back
 * by the offset (`t − delta`, so "1 year ago" rows land a year later), its
 * metrics renamed `<metric>__<offset>`, and it is left-joined onto the main
 * result on the join keys. The main rows and their order are kept; rows without
 * a match get null.
 */
export function joinTimeOffset(
  main: DataFrame,
  shifted: DataFrame,
  options: TimeOffsetJoinOptions,
): DataFrame {
  const { joinColumn, metrics, offset } = options;
  const delta = options.delta ?? parseTimeDelta(offset);
  if (!delta) {
    throw new PostProcessingError(
      `Time delta is ambiguous. Please specify [${offset} ago] or [${offset} later].`,
      'time_offsets',
    );
  }
  const mainNames = main.columns.map((c) => c.name);
  const metricSet = new Set(metrics);
  const joinKeys =
    options.joinKeys ??
    mainNames.filter((n): n is string => typeof n === 'string' && !metricSet.has(n));
  // A result with no time column and no dimension (one aggregate over the time range, e.g.
  // the big number with a period comparison) takes the shifted aggregate as it is.
  if (!mainNames.includes(joinColumn) && joinKeys.length > 0) {
    throw new PostProcessingError(
      'A time column must be specified when using a Time Comparison.',
      'time_offsets',
    );
  }
  const find = (df: DataFrame, name: string, which: string): DataFrameColumn => {
    const column = df.columns.find((c) => c.name === name);
    if (!column) {
      throw new PostProcessingError(
        `Referenced columns not available in DataFrame: "${name}" (${which} result).`,
        'time_offsets',
      );
    }
    return column;
  };
  const names = metrics.map((m) => [m, TIME_COMPARISON, offset].join(''));
  const added: DataFrameColumn[] = names.map((name) => ({
    name,
    values: new Array<DataFrameCell>(main.length).fill(null),
  }));
  if (shifted.length > 0) {
    const shiftedKeys = joinKeys.map((k) => {
      const column = find(shifted, k, 'shifted');
      if (k !== joinColumn) return column.values;
      return column.values.map((v) => {
        const t = cellToNumber(v);
        if (t === undefined) {
          throw new PostProcessingError(
            'A time column must be specified when using a Time Comparison.',
            'time_offsets',
          );
        }
        return Number.isNaN(t) ? null : addTimeDelta(t, delta.unit, -delta.value);
      });
    });
    const shiftedMetrics = metrics.map((m) => find(shifted, m, 'shifted').values);
    const firstRow = new Map<string, number>();
    for (let r = 0; r < shifted.length; r += 1) {
      const key = keyOf(shiftedKeys.map((c) => c[r]));
      if (!firstRow.has(key)) firstRow.set(key, r);
    }
    const mainKeys = joinKeys.map((k) => find(main, k, 'main').values);
    for (let r = 0; r < main.length; r += 1) {
      const match = firstRow.get(keyOf(mainKeys.map((c) => c[r])));
      if (match === undefined) continue;
      shiftedMetrics.forEach((values, i) => {
        (added[i].values as DataFrameCell[])[r] = values[match];
      });
    }
  }
  return withColumns(main, [...main.columns, ...added]);
}
