/**
 * The chart list in the browser: charts saved through the API in the card view (the
 * default under LISTVIEWS_DEFAULT_CARD_VIEW) and the list view; search and the Type filter;
 * the dashboards a chart is on and the Dashboard filter; a favourite star and the Favorite
 * filter; editing properties; deleting one and bulk deleting; and the chart creation page
 * leading to explore with the chosen type and dataset; axe-core's checks of the list and the
 * creation page in both themes.
 */
import rison from 'rison';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
  type SignedInState,
} from './harness.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { expectDark } from './theme.js';

let tessera: RunningTessera;
let browser: Browser;
let admin: Page;
let dark: Page | undefined;
let api: ApiClient;
let signedIn: SignedInState;
const contexts: BrowserContext[] = [];
const datasets: Record<string, number> = {};

interface ChartRow {
  id: number;
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
}

/** A page in a fresh context of its own, signed in as the admin, on the home page. */
async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    colorScheme,
    storageState: signedIn,
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${tessera.url}/superset/welcome/`);
  // Let the home page finish loading before the tests navigate away.
  await page.getByRole('link', { name: 'Charts' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

async function saveChart(name: string, vizType: string, table: string): Promise<number> {
  const created = await api.send<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: vizType,
    datasource_id: datasets[table],
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: vizType, datasource: `${datasets[table]}__table` }),
  });
  return created.id;
}

async function chartNames(): Promise<string[]> {
  const list = await api.get<{ result: ChartRow[] }>('/api/v1/chart/', {
    order_column: 'slice_name',
    order_direction: 'asc',
  });
  return list.result.map((c) => c.slice_name);
}

/** A screenshot (taken with antd's animations at their end). */
async function settled(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Charts' }).getByRole('article');
const rowNames = (page: Page) =>
  page
    .locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)')
    .evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()));

async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  // typed first: a long list (45 chart types) shows only its first options until searched
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** On the new-chart page: the birth_names dataset, then the Bar Chart type. */
async function chooseBirthNamesBar(page: Page): Promise<void> {
  const dataset = page.getByRole('combobox', { name: 'Dataset' });
  await dataset.click();
  await dataset.fill('birth');
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/birth_names$/)
    .click();
  await page.getByRole('option', { name: 'Bar Chart' }).click();
}

async function clearFilter(page: Page, label: string): Promise<void> {
  const select = page
    .locator('.ant-select')
    .filter({ has: page.getByLabel(label, { exact: true }) });
  await select.hover();
  await select.locator('.ant-select-clear').click();
}

describe('the chart list', () => {
  beforeAll(async () => {
    [tessera, browser] = await Promise.all([
      startTessera({
        TESSERA_LOAD_EXAMPLES: 'true',
        TESSERA_FEATURE_LISTVIEWS_DEFAULT_CARD_VIEW: 'true',
      }),
      launchBrowser(),
    ]);
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    for (const table of ['birth_names', 'video_game_sales']) {
      const found = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
        filters: [{ col: 'table_name', opr: 'eq', value: table }],
      });
      datasets[table] = found.result[0]!.id;
    }
    // The example charts removed: the list holds only the charts made here.
    const examples = await api.get<{ ids: number[] }>('/api/v1/chart/', { page_size: 100 });
    await api.send('DELETE', `/api/v1/chart/?q=${encodeURIComponent(rison.encode(examples.ids))}`);
    await saveChart('Births by gender', 'pie', 'birth_names');
    await saveChart('Boys over time', 'echarts_timeseries_line', 'birth_names');
    await saveChart('Sales by platform', 'table', 'video_game_sales');
    signedIn = await signedInState(browser, tessera.url);
  }, 180_000);

  // Each test on a fresh page of its own.
  beforeEach(async () => {
    dark = undefined;
    admin = await newPage();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await screenshot(dark ?? admin, `failed-${ctx.task.name}`);
    for (const c of contexts.splice(0)) await c.close();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await tessera?.stop();
  });

  it('shows the saved charts as cards first, then as a list', async () => {
    await admin.getByRole('link', { name: 'Charts' }).first().click();
    await admin.waitForURL(/\/chart\/list\/$/);
    await expect.poll(() => cards(admin).count()).toBe(3);
    // Most recently modified first.
    expect(await cards(admin).evaluateAll((els) => els.map((e) => e.ariaLabel))).toEqual([
      'Sales by platform',
      'Boys over time',
      'Births by gender',
    ]);
    const pie = admin.getByRole('article', { name: 'Births by gender' });
    // The cover is the type's thumbnail (a decorative duplicate of the name link).
    await pie.locator('[role=img][aria-label="Pie Chart thumbnail"] svg').waitFor();
    expect(await pie.textContent()).toContain('Pie Chart');
    expect(await pie.getByRole('link', { name: 'Births by gender' }).getAttribute('href')).toMatch(
      /^\/explore\/\?slice_id=\d+$/,
    );
    await settled(admin, 'charts-cards');

    await admin.getByRole('combobox', { name: 'Sort' }).click();
    await admin.getByTitle('Alphabetical').click();
    await expect
      .poll(() => cards(admin).evaluateAll((els) => els.map((e) => e.ariaLabel)))
      .toEqual(['Births by gender', 'Boys over time', 'Sales by platform']);

    await admin.getByLabel('List view').click();
    await expect.poll(() => rowNames(admin)).toHaveLength(3);
    const row = admin.getByRole('row', { name: /Sales by platform/ });
    expect(await row.textContent()).toContain('Table');
    expect(await row.getByRole('link', { name: /video_game_sales/ }).getAttribute('href')).toBe(
      `/explore/?datasource_type=table&datasource_id=${datasets.video_game_sales}`,
    );
    // The card view's alphabetical order carries over; the Name header turns it around.
    await expect
      .poll(() => rowNames(admin))
      .toEqual(['Births by gender', 'Boys over time', 'Sales by platform']);
    await admin.getByRole('columnheader', { name: 'Name' }).click();
    await expect
      .poll(() => rowNames(admin))
      .toEqual(['Sales by platform', 'Boys over time', 'Births by gender']);
    await admin.getByRole('columnheader', { name: 'Type' }).click();
    await expect
      .poll(() => rowNames(admin))
      .toEqual(['Boys over time', 'Births by gender', 'Sales by platform']);
    await settled(admin, 'charts-list');
  });

  it('narrows the charts by search and by type', async () => {
    await admin.goto(`${tessera.url}/chart/list/`);
    await admin.getByLabel('List view').click();
    await admin.getByLabel('Search', { exact: true }).fill('video_game');
    await expect.poll(() => rowNames(admin)).toEqual(['Sales by platform']);
    await admin.getByLabel('Search', { exact: true }).fill('');
    await expect.poll(() => rowNames(admin)).toHaveLength(3);

    await chooseFilter(admin, 'Type', 'Line Chart');
    await expect.poll(() => rowNames(admin)).toEqual(['Boys over time']);
    await settled(admin, 'charts-type-filter');
    await clearFilter(admin, 'Type');
    await expect.poll(() => rowNames(admin)).toHaveLength(3);
  });

  it('links the dashboards a chart is on and finds it with the Dashboard filter', async () => {
    const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Births board',
    });
    const boys = await api.get<{ ids: number[] }>('/api/v1/chart/', {
      filters: [{ col: 'slice_name', opr: 'eq', value: 'Boys over time' }],
    });
    await api.send('PUT', `/api/v1/chart/${boys.ids[0]}`, { dashboards: [board.id] });

    await admin.goto(`${tessera.url}/chart/list/`);
    await admin.getByLabel('List view').click();
    await expect.poll(() => rowNames(admin)).toHaveLength(3);
    await admin.getByRole('columnheader', { name: 'On dashboards' }).waitFor();
    const link = admin
      .getByRole('row', { name: /Boys over time/ })
      .getByRole('link', { name: 'Births board' });
    expect(await link.getAttribute('href')).toBe(`/superset/dashboard/${board.id}/`);
    expect(
      await admin
        .getByRole('row', { name: /Sales by platform/ })
        .getByRole('link')
        .count(),
    ).toBe(2);

    await chooseFilter(admin, 'Dashboard', 'Births board');
    await expect.poll(() => rowNames(admin)).toEqual(['Boys over time']);
    await settled(admin, 'charts-dashboard-filter');
    await clearFilter(admin, 'Dashboard');
    await expect.poll(() => rowNames(admin)).toHaveLength(3);
  });

  it('stars a chart and finds it with the Favorite filter', async () => {
    await admin.goto(`${tessera.url}/chart/list/`);
    const card = admin.getByRole('article', { name: 'Boys over time' });
    await card.getByRole('button', { name: 'Star Boys over time' }).click();
    await card.getByRole('button', { name: 'Unstar Boys over time' }).waitFor();
    const starred = await api.get<{ result: { id: number; value: boolean }[] }>(
      '/api/v1/chart/favorite_status/',
      (await api.get<{ ids: number[] }>('/api/v1/chart/')).ids,
    );
    expect(starred.result.filter((s) => s.value)).toHaveLength(1);

    await chooseFilter(admin, 'Favorite', 'Yes');
    await expect
      .poll(() => cards(admin).evaluateAll((els) => els.map((e) => e.ariaLabel)))
      .toEqual(['Boys over time']);
    await settled(admin, 'charts-favorite-filter');
    // Unstarred, it leaves the favourites.
    await card.getByRole('button', { name: 'Unstar Boys over time' }).click();
    await expect.poll(() => cards(admin).count()).toBe(0);
    await admin.getByText('No charts match your filters').waitFor();
  });

  it('edits a chart’s properties', async () => {
    await admin.goto(`${tessera.url}/chart/list/`);
    await admin.getByLabel('List view').click();
    await admin.getByRole('button', { name: 'Edit Births by gender' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Chart Properties' });
    await dialog.getByLabel('Name').fill('Births by sex');
    await dialog.getByLabel('Description').fill('Boys and girls');
    await dialog.getByLabel('Cache timeout').fill('300');
    await dialog.getByLabel('Certified by').fill('Data team');
    await settled(admin, 'charts-properties');
    await expectAccessibleInBothThemes(admin, 'the Edit Chart Properties dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Chart properties updated').waitFor();
    await admin
      .getByRole('row', { name: /Births by sex/ })
      .getByLabel('Certified')
      .waitFor();
    const list = await api.get<{ result: ChartRow[] }>('/api/v1/chart/', {
      filters: [{ col: 'slice_name', opr: 'eq', value: 'Births by sex' }],
    });
    expect(list.result[0]).toMatchObject({
      description: 'Boys and girls',
      cache_timeout: 300,
      certified_by: 'Data team',
    });
  });

  it('deletes one chart, then others in bulk', async () => {
    await saveChart('Scratch one', 'pie', 'birth_names');
    await saveChart('Scratch two', 'table', 'video_game_sales');
    await admin.goto(`${tessera.url}/chart/list/`);
    await admin.getByLabel('List view').click();
    await admin.getByRole('button', { name: 'Delete Sales by platform' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Are you sure you want to delete').waitFor();
    const ok = confirm.getByRole('button', { name: 'Delete' });
    expect(await ok.isDisabled()).toBe(true);
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await expectAccessibleInBothThemes(admin, 'the delete confirmation, ready to delete');
    await ok.click();
    await admin.getByText('Deleted: Sales by platform').waitFor();
    await expect.poll(chartNames).not.toContain('Sales by platform');

    await admin.getByRole('button', { name: 'Bulk select' }).click();
    await admin.getByLabel('Select Scratch one').check();
    await admin.getByLabel('Select Scratch two').check();
    await admin.getByText('2 Selected').waitFor();
    await settled(admin, 'charts-bulk-select');
    await admin.getByRole('alert').getByRole('button', { name: 'Delete' }).click();
    const bulk = admin.getByRole('dialog', { name: 'Please confirm' });
    await bulk.getByLabel('Type DELETE to confirm').fill('DELETE');
    await bulk.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Deleted 2 charts').waitFor();
    expect(await chartNames()).toEqual(['Births by sex', 'Boys over time']);
    await expect.poll(() => rowNames(admin)).toHaveLength(2);
  });

  it('creates a chart from a dataset and a type, opening explore', async () => {
    await admin.goto(`${tessera.url}/chart/list/`);
    await admin.getByRole('button', { name: 'Add chart' }).click();
    await admin.waitForURL(/\/chart\/add\/$/);
    const create = admin.getByRole('button', { name: 'Create new chart' });
    expect(await create.isDisabled()).toBe(true);
    await chooseBirthNamesBar(admin);
    expect(
      await admin.getByRole('option', { name: 'Bar Chart' }).getAttribute('aria-selected'),
    ).toBe('true');
    await settled(admin, 'charts-add');
    await create.click();
    await admin.waitForURL(/\/explore\//);
    const url = new URL(admin.url());
    expect(url.pathname).toBe('/explore/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      viz_type: 'echarts_timeseries_bar',
      datasource_id: String(datasets.birth_names),
      datasource_type: 'table',
    });
  });

  it('looks right in the dark theme', async () => {
    const page = await newPage('dark');
    dark = page;
    await page.goto(`${tessera.url}/chart/list/`);
    const card = page.getByRole('article', { name: 'Boys over time' });
    await card.waitFor();
    // body text (links and the selection use the brand colour, not measured here)
    await expectDark(card, 'a chart card');
    await settled(page, 'charts-cards-dark');
    await page.getByLabel('List view').click();
    const row = page.getByRole('row', { name: /Boys over time/ });
    await row.waitFor();
    await expectDark(row, 'a row of the list');
    await settled(page, 'charts-list-dark');
    await page.goto(`${tessera.url}/chart/add/`);
    await page.getByRole('option', { name: 'Pie Chart' }).click();
    await expectDark(
      page.getByRole('option', { name: 'Pie Chart' }).locator('..'),
      'the chart types around the chosen one',
    );
    await settled(page, 'charts-add-dark');
  });

  it('the chart cards, the chart list and the new-chart page pass axe-core, light and dark', async () => {
    await admin.goto(`${tessera.url}/chart/list/`);
    await admin.getByRole('article', { name: 'Boys over time' }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the chart cards');
    await admin.getByLabel('List view').click();
    await admin.getByRole('row', { name: /Boys over time/ }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the chart list');

    await admin.goto(`${tessera.url}/chart/add/`);
    await chooseBirthNamesBar(admin);
    await expectAccessibleInBothThemes(admin, 'the new-chart page');
  });
});
