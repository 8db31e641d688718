/**
 * What a dashboard page opens with: the dashboard, its charts (each with its form data) and
 * their datasets, asked side by side (`GET /api/v1/dashboard/<id or slug>`, `/charts`,
 * `/datasets`). A page load starts them before React reaches the page
 * (dashboard/prefetch.ts), or takes them from the page itself when the server put them there
 * (a `dashboard-state` script for the id or slug in its `data-id`: `{dashboard, charts,
 * datasets}`, each the API's answer); the page takes what the load started instead of asking
 * again. Kept light (no RTK Query): the entry chunk carries it.
 */
import type { DashboardChart, DashboardShow, ExploreDataset } from '@tessera/core';
import { apiRequest } from './client';

/** A dataset as `GET /api/v1/dashboard/<id or slug>/datasets` answers it. */
export type DashboardDataset = ExploreDataset & { id: number; uid?: string };

export interface DashboardOpeningData {
  dashboard: DashboardShow;
  charts: DashboardChart[];
  datasets: DashboardDataset[];
}

/** The three requests of an opening, each on its own (the charts' queries need no datasets). */
export interface DashboardOpening {
  idOrSlug: string;
  dashboard: Promise<DashboardShow>;
  charts: Promise<DashboardChart[]>;
  datasets: Promise<DashboardDataset[]>;
  /** Each answer, once it has come. */
  ready: Partial<DashboardOpeningData>;
}

export const dashboardPath = (idOrSlug: string | number) =>
  `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}`;

async function resultOf<T>(path: string): Promise<T> {
  return (await apiRequest<{ result: T }>(path)).result;
}

/** The server's copy of the three answers in the page, when it is for this dashboard. */
function inlined(idOrSlug: string): DashboardOpeningData | undefined {
  const script =
    typeof document === 'undefined' ? null : document.getElementById('dashboard-state');
  if (!script || script.dataset.id !== idOrSlug) return undefined;
  try {
    const parsed = JSON.parse(script.textContent ?? '') as Record<string, { result: unknown }>;
    return {
      dashboard: parsed.dashboard.result as DashboardShow,
      charts: parsed.charts.result as DashboardChart[],
      datasets: parsed.datasets.result as DashboardDataset[],
    };
  } catch {
    return undefined;
  }
}

/** Starts (or takes from the page) the three answers of this dashboard. */
export function openDashboard(idOrSlug: string): DashboardOpening {
  const given = inlined(idOrSlug);
  const path = dashboardPath(idOrSlug);
  const opening: DashboardOpening = {
    idOrSlug,
    dashboard: given ? Promise.resolve(given.dashboard) : resultOf<DashboardShow>(path),
    charts: given ? Promise.resolve(given.charts) : resultOf<DashboardChart[]>(`${path}/charts`),
    datasets: given
      ? Promise.resolve(given.datasets)
      : resultOf<DashboardDataset[]>(`${path}/datasets`),
    ready: given ? { ...given } : {},
  };
  for (const key of ['dashboard', 'charts', 'datasets'] as const) {
    (opening[key] as Promise<unknown>).then(
      (value) => void ((opening.ready as Record<string, unknown>)[key] = value),
      () => undefined,
    );
  }
  return opening;
}

let kept: DashboardOpening | undefined;

/** Keeps the opening a page load started. */
export function keepPrefetchedDashboard(opening: DashboardOpening): void {
  kept = opening;
}

/**
 * The opening kept for this dashboard (the page load's), else a new one, kept in its turn: a
 * render that React throws away and runs again gets the same one. The page lets it go once it
 * has mounted (releaseDashboardOpening), so that a later visit asks afresh.
 */
export function dashboardOpening(idOrSlug: string): DashboardOpening {
  if (kept?.idOrSlug !== idOrSlug) kept = openDashboard(idOrSlug);
  return kept;
}

export function releaseDashboardOpening(opening: DashboardOpening): void {
  if (kept === opening) kept = undefined;
}
