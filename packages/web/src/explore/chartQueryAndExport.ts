/**
 * The chart data requests of explore other than the chart's own results: the SQL a chart runs
 * (the Query preview, Save as dataset) and the exports; the request itself is
 * chartDataRequest.ts.
 */
import { chartDataBody, type QueryFormData } from '@tessera/charts';
import { ApiError } from '../api/apiError';
import { getCsrfToken } from '../api/client';
import { postChartData } from './chartDataRequest';

/** The SQL the chart runs (result_type=query). */
export async function fetchChartQuery(formData: QueryFormData): Promise<string> {
  const [first] = await postChartData(chartDataBody(formData, { resultType: 'query' }));
  if (first?.error) throw new ApiError({ status: 400, message: String(first.error) });
  return String(first?.query ?? '');
}

/** Submits the export as a form POST (the browser downloads the file). */
export async function exportChartData(
  formData: QueryFormData,
  resultFormat: 'csv' | 'json' | 'xlsx',
) {
  const body = chartDataBody(formData, { resultType: 'full', resultFormat });
  if (resultFormat === 'json') {
    const result = await postChartData(body);
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

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
