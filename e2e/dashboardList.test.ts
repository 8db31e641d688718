/**
 * The dashboard list in the browser, as one flow: the Dashboards entry of the menu and of the
 * "+" menu; dashboards saved through the API in the list; search by slug from the keyboard;
 * the Status filter; a star and the Favorite filter; a row's Edit opened from the keyboard and
 * the properties saved (title and slug, seen in the list and its link); bulk delete; and
 * "+ Dashboard" creating an empty dashboard and opening it in edit mode; axe-core's checks of
 * the list and the properties dialog in both themes, with screenshots light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
} from './harness.js';
import { tabTo } from './keyboard.js';
import { expectDark } from './theme.js';

let tessera: RunningTessera;
let browser: Browser;
let page: Page;
let api: ApiClient;

interface DashboardRow {
  id: number;
  dashboard_title: string;
  slug: string | null;
  url: string;
}

const rowNames = () =>
  page
    .locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)')
    .evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()));

async function dashboards(): Promise<DashboardRow[]> {
  const list = await api.get<{ result: DashboardRow[] }>('/api/v1/dashboard/', {
    order_column: 'dashboard_title',
    order_direction: 'asc',
  });
  return list.result;
}

async function chooseFilter(label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function clearFilter(label: string): Promise<void> {
  const select = page
    .locator('.ant-select')
    .filter({ has: page.getByLabel(label, { exact: true }) });
  await select.hover();
  await select.locator('.ant-select-clear').click();
}

/** Types DELETE into the open confirmation and confirms. */
async function confirmDelete(): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

describe('the dashboard list', () => {
  beforeAll(async () => {
    // A home without the examples: the list holds only the dashboards made here.
    [tessera, browser] = await Promise.all([
      startTessera({ TESSERA_LOAD_EXAMPLES: 'false' }),
      launchBrowser(),
    ]);
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    await api.send('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Quarterly numbers',
      slug: 'revenue',
      published: true,
    });
    await api.send('POST', '/api/v1/dashboard/', { dashboard_title: 'Marketing plan' });
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: await signedInState(browser, tessera.url),
    });
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    if (page) await screenshot(page, 'dashboards-last');
    await browser?.close();
    await tessera?.stop();
  });

  it('lists, searches, filters, stars, edits, deletes and creates dashboards', async () => {
    await page.goto(`${tessera.url}/superset/welcome/`);
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Dashboards' }).first().click();
    await page.waitForURL(/\/dashboard\/list\/$/);
    await page.getByRole('row', { name: /Quarterly numbers/ }).waitFor();
    // Most recently modified first; the name links to the dashboard by its slug.
    await expect.poll(rowNames).toEqual(['Marketing plan', 'Quarterly numbers']);
    const quarterly = page.getByRole('row', { name: /Quarterly numbers/ });
    expect(
      await quarterly.getByRole('link', { name: 'Quarterly numbers' }).getAttribute('href'),
    ).toBe('/superset/dashboard/revenue/');
    expect(await quarterly.textContent()).toContain('Published');
    expect(await page.getByRole('row', { name: /Marketing plan/ }).textContent()).toContain(
      'Draft',
    );
    await screenshot(page, 'dashboards-list');

    // Search, from the keyboard: the slug finds its dashboard.
    const search = page.getByLabel('Search', { exact: true });
    await tabTo(page, search, 'the search box');
    await page.keyboard.type('revenue');
    await expect.poll(rowNames).toEqual(['Quarterly numbers']);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect.poll(rowNames).toHaveLength(2);

    await chooseFilter('Status', 'Draft');
    await expect.poll(rowNames).toEqual(['Marketing plan']);
    await clearFilter('Status');
    await expect.poll(rowNames).toHaveLength(2);

    // A star, and the Favorite filter.
    await page.getByRole('button', { name: 'Star Marketing plan' }).click();
    await page.getByRole('button', { name: 'Unstar Marketing plan' }).waitFor();
    await chooseFilter('Favorite', 'Yes');
    await expect.poll(rowNames).toEqual(['Marketing plan']);
    await clearFilter('Favorite');
    await expect.poll(rowNames).toHaveLength(2);

    await expectAccessibleInBothThemes(page, 'the dashboard list');

    // A row's Edit, from the keyboard; title and slug saved, seen in the list.
    const edit = page.getByRole('button', { name: 'Edit Quarterly numbers' });
    await tabTo(page, edit, 'the row’s Edit button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Dashboard properties' });
    const title = dialog.getByLabel('Title', { exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe('Quarterly numbers');
    await expectAccessibleInBothThemes(page, 'the dashboard properties dialog');
    await title.fill('Quarterly revenue');
    await dialog.getByLabel('URL slug').fill('q-revenue');
    await screenshot(page, 'dashboards-properties');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The dashboard has been saved').waitFor();
    const renamed = page.getByRole('link', { name: 'Quarterly revenue' });
    await renamed.waitFor();
    expect(await renamed.getAttribute('href')).toBe('/superset/dashboard/q-revenue/');
    expect((await dashboards()).map((d) => [d.dashboard_title, d.slug])).toEqual([
      ['Marketing plan', null],
      ['Quarterly revenue', 'q-revenue'],
    ]);

    // The server's field errors land on their fields; JSON that is no object is refused.
    await page.getByRole('button', { name: 'Edit Marketing plan' }).click();
    await dialog.getByLabel('URL slug').fill('q-revenue');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be unique').waitFor();
    await dialog.getByRole('button', { name: 'Advanced' }).click();
    await dialog.getByLabel('JSON metadata').fill('{"color_scheme":');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('JSON metadata is invalid!').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The dark theme, looked at.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectDark(page.getByRole('row', { name: /Marketing plan/ }), 'a row of the list');
    await screenshot(page, 'dashboards-list-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Bulk delete.
    await page.getByRole('button', { name: 'Bulk select' }).click();
    await page.getByLabel('Select Marketing plan').check();
    await page.getByLabel('Select Quarterly revenue').check();
    await page.getByText('2 Selected').waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete();
    await page.getByText('Deleted 2 dashboards').waitFor();
    expect(await dashboards()).toEqual([]);
    await page.getByText('No dashboards yet').waitFor();

    // "+ Dashboard": an empty dashboard, opened in edit mode.
    await page.getByRole('button', { name: 'Add dashboard' }).click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/\?edit=true$/);
    const id = Number(/\/dashboard\/(\d+)\//.exec(page.url())![1]);
    const created = await api.get<{ result: DashboardRow }>(`/api/v1/dashboard/${id}`);
    expect(created.result.dashboard_title).toBe('[ untitled dashboard ]');
  });
});
