/**
 * Importing a dashboard bundle whose database hides its password, as Superset exports it
 * (`postgresql://postgres:XXXXXXXXXX@…`): the first import is refused (422, "Must provide a
 * password for the database" for the database's file) and writes nothing; the dialog then asks
 * for that database's password with Superset's text; the password is typed from the keyboard,
 * the import is sent again with it, and the dashboard is listed, its connection stored (masked)
 * and working. axe-core's checks of the dialog with the password field in both themes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import yazl from 'yazl';
import { stringify } from 'yaml';
import { apiClient, type ApiClient } from './api.js';
import { expectNoAxeViolations, inBothThemes } from './axe.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
} from './harness.js';
import { isFocused, tabTo } from './keyboard.js';
import {
  PG_DATABASE,
  PG_HOST,
  PG_PORT,
  createSalesTable,
  dropSchema,
  postgresAvailable,
  randomSchema,
} from './postgres.js';

const hasPostgres = await postgresAvailable();
const schema = randomSchema();
const DATABASE_NAME = `E2E import ${schema}`;
const DASHBOARD_TITLE = `Imported sales ${schema}`;
const CHART_NAME = `Sales by region ${schema}`;
const DATABASE_FILE = 'databases/E2E_import.yaml';
const MASKED_URI = `postgresql://postgres:XXXXXXXXXX@${PG_HOST}:${PG_PORT}/${PG_DATABASE}`;

let tessera: RunningTessera;
let browser: Browser;
let page: Page;
let api: ApiClient;
let folder: string;

/** Superset's export of one dashboard: its chart, the chart's dataset and the database. */
function bundleFiles(): Record<string, unknown> {
  const uuid = {
    database: randomUUID(),
    dataset: randomUUID(),
    chart: randomUUID(),
    dashboard: randomUUID(),
  };
  return {
    'metadata.yaml': { version: '1.0.0', type: 'Dashboard', timestamp: new Date().toISOString() },
    [DATABASE_FILE]: {
      database_name: DATABASE_NAME,
      sqlalchemy_uri: MASKED_URI,
      cache_timeout: null,
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: false,
      allow_csv_upload: false,
      extra: { allows_virtual_table_explore: true },
      uuid: uuid.database,
      version: '1.0.0',
    },
    'datasets/E2E_import/sales.yaml': {
      table_name: 'sales',
      schema,
      sql: null,
      main_dttm_col: 'sold_at',
      columns: [
        { column_name: 'id', type: 'INTEGER', groupby: true, filterable: true },
        { column_name: 'region', type: 'TEXT', groupby: true, filterable: true },
        { column_name: 'amount', type: 'NUMERIC(10, 2)', groupby: false, filterable: true },
        { column_name: 'sold_at', type: 'TIMESTAMP', is_dttm: true, groupby: true },
      ],
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
      uuid: uuid.dataset,
      database_uuid: uuid.database,
      version: '1.0.0',
    },
    [`charts/Sales_by_region_1.yaml`]: {
      slice_name: CHART_NAME,
      viz_type: 'table',
      params: {
        viz_type: 'table',
        datasource: '1__table',
        query_mode: 'aggregate',
        groupby: ['region'],
        metrics: ['count'],
        row_limit: 100,
      },
      query_context: null,
      cache_timeout: null,
      uuid: uuid.chart,
      dataset_uuid: uuid.dataset,
      version: '1.0.0',
    },
    [`dashboards/Imported_sales_1.yaml`]: {
      dashboard_title: DASHBOARD_TITLE,
      published: true,
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': {
          id: 'ROW-1',
          type: 'ROW',
          children: ['CHART-1'],
          parents: ['ROOT_ID', 'GRID_ID'],
          meta: { background: 'BACKGROUND_TRANSPARENT' },
        },
        'CHART-1': {
          id: 'CHART-1',
          type: 'CHART',
          children: [],
          parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
          meta: { chartId: 1, uuid: uuid.chart, width: 6, height: 50 },
        },
      },
      metadata: {},
      uuid: uuid.dashboard,
      version: '1.0.0',
    },
  };
}

/** The files as YAML in a ZIP under one root folder, as Superset's exports are. */
async function writeBundle(path: string, files: Record<string, unknown>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, value] of Object.entries(files))
    zip.addBuffer(Buffer.from(stringify(value)), `dashboard_export/${name}`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  await writeFile(path, Buffer.concat(chunks));
}

interface Listed {
  count: number;
  result: { id: number }[];
}

/** How many objects of the bundle the API lists (by their names). */
async function stored(): Promise<
  Record<'dashboards' | 'charts' | 'datasets' | 'databases', number>
> {
  const named = (path: string, col: string, value: string) =>
    api.get<Listed>(path, { filters: [{ col, opr: 'eq', value }] }).then((l) => l.count);
  const [dashboards, charts, datasets, databases] = await Promise.all([
    named('/api/v1/dashboard/', 'dashboard_title', DASHBOARD_TITLE),
    named('/api/v1/chart/', 'slice_name', CHART_NAME),
    named('/api/v1/dataset/', 'schema', schema),
    named('/api/v1/database/', 'database_name', DATABASE_NAME),
  ]);
  return { dashboards, charts, datasets, databases };
}

describe.skipIf(!hasPostgres)('importing a bundle whose database needs its password', () => {
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tessera-import-password-'));
    [tessera, browser] = await Promise.all([
      startTessera({ TESSERA_LOAD_EXAMPLES: 'false' }),
      launchBrowser(),
      createSalesTable(schema),
    ]);
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: await signedInState(browser, tessera.url),
    });
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    if (page) await screenshot(page, 'import-password-last');
    await browser?.close();
    await tessera?.stop();
    if (hasPostgres) await dropSchema(schema);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('asks for the password, writes nothing before it, and imports with it', async () => {
    const zip = join(folder, 'sales_dashboard.zip');
    await writeBundle(zip, bundleFiles());

    await page.goto(`${tessera.url}/dashboard/list/`);
    await page.getByRole('button', { name: 'Import dashboards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import dashboard' });
    await dialog.locator('input[type=file]').setInputFiles(zip);
    await dialog.getByText('sales_dashboard.zip').waitFor();

    // Without a password the server refuses the bundle, naming the database's file.
    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/dashboard/import/',
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const answer = await refused;
    expect(answer.status()).toBe(422);
    const body = (await answer.json()) as { errors: { message: string; extra: unknown }[] };
    expect(body.errors[0]!.message).toBe('Error importing dashboard');
    expect(body.errors[0]!.extra).toMatchObject({
      [DATABASE_FILE]: { _schema: ['Must provide a password for the database'] },
    });
    // Nothing of the bundle was written: no dashboard, chart, dataset or connection.
    expect(await stored()).toEqual({ dashboards: 0, charts: 0, datasets: 0, databases: 0 });

    // The dialog asks for the password of that database, with Superset's text.
    await dialog
      .getByText(
        'The passwords for the databases below are needed in order to import them together ' +
          'with the dashboards.',
        { exact: false },
      )
      .waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    const password = dialog.getByLabel(DATABASE_FILE);
    expect(await password.getAttribute('type')).toBe('password');
    await inBothThemes(page, async (scheme) => {
      await expectNoAxeViolations(page, `the import dialog asking for a password (${scheme})`);
      await screenshot(page, `import-password-${scheme}`);
    });

    // From the keyboard: Tab to the field, type the password, Tab to Import and press Enter.
    await tabTo(page, password, 'the database password field');
    await page.keyboard.type('any-password');
    expect(await password.inputValue()).toBe('any-password');
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    await tabTo(page, importButton, 'the Import button');
    expect(await isFocused(importButton)).toBe(true);
    const accepted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/dashboard/import/',
    );
    await page.keyboard.press('Enter');
    expect((await accepted).status()).toBe(200);

    await page.getByText('Dashboard imported').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: new RegExp(DASHBOARD_TITLE) }).waitFor();

    // The API shows the connection, its password masked again, and the dashboard's chart.
    expect(await stored()).toEqual({ dashboards: 1, charts: 1, datasets: 1, databases: 1 });
    const databases = await api.get<Listed>('/api/v1/database/', {
      filters: [{ col: 'database_name', opr: 'eq', value: DATABASE_NAME }],
    });
    const database = await api.get<{ result: { sqlalchemy_uri: string } }>(
      `/api/v1/database/${databases.result[0]!.id}`,
    );
    expect(database.result.sqlalchemy_uri).toBe(MASKED_URI);

    // The imported dashboard opens and its chart queries PostgreSQL through the connection.
    await page.getByRole('link', { name: DASHBOARD_TITLE }).click();
    await page.getByRole('heading', { name: CHART_NAME }).waitFor();
    await page.getByText('north', { exact: true }).waitFor();
    await screenshot(page, 'import-password-dashboard');
  });
});
