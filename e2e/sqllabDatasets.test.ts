/**
 * SQL Lab's results taken further in the browser: saving a result as a dataset (or
 * overwriting one) to land in Explore, opening a dataset and a past run from other pages in
 * new tabs, and creating a chart from a result.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { screenshot, type RunningTessera } from './harness.js';
import {
  escapeRegExp,
  openSqlLabSession,
  sqlLabSteps,
  WAIT,
  type SqlLabSession,
} from './sqllabSupport.js';
import { expectAccessibleInBothThemes } from './axe.js';

let session: SqlLabSession;
let tessera: RunningTessera;
let page: Page;
let api: ApiClient;
const { setSql, pick, settled } = sqlLabSteps(() => session);

/** A virtual dataset on the examples, made through the API (its owner is the admin). */
async function virtualDataset(tableName: string, sql: string): Promise<number> {
  const dbs = await api.get<{ result: { id: number; database_name: string }[] }>(
    '/api/v1/database/',
  );
  const created = await api.send<{ id: number }>('POST', '/api/v1/dataset/', {
    database: dbs.result.find((d) => d.database_name === 'examples')!.id,
    schema: 'main',
    table_name: tableName,
    sql,
  });
  return created.id;
}

describe('SQL Lab results to datasets and charts', () => {
  beforeAll(async () => {
    session = await openSqlLabSession({
      // A past run of the examples, for the query history to open.
      async prepare(api) {
        const dbs = await api.get<{ result: { id: number; database_name: string }[] }>(
          '/api/v1/database/',
        );
        await api.send('POST', '/api/v1/sqllab/execute/', {
          database_id: dbs.result.find((d) => d.database_name === 'examples')!.id,
          sql: 'SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25',
          client_id: `run${String(Date.now()).slice(-8)}`,
          schema: 'main',
          runAsync: false,
        });
      },
    });
    ({ tessera, page, api } = session);
  });

  // Each test on a fresh page of its own, with one new tab.
  beforeEach(async () => {
    page = await session.newPage();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await screenshot(page, `sqllab-datasets-failed-${ctx.task.name}`);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('saves a result as a dataset and lands in Explore', async () => {
    await pick('Select database', 'examples');
    await pick('Select schema', 'main');
    await setSql('SELECT state, SUM(num) AS total FROM birth_names GROUP BY state');
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('row-count').waitFor();
    await page
      .locator('.ant-dropdown-trigger')
      .filter({ has: page.locator('.anticon-down') })
      .click();
    await page.getByRole('menuitem', { name: 'Save dataset' }).waitFor();
    await expectAccessibleInBothThemes(page, 'the open Save menu');
    await page.getByRole('menuitem', { name: 'Save dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    const name = dialog.getByLabel('Dataset name');
    expect(await name.inputValue()).toMatch(
      /^Untitled Query \d+ \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/,
    );
    await name.fill('E2E births by state');
    await settled('sqllab-save-dataset');
    await expectAccessibleInBothThemes(page, 'the Save or Overwrite Dataset dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('datasource_id'));
    const dataset = await api.get<{ result: { table_name: string; sql: string } }>(
      `/api/v1/dataset/${id}`,
    );
    expect(dataset.result.table_name).toBe('E2E births by state');
    expect(dataset.result.sql).toContain('GROUP BY state');
  });

  it('overwrites one of its own datasets after confirming', async () => {
    await virtualDataset(
      'E2E births to overwrite',
      'SELECT state, SUM(num) AS total FROM birth_names GROUP BY state',
    );
    await pick('Select database', 'examples');
    await pick('Select schema', 'main');
    await setSql('SELECT state, COUNT(*) AS n FROM birth_names GROUP BY state');
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('row-count').waitFor();
    await page.goto(`${tessera.url}/sqllab/`);
    // The tab's latest result comes back from the results backend.
    await page.getByTestId('row-count').waitFor();
    await setSql('SELECT state, MAX(num) AS most FROM birth_names GROUP BY state');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents(), WAIT)
      .toContain('most ');
    await page
      .locator('.ant-dropdown-trigger')
      .filter({ has: page.locator('.anticon-down') })
      .click();
    await page.getByRole('menuitem', { name: 'Save dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await dialog.getByText('Overwrite existing').click();
    // Nothing chosen or typed yet: nothing to overwrite.
    expect(await dialog.getByRole('button', { name: 'Overwrite' }).isDisabled()).toBe(true);
    await dialog.getByText('Select or type dataset name').waitFor();
    await dialog.getByLabel('Dataset to overwrite').fill('E2E births');
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: 'E2E births to overwrite' })
      .click();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await dialog.getByText('Are you sure you want to overwrite this dataset?').waitFor();
    await settled('sqllab-overwrite-confirm');
    await expectAccessibleInBothThemes(page, 'the overwrite confirmation');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByText('Overwrite existing').waitFor();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('datasource_id'));
    const dataset = await api.get<{ result: { table_name: string; sql: string } }>(
      `/api/v1/dataset/${id}`,
    );
    expect(dataset.result.table_name).toBe('E2E births to overwrite');
    expect(dataset.result.sql).toContain('MAX(num)');
  });

  it('opens a dataset and a past run from other pages in new tabs', async () => {
    const datasetId = await virtualDataset(
      'E2E births to open',
      'SELECT state, MAX(num) AS most FROM birth_names GROUP BY state',
    );
    await page.goto(`${tessera.url}/sqllab/?datasourceKey=${datasetId}__table`);
    await page.getByTestId('sqllab-tab').filter({ hasText: 'E2E births to open' }).waitFor();
    await expect.poll(() => page.locator('.cm-content').textContent(), WAIT).toContain('MAX(num)');
    const runs = await api.get<{ result: { id: number; sql: string }[] }>('/api/v1/query/', {
      filters: [{ col: 'sql', opr: 'ct', value: 'LIMIT 25' }],
    });
    await page.goto(`${tessera.url}/sqllab/?queryId=${runs.result[0].id}&autorun=true`);
    await expect.poll(() => page.locator('.cm-content').textContent(), WAIT).toContain('LIMIT 25');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('25 rows returned');
    await settled('sqllab-opened-run');
  });

  it('creates a chart from a result and lands in Explore drawing it', async () => {
    await pick('Select database', 'examples');
    await pick('Select schema', 'main');
    await setSql('SELECT gender, SUM(num) AS total FROM birth_names GROUP BY gender');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents(), WAIT)
      .toContain('total ');
    const tabTitle = await page
      .locator('.ant-tabs-tab-active [data-testid="sqllab-tab"]')
      .first()
      .textContent();
    let id = 0;
    const landed = page.waitForURL((u) => {
      // The address Create chart opens, before Explore adds its form data key.
      if (u.pathname === '/explore/' && u.searchParams.has('datasource_id'))
        id = Number(u.searchParams.get('datasource_id'));
      return id > 0;
    }, WAIT);
    await page.getByRole('button', { name: 'Create chart' }).click();
    await landed;
    const dataset = await api.get<{ result: { table_name: string; sql: string } }>(
      `/api/v1/dataset/${id}`,
    );
    // Named like the Save dataset dialog names it: the tab title and a timestamp.
    expect(dataset.result.table_name).toMatch(
      new RegExp(`^${escapeRegExp(tabTitle ?? '')} \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}$`),
    );
    expect(dataset.result.sql).toContain('GROUP BY gender');
    await expect
      .poll(() => page.locator('[data-test="datasource-name"]').textContent(), WAIT)
      .toContain(dataset.result.table_name);
    const chart = page.locator('[data-test="chart-container"][data-status="success"]');
    await chart.waitFor(WAIT);
    await expect.poll(() => chart.getByText('boy').count(), WAIT).toBeGreaterThan(0);
    await settled('sqllab-create-chart-explore');
  });
});
