/**
 * The chart's request lifecycle (spec §4): start, then success, failure or stop; the form
 * data of the last query is kept, and render-only changes re-render without a query. A
 * fetch that is aborted, times out or fails is logged as a load_chart event (chartLoadLog.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ChartDataQueryResult } from '@tessera/core';
import { chartDataBody, type QueryFormData } from '@tessera/charts';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { openingAnswer } from '../api/openingRequest';
import { logEvent } from '../app/usageLog';
import type { AppDispatch } from '../store/store';
import { sendChartData } from './chartQueryAndExport';
import { LOAD_CHART_EVENT, chartLoadErrorEvent } from './chartLoadLog';
import { noteForcedChartQuery } from './forcedChartQueries';

export type ChartStatus = 'idle' | 'loading' | 'success' | 'failed' | 'stopped';

export const STOPPED_MESSAGE = 'Updating chart was stopped';

export interface ChartQueryState {
  status: ChartStatus;
  /** The form data the results were queried with. */
  queriedFormData: QueryFormData | null;
  queriesResponse: ChartDataQueryResult[] | null;
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

/** The state once an answer to the query of this form data has come. */
function answeredState(formData: QueryFormData, result: ChartDataQueryResult[]): ChartQueryState {
  const failed = result.find((q) => q.error);
  return {
    status: failed ? 'failed' : 'success',
    queriedFormData: formData,
    queriesResponse: result,
    resultFormData: formData,
    error: failed ? { status: 400, message: String(failed.error) } : null,
    updatedAt: Date.now(),
  };
}

/** The query a page opens with: its form data, and whether it goes past the cache. */
export interface OpeningQuery {
  formData: QueryFormData;
  force?: boolean;
}

/**
 * The chart's query state. A page that opens with a query whose answer has come already
 * (api/openingRequest.ts) starts from that answer, and its first query is not sent again.
 */
export function useChartQuery(opening?: () => OpeningQuery | undefined) {
  const dispatch = useDispatch<AppDispatch>();
  const [state, setState] = useState<ChartQueryState>(() => {
    const first = opening?.();
    if (!first) return INITIAL;
    const body = chartDataBody(first.formData, { force: first.force });
    const answer = openingAnswer(body, first.formData.slice_id);
    return answer ? answeredState(first.formData, answer) : INITIAL;
  });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (formData: QueryFormData, force = false) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState((s) => ({ ...s, status: 'loading', error: null, queriedFormData: formData }));
      if (force) noteForcedChartQuery();
      const startedAt = performance.now();
      const logFailure = (error: unknown) =>
        logEvent(
          LOAD_CHART_EVENT,
          chartLoadErrorEvent(error, formData, startedAt, performance.now()),
        );
      // An aborted fetch (stopped, or superseded by a newer run) is logged as "abort".
      const ABORTED = new DOMException('Aborted', 'AbortError');
      try {
        const body = chartDataBody(formData, { force });
        const request = { body, sliceId: formData.slice_id, opening: true };
        const result = await sendChartData(dispatch, request, abort.signal);
        if (abort.signal.aborted) return logFailure(ABORTED);
        setState(answeredState(formData, result));
      } catch (e) {
        const aborted = (e as Error).name === 'AbortError' || abort.signal.aborted;
        logFailure(aborted ? ABORTED : e);
        if (aborted) return;
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
    },
    [dispatch],
  );

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
