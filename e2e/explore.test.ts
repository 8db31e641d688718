/**
 * Explore in the browser, opening and drawing charts: a dataset opens and its chart draws; a
 * saved chart of each of the 13 chart types opens and renders without an error; an unknown viz
 * type and a chart whose dataset was deleted show their messages; one dark-theme look; the row
 * count and "Limit reached"; axe-core's checks of a drawn chart, its panes, the dataset menu,
 * the row count's tooltip and the Change dataset dialog in both themes; and a chart changed
 * from the keyboard alone. Saving and sharing are in exploreShare.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot, type RunningTessera } from './harness.js';
import {
  chartSettled as chartDone,
  exploreSteps,
  useExploreSession,
  type ExploreSession,
} from './exploreSupport.js';
import { tabTo } from './keyboard.js';
import { expectDark } from './theme.js';
import { CHARTS, drawnSelector } from './supersetFormData.js';

let session: ExploreSession;
let tessera: RunningTessera;
let page: Page;
let api: ApiClient;
let birthsId: number;

const { createChart } = exploreSteps(() => session);

useExploreSession(
  (opened) => {
    session = opened;
    ({ tessera, api, birthsId } = opened);
  },
  (fresh) => {
    page = fresh;
  },
);

/** A page in a fresh context of its own, signed in as the admin. */
const newPage = (colorScheme: 'light' | 'dark') => session.newPage({ colorScheme });

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
    await expectAccessibleInBothThemes(page, 'the Change dataset dialog of a missing dataset');
    await screenshot(page, 'explore-missing-dataset');
    await page.keyboard.press('Escape');
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
    await expectAccessibleInBothThemes(dark, 'the open dataset menu');
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
    await expectAccessibleInBothThemes(page, 'the row count and its tooltip');
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
});
