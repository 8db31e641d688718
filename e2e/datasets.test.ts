/**
 * Datasets in the browser: creating one from a PostgreSQL table on the create page, editing
 * it (a calculated column and a metric, saved after confirmation), the editor's own checks,
 * searching, filtering, duplicating and bulk-deleting on the list, an owner-only Edit, and
 * a CSV uploaded through the upload form; axe-core's checks of the list, the editor and the
 * create page in both themes.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
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
import { expectAccessibleInBothThemes } from './axe.js';
import { expectDark } from './theme.js';
import {
  PG_URI,
  createSalesTable,
  dropSchema,
  postgresAvailable,
  randomSchema,
  runSql,
} from './postgres.js';

const hasPostgres = await postgresAvailable();
const schema = randomSchema();
const DB_NAME = `E2E Warehouse ${schema}`;
const OWNER_ONLY =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

let tessera: RunningTessera;
let browser: Browser;
let admin: Page;
let api: ApiClient;
let databaseId: number;
let signedIn: SignedInState;
const contexts: BrowserContext[] = [];

/** A page in a fresh context of its own, signed in as the admin (`null`: signed out). */
async function newPage(
  colorScheme: 'light' | 'dark' = 'light',
  state: SignedInState | null = signedIn,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme,
    storageState: state ?? undefined,
  });
  contexts.push(context);
  return context.newPage();
}

interface DatasetRow {
  id: number;
  table_name: string;
}

async function datasetByName(name: string): Promise<DatasetRow | undefined> {
  const list = await api.get<{ result: DatasetRow[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: name }],
  });
  return list.result[0];
}

/** A screenshot (taken with antd's open and close animations at their end). */
async function settled(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

async function openEditor(page: Page, name: string) {
  await page.goto(`${tessera.url}/tablemodelview/list/`);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Dataset ${name}` });
  await dialog.getByText('Be careful.').waitFor();
  return dialog;
}

describe.skipIf(!hasPostgres)('the Datasets pages', () => {
  beforeAll(async () => {
    await createSalesTable(schema, 'orders');
    // These flows use their own PostgreSQL schema; the example database is not needed.
    [tessera, browser] = await Promise.all([
      startTessera({ TESSERA_LOAD_EXAMPLES: 'false' }),
      launchBrowser(),
    ]);
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    const created = await api.send<{ id: number }>('POST', '/api/v1/database/', {
      database_name: DB_NAME,
      sqlalchemy_uri: PG_URI,
      allow_file_upload: true,
    });
    databaseId = created.id;
    signedIn = await signedInState(browser, tessera.url);
  });

  // Each test on a fresh page of its own.
  beforeEach(async () => {
    admin = await newPage();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(admin, `failed-${ctx.task.name}`);
    for (const c of contexts.splice(0)) await c.close();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await tessera?.stop();
    await dropSchema(schema);
  });

  it('creates a dataset from a table on the create page', async () => {
    await admin.goto(`${tessera.url}/tablemodelview/list/`);
    await admin.getByRole('button', { name: 'Add dataset' }).click();
    await admin.waitForURL(/\/dataset\/add\/$/);
    await admin.getByText('Select dataset source').waitFor();
    await screenshot(admin, 'datasets-add-empty');

    await admin.getByLabel('Database').click();
    await admin.getByTitle(DB_NAME).click();
    await admin.getByLabel('Schema').click();
    await admin.getByTitle(schema, { exact: true }).click();
    await admin.getByLabel('Search tables').fill('ord');
    await admin.getByRole('option', { name: 'orders' }).click();
    await admin.getByRole('cell', { name: 'sold_at' }).waitFor();
    await admin.getByText('NUMERIC', { exact: true }).waitFor();
    await screenshot(admin, 'datasets-add-preview');

    await admin.getByRole('button', { name: 'Create dataset' }).click();
    await admin.waitForURL(/\/tablemodelview\/list\/$/);
    await admin.getByText('Dataset orders created').waitFor();
    const row = admin.getByRole('row', { name: /orders/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(DB_NAME);
    expect(await row.textContent()).toContain('Physical');
    expect(await row.getByRole('link', { name: 'orders' }).getAttribute('href')).toMatch(
      /^\/explore\/\?datasource_type=table&datasource_id=\d+$/,
    );
    await screenshot(admin, 'datasets-list');
  });

  it('adds a calculated column and a metric, saved after confirmation', async () => {
    const dialog = await openEditor(admin, 'orders');
    await settled(admin, 'datasets-edit-source');

    await dialog.getByRole('tab', { name: /^Calculated columns/ }).click();
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Add item' }).click();
    await dialog.getByLabel('Column name').fill('amount_doubled');
    await dialog.getByRole('tabpanel').getByLabel('SQL expression').fill('amount * 2');
    await settled(admin, 'datasets-edit-calculated');

    await dialog.getByRole('tab', { name: /^Metrics/ }).click();
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('tabpanel').getByLabel('Metric Key').first().fill('total_amount');
    await dialog.getByRole('tabpanel').getByLabel('SQL expression').fill('SUM(amount)');
    await dialog.getByRole('tabpanel').getByLabel('D3 format').fill(',.2f');
    await settled(admin, 'datasets-edit-metrics');

    await dialog.getByRole('tab', { name: /^Columns/ }).click();
    await settled(admin, 'datasets-edit-columns');
    await dialog.getByRole('tab', { name: 'Settings' }).click();
    await dialog.getByRole('tabpanel').getByLabel('Description').fill('Orders by region');
    await settled(admin, 'datasets-edit-settings');

    await dialog.getByRole('button', { name: 'Save' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirm save' });
    await confirm
      .getByText(
        'The dataset configuration exposed here affects all the charts using this dataset.',
        {
          exact: false,
        },
      )
      .waitFor();
    await confirm.getByText('Are you sure you want to save and apply changes?').waitFor();
    await settled(admin, 'datasets-edit-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('The dataset has been saved').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Reopened, the editor shows what was saved.
    const again = await openEditor(admin, 'orders');
    await again.getByRole('tab', { name: /^Calculated columns/ }).click();
    expect(await again.getByLabel('Column name').inputValue()).toBe('amount_doubled');
    await again.getByRole('tab', { name: /^Metrics/ }).click();
    const keys = await again
      .getByRole('tabpanel')
      .getByLabel('Metric Key')
      .evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value));
    expect(keys).toContain('total_amount');
    await again.getByRole('button', { name: 'Cancel' }).click();

    const ds = await datasetByName('orders');
    const saved = await api.get<{
      result: {
        description: string;
        columns: { column_name: string; expression: string | null }[];
        metrics: { metric_name: string; expression: string; d3format: string | null }[];
      };
    }>(`/api/v1/dataset/${ds!.id}`);
    expect(saved.result.description).toBe('Orders by region');
    expect(saved.result.columns).toContainEqual(
      expect.objectContaining({ column_name: 'amount_doubled', expression: 'amount * 2' }),
    );
    expect(saved.result.metrics).toContainEqual(
      expect.objectContaining({
        metric_name: 'total_amount',
        expression: 'SUM(amount)',
        d3format: ',.2f',
      }),
    );
  });

  it("keeps Save disabled while the editor's checks fail", async () => {
    const dialog = await openEditor(admin, 'orders');
    await dialog.getByRole('tab', { name: /^Metrics/ }).click();
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('tabpanel').getByLabel('Metric Key').first().fill('total_amount');
    await dialog.getByText('Metric name [total_amount] is duplicated').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await settled(admin, 'datasets-edit-invalid');
    await dialog
      .getByRole('tabpanel')
      .getByRole('button', { name: 'Delete total_amount' })
      .first()
      .click();

    // The server's own checks come back as the "Error" dialog, naming the column.
    await dialog.getByRole('tab', { name: /^Calculated columns/ }).click();
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Add item' }).click();
    await dialog.getByLabel('Column name').first().fill('broken');
    await dialog
      .getByRole('tabpanel')
      .getByLabel('SQL expression')
      .first()
      .fill('amount; DROP TABLE x');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin
      .getByRole('dialog', { name: 'Confirm save' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const error = admin.getByRole('dialog', { name: 'Error' });
    await error.getByText(/^Column broken \(expression\): Invalid SQL expression/).waitFor();
    await settled(admin, 'datasets-edit-server-error');
    await error.getByRole('button', { name: 'OK' }).click();
    await dialog.getByText(/^Column broken \(expression\)/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const saved = await api.get<{ result: { columns: { column_name: string }[] } }>(
      `/api/v1/dataset/${(await datasetByName('orders'))!.id}`,
    );
    expect(saved.result.columns.map((c) => c.column_name)).not.toContain('broken');
  });

  it('syncs new source columns into the editor', async () => {
    await runSql(`ALTER TABLE ${schema}.orders ADD COLUMN IF NOT EXISTS channel text`);
    const dialog = await openEditor(admin, 'orders');
    await dialog.getByRole('tab', { name: /^Columns/ }).click();
    await dialog.getByRole('button', { name: 'Sync columns from source' }).click();
    await admin.getByText('New columns added: channel').waitFor();
    await admin.getByText('Metadata has been synced').waitFor();
    await dialog
      .getByRole('tabpanel')
      .getByRole('cell', { name: 'channel', exact: true })
      .waitFor();
    await settled(admin, 'datasets-edit-synced');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('searches, filters, duplicates and bulk-deletes datasets', async () => {
    for (const name of ['e2e_virtual_a', 'e2e_virtual_b']) {
      if (await datasetByName(name)) continue;
      await api.send('POST', '/api/v1/dataset/', {
        database: databaseId,
        schema,
        table_name: name,
        sql: `SELECT region, amount FROM ${schema}.orders`,
      });
    }
    await admin.goto(`${tessera.url}/tablemodelview/list/`);
    await admin.getByRole('row', { name: /e2e_virtual_a/ }).waitFor();
    await admin.getByLabel('Search datasets').fill('virtual');
    await expect.poll(() => admin.getByRole('row', { name: /orders/ }).count()).toBe(0);
    expect(await admin.getByRole('row', { name: /e2e_virtual_/ }).count()).toBe(2);

    await admin.getByLabel('Search datasets').fill('');
    await admin.getByLabel('Type').click();
    await admin.getByTitle('Physical', { exact: true }).click();
    await expect.poll(() => admin.getByRole('row', { name: /e2e_virtual_/ }).count()).toBe(0);
    await admin.getByRole('row', { name: /orders/ }).waitFor();
    await admin.getByLabel('Type').click();
    await admin.getByTitle('Virtual', { exact: true }).click();
    await expect.poll(() => admin.getByRole('row', { name: /orders/ }).count()).toBe(0);
    await settled(admin, 'datasets-list-filtered');

    await admin.getByRole('button', { name: 'Duplicate e2e_virtual_a' }).click();
    const duplicate = admin.getByRole('dialog', { name: 'Duplicate dataset' });
    await duplicate.getByLabel('New dataset name').fill('e2e_virtual_copy');
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await admin.getByRole('row', { name: /e2e_virtual_copy/ }).waitFor();

    await admin.getByRole('button', { name: 'Bulk select' }).click();
    await admin.getByLabel('Select e2e_virtual_a').check();
    await admin.getByLabel('Select e2e_virtual_copy').check();
    await admin.getByText('2 Selected').waitFor();
    await settled(admin, 'datasets-bulk-select');
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Deleted 2 datasets').waitFor();
    await expect.poll(() => admin.getByRole('row', { name: /e2e_virtual_/ }).count()).toBe(1);
    expect(await datasetByName('e2e_virtual_copy')).toBeUndefined();
    expect(await datasetByName('e2e_virtual_b')).toBeDefined();
  });

  it('shows someone who does not own a dataset Edit disabled, with the reason', async () => {
    const roles = await api.get<{ result: { id: number; name: string }[] }>(
      '/api/v1/security/roles/',
    );
    const alpha = roles.result.find((r) => r.name === 'Alpha')!;
    await api
      .send('POST', '/api/v1/security/users/', {
        username: 'e2e_alpha',
        first_name: 'Ann',
        last_name: 'Alpha',
        email: 'alpha@example.com',
        active: true,
        roles: [alpha.id],
        password: 'alpha-password',
      })
      // A retry finds the user already there.
      .catch((e: Error) => {
        if (!e.message.includes('already exists')) throw e;
      });
    const page = await newPage('light', null);
    await signIn(page, tessera.url, 'e2e_alpha', 'alpha-password');
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.goto(`${tessera.url}/tablemodelview/list/`);
    const edit = page.getByRole('button', { name: 'Edit orders' });
    await edit.waitFor();
    expect(await edit.isDisabled()).toBe(true);
    await edit.hover({ force: true });
    await page.getByText(OWNER_ONLY).waitFor();
    await settled(page, 'datasets-not-owner');
  });

  it('uploads a CSV through the upload form and reads its dataset', async () => {
    await admin.goto(`${tessera.url}/tablemodelview/list/`);
    await admin.getByRole('button', { name: 'New' }).click();
    await admin.getByRole('menuitem', { name: 'Upload CSV to database' }).click();
    const dialog = admin.getByRole('dialog', { name: 'CSV Upload' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,age,joined\nAda,36,2024-01-05\nGrace,45,2023-11-20\nAlan,41,2024-03-02\n',
      ),
    });
    await dialog.getByText('joined', { exact: true }).waitFor();
    await dialog.getByLabel('Select a database').click();
    await admin.getByTitle(DB_NAME).click();
    await dialog.getByLabel('Select a schema').click();
    await admin.getByTitle(schema, { exact: true }).click();
    expect(await dialog.getByLabel('Table Name').inputValue()).toBe('people');
    await settled(admin, 'datasets-upload-form');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await admin.getByText('Data Imported').waitFor();
    await admin.getByRole('row', { name: /people/ }).waitFor();

    const ds = await datasetByName('people');
    expect(ds).toBeDefined();
    const samples = await api.get<{ result: { data: Record<string, unknown>[] } }>(
      `/api/v1/dataset/${ds!.id}/samples`,
    );
    expect(samples.result.data.map((r) => r.name).sort()).toEqual(['Ada', 'Alan', 'Grace']);
    expect(samples.result.data.find((r) => r.name === 'Grace')?.age).toBe(45);
  });

  it('looks right in the dark theme', async () => {
    const page = await newPage('dark');
    await page.goto(`${tessera.url}/tablemodelview/list/`);
    await page.getByRole('row', { name: /orders/ }).waitFor();
    // body text (links and the selection use the brand colour, not measured here)
    await expectDark(page.getByRole('row', { name: /orders/ }), 'a row of the list');
    await screenshot(page, 'datasets-list-dark');
    const dialog = await openEditor(page, 'orders');
    await dialog.getByRole('tab', { name: /^Metrics/ }).click();
    await expectDark(dialog.getByRole('tabpanel'), 'the editor dialog');
    await settled(page, 'datasets-edit-dark');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`${tessera.url}/dataset/add/`);
    await page.getByLabel('Database').click();
    await page.getByTitle(DB_NAME).click();
    await page.getByLabel('Schema').click();
    await page.getByTitle(schema, { exact: true }).click();
    await page.getByRole('option', { name: 'orders' }).click();
    await page
      .getByText('This table already has a dataset associated with it.', { exact: false })
      .waitFor();
    await expectDark(page.getByRole('option', { name: 'orders' }), 'the table list');
    await settled(page, 'datasets-add-dark');
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'Upload Excel to database' }).click();
    await page.getByRole('dialog', { name: 'Excel Upload' }).waitFor();
    await expectDark(
      page.getByRole('dialog', { name: 'Excel Upload' }).getByText('Excel Upload', { exact: true }),
      'the upload dialog',
    );
    await settled(page, 'datasets-upload-dark');
  });

  it('the Datasets list, the dataset editor and the create page pass axe-core, light and dark', async () => {
    await admin.goto(`${tessera.url}/tablemodelview/list/`);
    await admin.getByRole('row', { name: /orders/ }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the Datasets list');
    const dialog = await openEditor(admin, 'orders');
    await expectAccessibleInBothThemes(admin, 'the dataset editor');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await admin.goto(`${tessera.url}/dataset/add/`);
    await admin.getByLabel('Database').click();
    await admin.getByTitle(DB_NAME).click();
    await admin.getByLabel('Schema').click();
    await admin.getByTitle(schema, { exact: true }).click();
    await admin.getByRole('option', { name: 'orders' }).click();
    await admin.getByText('This table already has a dataset', { exact: false }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the create-dataset page');
  });
});
