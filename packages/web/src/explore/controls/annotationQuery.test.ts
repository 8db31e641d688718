/** One annotation layer's query lifecycle (spec §4) with a stand-in chart data request. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '@tessera/charts';
import { ApiError } from '../../api/apiError';
import type { ChartDataQueryResult } from '@tessera/core';
import type { AnnotationLayerValue } from './annotationLayers';
import {
  ANNOTATION_TIMEOUT_SECONDS,
  annotationErrors,
  annotationQueryBody,
  annotationTimeoutSeconds,
  isQueriedLayer,
  runAnnotationQuery,
  type PostChartData,
} from './annotationQuery';

const layer: AnnotationLayerValue = {
  name: 'Releases',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value: 3,
  show: true,
  overrides: { time_range: null },
};
const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  metrics: ['count'],
  annotation_layers: [{ ...layer, name: 'Other' }],
};

const answer = (q: Partial<ChartDataQueryResult>): ChartDataQueryResult[] => [
  { colnames: [], coltypes: [], data: [], rowcount: 0, ...q } as ChartDataQueryResult,
];

afterEach(() => vi.useRealTimers());

describe('runAnnotationQuery', () => {
  it('sends the chart query with that layer alone and answers its annotation data', async () => {
    const post = vi.fn<PostChartData>(() =>
      Promise.resolve(answer({ annotation_data: { Releases: { records: [1] } } })),
    );
    expect(await runAnnotationQuery(layer, formData, post)).toEqual({
      state: 'success',
      data: { records: [1] },
    });
    const body = post.mock.calls[0][0] as { queries: { annotation_layers: unknown[] }[] };
    expect(body.queries[0].annotation_layers).toEqual([layer]);
  });

  it('counts a "no data" error as success with empty data, and fails on others', async () => {
    const failing = (message: string) => () =>
      Promise.reject(new ApiError({ status: 400, message }));
    expect(await runAnnotationQuery(layer, formData, failing('No data'))).toEqual({
      state: 'success',
      data: undefined,
    });
    expect(await runAnnotationQuery(layer, formData, failing('The chart does not exist'))).toEqual({
      state: 'failed',
      error: 'The chart does not exist',
    });
    const inAnswer = () => Promise.resolve(answer({ error: 'Column "x" does not exist' }));
    expect(await runAnnotationQuery(layer, formData, inAnswer)).toEqual({
      state: 'failed',
      error: 'Column "x" does not exist',
    });
  });

  it('fails with "Query timeout" past the layer timeout (default 300 s)', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const post: PostChartData = (_, opts) => {
      signal = opts.signal;
      return new Promise(() => {});
    };
    const running = runAnnotationQuery(layer, formData, post);
    await vi.advanceTimersByTimeAsync(ANNOTATION_TIMEOUT_SECONDS * 1000 - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await running).toEqual({ state: 'failed', error: 'Query timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('yields nothing when aborted', async () => {
    const controller = new AbortController();
    const post: PostChartData = () => new Promise(() => {});
    const running = runAnnotationQuery(layer, formData, post, { signal: controller.signal });
    controller.abort();
    expect(await running).toBeNull();
  });
});

describe('annotation layer helpers', () => {
  it('queries only layers with a source and a value', () => {
    expect(isQueriedLayer(layer)).toBe(true);
    expect(isQueriedLayer({ ...layer, annotationType: 'FORMULA', sourceType: '' })).toBe(false);
    expect(isQueriedLayer({ ...layer, value: null })).toBe(false);
  });

  it('takes the layer timeout in seconds, 300 by default', () => {
    expect(annotationTimeoutSeconds(layer)).toBe(300);
    expect(annotationTimeoutSeconds({ ...layer, timeout: 20 })).toBe(20);
  });

  it('builds a full json chart data request', () => {
    const body = annotationQueryBody(formData, layer, true);
    expect(body).toMatchObject({ force: true, result_type: 'full', result_format: 'json' });
  });

  it('appends one validation error per failed layer', () => {
    expect(
      annotationErrors({
        A: { state: 'loading' },
        B: { state: 'failed', error: 'Query timeout' },
        C: { state: 'success', data: [] },
      }),
    ).toEqual(['B: Query timeout']);
  });
});
