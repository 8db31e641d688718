/**
 * The save modal's "Add to dashboard": the user's dashboards to pick from (Superset's
 * SaveModal lists the dashboards the user owns, by title; dashboardApi's `ownDashboards`) and
 * a new one by the typed name.
 */
import type { OwnDashboard } from '../api/dashboardApi';

/** A pick: an existing dashboard, or a new one to create with this title. */
export type DashboardPick = { id: number; title: string } | { id: null; title: string };

export interface DashboardOption {
  value: string;
  label: string;
  pick: DashboardPick;
}

const NEW_PREFIX = 'new:';

/** The select's options: the found dashboards, then "Create "<name>"" unless one has it. */
export function dashboardOptions(found: OwnDashboard[], search: string): DashboardOption[] {
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

/** The success message Superset's SaveModal shows after adding the chart to a dashboard. */
export function addedToDashboardMessage(chart: string, pick: DashboardPick): string {
  return pick.id === null
    ? `Dashboard [${pick.title}] just got created and chart [${chart}] was added to it`
    : `Chart [${chart}] was added to dashboard [${pick.title}]`;
}
