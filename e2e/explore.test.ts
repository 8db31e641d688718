/**
 * Explore in the browser: a dataset opens and its chart draws; a saved chart of each of
 * the 13 chart types opens and renders without an error; an unknown viz type and a chart
 * whose dataset was deleted show their messages; save as a new chart; a permalink opens
 * the same chart again; one dark-theme look; standalone=1 shows only the chart; the query
 * preview's "View in SQL Lab" opens its SQL in a new SQL Lab tab; axe-core's checks of a
 * drawn chart and its panes in both themes, and a chart changed from the keyboard alone.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  signedInState,
  startTessera,
  type RunningTessera,
  type SignedInState,
} from './harness.js';
import { chartSettled as chartDone } from './exploreSupport.js';
import { tabTo } from './keyboard.js';
import { expectDark } from './theme.js';
import { CHARTS, drawnSelector } from './supersetFormData.js';

let tessera: RunningTessera;
let browser: Browser;
let page: Page;
let api: ApiClient;
let birthsId: number;
let signedIn: SignedInState;
const contexts: BrowserContext[] = [];

/** A page in a fresh context of its own, signed in as the admin. */
async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    colorScheme,
    storageState: signedIn,
  });
  contexts.push(context);
  return context.newPage();
}

async function createChart(
  name: string,
  vizType: string,
  params: Record<string, unknown>,
  datasetId = birthsId,
) {
  const r = await api.send<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ ...params, viz_type: vizType, datasource: `${datasetId}__table` }),
  });
  return r.id;
}

beforeAll(async () => {
  [tessera, browser] = await Promise.all([startTessera(), launchBrowser()]);
  api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
  const list = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: 'birth_names' }],
  });
  birthsId = list.result[0].id;
  signedIn = await signedInState(browser, tessera.url);
}, 180_000);

// Each test on a fresh page of its own.
beforeEach(async () => {
  page = await newPage();
});

afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
});

describe('explore', () => {
  it('opens a dataset and draws its chart, keeping a form data key in the URL', async () => {
    await page.goto(
      `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=big_number_total&form_data=${encodeURIComponent(JSON.stringify({ metric: 'count' }))}`,
    );
    const chart = await chartDone(page);
    await expect.poll(() => chart.getAttribute('data-status')).toBe('success');
    await expect.poll(() => new URL(page.url()).searchParams.get('form_data_key')).toBeTruthy();
    expect(await page.locator('[data-test="datasource-name"]').textContent()).toContain(
      'birth_names',
    );
    expect(await page.locator('[data-test="dataset-column"]').count()).toBeGreaterThan(3);
    expect(await chart.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'explore-dataset');

    // the data panes: Results and View query
    await page.getByRole('tab', { name: 'View query' }).click();
    await expect
      .poll(() => page.locator('[data-test="view-query-sql"]').textContent())
      .toMatch(/SELECT/i);
    await screenshot(page, 'explore-view-query');

    // Samples show the temporal column (ds) as database datetimes, as Superset's panes do
    await page.getByRole('tab', { name: 'Samples' }).click();
    const datetimes = async () =>
      (await page.locator('.ant-table-tbody .ant-table-cell').allTextContents()).filter((t) =>
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t),
      ).length;
    await expect.poll(datetimes, { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'explore-samples');
  });

  it('opens a saved chart of every type without an error', async () => {
    const failures: string[] = [];
    const pageErrors: string[] = [];
    const onPageError = (e: Error) => pageErrors.push(e.message);
    page.on('pageerror', onPageError);
    for (const [vizType, params] of Object.entries(CHARTS)) {
      const id = await createChart(`E2E ${vizType}`, vizType, params);
      await page.goto(`${tessera.url}/explore/?slice_id=${id}`);
      const chart = await chartDone(page);
      const status = await chart.getAttribute('data-status');
      const alerts = await chart.getByRole('alert').allTextContents();
      if (status !== 'success' || alerts.length)
        failures.push(`${vizType}: ${status} ${alerts.join(' | ')}`);
      const drawn = await chart.locator(drawnSelector(vizType)).count();
      if (drawn === 0) failures.push(`${vizType}: nothing drawn`);
      if (pageErrors.length) failures.push(`${vizType}: ${pageErrors.splice(0).join(' | ')}`);
      await screenshot(page, `explore-type-${vizType}`);
    }
    page.off('pageerror', onPageError);
    expect(failures).toEqual([]);
  }, 240_000);

  it('says an unknown viz type is not supported', async () => {
    const id = await createChart('E2E unknown', 'no_such_viz', { metric: 'count' });
    await page.goto(`${tessera.url}/explore/?slice_id=${id}`);
    await page
      .locator('[data-test="chart-container"]')
      .getByText('This visualization type is not supported.')
      .waitFor();
    expect(await page.getByTestId('viz-type-unsupported').textContent()).toBe(
      'This visualization type is not supported.',
    );
    await screenshot(page, 'explore-unknown-viz');
  });

  it('shows "Missing dataset" for a chart whose dataset was deleted', async () => {
    const examples = (
      await api.get<{ result: { database: { id: number } } }>(`/api/v1/dataset/${birthsId}`)
    ).result.database.id;
    const ds = await api.send<{ id: number }>('POST', '/api/v1/dataset/', {
      database: examples,
      table_name: 'e2e_doomed',
      sql: 'SELECT gender, num FROM birth_names',
    });
    const id = await createChart('E2E orphan', 'table', { metrics: ['count'] }, ds.id);
    await api.send('DELETE', `/api/v1/dataset/${ds.id}`);
    await page.goto(`${tessera.url}/explore/?slice_id=${id}`);
    await page.getByText('Missing dataset', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Change dataset' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'explore-missing-dataset');
    await page.keyboard.press('Escape');
  });

  it('saves as a new chart that the API then lists', async () => {
    await page.goto(
      `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=pie&form_data=${encodeURIComponent(JSON.stringify({ metric: 'count', groupby: ['gender'] }))}`,
    );
    await chartDone(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Chart name').fill('E2E saved pie');
    await screenshot(page, 'explore-save-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
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
    await page.getByText('Copy permalink to clipboard').click();
    await page.getByText('Copied to clipboard!').waitFor();
    const link = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(link).toMatch(/\/superset\/explore\/p\/[A-Za-z0-9_-]+\/$/);
    // the embed code frames a permalink of the same chart, standalone
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByText('Share').hover();
    await page.getByText('Embed code').click();
    const embed = await page.locator('[data-test="embed-code"]').inputValue();
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

  it('draws in the dark theme', async () => {
    const dark = await newPage('dark');
    const id = await createChart(
      'E2E dark bar',
      'echarts_timeseries_bar',
      CHARTS.echarts_timeseries_bar,
    );
    await dark.goto(`${tessera.url}/explore/?slice_id=${id}`);
    const chart = await chartDone(dark);
    expect(await chart.getAttribute('data-status')).toBe('success');
    // the chart sits on a dark surface, among light labels
    await expectDark(chart.locator('[data-testid="echarts"]'), 'the chart area');
    await expectDark(dark.getByTestId('control-metrics'), 'the chart controls');
    await dark.locator('[data-test="datasource-menu-trigger"]').click();
    await dark.getByText('Query preview').waitFor();
    await expectDark(dark.getByRole('menuitem', { name: 'Query preview' }), 'the dataset menu');
    await screenshot(dark, 'explore-dark');
    await dark.getByText('Query preview').click();
    await dark.getByRole('dialog', { name: 'Query preview' }).waitFor();
    await expect
      .poll(() => dark.locator('[data-test="query-preview-sql"]').textContent())
      .toMatch(/SELECT/i);
    await expectDark(dark.locator('[data-test="query-preview-sql"]'), 'the query preview');
    await screenshot(dark, 'explore-dark-query-preview');
  });

  it('a drawn chart, its data panes and its Customize tab pass axe-core, light and dark', async () => {
    const bar = CHARTS.echarts_timeseries_bar;
    const id = await createChart('E2E a11y bar', 'echarts_timeseries_bar', bar);
    await page.goto(`${tessera.url}/explore/?slice_id=${id}`);
    expect(await (await chartDone(page)).getAttribute('data-status')).toBe('success');
    await expectAccessibleInBothThemes(page, 'explore with a drawn chart');
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('tabpanel', { name: 'Results' }).getByRole('cell').first().waitFor();
    await expectAccessibleInBothThemes(page, 'the Results pane');
    await page.getByRole('tab', { name: 'View query' }).click();
    await expect
      .poll(() => page.locator('[data-test="view-query-sql"]').textContent())
      .toMatch(/SELECT/i);
    await expectAccessibleInBothThemes(page, 'the View query pane');
    await page.getByRole('tab', { name: 'Customize' }).click();
    await page.getByTestId('checkbox-show_legend').waitFor();
    await expectAccessibleInBothThemes(page, 'the Customize tab');
  });

  it('works from the keyboard: a chart type, a control, then Update chart', async () => {
    const bar = CHARTS.echarts_timeseries_bar;
    const id = await createChart('E2E keyboard bar', 'echarts_timeseries_bar', bar);
    await page.goto(`${tessera.url}/explore/?slice_id=${id}`);
    await chartDone(page);
    const line = page.getByRole('button', { name: 'Line Chart' });
    await tabTo(page, line, 'the Line Chart tile');
    await page.keyboard.press('Enter');
    await expect.poll(() => line.getAttribute('aria-pressed')).toBe('true');
    await chartDone(page);

    await tabTo(page, page.getByRole('combobox', { name: 'Row limit' }), 'the Row limit control');
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    const update = page.getByRole('button', { name: 'Update chart' });
    await expect.poll(() => update.getAttribute('class')).toContain('ant-btn-primary');
    await tabTo(page, update, 'Update chart', { back: true, max: 150 });
    const queried = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/chart/data' && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const body = (await (await queried).request().postDataJSON()) as {
      queries: { row_limit?: number }[];
    };
    expect(body.queries[0].row_limit).toBe(50);
    await chartDone(page);
    await expect.poll(() => update.getAttribute('class')).not.toContain('ant-btn-primary');
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
  });

  it('shows the row count, "Limit reached" at the row limit, and forces past the cache', async () => {
    const id = await createChart('E2E row count', 'table', {
      ...CHARTS.table,
      groupby: ['name'],
      row_limit: 10,
    });
    await page.goto(`${tessera.url}/explore/?slice_id=${id}`);
    await chartDone(page);
    const rowCount = page.locator('[data-test="row-count-label"]');
    await expect.poll(() => rowCount.textContent()).toBe('10 rows');
    await rowCount.hover();
    await page.getByRole('tooltip').getByText('Limit reached').waitFor();
    await screenshot(page, 'explore-row-count');

    // with Samples open, a Force refresh sends force=true for the chart data and the samples
    const sent: string[] = [];
    const onRequest = (r: { url(): string }) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/v1/chart/data' || u.pathname.endsWith('/samples'))
        sent.push(`${u.pathname}${u.search}`);
    };
    page.on('request', onRequest);
    await page.getByRole('tab', { name: 'Samples' }).click();
    await expect.poll(() => sent).toContain(`/api/v1/dataset/${birthsId}/samples?force=false`);
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByRole('menuitem', { name: 'Force refresh' }).click();
    await expect
      .poll(() => sent)
      .toContain(
        `/api/v1/chart/data?form_data=${encodeURIComponent(`{"slice_id":${id}}`)}&force=true`,
      );
    await expect.poll(() => sent).toContain(`/api/v1/dataset/${birthsId}/samples?force=true`);
    page.off('request', onRequest);
    await chartDone(page);
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
