/**
 * The chart data request: POST /api/v1/chart/data with a query context; a 202
 * (GLOBAL_ASYNC_QUERIES) waits for the job's event (asyncEvents.ts: the WebSocket, or polling
 * /api/v1/async_event/), then fetches its result_url. Free of the chart types' code, so that a
 * page load can send its chart's opening request before that code has loaded (prefetch.ts).
 */
import { ApiError, parseApiError } from '../api/apiError';
import { apiRequest, getCsrfToken } from '../api/client';
import { getBootstrapData } from '../app/bootstrap';
import {
  AsyncEventHub,
  LAST_EVENT_ID_KEY,
  type AsyncEvent,
  type AsyncTransport,
} from './asyncEvents';

export interface ChartQueryResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  query?: string;
  is_cached?: boolean;
  cached_dttm?: string | null;
  error?: string | null;
  status?: string;
  applied_filters?: { column: string }[];
  rejected_filters?: { column: string; reason: string }[];
  annotation_data?: Record<string, unknown> | null;
  label_map?: Record<string, string[]>;
  from_dttm?: number | null;
  to_dttm?: number | null;
  [key: string]: unknown;
}

export interface AsyncJob {
  job_id: string;
  channel_id: string;
  status: string;
  result_url: string | null;
  errors?: { message: string }[];
}

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

function configuredTransport(): AsyncTransport {
  return asyncTransportOf(getBootstrapData().common.conf);
}

function websocketUrl(): string {
  const configured = getBootstrapData().common.conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL;
  if (typeof configured === 'string' && configured) return configured;
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws`;
}

let hub: AsyncEventHub | null = null;

/** The page's async event hub (created on first use). */
export function asyncEventHub(): AsyncEventHub {
  hub ??= new AsyncEventHub(
    {
      fetchEvents: async (lastId) => {
        const q = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
        const { result } = await apiRequest<{ result: AsyncEvent[] }>(`/api/v1/async_event/${q}`);
        return result;
      },
      openSocket: (url) => new WebSocket(url),
      socketUrl: websocketUrl(),
      getLastId: storedLastId,
      setLastId: storeLastId,
      warn: (...args) => console.warn(...args),
    },
    configuredTransport(),
  );
  return hub;
}

/** Waits for the job's done (or error) event, then fetches its result_url. */
export function waitForAsyncJob(job: AsyncJob, signal?: AbortSignal): Promise<unknown> {
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
            message: event.errors?.[0]?.message ?? 'An error occurred while running the query',
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

/** Runs a chart data request (a query context) and answers its per-query results. */
export async function postChartData(
  body: unknown,
  opts: { signal?: AbortSignal; sliceId?: number | null } = {},
): Promise<ChartQueryResult[]> {
  const qs = chartDataQueryString(body, opts.sliceId);
  const res = await fetch(`/api/v1/chart/data${qs}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-CSRFToken': await getCsrfToken(),
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
  if (res.status === 200) return (payload as { result: ChartQueryResult[] }).result;
  if (res.status === 202) {
    const result = await waitForAsyncJob(payload as AsyncJob, opts.signal);
    return result as ChartQueryResult[];
  }
  if (res.ok)
    throw new ApiError({ status: res.status, message: unexpectedStatusMessage(res.status) });
  throw new ApiError(parseApiError(res.status, payload));
}
