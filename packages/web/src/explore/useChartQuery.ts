/**
 * The chart's request lifecycle (spec §4): start, then success, failure or stop; the form
 * data of the last query is kept, and render-only changes re-render without a query.
 */
import { useCallback, useRef, useState } from 'react';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { chartDataBody, postChartData, type ChartQueryResult } from './chartData';
import { takeOpeningQuery } from './openingQuery';

export type ChartStatus = 'idle' | 'loading' | 'success' | 'failed' | 'stopped';

export const STOPPED_MESSAGE = 'Updating chart was stopped';

export interface ChartQueryState {
  status: ChartStatus;
  /** The form data the results were queried with. */
  queriedFormData: QueryFormData | null;
  queriesResponse: ChartQueryResult[] | null;
  /** The form data the results in queriesResponse answer (null while none). */
  resultFormData: QueryFormData | null;
  error: ApiErrorInfo | null;
  /** When the last answer arrived (ms). */
  updatedAt: number | null;
}

const INITIAL: ChartQueryState = {
  status: 'idle',
  queriedFormData: null,
  queriesResponse: null,
  resultFormData: null,
  error: null,
  updatedAt: null,
};

export function useChartQuery() {
  const [state, setState] = useState<ChartQueryState>(INITIAL);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (formData: QueryFormData, force = false) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState((s) => ({ ...s, status: 'loading', error: null, queriedFormData: formData }));
    try {
      const body = chartDataBody(formData, { force });
      const result = await (takeOpeningQuery(body, formData.slice_id) ??
        postChartData(body, { signal: abort.signal, sliceId: formData.slice_id }));
      if (abort.signal.aborted) return;
      const failed = result.find((q) => q.error);
      setState({
        status: failed ? 'failed' : 'success',
        queriedFormData: formData,
        queriesResponse: result,
        resultFormData: formData,
        error: failed ? { status: 400, message: String(failed.error) } : null,
        updatedAt: Date.now(),
      });
    } catch (e) {
      if ((e as Error).name === 'AbortError' || abort.signal.aborted) return;
      setState((s) => ({
        ...s,
        status: 'failed',
        queriesResponse: null,
        resultFormData: null,
        error: toApiErrorInfo(e),
        updatedAt: Date.now(),
      }));
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState((s) =>
      s.status === 'loading'
        ? { ...s, status: 'stopped', error: { status: 0, message: STOPPED_MESSAGE } }
        : s,
    );
  }, []);

  const fail = useCallback((message: string) => {
    setState((s) => ({ ...s, status: 'failed', error: { status: 0, message } }));
  }, []);

  return { state, run, stop, fail };
}
