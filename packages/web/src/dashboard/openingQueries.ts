/**
 * The order a dashboard's chart queries go out in (core's `dashboardOpening` works it out):
 * the charts of the tabs shown first, their renderers loading alongside, then, once those have
 * their answers and the browser is idle, every other chart's (so that opening another tab
 * finds its data and code at hand). A page load starts this from the entry (prefetch.ts),
 * unless the server sent the requests with the page; the page runs it again and finds the
 * requests started.
 */
import {
  dashboardOpening,
  type DashboardChart,
  type DashboardShow,
  type OpeningChart,
} from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import { loadChartRenderer } from '@tessera/charts/renderers';
import { chartQueriesOf, type DashboardChartQueries } from './chartQueries';

/** Runs `run` when the browser is idle (at the latest in 2 s). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

/** Starts the charts' queries in that order. */
export function startChartQueries(
  store: DashboardChartQueries,
  order: { first: readonly OpeningChart[]; later: readonly OpeningChart[] },
): void {
  const start = (charts: readonly OpeningChart[]) => {
    for (const { chartId, formData } of charts) {
      if (typeof formData.viz_type === 'string')
        void loadChartRenderer(formData.viz_type)?.catch(() => undefined);
      store.query(chartId, formData as QueryFormData);
    }
  };
  start(order.first);
  if (order.later.length)
    void store
      .whenSettled(order.first.map((c) => c.chartId))
      .then(() => whenIdle(() => start(order.later)));
}

/** What a page load starts once the dashboard and its charts have come. */
export function startOpeningQueries(
  dashboard: DashboardShow,
  charts: DashboardChart[],
  search: string,
  hash: string,
): void {
  startChartQueries(
    chartQueriesOf(dashboard.id),
    dashboardOpening(dashboard, charts, search, hash),
  );
}
