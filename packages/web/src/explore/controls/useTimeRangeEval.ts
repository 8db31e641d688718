/**
 * The "Actual time range" readout: GET /api/v1/time_range/?q=<rison string>, debounced;
 * a superseded request is aborted.
 */
import { useEffect, useState } from 'react';
import rison from 'rison';
import { formatTimeRange } from '@tessera/core';
import { apiRequest } from '../../api/client';
import { ApiError } from '../../api/apiError';

export const TIME_RANGE_PREVIEW_DEBOUNCE_MS = 200;

export type TimeRangeEval =
  | { status: 'loading' }
  | { status: 'ok'; since: string; until: string; text: string }
  | { status: 'error'; message: string };

export function timeRangePath(value: string): string {
  return `/api/v1/time_range/?q=${encodeURIComponent(rison.encode(value))}`;
}

export function useTimeRangeEval(value: string): TimeRangeEval {
  const [state, setState] = useState<{ value: string; result: TimeRangeEval } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const t = setTimeout(() => {
      apiRequest<{ result: { since: string; until: string }[] }>(timeRangePath(value), {
        signal: controller.signal,
      })
        .then((body) => {
          const { since, until } = body.result[0] ?? { since: '', until: '' };
          setState({
            value,
            result: { status: 'ok', since, until, text: formatTimeRange(since, until) },
          });
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          const message = e instanceof ApiError ? e.message : (e as Error).message;
          setState({ value, result: { status: 'error', message } });
        });
    }, TIME_RANGE_PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [value]);
  return state && state.value === value ? state.result : { status: 'loading' };
}
