/** Evaluates time ranges for `GET /api/v1/time_range/` with the core grammar. */
import {
  formatIso,
  getSinceUntil,
  TimeRangeError,
  unexpectedTimeRangeMessage,
  type TimeRangeItem,
  type TimeRangeResponse,
} from '@tessera/core';
import { BadRequestError } from '../errors.js';

export type EvaluatedTimeRange = TimeRangeResponse['result'][number];

/** Each item's bounds as naive ISO strings ("" for an open bound), on the server's clock. */
export function evaluateTimeRanges(
  items: TimeRangeItem[],
  now: Date = new Date(),
): EvaluatedTimeRange[] {
  return items.map(({ timeRange, shift }) => {
    try {
      const { since, until } = getSinceUntil(timeRange, { now, timeShift: shift ?? undefined });
      return {
        since: since ? formatIso(since) : '',
        until: until ? formatIso(until) : '',
        timeRange,
        shift: shift ?? null,
      };
    } catch (e) {
      if (e instanceof TimeRangeError && e.kind !== 'type') {
        throw new BadRequestError(unexpectedTimeRangeMessage(e));
      }
      throw e;
    }
  });
}
