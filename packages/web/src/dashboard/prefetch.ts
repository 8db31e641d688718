/**
 * A dashboard page load starts its work at once, before React reaches the page: the
 * dashboard, its charts and their datasets are asked side by side (or taken from the page,
 * when the server put them there), and every chart's data request goes out: at once when the
 * server put their bodies in the page too (a `dashboard-opening-queries` script, `data-id` the
 * id or slug: core's `dashboardOpening` with each chart's `chartDataBody`), else as soon as the
 * dashboard and its charts have come (openingQueries.ts, loaded meanwhile). The page takes
 * what this started. Kept small: the entry chunk carries it.
 */
import { dashboardIdOrSlug } from '@tessera/core';
import { keepPrefetchedDashboard, openDashboard } from '../api/dashboardPage';
import { requestKey, sharedChartData } from '../api/sharedChartData';

/** The chart data requests the server worked out for the page, in the order to send them. */
interface InlinedOpeningQueries {
  dashboardId: number;
  requests: { chartId: number; body: Record<string, unknown> }[];
}

function inlinedQueries(idOrSlug: string): InlinedOpeningQueries | undefined {
  const script = document.getElementById('dashboard-opening-queries');
  if (!script || script.dataset.id !== idOrSlug) return undefined;
  try {
    return JSON.parse(script.textContent ?? '') as InlinedOpeningQueries;
  } catch {
    return undefined;
  }
}

/** Starts loading what the dashboard page at this location needs (nothing elsewhere). */
export function prefetchDashboard(pathname: string, search: string, hash: string): void {
  const idOrSlug = dashboardIdOrSlug(pathname);
  if (!idOrSlug) return;
  const opening = openDashboard(idOrSlug);
  keepPrefetchedDashboard(opening);
  const inlined = inlinedQueries(idOrSlug);
  for (const { chartId, body } of inlined?.requests ?? [])
    void sharedChartData(inlined!.dashboardId, requestKey(body, 0), body, chartId).catch(
      () => undefined,
    );
  Promise.all([import('./openingQueries'), opening.dashboard, opening.charts])
    .then(([queries, dashboard, charts]) =>
      queries.startOpeningQueries(dashboard, charts, search, hash),
    )
    .catch(() => undefined);
}
