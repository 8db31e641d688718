/**
 * Explore's chart data requests through the API layer (exploreApi's chart data endpoints): a
 * request aborted by a signal (the chart's own, annotation layers), the SQL a chart runs (the
 * Query preview, Save as dataset) and the exports.
 */
import type { ChartDataQueryResult } from '@tessera/core';
import { chartDataBody, type QueryFormData } from '@tessera/charts';
import { ApiError } from '../api/apiError';
import { getCsrfToken } from '../api/client';
import { exploreApi, type ChartDataRequest } from '../api/exploreApi';
import { downloadBlob } from '../components/elementDownload';
import type { AppDispatch } from '../store/store';

/** Sends a chart data request (its answer kept nowhere else); `signal` aborts it. */
export function sendChartData(
  dispatch: AppDispatch,
  request: ChartDataRequest,
  signal?: AbortSignal,
): Promise<ChartDataQueryResult[]> {
  const sent = dispatch(exploreApi.endpoints.chartData.initiate(request, { track: false }));
  signal?.addEventListener('abort', () => sent.abort(), { once: true });
  return sent.unwrap();
}

/** The SQL the chart runs (result_type=query). */
export async function fetchChartQuery(
  dispatch: AppDispatch,
  formData: QueryFormData,
): Promise<string> {
  const body = chartDataBody(formData, { resultType: 'query' });
  const [first] = await dispatch(
    exploreApi.endpoints.chartQueryText.initiate({ body }, { track: false }),
  ).unwrap();
  if (first?.error) throw new ApiError({ status: 400, message: String(first.error) });
  return String(first?.query ?? '');
}

/** Submits the export as a form POST (the browser downloads the file). */
export async function exportChartData(
  dispatch: AppDispatch,
  formData: QueryFormData,
  resultFormat: 'csv' | 'json' | 'xlsx',
) {
  const body = chartDataBody(formData, { resultType: 'full', resultFormat });
  if (resultFormat === 'json') {
    const result = await sendChartData(dispatch, { body });
    const blob = new Blob([JSON.stringify({ result }, null, 2)], { type: 'application/json' });
    downloadBlob(blob, `${formData.viz_type}.json`);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/api/v1/chart/data';
  form.target = '_blank';
  const add = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  add('form_data', JSON.stringify(body));
  add('csrf_token', await getCsrfToken());
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
