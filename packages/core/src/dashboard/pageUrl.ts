/**
 * The dashboard page's address, read alike by the page and by the server that serves it:
 * `/superset/dashboard/<id or slug>/`, with `edit=true` (edit mode, for editors), `standalone`
 * (Superset's display modes), `activeTabs` (the tabs chosen, comma-separated) and the hash
 * (the component to scroll to and focus, whose tabs are shown); a permalink's page
 * (`/superset/dashboard/p/<key>/`) sends to the dashboard's with `permalink_key`.
 */
import type { DashboardLayout } from './layout.js';
import { tabsLeadingTo } from './pageLayout.js';

export const DASHBOARD_PAGE_PATH = /^\/superset\/dashboard\/([^/]+)\/?$/;

/** The page's id or slug, when this path is a dashboard page. */
export function dashboardIdOrSlug(pathname: string): string | undefined {
  const match = DASHBOARD_PAGE_PATH.exec(pathname);
  if (!match || match[1] === 'p') return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** A dashboard's page, by its id or slug (what `dashboardIdOrSlug` reads back). */
export function dashboardPageUrl(idOrSlug: number | string): string {
  return `/superset/dashboard/${encodeURIComponent(String(idOrSlug))}/`;
}

/** A dashboard permalink's page. */
export const DASHBOARD_PERMALINK_PATH = /^\/superset\/dashboard\/p\/([^/]+)\/?$/;

/** The permalink key of this path, when it is a dashboard permalink's page. */
export function dashboardPermalinkKey(pathname: string): string | undefined {
  const match = DASHBOARD_PERMALINK_PATH.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** The permalink whose state the page opens with (its tabs, later its filters). */
export const PERMALINK_KEY_PARAM = 'permalink_key';

export function permalinkKeyOf(search: string): string | undefined {
  return new URLSearchParams(search).get(PERMALINK_KEY_PARAM) || undefined;
}

export const ACTIVE_TABS_PARAM = 'activeTabs';

/** The tabs the address chooses. */
export function activeTabsOf(search: string): string[] {
  const value = new URLSearchParams(search).get(ACTIVE_TABS_PARAM);
  return value ? value.split(',').filter(Boolean) : [];
}

/** The component the hash names (a layout id such as `CHART-abc`), if any. */
export function anchorOf(hash: string): string | undefined {
  const id = hash.replace(/^#/, '');
  if (!id) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** Superset's DashboardStandaloneMode: 0 none, 1 no navigation, 2 no title either, 3 report. */
export type DisplayMode = 0 | 1 | 2 | 3;

export function displayModeOf(search: string): DisplayMode {
  const value = new URLSearchParams(search).get('standalone');
  if (value === 'true') return 1;
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : 0;
}

/** The tabs the address shows: its `activeTabs`, then those leading to its hash's component. */
export function chosenTabsOf(layout: DashboardLayout, search: string, hash: string): string[] {
  const anchor = anchorOf(hash);
  const chosen = activeTabsOf(search).filter((id) => layout[id]?.type === 'TAB');
  return anchor && layout[anchor] ? [...chosen, ...tabsLeadingTo(layout, anchor)] : chosen;
}
