/**
 * The save modal's "Add to dashboard": the user's dashboards to pick from (Superset's
 * SaveModal lists the dashboards the user owns, by title), a new one by the typed name,
 * and the dashboards a chart is already on (kept when it is overwritten).
 */
import { apiRequest } from '../api/client';

/** A pick: an existing dashboard, or a new one to create with this title. */
export type DashboardPick = { id: number; title: string } | { id: null; title: string };

export interface DashboardOption {
  value: string;
  label: string;
  pick: DashboardPick;
}

const NEW_PREFIX = 'new:';

/** The select's options: the found dashboards, then "Create "<name>"" unless one has it. */
export function dashboardOptions(
  found: { id: number; dashboard_title: string | null }[],
  search: string,
): DashboardOption[] {
  const options: DashboardOption[] = found.map((d) => ({
    value: String(d.id),
    label: d.dashboard_title ?? '',
    pick: { id: d.id, title: d.dashboard_title ?? '' },
  }));
  const typed = search.trim();
  if (typed && !found.some((d) => d.dashboard_title === typed)) {
    options.push({
      value: `${NEW_PREFIX}${typed}`,
      label: `Create "${typed}"`,
      pick: { id: null, title: typed },
    });
  }
  return options;
}

export async function fetchOwnDashboards(
  search: string,
  userId: number,
): Promise<{ id: number; dashboard_title: string | null }[]> {
  const filters: { col: string; opr: string; value: string | number }[] = [
    { col: 'owners', opr: 'rel_m_m', value: userId },
  ];
  if (search.trim()) filters.push({ col: 'dashboard_title', opr: 'ct', value: search.trim() });
  const r = await apiRequest<{ result: { id: number; dashboard_title: string | null }[] }>(
    '/api/v1/dashboard/',
    {
      q: {
        columns: ['id', 'dashboard_title'],
        filters,
        order_column: 'dashboard_title',
        order_direction: 'asc',
        page: 0,
        page_size: 100,
      },
    },
  );
  return r.result;
}

/** Creates a dashboard with this title (the user owns it); returns its id. */
export async function createDashboard(title: string): Promise<number> {
  const r = await apiRequest<{ id: number }>('/api/v1/dashboard/', {
    method: 'POST',
    body: { dashboard_title: title },
  });
  return r.id;
}

/** The ids of the dashboards a saved chart is on. */
export async function chartDashboardIds(chartId: number): Promise<number[]> {
  const r = await apiRequest<{ result: { dashboards: { id: number }[] } }>(
    `/api/v1/chart/${chartId}`,
    { q: { columns: ['dashboards.id'] } },
  );
  return r.result.dashboards.map((d) => d.id);
}

/** The success message Superset's SaveModal shows after adding the chart to a dashboard. */
export function addedToDashboardMessage(chart: string, pick: DashboardPick): string {
  return pick.id === null
    ? `Dashboard [${pick.title}] just got created and chart [${chart}] was added to it`
    : `Chart [${chart}] was added to dashboard [${pick.title}]`;
}
