/**
 * What a dashboard page (`/superset/dashboard/<id or slug>/`) opens with, put in the page it
 * is served in as explore's state is (webPreloads.ts): the answers of
 * `GET /api/v1/dashboard/<id or slug>`, `/charts` and `/datasets`, run in-process with the
 * visitor's credentials, so the page needs no request before it asks for its charts' data.
 * Left out when the dashboard is refused (the page then asks itself and shows the error).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardIdOrSlug } from '@tessera/core';

export interface DashboardOpening {
  /** The id or slug of the address. */
  idOrSlug: string;
  /** The three answers, as the API gives them (each `{result}`). */
  state: { dashboard: unknown; charts: unknown; datasets: unknown };
}

export async function dashboardOpening(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
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
  return {
    idOrSlug,
    state: { dashboard: dashboard.json(), charts: charts.json(), datasets: datasets.json() },
  };
}
