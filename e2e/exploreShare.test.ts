/**
 * Explore in the browser, saving and sharing a chart: save as a new chart; a permalink opens
 * the same chart again in another browser, and the embed code frames it; standalone=1 shows
 * only the chart; the query preview's "View in SQL Lab" opens its SQL in a new SQL Lab tab;
 * axe-core's checks of the Save chart dialog, the "..." menu, the Embed code and Query preview
 * dialogs and the standalone chart in both themes. Opening and drawing charts are in
 * explore.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { ADMIN, screenshot, signIn, type RunningTessera } from './harness.js';
import {
  chartSettled as chartDone,
  exploreSteps,
  useExploreSession,
  type ExploreSession,
} from './exploreSupport.js';
import { CHARTS, drawnSelector } from './supersetFormData.js';

let session: ExploreSession;
let tessera: RunningTessera;
let page: Page;
let api: ApiClient;
let birthsId: number;
let browser: Browser;
/** Contexts a test opens besides its page (another browser, signed in on its own). */
const contexts: BrowserContext[] = [];
const { createChart } = exploreSteps(() => session);

useExploreSession(
  (opened) => {
    session = opened;
    ({ tessera, api, birthsId, browser } = opened);
  },
  (fresh) => {
    page = fresh;
  },
);

afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

describe('explore', () => {
  it('saves as a new chart that the API then lists', async () => {
    await page.goto(
      `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=pie&form_data=${encodeURIComponent(JSON.stringify({ metric: 'count', groupby: ['gender'] }))}`,
    );
    await chartDone(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Chart name').fill('E2E saved pie');
    await screenshot(page, 'explore-save-modal');
    await expectAccessibleInBothThemes(page, 'the Save chart dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.has('slice_id'));
    const list = await api.get<{ result: { id: number; viz_type: string }[] }>('/api/v1/chart/', {
      filters: [{ col: 'slice_name', opr: 'eq', value: 'E2E saved pie' }],
    });
    expect(list.result).toHaveLength(1);
    expect(list.result[0].viz_type).toBe('pie');
    await chartDone(page);
    await expect
      .poll(() => page.locator('[data-test="editable-title"]').textContent())
      .toContain('E2E saved pie');
  });

  it('copies a permalink that opens the same chart, and its embed code', async () => {
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tessera.url });
    await page.goto(
      `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=big_number_total&form_data=${encodeURIComponent(JSON.stringify({ metric: 'count', subheader: 'permalinked' }))}`,
    );
    await chartDone(page);
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByText('Share').hover();
    await page.getByText('Copy permalink to clipboard').waitFor();
    await expectAccessibleInBothThemes(page, 'the open "..." menu and its Share submenu');
    await page.getByText('Copy permalink to clipboard').click();
    await page.getByText('Copied to clipboard!').waitFor();
    const link = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(link).toMatch(/\/superset\/explore\/p\/[A-Za-z0-9_-]+\/$/);
    // the embed code frames a permalink of the same chart, standalone
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByText('Share').hover();
    await page.getByText('Embed code').click();
    const embed = await page.locator('[data-test="embed-code"]').inputValue();
    await expectAccessibleInBothThemes(page, 'the Embed code dialog');
    expect(embed).toMatch(
      /^<iframe[\s\S]*src="[^"]*\/superset\/explore\/p\/[A-Za-z0-9_-]+\/\?standalone=1&height=400"/,
    );
    await page.keyboard.press('Escape');
    await page.locator('[data-test="embed-code"]').waitFor({ state: 'detached' });
    // another browser, signed in on its own
    const otherContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    contexts.push(otherContext);
    const other = await otherContext.newPage();
    await other.goto(`${tessera.url}/login/`);
    await signIn(other, tessera.url, ADMIN.username, ADMIN.password);
    await other.waitForURL((u) => !u.pathname.startsWith('/login'));
    await other.goto(link);
    const chart = await chartDone(other);
    expect(await chart.getAttribute('data-status')).toBe('success');
    await other.getByText('permalinked').waitFor();
    await screenshot(other, 'explore-permalink');
  });

  it('shows only the chart with standalone=1, as the embed code frames it', async () => {
    const id = await createChart(
      'E2E standalone bar',
      'echarts_timeseries_bar',
      CHARTS.echarts_timeseries_bar,
    );
    await page.goto(`${tessera.url}/explore/?slice_id=${id}&standalone=1`);
    const chart = await chartDone(page);
    expect(await chart.getAttribute('data-status')).toBe('success');
    expect(await chart.locator(drawnSelector('echarts_timeseries_bar')).count()).toBeGreaterThan(0);
    await page.locator('[data-test="standalone-chart"]').waitFor();
    // no top navigation, dataset or control panel, nor header buttons
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.locator('[data-test="control-panel"]').count()).toBe(0);
    expect(await page.locator('[data-test="datasource-name"]').count()).toBe(0);
    expect(await page.locator('[data-test="editable-title"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Menu actions trigger' }).count()).toBe(0);
    // the chart fills the window, and the URL stays as it was
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(1300);
    expect(box?.height).toBeGreaterThan(800);
    expect(new URL(page.url()).searchParams.get('standalone')).toBe('1');
    await screenshot(page, 'explore-standalone');
    await expectAccessibleInBothThemes(page, 'the standalone chart');
  });

  it('opens the query preview in a new SQL Lab tab by a form post', async () => {
    await page.goto(
      `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=big_number_total&form_data=${encodeURIComponent(JSON.stringify({ metric: 'count' }))}`,
    );
    await chartDone(page);
    await page.locator('[data-test="datasource-menu-trigger"]').click();
    await page.getByText('Query preview').click();
    const dialog = page.getByRole('dialog', { name: 'Query preview' });
    await expect
      .poll(() => dialog.locator('[data-test="query-preview-sql"]').textContent())
      .toMatch(/SELECT/i);
    const sql = (await dialog.locator('[data-test="query-preview-sql"]').textContent()) ?? '';
    await screenshot(page, 'explore-query-preview-sqllab');
    await expectAccessibleInBothThemes(page, 'the Query preview dialog');
    // the form posts to a new window
    const posted = page
      .context()
      .waitForEvent(
        'request',
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/superset/sqllab/',
      );
    const opened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'View in SQL Lab' }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(JSON.parse(form.get('form_data') ?? '{}')).toEqual({
      datasourceKey: `${birthsId}__table`,
      sql,
    });
    expect(form.get('csrf_token')).toBeTruthy();
    const sqlLab = await opened;
    await sqlLab.getByTestId('sql-editor').waitFor({ timeout: 30_000 });
    // a new tab on the dataset, with the posted SQL in its editor; the address is SQL Lab's
    await sqlLab
      .getByTestId('sqllab-tab')
      .filter({ hasText: 'birth_names' })
      .waitFor({ timeout: 15_000 });
    const squeeze = (t: string) => t.replace(/\s+/g, '');
    await expect
      .poll(async () => squeeze((await sqlLab.locator('.cm-line').allTextContents()).join('')), {
        timeout: 15_000,
      })
      .toBe(squeeze(sql));
    expect(new URL(sqlLab.url()).pathname).toBe('/sqllab/');
    await screenshot(sqlLab, 'explore-view-in-sqllab');
    await sqlLab.close();
  });
});
