/**
 * Sharing a dashboard in the browser: on a dashboard with two tabs, the second chosen, the
 * header's Share → "Copy permalink to clipboard" copies a permalink that opens the dashboard
 * on that tab in a new page; a chart's Share → "Embed code" shows an iframe framing the
 * chart's permalink (sized as chosen, copied by its button), and the header's the dashboard's;
 * axe-core finds nothing in the Embed code dialog in either theme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessibleInBothThemes, inBothThemes } from './axe.js';
import { screenshot, type RunningTessera, type SignedInState } from './harness.js';
import { createChart, layoutNode, painted, startDashboardWorld } from './dashboardSupport.js';
import { expectReadable } from './theme.js';

let tessera: RunningTessera;
let browser: Browser;
let signedIn: SignedInState;
let dashboardId: number;

const TITLE = 'E2E shared board';
const PERMALINK = /\/superset\/dashboard\/p\/[A-Za-z0-9_-]{22}\/$/;

/** ROOT → tabs "Overview" (a table) and "Trends" (a line chart). */
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
    'ROW-one': node('ROW-one', 'ROW', ['CHART-table']),
    'ROW-two': node('ROW-two', 'ROW', ['CHART-line']),
    'CHART-table': node('CHART-table', 'CHART', [], { chartId: tableId, width: 6, height: 50 }),
    'CHART-line': node('CHART-line', 'CHART', [], { chartId: lineId, width: 12, height: 50 }),
  };
}

beforeAll(async () => {
  const world = await startDashboardWorld();
  ({ tessera, browser, signedIn } = world);
  const { api, births } = world;
  const tableId = await createChart(api, births, 'Shared table', 'table');
  const lineId = await createChart(api, births, 'Shared trend', 'echarts_timeseries_line');
  const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: TITLE,
    published: true,
    position_json: JSON.stringify(positions(tableId, lineId)),
  });
  dashboardId = board.id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
});

/** Opens a menu's Share submenu and picks an entry. */
async function share(page: Page, trigger: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('menuitem', { name: 'Share' }).hover();
  await page.getByRole('menuitem', { name: entry }).click();
}

const clipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');

describe('sharing a dashboard', () => {
  it('copies a permalink that opens the tab shown; embed codes frame permalinks', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: tessera.url,
    });
    const page = await context.newPage();
    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);
    await painted(page, 'Shared table', 'table');
    await page.getByRole('tab', { name: 'Trends' }).click();
    await painted(page, 'Shared trend', 'echarts_timeseries_line');

    // Share → Copy permalink to clipboard
    await share(page, 'Menu actions trigger', 'Copy permalink to clipboard');
    await page.getByText('Copied to clipboard!').waitFor();
    const link = await clipboard(page);
    expect(link).toMatch(PERMALINK);

    // the link opens the dashboard on the second tab, in a new page
    const opened = await context.newPage();
    await opened.goto(link);
    await opened.waitForURL((u) => u.pathname === `/superset/dashboard/${dashboardId}/`);
    expect(new URL(opened.url()).searchParams.get('permalink_key')).toBe(link.split('/').at(-2));
    await painted(opened, 'Shared trend', 'echarts_timeseries_line');
    expect(await opened.getByRole('tab', { name: 'Trends' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expect
      .poll(() => new URL(opened.url()).searchParams.get('activeTabs'))
      .toBe('TAB-trends');

    // a chart's Share → Embed code: an iframe framing the chart's permalink, standalone
    await share(opened, 'More options for Shared trend', 'Embed code');
    const dialog = opened.getByRole('dialog', { name: 'Embed code' });
    const code = dialog.getByRole('textbox', { name: 'Embed code' });
    await expect
      .poll(() => code.inputValue())
      .toMatch(
        /^<iframe\n {2}width="600"\n {2}height="400"\n[\s\S]*src="[^"]*\/superset\/explore\/p\/[A-Za-z0-9_-]+\/\?standalone=1&height=400"\n>\n<\/iframe>$/,
      );
    await dialog.getByLabel('Chart height').fill('500');
    await dialog.getByLabel('Chart width').fill('800');
    await expect.poll(() => code.inputValue()).toContain('width="800"\n  height="500"');
    expect(await code.inputValue()).toContain('?standalone=1&height=500"');
    await dialog.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect.poll(() => clipboard(opened)).toBe(await code.inputValue());
    await screenshot(opened, 'dashboard-chart-embed-code');
    await expectAccessibleInBothThemes(opened, 'the Embed code dialog');
    await inBothThemes(opened, (scheme) =>
      expectReadable(code, `the embed code's text (${scheme})`),
    );
    await opened.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // the header's Share → Embed code frames a permalink of the dashboard
    await share(opened, 'Menu actions trigger', 'Embed code');
    const boardCode = opened
      .getByRole('dialog', { name: 'Embed code' })
      .getByRole('textbox', { name: 'Embed code' });
    await expect
      .poll(() => boardCode.inputValue())
      .toMatch(/src="[^"]*\/superset\/dashboard\/p\/[A-Za-z0-9_-]{22}\/\?standalone=1&height=400"/);
    await context.close();
  });
});
