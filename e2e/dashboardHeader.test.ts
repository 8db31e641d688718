/**
 * The dashboard header's "..." menu in the browser: in edit mode, Edit CSS loads a saved CSS
 * template and applies it live, and the CSS is kept by Save (a reload shows it); viewing, Set
 * auto-refresh interval makes the charts ask for their data again on their own; Save as copies
 * the dashboard with its charts duplicated and opens the copy. axe-core finds nothing in the
 * dialogs in either theme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot, type RunningTessera, type SignedInState } from './harness.js';
import {
  createChart,
  createDashboard,
  oneRowLayout,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';

let world: DashboardWorld;
let tessera: RunningTessera;
let browser: Browser;
let api: ApiClient;
let signedIn: SignedInState;
let dashboardId: number;
let chartId: number;

const TITLE = 'E2E header board';
const CHART = 'Header: births by gender';
const TEMPLATE = 'Wide title';
const CSS = 'h1 { letter-spacing: 7px; }';

beforeAll(async () => {
  world = await startDashboardWorld();
  ({ tessera, browser, api, signedIn } = world);
  chartId = await createChart(api, world.births, CHART, 'table');
  dashboardId = await createDashboard(api, TITLE, oneRowLayout(TITLE, [{ key: 'table', chartId }]));
  await api.send('POST', '/api/v1/css_template/', { template_name: TEMPLATE, css: CSS });
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

async function openMenuItem(page: Page, ...path: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Menu actions trigger' }).click();
  for (const name of path) await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Clicks the option titled exactly `title` in the open select dropdown. */
const chooseOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();

/** The page's computed styles (e2e code is typed without the DOM). */
interface StyleHost {
  getComputedStyle(el: unknown): { letterSpacing: string };
}

const titleSpacing = (page: Page) =>
  page
    .getByRole('heading', { level: 1, name: TITLE })
    .evaluate((el) => (globalThis as unknown as StyleHost).getComputedStyle(el).letterSpacing);

describe('the dashboard header menu', () => {
  it('edits the CSS from a template, refreshes on its own, saves a copy with its charts', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
    });
    const page = await context.newPage();
    const url = `${tessera.url}/superset/dashboard/${dashboardId}/`;

    // Edit CSS: the template's CSS is applied as soon as it is chosen, and kept by Save.
    await page.goto(`${url}?edit=true`);
    // (in edit mode the chart's title is a field: the chart is found by its layout id)
    await page.locator('#CHART-table [role="cell"]').first().waitFor();
    expect(await titleSpacing(page)).not.toBe('7px');
    await openMenuItem(page, 'Edit CSS');
    const cssDialog = page.getByRole('dialog', { name: 'Edit CSS' });
    await cssDialog.getByRole('combobox', { name: 'Load a CSS template' }).click();
    await chooseOption(page, TEMPLATE);
    await expect.poll(() => cssDialog.getByRole('textbox', { name: 'CSS' }).inputValue()).toBe(CSS);
    await expect.poll(() => titleSpacing(page)).toBe('7px');
    await expectAccessibleInBothThemes(page, 'the Edit CSS dialog');
    await screenshot(page, 'dashboard-css');
    await cssDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    const saved = await api.get<{ result: { css: string } }>(`/api/v1/dashboard/${dashboardId}`);
    expect(saved.result.css).toBe(CSS);
    await page.goto(url);
    await painted(page, CHART, 'table');
    expect(await titleSpacing(page)).toBe('7px');

    // Set auto-refresh interval: the chart asks for its data again on its own.
    await openMenuItem(page, 'Set auto-refresh interval');
    const refreshDialog = page.getByRole('dialog', { name: 'Refresh interval' });
    await refreshDialog.getByRole('combobox', { name: 'Refresh frequency' }).click();
    await chooseOption(page, '10 seconds');
    await expectAccessibleInBothThemes(page, 'the refresh interval dialog');
    const refreshed = page.waitForRequest((r) => r.url().includes('/api/v1/chart/data'), {
      timeout: 30_000,
    });
    await refreshDialog.getByRole('button', { name: 'Save' }).click();
    await refreshed;
    await painted(page, CHART, 'table');

    // Save as, charts duplicated: the copy opens, with a chart of its own of the same name.
    await openMenuItem(page, 'Save as');
    const saveAs = page.getByRole('dialog', { name: 'Save dashboard' });
    await expect.poll(() => saveAs.getByLabel('Save as:').inputValue()).toBe(`${TITLE} [copy]`);
    await saveAs.getByLabel('Save as:').fill('E2E header board, copied');
    await saveAs.getByRole('checkbox', { name: 'also copy (duplicate) charts' }).check();
    await expectAccessibleInBothThemes(page, 'the Save dashboard dialog');
    await saveAs.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/dashboard/${dashboardId}/`));
    await page.getByRole('heading', { level: 1, name: 'E2E header board, copied' }).waitFor();
    await painted(page, CHART, 'table');
    const copyId = Number(/\/dashboard\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]);
    const charts = await api.get<{ result: { id: number; slice_name: string }[] }>(
      `/api/v1/dashboard/${copyId}/charts`,
    );
    expect(charts.result.map((c) => c.slice_name)).toEqual([CHART]);
    expect(charts.result[0].id).not.toBe(chartId);
    await screenshot(page, 'dashboard-copy');
    await context.close();
  });
});
