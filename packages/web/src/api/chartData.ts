/**
 * The chart data request: POST /api/v1/chart/data with a query context; a 202
 * (GLOBAL_ASYNC_QUERIES) waits for the job's event (asyncEvents.ts: the WebSocket, or polling
 * /api/v1/async_event/), then fetches its result_url. Free of the chart types' code and of
 * RTK Query, so that a page load can send its chart's opening request before that code has
 * loaded (explore/prefetch.ts); the RTK layer wraps it (exploreApi.ts `chartData`).
 */
import type {
  AsyncEventsResponse,
  AsyncJobMetadata,
  ChartDataQueryResult,
  ChartDataResultItem,
} from '@tessera/core';
import { ApiError, parseApiError } from './apiError';
import { apiRequest, getCsrfToken, knownCsrfToken } from './client';
import {
  AsyncEventHub,
  LAST_EVENT_ID_KEY,
  type AsyncEvent,
  type AsyncTransport,
} from './asyncEvents';

export const unexpectedStatusMessage = (status: number) =>
  `Received unexpected response status (${status}) while fetching chart data`;

function storedLastId(): string | null {
  try {
    return localStorage.getItem(LAST_EVENT_ID_KEY);
  } catch {
    return null;
  }
}

function storeLastId(id: string): void {
  try {
    localStorage.setItem(LAST_EVENT_ID_KEY, id);
  } catch {
    // storage unavailable: the next connection starts from the stream's start
  }
}

/**
 * Superset's GLOBAL_ASYNC_QUERIES_TRANSPORT (spec §4): polling by default, the WebSocket only
 * when the page's configuration asks for `ws`.
 */
export function asyncTransportOf(conf: Record<string, unknown>): AsyncTransport {
  return conf.GLOBAL_ASYNC_QUERIES_TRANSPORT === 'ws' ? 'ws' : 'polling';
}

function websocketUrlOf(conf: Record<string, unknown>): string {
  const configured = conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL;
  if (typeof configured === 'string' && configured) return configured;
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws`;
}

/** The page's configuration (its bootstrap `conf`), which the page hands over as it starts. */
let pageConf: Record<string, unknown> = {};

/** Takes the page's configuration: how async results arrive (transport, WebSocket URL). */
export function configureAsyncEvents(conf: Record<string, unknown>): void {
  pageConf = conf;
}

let hub: AsyncEventHub | null = null;

/** The page's async event hub (created on first use). */
export function asyncEventHub(): AsyncEventHub {
  hub ??= new AsyncEventHub(
    {
      fetchEvents: async (lastId) => {
        const q = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
        const { result } = await apiRequest<AsyncEventsResponse>(`/api/v1/async_event/${q}`);
        return result;
      },
      openSocket: (url) => new WebSocket(url),
      socketUrl: websocketUrlOf(pageConf),
      getLastId: storedLastId,
      setLastId: storeLastId,
      warn: (...args) => console.warn(...args),
    },
    asyncTransportOf(pageConf),
  );
  return hub;
}

/** The first error message an async event carries, if any. */
function errorMessageOf(event: AsyncEvent): string | undefined {
  const message = event.errors?.[0]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Waits for the job's done (or error) event, then fetches its result_url. */
export function waitForAsyncJob(job: AsyncJobMetadata, signal?: AbortSignal): Promise<unknown> {
  const events = asyncEventHub();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      events.unlisten(job.job_id);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    events.listen(job.job_id, (event) => {
      if (event.status !== 'done' && event.status !== 'error') return;
      events.unlisten(job.job_id);
      signal?.removeEventListener('abort', onAbort);
      if (event.status === 'error' || !event.result_url) {
        reject(
          new ApiError({
            status: 400,
            message: errorMessageOf(event) ?? 'An error occurred while running the query',
          }),
        );
        return;
      }
      apiRequest<{ result: unknown }>(event.result_url, { signal }).then(
        (answer) => resolve(answer?.result ?? answer),
        reject,
      );
    });
  });
}

function asDashboardId(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The chart data request's query string (spec §7), as Superset's v1ChartDataRequest:
 * form_data={"slice_id":N} for a saved chart, dashboard_id when the form data carries one
 * (`dashboardId` or `dashboard_id`), and force=true when the request goes past the cache.
 */
export function chartDataQueryString(body: unknown, sliceId?: number | null): string {
  const context = (body ?? {}) as { force?: unknown; form_data?: Record<string, unknown> };
  const formData = context.form_data ?? {};
  const params: string[] = [];
  if (sliceId) params.push(`form_data=${encodeURIComponent(`{"slice_id":${sliceId}}`)}`);
  const dashboardId = asDashboardId(formData.dashboardId ?? formData.dashboard_id);
  if (dashboardId !== undefined) params.push(`dashboard_id=${dashboardId}`);
  if (context.force === true) params.push('force=true');
  return params.length ? `?${params.join('&')}` : '';
}

/**
 * Runs a chart data request (a query context) and answers its per-query results, in the shape
 * of its `result_type` (`full` unless told).
 */
export async function postChartData<T extends ChartDataResultItem = ChartDataQueryResult>(
  body: unknown,
  opts: { signal?: AbortSignal; sliceId?: number | null } = {},
): Promise<T[]> {
  const qs = chartDataQueryString(body, opts.sliceId);
  // sent in this very call when the token is known (no await before fetch)
  const token = knownCsrfToken() ?? (await getCsrfToken());
  const res = await fetch(`/api/v1/chart/data${qs}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-CSRFToken': token,
    },
    body: JSON.stringify(body),
    signal: opts.signal,
  });
  const text = await res.text();
  let payload: unknown = text;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  if (res.status === 200) return (payload as { result: T[] }).result;
  if (res.status === 202) {
    const result = await waitForAsyncJob(payload as AsyncJobMetadata, opts.signal);
    return result as T[];
  }
  if (res.ok)
    throw new ApiError({ status: res.status, message: unexpectedStatusMessage(res.status) });
  throw new ApiError(parseApiError(res.status, payload));
}
