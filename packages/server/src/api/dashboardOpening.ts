/**
 * What a dashboard page (`/superset/dashboard/<id or slug>/`) opens with, put in the page it
 * is served in as explore's state is (webPreloads.ts): the answers of
 * `GET /api/v1/dashboard/<id or slug>`, `/charts` and `/datasets`, run in-process with the
 * visitor's credentials, so the page needs no request before it asks for its charts' data;
 * and the chart data requests of the charts the address shows first (core's
 * `dashboardOpening`, each body the charts package's `chartDataBody`), so that the page's
 * entry sends them before the page's code has come, with the chart types whose renderers
 * the page will load (preloaded with it). Left out when the dashboard is refused (the page
 * then asks itself and shows the error).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  dashboardIdOrSlug,
  dashboardOpening as openingCharts,
  type DashboardChart,
  type DashboardShow,
} from '@tessera/core';
import { chartDataBody } from '@tessera/charts/query';
import type { QueryFormData } from '@tessera/charts/query';

export interface DashboardOpeningQueries {
  dashboardId: number;
  requests: { chartId: number; body: Record<string, unknown> }[];
}

export interface DashboardOpening {
  /** The id or slug of the address. */
  idOrSlug: string;
  /** The three answers, as the API gives them (each `{result}`). */
  state: { dashboard: unknown; charts: unknown; datasets: unknown };
  /** The chart data requests of the charts shown first, in the order to send them. */
  queries?: DashboardOpeningQueries;
  /** The chart types of the charts shown first. */
  vizTypes: string[];
}

/** The requests of the charts the page shows first (a chart whose body fails is left out). */
function openingQueries(
  dashboard: DashboardShow,
  charts: DashboardChart[],
  search: string,
): { queries: DashboardOpeningQueries; vizTypes: string[] } {
  // The address's hash never reaches the server: the page sends what it shows differently.
  const { first } = openingCharts(dashboard, charts, search, '');
  const requests: DashboardOpeningQueries['requests'] = [];
  const vizTypes = new Set<string>();
  for (const { chartId, formData } of first) {
    if (typeof formData.viz_type !== 'string') continue;
    try {
      requests.push({ chartId, body: chartDataBody(formData as QueryFormData) });
      vizTypes.add(formData.viz_type);
    } catch {
      // the page works it out itself and shows what is wrong
    }
  }
  return { queries: { dashboardId: dashboard.id, requests }, vizTypes: [...vizTypes] };
}

export async function dashboardOpening(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  search: string,
): Promise<DashboardOpening | undefined> {
  const idOrSlug = dashboardIdOrSlug(path);
  if (!request.principal || idOrSlug === undefined) return undefined;
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'authorization', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const base = `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`;
  const [dashboard, charts, datasets] = await Promise.all(
    ['', '/charts', '/datasets'].map((part) =>
      app.inject({ method: 'GET', url: `${base}${part}`, headers }),
    ),
  );
  if ([dashboard, charts, datasets].some((r) => r.statusCode !== 200)) return undefined;
  const state = { dashboard: dashboard.json(), charts: charts.json(), datasets: datasets.json() };
  try {
    const opening = openingQueries(
      (state.dashboard as { result: DashboardShow }).result,
      (state.charts as { result: DashboardChart[] }).result,
      search,
    );
    return { idOrSlug, state, ...opening };
  } catch (e) {
    request.log.warn({ err: e }, 'the dashboard page opening queries could not be worked out');
    return { idOrSlug, state, vizTypes: [] };
  }
}
