/**
 * The dashboard's chart data requests, one store per dashboard: each chart's query state
 * (Superset's chart runtime state: loading, success, failed), its answer and when it came.
 * Requests go out through the one chart data layer (api/chartData.ts) as soon as they are
 * asked for, whether or not the chart is drawn yet; charts whose query contexts are the same
 * (the same queries on the same dataset) share one request (api/sharedChartData.ts). A page
 * load starts them before React reaches the page (prefetch.ts); the page asks again and finds
 * them started. Each state keeps the form data its answer was asked with, the one the chart is
 * drawn with (Superset's ChartRenderer draws again on a new answer, not on new form data): a
 * change that asks again (a filter) reaches the drawing with its answer; one that does not
 * (colours, a render-only key) is drawn at once over the answer held.
 */
import type { ChartDataQueryResult } from '@tessera/core';
import { chartDataBody, type QueryFormData } from '@tessera/charts';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { requestKey, sharedChartData } from '../api/sharedChartData';

export type ChartQueryStatus = 'idle' | 'loading' | 'success' | 'failed';

export interface ChartQueryState {
  status: ChartQueryStatus;
  /** The request this state is for. */
  key: string | null;
  queriesResponse: ChartDataQueryResult[] | null;
  /** The chart type the answer was asked for. */
  resultVizType: string | null;
  /**
   * The form data the answer is drawn with: the one it was asked with, or a later one asking
   * the same request (render-only changes); null while there is no answer.
   */
  formData: QueryFormData | null;
  error: ApiErrorInfo | null;
  /** When the answer came (ms). */
  updatedAt: number | null;
}

export const IDLE: ChartQueryState = {
  status: 'idle',
  key: null,
  queriesResponse: null,
  resultVizType: null,
  formData: null,
  error: null,
  updatedAt: null,
};

/** The state once the answer to a request has come. */
function answered(
  key: string,
  formData: QueryFormData,
  result: ChartDataQueryResult[],
): ChartQueryState {
  const failed = result.find((q) => q.error);
  return {
    status: failed ? 'failed' : 'success',
    key,
    queriesResponse: result,
    resultVizType: formData.viz_type,
    formData,
    error: failed ? { status: 400, message: String(failed.error) } : null,
    updatedAt: Date.now(),
  };
}

const sameFormData = (a: QueryFormData, b: QueryFormData) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * How long a chart asked again (a filter, a cross-filter) keeps showing its drawing before its
 * spinner shows: an answer within it (the results cache answers in well under it) takes the
 * drawing's place at once, with no spinner flashed over every chart and no render of them all
 * in the click itself (React's own fallback throttle is 300 ms).
 */
export const LOADING_DELAY_MS = 300;

export class DashboardChartQueries {
  private readonly states = new Map<number, ChartQueryState>();
  /** What a chart asked again shows while its request is young: the state it had. */
  private readonly held = new Map<number, ChartQueryState>();
  private readonly heldTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Map<number, Set<() => void>>();
  /** The latest form data asking each chart's pending request (its answer is drawn with it). */
  private readonly asking = new Map<number, QueryFormData>();
  private generation = 0;

  constructor(readonly dashboardId: number) {}

  /** The state the chart shows (a young request's chart shows the answer it had). */
  state(chartId: number): ChartQueryState {
    return this.held.get(chartId) ?? this.current(chartId);
  }

  /** The chart's request as it is. */
  private current(chartId: number): ChartQueryState {
    return this.states.get(chartId) ?? IDLE;
  }

  subscribe(chartId: number, listener: () => void): () => void {
    const set = this.listeners.get(chartId) ?? new Set();
    set.add(listener);
    this.listeners.set(chartId, set);
    return () => set.delete(listener);
  }

  private notify(chartId: number): void {
    this.listeners.get(chartId)?.forEach((listener) => listener());
  }

  private set(chartId: number, state: ChartQueryState): void {
    this.states.set(chartId, state);
    this.held.delete(chartId);
    clearTimeout(this.heldTimers.get(chartId));
    this.notify(chartId);
  }

  /**
   * A request for a chart that shows an answer: the chart keeps showing it, and shows its
   * spinner only if the new answer has not come within LOADING_DELAY_MS.
   */
  private setLoadingLater(chartId: number, state: ChartQueryState, shown: ChartQueryState): void {
    this.states.set(chartId, state);
    this.held.set(chartId, shown);
    clearTimeout(this.heldTimers.get(chartId));
    this.heldTimers.set(
      chartId,
      setTimeout(() => {
        this.heldTimers.delete(chartId);
        if (!this.held.delete(chartId)) return;
        this.notify(chartId);
      }, LOADING_DELAY_MS),
    );
  }

  /** Resolves once none of these charts is waiting for its answer. */
  whenSettled(chartIds: readonly number[]): Promise<void> {
    const waiting = (id: number) => this.current(id).status === 'loading';
    const pending = new Set(chartIds.filter(waiting));
    if (!pending.size) return Promise.resolve();
    return new Promise((resolve) => {
      const stops = [...pending].map((id) =>
        this.subscribe(id, () => {
          if (waiting(id)) return;
          pending.delete(id);
          if (pending.size) return;
          stops.forEach((stop) => stop());
          resolve();
        }),
      );
    });
  }

  /** A new round of forced requests (a refresh): identical ones within it are asked once. */
  nextGeneration(): number {
    this.generation += 1;
    return this.generation;
  }

  /**
   * Asks for the chart's data unless what it holds (or is waiting for) answers the same
   * request; `force` goes past the results cache (within the given refresh round), its
   * spinner shown at once. Form data asking the same request as the answer held is drawn with
   * it at once.
   */
  query(chartId: number, formData: QueryFormData, force = false, generation = this.generation) {
    let body: Record<string, unknown>;
    try {
      body = chartDataBody(formData, { force });
    } catch (e) {
      const message = (e as Error).message;
      if (this.current(chartId).error?.message !== message)
        this.set(chartId, { ...IDLE, status: 'failed', error: { status: 0, message } });
      return;
    }
    const key = requestKey(body, generation);
    const previous = this.current(chartId);
    if (previous.key === key) {
      if (previous.status === 'loading') this.asking.set(chartId, formData);
      else if (previous.formData && !sameFormData(previous.formData, formData))
        this.set(chartId, { ...previous, formData });
      return;
    }
    const request = sharedChartData(this.dashboardId, key, body, formData.slice_id);
    this.asking.set(chartId, formData);
    const loading: ChartQueryState = { ...previous, status: 'loading', key, error: null };
    const shown = this.state(chartId);
    if (!force && shown.status === 'success') this.setLoadingLater(chartId, loading, shown);
    else this.set(chartId, loading);
    request.then(
      (result) => {
        if (this.current(chartId).key !== key) return;
        this.set(chartId, answered(key, this.asking.get(chartId) ?? formData, result));
      },
      (e: unknown) => {
        if (this.current(chartId).key !== key) return;
        this.set(chartId, {
          ...IDLE,
          status: 'failed',
          key,
          error: toApiErrorInfo(e),
          updatedAt: Date.now(),
        });
      },
    );
  }
}

let current: DashboardChartQueries | undefined;

/** The store of this dashboard's chart queries (a new one when another dashboard opens). */
export function chartQueriesOf(dashboardId: number): DashboardChartQueries {
  if (current?.dashboardId !== dashboardId) current = new DashboardChartQueries(dashboardId);
  return current;
}
