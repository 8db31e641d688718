/**
 * Chart data requests shared by what they ask, within one dashboard: charts whose query
 * contexts ask the same (the same queries on the same dataset, whatever chart asks) share one
 * request; a page load sends the requests the server worked out for the page
 * (dashboard/prefetch.ts) before the page's code has come, and the page's charts find them
 * started. Kept light (no chart types' code, no RTK Query): the entry chunk carries it.
 */
import type { ChartDataQueryResult } from '@tessera/core';
import { postChartData } from './chartData';

/** A request's identity: its queries on its dataset (form data aside), and its refresh round. */
export function requestKey(body: Record<string, unknown>, generation: number): string {
  const { form_data: _formData, force, ...context } = body;
  return `${force ? `force:${generation} ` : ''}${JSON.stringify(context)}`;
}

let scope: number | undefined;
const requests = new Map<string, Promise<ChartDataQueryResult[]>>();

/**
 * The answer to this request on this dashboard: the one already asked for, else a new request
 * (a failed one is asked again next time). Another dashboard's requests are let go.
 */
export function sharedChartData(
  dashboardId: number,
  key: string,
  body: unknown,
  sliceId: number | null | undefined,
): Promise<ChartDataQueryResult[]> {
  if (scope !== dashboardId) {
    scope = dashboardId;
    requests.clear();
  }
  let request = requests.get(key);
  if (!request) {
    request = postChartData(body, { sliceId });
    requests.set(key, request);
    request.catch(() => requests.delete(key));
  }
  return request;
}
