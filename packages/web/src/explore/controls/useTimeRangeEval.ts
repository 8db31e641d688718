/**
 * The "Actual time range" readout: GET /api/v1/time_range/?q=<rison string> (exploreApi's
 * `timeRange`), debounced, and asked anew each time it is shown.
 */
import { formatTimeRange } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import { useTimeRangeQuery } from '../../api/exploreApi';
import { useDebounced } from '../../components/useDebounced';

export const TIME_RANGE_PREVIEW_DEBOUNCE_MS = 200;

export type TimeRangeEval =
  | { status: 'loading' }
  | { status: 'ok'; since: string; until: string; text: string }
  | { status: 'error'; message: string };

export function useTimeRangeEval(value: string): TimeRangeEval {
  const debounced = useDebounced(value, TIME_RANGE_PREVIEW_DEBOUNCE_MS);
  const evaluated = useTimeRangeQuery(debounced, { refetchOnMountOrArgChange: true });
  if (debounced !== value || evaluated.isFetching) return { status: 'loading' };
  if (evaluated.isError)
    return { status: 'error', message: toApiErrorInfo(evaluated.error).message };
  if (!evaluated.currentData) return { status: 'loading' };
  const { since, until } = evaluated.currentData.result[0] ?? { since: '', until: '' };
  return { status: 'ok', since, until, text: formatTimeRange(since, until) };
}
