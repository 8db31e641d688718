/**
 * What the dashboard tests share: the running world (Tessera, Chromium, the admin signed in),
 * saved charts and dashboards over the example births data, made through the API, and the wait
 * for a chart drawn on the page.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  signedInState,
  startTessera,
  type RunningTessera,
  type SignedInState,
} from './harness.js';
import { CHARTS, drawnSelector } from './supersetFormData.js';

/** The id of the example dataset `birth_names`. */
export async function birthNamesId(api: ApiClient): Promise<number> {
  const list = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: 'birth_names' }],
  });
  return list.result[0].id;
}

/**
 * Saves a chart of `vizType` (its example form data, with `overrides` over it) over the dataset;
 * answers its id.
 */
export async function createChart(
  api: ApiClient,
  datasetId: number,
  name: string,
  vizType: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const params = {
    ...CHARTS[vizType],
    ...overrides,
    viz_type: vizType,
    datasource: `${datasetId}__table`,
  };
  const r = await api.send<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  return r.id;
}

/** One component of a dashboard's position_json. */
export const layoutNode = (id: string, type: string, children: string[], meta: object = {}) => ({
  id,
  type,
  children,
  meta,
});

/** A chart placed on a one-row layout: its component key (`CHART-<key>`) and size. */
export interface RowChart {
  key: string | number;
  chartId: number;
  width?: number;
  height?: number;
}

/** ROOT → GRID → one row of these charts (under a header titled `title`, when given). */
export function oneRowLayout(title: string | null, charts: RowChart[]): object {
  const node = layoutNode;
  const ids = charts.map((c) => `CHART-${c.key}`);
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
    ...(title === null ? {} : { HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: title }) }),
    GRID_ID: node('GRID_ID', 'GRID', ['ROW-one']),
    'ROW-one': node('ROW-one', 'ROW', ids),
    ...Object.fromEntries(
      charts.map((c, i) => [
        ids[i],
        node(ids[i], 'CHART', [], {
          chartId: c.chartId,
          width: c.width ?? 6,
          height: c.height ?? 50,
        }),
      ]),
    ),
  };
}

/**
 * A native filter on a column of the dataset, as Superset's filters configuration saves it: a
 * Value filter (`filter_select`, many values) unless `filterType` says otherwise, scoped to
 * `rootPath` (the whole dashboard by default), a child of `parents`.
 */
export function columnFilter(
  datasetId: number,
  id: string,
  name: string,
  column: string,
  {
    filterType = 'filter_select',
    rootPath = ['ROOT_ID'],
    parents = [] as string[],
  }: { filterType?: string; rootPath?: string[]; parents?: string[] } = {},
) {
  return {
    id,
    type: 'NATIVE_FILTER',
    name,
    filterType,
    targets: [{ datasetId, column: { name: column } }],
    controlValues:
      filterType === 'filter_select'
        ? {
            enableEmptyFilter: false,
            defaultToFirstItem: false,
            multiSelect: true,
            searchAllOptions: false,
            inverseSelection: false,
          }
        : {},
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: parents,
    scope: { rootPath, excluded: [] },
    description: '',
  };
}

/** A chart's box on the dashboard page, by its title. */
export const chartHolder = (page: Page, name: string) =>
  page.locator('[data-test="dashboard-chart-holder"]', { hasText: name });

/** Waits for the chart's answer and for its drawing. */
export async function painted(page: Page, name: string, vizType: string): Promise<void> {
  const chart = chartHolder(page, name);
  await chart.locator('[data-test="chart-container"][data-status="success"]').waitFor();
  await chart.locator(drawnSelector(vizType)).first().waitFor();
}

/** The texts of a table chart's first column (sorted), as the page shows them. */
export async function firstColumnShown(page: Page, name: string): Promise<string[]> {
  const cells = chartHolder(page, name).locator('[role="row"] > [role="cell"]:first-child');
  return (await cells.allTextContents()).map((t) => t.trim()).sort();
}

/** A chart data request of the chart whose first query filters `col` with `op` and `values`. */
export const chartRequestFiltering =
  (chartId: number, col: string, op: string, values: unknown[]) => (r: Request) => {
    if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return false;
    const body = JSON.parse(r.postData() ?? '{}') as {
      form_data?: { slice_id?: number };
      queries?: { filters?: { col: unknown; op: string; val?: unknown }[] }[];
    };
    return (
      body.form_data?.slice_id === chartId &&
      (body.queries?.[0]?.filters ?? []).some(
        (f) => f.col === col && f.op === op && JSON.stringify(f.val) === JSON.stringify(values),
      )
    );
  };

/** What a dashboard browser test runs against: Tessera, Chromium, the admin's API and session. */
export interface DashboardWorld {
  tessera: RunningTessera;
  browser: Browser;
  api: ApiClient;
  /** The admin's signed-in browser state. */
  signedIn: SignedInState;
  /** The id of `birth_names`. */
  births: number;
  stop(): Promise<void>;
}

/** Starts Tessera and Chromium side by side, and signs the admin in (API and browser). */
export async function startDashboardWorld(): Promise<DashboardWorld> {
  const [tessera, browser] = await Promise.all([startTessera(), launchBrowser()]);
  const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
  const [births, signedIn] = await Promise.all([
    birthNamesId(api),
    signedInState(browser, tessera.url),
  ]);
  return {
    tessera,
    browser,
    api,
    signedIn,
    births,
    async stop() {
      await browser.close();
      await tessera.stop();
    },
  };
}

/** Saves a dashboard with this layout (and metadata); answers its id. */
export async function createDashboard(
  api: ApiClient,
  title: string,
  positions: object,
  extra: { published?: boolean; json_metadata?: object } = {},
): Promise<number> {
  const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: title,
    published: extra.published ?? false,
    position_json: JSON.stringify(positions),
    ...(extra.json_metadata ? { json_metadata: JSON.stringify(extra.json_metadata) } : {}),
  });
  return board.id;
}

/** A new browser context of the signed-in admin (1400×900) on the dashboard's page. */
export async function openDashboardPage(world: DashboardWorld, dashboardId: number) {
  const context = await world.browser.newContext({
    viewport: { width: 1400, height: 900 },
    storageState: world.signedIn,
  });
  const page = await context.newPage();
  await page.goto(`${world.tessera.url}/superset/dashboard/${dashboardId}/`);
  return { context, page };
}
