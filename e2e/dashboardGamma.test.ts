/**
 * A Gamma user on dashboards, as one flow: an admin makes, through the API, a published
 * dashboard over a dataset the Gamma user may read (datasource access through a role), a
 * published one over a dataset it may not, and a draft; signed in as the Gamma user, the
 * dashboard list shows only the readable published one; it opens and paints its charts, with
 * no Edit button, no Published/Draft toggle and no "Edit properties" or "Edit CSS" in its
 * "..." menu; `?edit=true` does not enter edit mode; the hidden dashboard's address shows the
 * not-found state and nothing of its charts; axe-core finds nothing in either theme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot, signedInState, type RunningTessera, type SignedInState } from './harness.js';
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
let api: ApiClient;
let signedIn: SignedInState;
const ids = { readable: 0, hidden: 0, draft: 0 };

const GAMMA = { username: 'e2e_gamma', password: 'gamma-password-1' };
const READABLE = 'Gamma births board';
const HIDDEN = 'Gamma sales board';
const DRAFT = 'Gamma draft board';
const TABLE_CHART = 'Gamma births by gender';
const TOTAL_CHART = 'Gamma births total';
const SECRET_CHART = 'Secret sales total';
const DRAFT_CHART = 'Draft births pie';

async function createBoard(title: string, published: boolean, chartIds: number[]) {
  const charts = chartIds.map((chartId) => ({ key: chartId, chartId }));
  return createDashboard(api, title, oneRowLayout(title, charts), { published });
}

async function datasetId(tableName: string): Promise<number> {
  const list = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: tableName }],
  });
  return list.result[0].id;
}

/** The Gamma user, with a role giving datasource access to birth_names (and nothing else). */
async function createGamma(births: number): Promise<void> {
  const roles = await api.get<{ result: { id: number; name: string }[] }>(
    '/api/v1/security/roles/',
  );
  const gammaRole = roles.result.find((r) => r.name === 'Gamma')!.id;
  const readers = await api.send<{ id: number }>('POST', '/api/v1/security/roles/', {
    name: 'birth_names_readers',
  });
  const pvs = await api.get<{
    result: { id: number; permission: { name: string }; view_menu: { name: string } }[];
  }>('/api/v1/security/permissions-resources/', { page_size: -1 });
  const access = pvs.result.find(
    (p) => p.permission.name === 'datasource_access' && p.view_menu.name.endsWith(`(id:${births})`),
  );
  expect(access, 'datasource_access on birth_names').toBeTruthy();
  await api.send('POST', `/api/v1/security/roles/${readers.id}/permissions`, {
    permission_view_menu_ids: [access!.id],
  });
  await api.send('POST', '/api/v1/security/users/', {
    username: GAMMA.username,
    first_name: 'Gail',
    last_name: 'Gamma',
    email: 'gail@example.com',
    active: true,
    roles: [gammaRole, readers.id],
    password: GAMMA.password,
  });
}

beforeAll(async () => {
  world = await startDashboardWorld();
  ({ tessera, api } = world);
  const { births } = world;
  const sales = await datasetId('video_game_sales');
  const table = await createChart(api, births, TABLE_CHART, 'table');
  const total = await createChart(api, births, TOTAL_CHART, 'big_number_total');
  const secret = await createChart(api, sales, SECRET_CHART, 'big_number_total');
  const pie = await createChart(api, births, DRAFT_CHART, 'pie');
  ids.readable = await createBoard(READABLE, true, [table, total]);
  ids.hidden = await createBoard(HIDDEN, true, [secret]);
  ids.draft = await createBoard(DRAFT, false, [pie]);
  await createGamma(births);
  signedIn = await signedInState(world.browser, tessera.url, GAMMA.username, GAMMA.password);
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

async function paintedBoth(page: Page): Promise<void> {
  await painted(page, TABLE_CHART, 'table');
  await painted(page, TOTAL_CHART, 'big_number_total');
}

describe('dashboards for a Gamma user', () => {
  it('a Gamma user sees only what it may and cannot edit', async () => {
    const context = await world.browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
    });
    const page = await context.newPage();

    // The list: the readable published dashboard, not the other published one, not the draft.
    await page.goto(`${tessera.url}/dashboard/list/`);
    const table = page.locator('.ant-table-tbody');
    await table.getByRole('link', { name: READABLE, exact: true }).waitFor();
    expect(await table.getByText(HIDDEN).count()).toBe(0);
    expect(await table.getByText(DRAFT).count()).toBe(0);
    await screenshot(page, 'dashboard-gamma-list');

    // Opened: its charts drawn; nothing to edit or publish.
    await table.getByRole('link', { name: READABLE, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/superset/dashboard/${ids.readable}/`);
    await page.getByRole('heading', { level: 1, name: READABLE }).waitFor();
    await paintedBoth(page);
    expect(await page.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);
    expect(await page.locator('[data-test="edit-dashboard-button"]').count()).toBe(0);
    expect(await page.locator('[data-test="published-status"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Published|Draft)$/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    const refresh = page.getByRole('menuitem', { name: 'Refresh dashboard' });
    const menu = page.getByRole('menu').filter({ has: refresh });
    await refresh.waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Edit properties' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Edit CSS' }).count()).toBe(0);
    await screenshot(page, 'dashboard-gamma-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // axe-core in both themes on what the Gamma user sees.
    await expectAccessibleInBothThemes(page, "the Gamma user's dashboard page");
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await screenshot(page, 'dashboard-gamma-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // `?edit=true` is no way in: the charts drawn, no builder pane, no Save or Discard.
    await page.goto(`${tessera.url}/superset/dashboard/${ids.readable}/?edit=true`);
    await paintedBoth(page);
    expect(await page.getByTestId('dashboard-builder-pane').count()).toBe(0);
    expect(await page.locator('[data-test="header-save-button"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Discard' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);

    // The hidden dashboard's address: not found, and nothing of it on the page.
    for (const id of [ids.hidden, ids.draft]) {
      const served = await page.goto(`${tessera.url}/superset/dashboard/${id}/`);
      const html = (await served?.text()) ?? '';
      await page.getByText('Not found', { exact: true }).waitFor();
      const text = (await page.locator('body').textContent()) ?? '';
      for (const name of [HIDDEN, SECRET_CHART, DRAFT, DRAFT_CHART]) {
        expect(text).not.toContain(name);
        expect(html, 'the served page').not.toContain(name);
      }
      expect(await page.locator('[data-test="dashboard-chart-holder"]').count()).toBe(0);
    }
    await screenshot(page, 'dashboard-gamma-not-found');
    await context.close();
  });
});
