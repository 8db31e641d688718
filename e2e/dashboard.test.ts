/**
 * The dashboard page in the browser: a dashboard made through the API over the example data
 * (two tabs: a table and a markdown, then a line chart) opens and paints its charts; choosing
 * the second tab draws its chart and the address keeps the tab across a reload; a hash link
 * opens the first tab and focuses the table; the star and the Published/Draft toggle reach
 * the API; the visit shows in the recent activity; axe-core finds nothing in either theme; and
 * the tabs switch from the keyboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot, type RunningTessera, type SignedInState } from './harness.js';
import { isFocused, tabTo } from './keyboard.js';
import { createChart, layoutNode, painted, startDashboardWorld } from './dashboardSupport.js';

let tessera: RunningTessera;
let browser: Browser;
let api: ApiClient;
let signedIn: SignedInState;
let dashboardId: number;

const TITLE = 'E2E births board';
const MARKDOWN =
  '## Births\n\nCounts of **names** by gender ([source](https://example.com)).\n\n' +
  '<img src="x" alt="x" onerror="window.__markdownRan = true"> [bad](javascript:window.__markdownRan=true)';

/** ROOT → top-level tabs: "Overview" (a table and a markdown) and "Trends" (a line chart). */
function positions(tableId: number, lineId: number) {
  const node = layoutNode;
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['TABS-top']),
    HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: TITLE }),
    GRID_ID: node('GRID_ID', 'GRID', []),
    'TABS-top': node('TABS-top', 'TABS', ['TAB-overview', 'TAB-trends']),
    'TAB-overview': node('TAB-overview', 'TAB', ['ROW-one'], { text: 'Overview' }),
    'TAB-trends': node('TAB-trends', 'TAB', ['ROW-two'], { text: 'Trends' }),
    'ROW-one': node('ROW-one', 'ROW', ['CHART-table', 'MARKDOWN-note'], {
      background: 'BACKGROUND_TRANSPARENT',
    }),
    'ROW-two': node('ROW-two', 'ROW', ['CHART-line'], { background: 'BACKGROUND_TRANSPARENT' }),
    'CHART-table': node('CHART-table', 'CHART', [], { chartId: tableId, width: 6, height: 50 }),
    'MARKDOWN-note': node('MARKDOWN-note', 'MARKDOWN', [], {
      code: MARKDOWN,
      width: 4,
      height: 30,
    }),
    'CHART-line': node('CHART-line', 'CHART', [], { chartId: lineId, width: 12, height: 50 }),
  };
}

beforeAll(async () => {
  const world = await startDashboardWorld();
  ({ tessera, browser, signedIn } = world);
  api = world.api;
  const { births } = world;
  const tableId = await createChart(api, births, 'Births by gender', 'table');
  const lineId = await createChart(api, births, 'Births over time', 'echarts_timeseries_line');
  const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: TITLE,
    published: false,
    position_json: JSON.stringify(positions(tableId, lineId)),
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
  });
  dashboardId = board.id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
});

describe('the dashboard page', () => {
  it('opens, paints, switches tabs, follows a hash, stars, publishes; axe and keyboard', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
    });
    const page = await context.newPage();
    const url = `${tessera.url}/superset/dashboard/${dashboardId}/`;
    await page.goto(url);

    // The first tab: the table painted, the markdown rendered (and sanitised).
    await expect.poll(() => page.title()).toBeTruthy();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await painted(page, 'Births by gender', 'table');
    await page.locator('[data-test="dashboard-markdown"] h2', { hasText: 'Births' }).waitFor();
    expect(await page.locator('[data-test="dashboard-markdown"] strong').textContent()).toBe(
      'names',
    );
    // What could run is gone: no event handler, no javascript: link, nothing ran.
    const markdownHtml = await page.locator('[data-test="dashboard-markdown"]').innerHTML();
    expect(markdownHtml).not.toMatch(/onerror|javascript:/i);
    expect(await page.evaluate('"__markdownRan" in window')).toBe(false);
    await screenshot(page, 'dashboard-light');

    // The second tab: its chart painted; the address keeps the tab across a reload.
    await page.getByRole('tab', { name: 'Trends' }).click();
    await painted(page, 'Births over time', 'echarts_timeseries_line');
    await expect.poll(() => new URL(page.url()).searchParams.get('activeTabs')).toBe('TAB-trends');
    await screenshot(page, 'dashboard-trends');
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Trends' }).getAttribute('aria-selected'))
      .toBe('true');
    await painted(page, 'Births over time', 'echarts_timeseries_line');

    // A hash link: the first tab is shown again and the table's box holds the focus.
    await page.goto(`${url}#CHART-table`);
    await painted(page, 'Births by gender', 'table');
    await expect.poll(() => isFocused(page.locator('#CHART-table'))).toBe(true);

    // The visit is logged: the dashboard is in the recent activity.
    await expect
      .poll(
        async () =>
          (
            await api.get<{ result: { item_title: string }[] }>('/api/v1/log/recent_activity/')
          ).result.map((r) => r.item_title),
        { timeout: 10_000 },
      )
      .toContain(TITLE);

    // The favourite star and the Published/Draft toggle reach the API.
    await page.getByRole('button', { name: `Star ${TITLE}` }).click();
    await page.getByRole('button', { name: `Unstar ${TITLE}` }).waitFor();
    const status = await api.get<{ result: { id: number; value: boolean }[] }>(
      `/api/v1/dashboard/favorite_status/`,
      [dashboardId],
    );
    expect(status.result).toEqual([{ id: dashboardId, value: true }]);
    await page.locator('[data-test="published-status"]', { hasText: 'Draft' }).click();
    await page.getByText('This dashboard is now published').waitFor();
    const shown = await api.get<{ result: { published: boolean } }>(
      `/api/v1/dashboard/${dashboardId}`,
    );
    expect(shown.result.published).toBe(true);

    // axe-core in both themes, a look at the dark one.
    await expectAccessibleInBothThemes(page, 'the dashboard page');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await screenshot(page, 'dashboard-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // The keyboard: Tab to the tabs, an arrow key to the next one, Enter to open it.
    const overview = page.getByRole('tab', { name: 'Overview' });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await tabTo(page, overview, 'the Overview tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Trends' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('activeTabs')).toBe('TAB-trends');
    await context.close();
  });
});
