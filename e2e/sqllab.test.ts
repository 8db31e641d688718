/**
 * SQL Lab in the browser: running a query on the examples and reading its rows, sorting a
 * column, downloading the CSV, saving the query and opening it again, getting the tabs back
 * after a reload, stopping a long PostgreSQL query, saving a result as a dataset to land
 * in Explore, creating a chart from a result, and moving tabs held in the browser to the server.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  startTessera,
  type RunningTessera,
} from './harness.js';
import { PG_URI, postgresAvailable } from './postgres.js';

const hasPostgres = await postgresAvailable();
const PG_NAME = `E2E SQL Lab ${Date.now()}`;
/** Runs and polling take a moment: wait for what the user would wait for. */
const WAIT = { timeout: 20_000 };

let tessera: RunningTessera;
let browser: Browser;
let page: Page;
let api: ApiClient;

/** The page's clipboard, as the browser offers it (e2e code is typed without the DOM). */
interface ClipboardHost {
  navigator: { clipboard: { readText(): Promise<string> } };
}

/** Replaces the editor's text (typing would open autocompletion and close brackets). */
async function setSql(sql: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
  await page.keyboard.press('Escape');
}

/** Opens the select with this label and clicks the option titled exactly `option` in its
 * open dropdown (closed dropdowns stay in the page, and an option such as "10" is part of
 * "100" or of a name with a timestamp in it). */
async function pick(label: string, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function settled(name: string): Promise<void> {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** The page's localStorage (e2e code is typed without the DOM). */
interface StorageHost {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function gridCells(column: number) {
  return page.locator(
    `[data-testid="result-grid"] [role="row"][aria-rowindex] [role="gridcell"]:nth-child(${column})`,
  );
}

describe('SQL Lab', () => {
  beforeAll(async () => {
    [tessera, browser] = await Promise.all([
      // A small display limit, so that a 5000-row result is read in windows.
      startTessera({ TESSERA_DISPLAY_MAX_ROW: '1000' }),
      launchBrowser(),
    ]);
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    if (hasPostgres) {
      await api.send('POST', '/api/v1/database/', {
        database_name: PG_NAME,
        sqlalchemy_uri: PG_URI,
        expose_in_sqllab: true,
        allow_run_async: false,
      });
      await api.send('POST', '/api/v1/database/', {
        database_name: `${PG_NAME} async`,
        sqlalchemy_uri: PG_URI,
        expose_in_sqllab: true,
        allow_run_async: true,
      });
    }
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tessera.url });
    page = await context.newPage();
    await page.goto(`${tessera.url}/sqllab/`);
    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/sqllab\/$/);
    await page.getByTestId('sql-editor').waitFor();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(page, `sqllab-failed-${ctx.task.name}`);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('runs a query on the examples and shows its rows', async () => {
    await pick('Select database', 'examples');
    await pick('Select schema', 'main');
    await page
      .getByRole('listitem')
      .filter({ hasText: /^birth_names$/ })
      .click();
    await page.getByRole('region', { name: 'Table birth_names' }).getByText('num_boys').waitFor();
    await setSql('SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('25 rows returned');
    await expect.poll(() => gridCells(1).count(), WAIT).toBeGreaterThan(5);
    await settled('sqllab-results');
  });

  it("previews a table's data from the left bar", async () => {
    await page.getByRole('button', { name: 'Preview birth_names' }).click();
    await page.getByRole('tab', { name: 'Preview: `birth_names`' }).click();
    await page.getByRole('tabpanel').getByRole('columnheader', { name: 'num_boys' }).waitFor();
    await settled('sqllab-preview');
    await page.getByRole('tab', { name: 'Results' }).click();
  });

  it('formats the SQL', async () => {
    const sql = 'SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25';
    await setSql(sql.toLowerCase().replace('limit', 'LIMIT'));
    await page.getByRole('button', { name: 'Format SQL' }).click();
    await expect.poll(() => page.locator('.cm-line').count(), WAIT).toBeGreaterThan(2);
    expect(await page.locator('.cm-content').textContent()).toMatch(/from/i);
    await setSql(sql);
  });

  it('sorts a column by clicking its header', async () => {
    const header = page.getByRole('columnheader', { name: 'num' });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('ascending');
    const values = (await gridCells(2).allTextContents()).map(Number);
    expect(values.length).toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await settled('sqllab-sorted');
  });

  it('downloads the result as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download to CSV/ }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('name,num');
    expect(lines).toHaveLength(26);
  });

  it('names the limit that cut the result', async () => {
    await pick('Query limit', '10');
    await setSql('SELECT range AS n FROM range(100)');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('10 rows returned');
    await expect
      .poll(() => page.getByTestId('limit-notice').textContent(), WAIT)
      .toBe('The number of rows displayed is limited to 10 by the limit dropdown.');
    await settled('sqllab-limited');
  });

  it('reads a result larger than the display limit in row windows as it scrolls', async () => {
    await pick('Query limit', '10,000');
    await setSql('SELECT range AS n FROM range(5000)');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('5,000 rows returned');
    const windowRead = page.waitForRequest((r) =>
      /sqllab\/results\/.*offset/.test(decodeURIComponent(r.url())),
    );
    await page.getByTestId('result-grid').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await windowRead;
    await expect.poll(() => gridCells(1).allTextContents(), WAIT).toContain('4999');
    await settled('sqllab-windowed');
  });

  it('marks SQL the database rejects as it is typed', async () => {
    await setSql('SELECT name FROM birth_namez');
    await page.locator('.cm-lintRange-error').first().waitFor();
    await settled('sqllab-validation');
  });

  it('saves the query and opens it again from its address', async () => {
    await setSql('SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25');
    await page.getByRole('button', { name: 'Save' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Save query' });
    await dialog.getByLabel('Name').fill('E2E top names');
    await dialog.getByLabel('Description').fill('The most common names');
    // SCHEDULED_QUERIES is off: nothing to schedule.
    expect(await dialog.getByRole('button', { name: 'Schedule query' }).count()).toBe(0);
    await settled('sqllab-save-query');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your query was saved').waitFor();
    const saved = await api.get<{ result: { id: number; label: string; sql: string }[] }>(
      '/api/v1/saved_query/',
      { filters: [{ col: 'label', opr: 'eq', value: 'E2E top names' }] },
    );
    expect(saved.result).toHaveLength(1);
    expect(saved.result[0].sql).toContain('FROM birth_names');
    await page.goto(`${tessera.url}/sqllab/?savedQueryId=${saved.result[0].id}`);
    // The saved tab took the query's name; the saved query opens in a tab of its own.
    await expect
      .poll(() => page.getByTestId('sqllab-tab').allTextContents(), WAIT)
      .toEqual(['E2E top names', 'E2E top names']);
    await expect
      .poll(() => page.locator('.cm-content').textContent(), WAIT)
      .toContain('birth_names');
  });

  it('shares the query as a link that opens it in a new tab', async () => {
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied to clipboard!').waitFor();
    const link = await page.evaluate(() =>
      (globalThis as unknown as ClipboardHost).navigator.clipboard.readText(),
    );
    expect(link).toMatch(/\/sqllab\/p\/[^/]+$/);
    const before = await page.getByTestId('sqllab-tab').count();
    await page.goto(link);
    await expect.poll(() => page.getByTestId('sqllab-tab').count(), WAIT).toBe(before + 1);
    await expect
      .poll(() => page.locator('.cm-content').textContent(), WAIT)
      .toContain('birth_names');
    expect(new URL(page.url()).pathname).toBe('/sqllab/');
  });

  it('gets the tabs back after a reload', async () => {
    await page.getByRole('button', { name: 'Add tab' }).click();
    await page.getByTestId('sqllab-tab').filter({ hasText: 'Untitled Query' }).last().waitFor();
    await setSql('SELECT 42 AS answer');
    await page.waitForTimeout(1500); // the SQL text is saved once typing pauses
    await page.reload();
    await page.getByTestId('sql-editor').waitFor();
    const titles = await page.getByTestId('sqllab-tab').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['E2E top names']));
    expect(titles.some((t) => t.startsWith('Untitled Query'))).toBe(true);
    await expect.poll(() => page.locator('.cm-content').textContent(), WAIT).toContain('SELECT 42');
    await settled('sqllab-reloaded');
    // The other tabs load from the server on first switch.
    const loaded = page.waitForResponse((r) => /\/tabstateview\/\d+$/.test(r.url()));
    await page.getByTestId('sqllab-tab').first().click();
    await loaded;
    await expect
      .poll(() => page.locator('.cm-content').textContent(), WAIT)
      .toContain('birth_names');
  });

  it.skipIf(!hasPostgres)('stops a long PostgreSQL query', async () => {
    await pick('Select database', PG_NAME);
    await setSql('SELECT pg_sleep(30)');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByTestId('query-running').waitFor();
    await settled('sqllab-running');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Query was stopped.').waitFor({ timeout: 10_000 });
    await settled('sqllab-stopped');
  });

  it.skipIf(!hasPostgres)('runs a query asynchronously and polls for its results', async () => {
    await pick('Select database', `${PG_NAME} async`);
    await setSql("SELECT 'async' AS how, pg_sleep(1) IS NULL AS slept");
    const accepted = page.waitForResponse(
      (r) => r.url().includes('/api/v1/sqllab/execute/') && r.status() === 202,
    );
    await page.keyboard.press('Control+Enter');
    await accepted;
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('1 row returned');
    await expect.poll(() => gridCells(1).allTextContents(), WAIT).toEqual(['async']);
    await settled('sqllab-async');
  });

  it('saves a result as a dataset and lands in Explore', async () => {
    await page.getByRole('button', { name: 'Add tab' }).click();
    await pick('Select database', 'examples');
    await pick('Select schema', 'main');
    await setSql('SELECT state, SUM(num) AS total FROM birth_names GROUP BY state');
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('row-count').waitFor();
    await page
      .locator('.ant-dropdown-trigger')
      .filter({ has: page.locator('.anticon-down') })
      .click();
    await page.getByRole('menuitem', { name: 'Save dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    const name = dialog.getByLabel('Dataset name');
    expect(await name.inputValue()).toMatch(
      /^Untitled Query \d+ \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/,
    );
    await name.fill('E2E births by state');
    await settled('sqllab-save-dataset');
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
      .filter({ hasText: 'E2E births by state' })
      .click();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await dialog.getByText('Are you sure you want to overwrite this dataset?').waitFor();
    await settled('sqllab-overwrite-confirm');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByText('Overwrite existing').waitFor();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('datasource_id'));
    const dataset = await api.get<{ result: { table_name: string; sql: string } }>(
      `/api/v1/dataset/${id}`,
    );
    expect(dataset.result.table_name).toBe('E2E births by state');
    expect(dataset.result.sql).toContain('MAX(num)');
  });

  it('opens a dataset and a past run from other pages in new tabs', async () => {
    const datasets = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
      filters: [{ col: 'table_name', opr: 'eq', value: 'E2E births by state' }],
    });
    await page.goto(`${tessera.url}/sqllab/?datasourceKey=${datasets.result[0].id}__table`);
    await page.getByTestId('sqllab-tab').filter({ hasText: 'E2E births by state' }).waitFor();
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
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByTestId('sql-editor').waitFor();
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

  it('moves tabs held in the browser to the server once the server keeps them', async () => {
    const dbs = await api.get<{ result: { id: number; database_name: string }[] }>(
      '/api/v1/database/',
    );
    const dbId = dbs.result.find((d) => d.database_name === 'examples')!.id;
    const sql = 'SELECT 42 AS answer';
    const clientId = `mig${String(Date.now()).slice(-8)}`;
    // A run from a session without backend persistence: its tab id is the browser's own.
    await api.send('POST', '/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql,
      client_id: clientId,
      tab: 'Held locally',
      sql_editor_id: 'localTab001',
      schema: 'main',
      runAsync: false,
    });
    const held = {
      version: 1,
      queryEditors: [
        {
          id: 'localTab001',
          title: 'Held locally',
          sql,
          dbId,
          schema: 'main',
          autorun: false,
          queryLimit: 1000,
          templateParams: '',
          selectedText: null,
          latestQueryId: clientId,
          remoteId: null,
          hideLeftBar: false,
          loaded: true,
        },
      ],
      tabHistory: ['localTab001'],
      tables: [
        {
          id: 'localTable1',
          dbId,
          queryEditorId: 'localTab001',
          schema: 'main',
          name: 'birth_names',
          expanded: true,
        },
      ],
      queries: {
        [clientId]: {
          id: clientId,
          dbId,
          sql,
          schema: 'main',
          sqlEditorId: 'localTab001',
          tab: 'Held locally',
          runAsync: false,
          ctas: false,
          tempTable: '',
          progress: 100,
          startDttm: Date.now(),
          state: 'success',
          rows: 1,
          isDataPreview: false,
        },
      },
    };
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByTestId('sql-editor').waitFor();
    await page.evaluate(
      (value) =>
        (globalThis as unknown as StorageHost).localStorage.setItem('tessera.sqlLab', value),
      JSON.stringify(held),
    );
    await page.reload();
    await page.getByTestId('sqllab-tab').filter({ hasText: 'Held locally' }).waitFor(WAIT);
    const boot = await api.get<{ result: { tab_state_ids: [number, string][] } }>(
      '/api/v1/sqllab/',
    );
    const entry = boot.result.tab_state_ids.find(([, label]) => label === 'Held locally');
    expect(entry).toBeDefined();
    const tab = await api.get<{
      sql: string;
      latest_query: { id: string } | null;
      table_schemas: { table: string }[];
    }>(`/tabstateview/${entry![0]}`);
    expect(tab.sql).toBe(sql);
    expect(tab.latest_query?.id).toBe(clientId);
    expect(tab.table_schemas.map((t) => t.table)).toEqual(['birth_names']);
    // Moved: the browser no longer holds it, and a reload does not create it twice.
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as StorageHost).localStorage.getItem('tessera.sqlLab'),
      ),
    ).toBeNull();
    await page.reload();
    await page.getByTestId('sqllab-tab').filter({ hasText: 'Held locally' }).waitFor(WAIT);
    expect(await page.getByTestId('sqllab-tab').filter({ hasText: 'Held locally' }).count()).toBe(
      1,
    );
    await settled('sqllab-migrated-tab');
  });
});
