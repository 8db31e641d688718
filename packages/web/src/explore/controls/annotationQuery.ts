/**
 * One annotation layer's query (Superset's `runAnnotationQuery`): the chart's form data with
 * that layer alone goes to POST /api/v1/chart/data, and the layer's `annotation_data` entry
 * is its answer. Lifecycle (spec §4): started, then success, failed, or success with empty
 * data when the error says "no data"; a timeout (the layer's `timeout`, default 300 s) gives
 * the failure "Query timeout"; an abort yields nothing.
 */
import { chartDataBody, type QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../../api/apiError';
import type { ChartDataQueryResult } from '@tessera/core';
import type { AnnotationLayerValue } from './annotationLayers';

export const ANNOTATION_TIMEOUT_SECONDS = 300;
export const ANNOTATION_QUERY_TIMEOUT = 'Query timeout';

export type AnnotationLayerStatus =
  { state: 'loading' } | { state: 'success'; data: unknown } | { state: 'failed'; error: string };

export type PostChartData = (
  body: unknown,
  opts: { signal?: AbortSignal },
) => Promise<ChartDataQueryResult[]>;

/** Only layers with a source are queried (a FORMULA layer is drawn by the client alone). */
export const isQueriedLayer = (layer: AnnotationLayerValue) =>
  layer.annotationType !== 'FORMULA' && Boolean(layer.sourceType) && layer.value !== null;

export const annotationTimeoutSeconds = (layer: AnnotationLayerValue) =>
  typeof layer.timeout === 'number' && layer.timeout > 0
    ? layer.timeout
    : ANNOTATION_TIMEOUT_SECONDS;

/** What a failed annotation query becomes: a failure, or success with empty data. */
export function annotationFailure(message: string): AnnotationLayerStatus {
  return message.toLowerCase().includes('no data')
    ? { state: 'success', data: undefined }
    : { state: 'failed', error: message };
}

/** The chart data request of one layer: the chart's query with only that layer. */
export function annotationQueryBody(
  formData: QueryFormData,
  layer: AnnotationLayerValue,
  force = false,
) {
  const only = [layer as unknown as Record<string, unknown>];
  return chartDataBody({ ...formData, annotation_layers: only }, { force });
}

/**
 * Runs one layer's query; null when it was aborted by `signal` (the answer is then no
 * longer wanted). Never throws.
 */
export async function runAnnotationQuery(
  layer: AnnotationLayerValue,
  formData: QueryFormData,
  post: PostChartData,
  opts: { signal?: AbortSignal; force?: boolean } = {},
): Promise<AnnotationLayerStatus | null> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    annotationTimeoutSeconds(layer) * 1000,
  );
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const body = annotationQueryBody(formData, layer, opts.force);
    const request = post(body, { signal: controller.signal });
    // A request that ignores its signal still ends at the timeout or the abort.
    const stopped = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')), {
        once: true,
      }),
    );
    const [first] = await Promise.race([request, stopped]);
    if (first?.error) return annotationFailure(String(first.error));
    return { state: 'success', data: first?.annotation_data?.[layer.name] };
  } catch (e) {
    if (timedOut) return { state: 'failed', error: ANNOTATION_QUERY_TIMEOUT };
    if (opts.signal?.aborted || controller.signal.aborted) return null;
    return annotationFailure(toApiErrorInfo(e).message);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The errors the control appends to its validation errors: one per failed layer, its name
 * (as Superset's) with the failure.
 */
export const annotationErrors = (statuses: Record<string, AnnotationLayerStatus>): string[] =>
  Object.entries(statuses).flatMap(([name, s]) =>
    s.state === 'failed' ? [`${name}: ${s.error}`] : [],
  );
