/**
 * The usage event of a chart fetch that did not succeed (spec §8, as Superset's exploreJSON):
 * `load_chart` with has_err, and error_details "abort" for an aborted fetch (stopped, or
 * superseded by a newer one), "timeout" for a timed-out one, else the parsed error message.
 */
import type { LogEvent } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';

export const LOAD_CHART_EVENT = 'load_chart';

/** Statuses that mean the request timed out (request timeout, gateway timeout). */
const TIMEOUT_STATUSES = new Set([408, 504]);

/** What error_details says of a failed chart fetch. */
export function chartFetchErrorDetails(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AbortError') return 'abort';
  if (name === 'TimeoutError') return 'timeout';
  const info = toApiErrorInfo(error);
  if ((error as { statusText?: unknown } | null)?.statusText === 'timeout') return 'timeout';
  if (TIMEOUT_STATUSES.has(info.status) || /TIMEOUT/.test(info.errorType ?? '')) return 'timeout';
  return info.message;
}

/**
 * The load_chart event's fields for a failed fetch; `startedAt` and `now` are page-clock
 * milliseconds (performance.now(), as Superset's Logger.getTimestamp()). The queue stamps ts.
 */
export function chartLoadErrorEvent(
  error: unknown,
  formData: { slice_id?: unknown; datasource?: unknown },
  startedAt: number,
  now: number,
): Omit<LogEvent, 'event_name'> {
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : undefined;
  return {
    ...(sliceId !== undefined ? { slice_id: sliceId } : {}),
    has_err: true,
    is_cached: (error as { is_cached?: unknown } | null)?.is_cached === true,
    error_details: chartFetchErrorDetails(error),
    datasource: formData.datasource,
    start_offset: startedAt,
    duration: now - startedAt,
  };
}
