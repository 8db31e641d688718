/**
 * Time comparison (`time_offsets`, Superset's `processing_time_offsets`): for each offset
 * the query runs again over its time range moved by the offset (`1 year ago`, `inherit`,
 * a start date, or a `<a> : <b>` range), with the x-axis filters replaced by that range on
 * the x-axis column and no post-processing; its metrics come back as
 * `<metric>__<offset>` columns joined onto the main result (core's `joinTimeOffset`),
 * before the main query's post-processing runs.
 */
import type { DataFrame, QueryColumn, QueryObject, TimeDelta } from '@tessera/core';
import {
  DTTM_ALIAS,
  TimeRangeError,
  diffDays,
  formatIso,
  fromEpochMs,
  joinTimeOffset,
  parseTimeDelta,
  queryColumnLabel,
  shiftByOffset,
} from '@tessera/core';
import type { CompiledQuery } from '../compiler/index.js';
import { QueryObjectValidationError } from '../compiler/index.js';

export interface OffsetQuery {
  offset: string;
  query: QueryObject;
  /** The shift to undo when joining (the shifted rows' times move by −delta). */
  delta: TimeDelta;
}

const isBaseAxis = (c: QueryColumn) => typeof c !== 'string' && c.columnType === 'BASE_AXIS';

/** The column both results are joined on: the x-axis, else `__timestamp`. */
export function timeComparisonColumn(query: QueryObject): string {
  const axis = query.columns.find(isBaseAxis);
  return axis ? queryColumnLabel(axis) : DTTM_ALIAS;
}

/** The query objects of the comparisons, from the main query's evaluated bounds. */
export function offsetQueries(
  query: QueryObject,
  main: Pick<CompiledQuery, 'fromDttm' | 'toDttm'>,
  now: Date,
): OffsetQuery[] {
  if (query.time_offsets.length === 0) return [];
  const since = main.fromDttm === null ? null : fromEpochMs(main.fromDttm);
  const until = main.toDttm === null ? null : fromEpochMs(main.toDttm);
  const axis = timeComparisonColumn(query);
  return query.time_offsets.map((offset) => {
    let range: ReturnType<typeof shiftByOffset>;
    try {
      range = shiftByOffset(since, until, offset, { now });
    } catch (error) {
      if (error instanceof TimeRangeError) throw new QueryObjectValidationError(error.message);
      throw error;
    }
    let delta: TimeDelta | null;
    if (range.isDateRange) {
      delta = range.since && since ? { unit: 'day', value: diffDays(since, range.since) } : null;
    } else {
      delta = parseTimeDelta(range.resolvedOffset);
    }
    if (!delta) {
      throw new QueryObjectValidationError(
        `Time delta is ambiguous. Please specify [${offset} ago] or [${offset} later].`,
      );
    }
    const timeRange = `${range.since ? formatIso(range.since) : ''} : ${range.until ? formatIso(range.until) : ''}`;
    const shifted: QueryObject = {
      ...query,
      granularity: query.granularity ?? (axis === DTTM_ALIAS ? null : axis),
      time_range: timeRange,
      time_shift: null,
      filters: query.filters.filter((f) => queryColumnLabel(f.col) !== axis),
      time_offsets: [],
      post_processing: [],
    };
    return { offset, query: shifted, delta };
  });
}

/** The main frame with each comparison's metrics joined on as `<metric>__<offset>`. */
export function joinOffsetFrames(
  main: DataFrame,
  query: QueryObject,
  metricLabels: readonly string[],
  shifted: readonly { offset: OffsetQuery; frame: DataFrame }[],
): DataFrame {
  const joinColumn = timeComparisonColumn(query);
  let joined = main;
  for (const { offset, frame } of shifted) {
    joined = joinTimeOffset(joined, frame, {
      joinColumn,
      metrics: metricLabels,
      offset: offset.offset,
      delta: offset.delta,
      // Join on the main query's own columns (not on earlier comparisons' metrics).
      joinKeys: main.columns
        .map((c) => c.name)
        .filter((n): n is string => typeof n === 'string' && !metricLabels.includes(n)),
    });
  }
  return joined;
}
