/**
 * Explore's save modal puts charts on dashboards: a chart saved into a new dashboard typed
 * in the modal is on that dashboard (per the API), and a chart can pick a dashboard that
 * exists, joining the charts already on it; "Save & go to dashboard" (only once a dashboard
 * is picked) opens that dashboard, the chart drawn on it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

let tessera: RunningTessera;
let browser: Browser;
let page: Page;
let api: ApiClient;
let birthsId: number;
let signedIn: SignedInState;

beforeAll(async () => {
  [tessera, browser] = await Promise.all([startTessera(), launchBrowser()]);
  api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
  const list = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: 'birth_names' }],
  });
  birthsId = list.result[0].id;
  signedIn = await signedInState(browser, tessera.url);
}, 180_000);

// Each test on a fresh page of its own, signed in as the admin.
beforeEach(async () => {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    storageState: signedIn,
  });
  page = await context.newPage();
});

afterEach(async () => {
  await page.context().close();
});

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
});

async function openSaveModal(formData: Record<string, unknown>) {
  await page.goto(
    `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=pie&form_data=${encodeURIComponent(JSON.stringify(formData))}`,
  );
  await page.locator('[data-test="chart-container"][data-status="success"]').waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return page.getByRole('dialog', { name: 'Save chart' });
}

const option = (text: string) =>
  page.locator('.ant-select-item-option', { hasText: new RegExp(`^${text}$`) });

/** Lets the open dropdown finish its animation, for a screenshot that shows it. */
const dropdownSettled = () =>
  page
    .locator('.ant-select-dropdown')
    .last()
    .evaluate((el) =>
      Promise.all(
        el.getAnimations({ subtree: true }).map((a: { finished: Promise<unknown> }) => a.finished),
      ),
    );

async function chartsOn(dashboardId: number): Promise<string[]> {
  const r = await api.get<{ result: { slice_name: string }[] }>('/api/v1/chart/', {
    filters: [{ col: 'dashboards', opr: 'rel_m_m', value: dashboardId }],
    order_column: 'slice_name',
    order_direction: 'asc',
  });
  return r.result.map((c) => c.slice_name);
}

describe('the save modal’s "Add to dashboard"', () => {
  it('saves a chart into a new dashboard typed in the modal', async () => {
    const dialog = await openSaveModal({ metric: 'count', groupby: ['gender'] });
    await dialog.getByLabel('Chart name').fill('Pie on a new board');
    await dialog.getByRole('combobox', { name: 'Select a dashboard' }).click();
    await page.keyboard.type('E2E board');
    await option('Create "E2E board"').waitFor();
    await dropdownSettled();
    await screenshot(page, 'explore-save-dashboard-new');
    await expectAccessibleInBothThemes(page, 'the Save chart dialog offering a new dashboard');
    await option('Create "E2E board"').click();
    await expect.poll(() => dialog.locator('.ant-select').textContent()).toContain('E2E board');
    await screenshot(page, 'explore-save-dashboard-picked');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText(
        'Dashboard [E2E board] just got created and chart [Pie on a new board] was added to it',
      )
      .waitFor();
    await page.waitForURL((u) => u.searchParams.has('slice_id'));

    const boards = await api.get<{ result: { id: number; dashboard_title: string }[] }>(
      '/api/v1/dashboard/',
      { filters: [{ col: 'dashboard_title', opr: 'eq', value: 'E2E board' }] },
    );
    expect(boards.result).toHaveLength(1);
    expect(await chartsOn(boards.result[0].id)).toEqual(['Pie on a new board']);
  });

  it('lets the next chart pick a dashboard that exists', async () => {
    // A dashboard with a chart on it already, made through the API.
    const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E existing board',
    });
    await api.send('POST', '/api/v1/chart/', {
      slice_name: 'Pie already there',
      viz_type: 'pie',
      datasource_id: birthsId,
      datasource_type: 'table',
      dashboards: [board.id],
      params: JSON.stringify({ viz_type: 'pie', datasource: `${birthsId}__table` }),
    });
    const dialog = await openSaveModal({ metric: 'count', groupby: ['state'] });
    await dialog.getByLabel('Chart name').fill('Pie on the same board');
    await dialog.getByRole('combobox', { name: 'Select a dashboard' }).click();
    await option('E2E existing board').waitFor();
    await dropdownSettled();
    await screenshot(page, 'explore-save-dashboard-existing');
    await option('E2E existing board').click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText('Chart [Pie on the same board] was added to dashboard [E2E existing board]')
      .waitFor();

    const boards = await api.get<{ result: { id: number }[] }>('/api/v1/dashboard/', {
      filters: [{ col: 'dashboard_title', opr: 'eq', value: 'E2E existing board' }],
    });
    expect(boards.result).toHaveLength(1);
    expect(await chartsOn(boards.result[0].id)).toEqual([
      'Pie already there',
      'Pie on the same board',
    ]);
  });

  it('"Save & go to dashboard" opens the dashboard picked, the chart on it', async () => {
    const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
      dashboard_title: 'E2E board to go to',
    });
    const dialog = await openSaveModal({ metric: 'count', groupby: ['gender'] });
    await dialog.getByLabel('Chart name').fill('Pie to go to');
    const saveAndGo = dialog.getByRole('button', { name: 'Save & go to dashboard' });
    expect(await saveAndGo.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Select a dashboard' }).click();
    await option('E2E board to go to').click();
    await expect.poll(() => saveAndGo.isEnabled()).toBe(true);
    await saveAndGo.click();
    await page.waitForURL((u) => u.pathname === `/superset/dashboard/${board.id}/`);
    await page
      .locator('[data-test="dashboard-chart-holder"]', { hasText: 'Pie to go to' })
      .locator('[data-test="chart-container"][data-status="success"]')
      .waitFor();
    expect(await chartsOn(board.id)).toEqual(['Pie to go to']);
  });
});
