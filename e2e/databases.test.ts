/**
 * An admin connects a PostgreSQL database through the connection dialog: the dynamic form,
 * Test connection, the errors of a closed port and a bad URI, editing with the password
 * masked, a delete the server refuses while a dataset uses the connection, and axe-core's
 * checks of the list and the form in both themes.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  freePort,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
  type SignedInState,
} from './harness.js';
import { expectAccessibleInBothThemes, inBothThemes } from './axe.js';
import { expectDark, expectReadable } from './theme.js';
import {
  PG_DATABASE,
  createSalesTable,
  dropSchema,
  postgresAvailable,
  randomSchema,
} from './postgres.js';

const hasPostgres = await postgresAvailable();
const schema = randomSchema();
const DB_NAME = `E2E Postgres ${schema}`;

let tessera: RunningTessera;
let browser: Browser;
let admin: Page;
let api: ApiClient;
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

async function databaseId(name: string): Promise<number> {
  const list = await api.get<{ result: { id: number; database_name: string }[] }>(
    '/api/v1/database/',
    { filters: [{ col: 'database_name', opr: 'eq', value: name }] },
  );
  const row = list.result.find((d) => d.database_name === name);
  if (!row) throw new Error(`no database ${name}`);
  return row.id;
}

/** Opens the dialog and picks PostgreSQL (step 2, the dynamic form). */
async function openPostgresForm(page: Page) {
  await page.goto(`${tessera.url}/databaseview/list/`);
  await page.getByRole('button', { name: 'Add database' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a database' });
  await dialog.getByText('Select a database to connect').waitFor();
  await dialog.getByRole('button', { name: 'PostgreSQL' }).click();
  await dialog.getByText('Enter the required PostgreSQL credentials').waitFor();
  return dialog;
}

describe.skipIf(!hasPostgres)('the Databases page', () => {
  beforeAll(async () => {
    await createSalesTable(schema);
    // These flows use their own PostgreSQL schema; the example database is not needed.
    [tessera, browser] = await Promise.all([
      startTessera({ TESSERA_LOAD_EXAMPLES: 'false' }),
      launchBrowser(),
    ]);
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
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

  it('connects PostgreSQL through the dynamic form after a good connection test', async () => {
    // Admins are offered the page on the home page (and under Settings).
    await admin.goto(`${tessera.url}/superset/welcome/`);
    await admin.getByRole('link', { name: 'Databases', exact: true }).last().click();
    await admin.waitForURL(/\/databaseview\/list\/$/);
    await admin.getByRole('heading', { name: 'Databases' }).waitFor();
    await admin.getByRole('button', { name: 'Add database' }).click();
    await admin.getByText('Select a database to connect').waitFor();
    await screenshot(admin, 'databases-connect-step1');
    await expectAccessibleInBothThemes(admin, 'the first step of Connect a database');
    await admin.getByRole('dialog').getByRole('button', { name: 'PostgreSQL' }).click();

    const dialog = admin.getByRole('dialog', { name: 'Connect a database' });
    await dialog.getByLabel('Host').fill('127.0.0.1');
    await dialog.getByLabel('Port').fill('5432');
    await dialog.getByLabel('Database name').fill(PG_DATABASE);
    await dialog.getByLabel('Username').fill('postgres');
    // Trust authentication ignores it; it is stored encrypted and shown masked.
    await dialog.getByLabel('Password').fill('e2e-secret');
    await dialog.getByLabel('Display Name').fill(DB_NAME);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog.getByText('Connection looks good!').waitFor();
    await screenshot(admin, 'databases-connect-tested');

    await dialog.getByRole('tab', { name: 'Advanced' }).click();
    await dialog.getByText('Security', { exact: true }).click();
    await dialog.getByLabel('Allow file uploads to database').check();
    await screenshot(admin, 'databases-connect-advanced');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();

    const row = admin.getByRole('row', { name: new RegExp(DB_NAME) });
    await row.waitFor();
    expect(await row.textContent()).toContain('postgresql');
    await row.getByLabel('CSV upload: yes').waitFor();
    await row.getByLabel('DML: no').waitFor();
    await screenshot(admin, 'databases-list');

    const id = await databaseId(DB_NAME);
    const tables = await api.get<{ result: { value: string }[] }>(
      `/api/v1/database/${id}/tables/`,
      { schema_name: schema },
    );
    expect(tables.result.map((t) => t.value)).toEqual(['sales']);
  });

  it('puts a closed port beside the Port field and shows a failed test as ERROR', async () => {
    const dialog = await openPostgresForm(admin);
    await dialog.getByLabel('Host').fill('127.0.0.1');
    await dialog.getByLabel('Port').fill(String(await freePort()));
    await dialog.getByLabel('Database name').fill(PG_DATABASE);
    // Leaving the field asks the server to validate what is filled in so far.
    await dialog.getByLabel('Username').click();
    await dialog.getByText('The port is closed.').waitFor();
    await screenshot(admin, 'databases-port-closed');
    await expectAccessibleInBothThemes(admin, 'the connection form with an error on a field');
    // A field's error reads as text, in both themes (the dark one writes it lighter than a
    // danger button's fill).
    await inBothThemes(admin, (scheme) =>
      expectReadable(dialog.getByText('The port is closed.'), `the error under Port (${scheme})`),
    );

    await dialog
      .getByRole('button', { name: 'Connect this database with a SQLAlchemy URI string instead' })
      .click();
    await dialog.getByLabel('Display Name').fill('Nobody');
    await dialog
      .getByLabel('SQLAlchemy URI')
      .fill(`postgresql://nobody@127.0.0.1:5432/${PG_DATABASE}`);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog.getByText('ERROR: The username "nobody" does not exist.').waitFor();
    await screenshot(admin, 'databases-test-error');

    await dialog.getByLabel('SQLAlchemy URI').fill('no uri at all');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog
      .getByText(/^Invalid connection string/)
      .first()
      .waitFor();
    expect(await dialog.getByRole('alert').first().textContent()).toContain('ERROR:');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('edits a connection: the password stays masked and is kept', async () => {
    await admin.goto(`${tessera.url}/databaseview/list/`);
    await admin.getByRole('button', { name: `Edit ${DB_NAME}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit database' });
    await dialog.getByLabel('Password').waitFor();
    expect(await dialog.getByLabel('Password').inputValue()).toBe('XXXXXXXXXX');
    expect(await dialog.getByLabel('Host').inputValue()).toBe('127.0.0.1');
    await screenshot(admin, 'databases-edit');
    await expectAccessibleInBothThemes(admin, 'the Edit database dialog');
    await dialog.getByRole('tab', { name: 'Advanced' }).click();
    await dialog.getByLabel('Allow DML').check();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await admin.getByText('Database settings updated').waitFor();
    await admin
      .getByRole('row', { name: new RegExp(DB_NAME) })
      .getByLabel('DML: yes')
      .waitFor();

    const conn = await api.get<{
      result: { parameters: { password?: string }; allow_dml: boolean };
    }>(`/api/v1/database/${await databaseId(DB_NAME)}/connection`);
    expect(conn.result.allow_dml).toBe(true);
    // A stored password is still there (shown as the mask).
    expect(conn.result.parameters.password).toBe('XXXXXXXXXX');
  });

  it('looks right in the dark theme, and "+" offers Connect database', async () => {
    const page = await newPage('dark');
    await page.goto(`${tessera.url}/databaseview/list/`);
    const row = page.getByRole('row', { name: new RegExp(DB_NAME) });
    await row.waitFor();
    // body text (links and the selection use the brand colour, not measured here)
    await expectDark(row, 'a row of the list');
    await screenshot(page, 'databases-list-dark');
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('menuitem', { name: 'Connect database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.getByRole('button', { name: 'PostgreSQL' }).click();
    await dialog.getByLabel('Host').fill('127.0.0.1');
    await expectDark(dialog.getByText('Host', { exact: true }), 'a label of the connect dialog');
    await expectDark(dialog.getByLabel('Host'), 'a field of the connect dialog');
    await screenshot(page, 'databases-connect-dark');
    await dialog.getByRole('tab', { name: 'Advanced' }).click();
    await expectDark(dialog.getByRole('tabpanel'), 'the Advanced tab');
    await screenshot(page, 'databases-advanced-dark');
  });

  it('the Databases list and the connection form pass axe-core, light and dark', async () => {
    await admin.goto(`${tessera.url}/databaseview/list/`);
    await admin.getByRole('row', { name: new RegExp(DB_NAME) }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the Databases list');
    const dialog = await openPostgresForm(admin);
    await dialog.getByLabel('Host').waitFor();
    await expectAccessibleInBothThemes(admin, 'the PostgreSQL connection form');
  });

  it("refuses to delete a database a dataset uses, with the server's message", async () => {
    const id = await databaseId(DB_NAME);
    const created = await api.send<{ id: number }>('POST', '/api/v1/dataset/', {
      database: id,
      schema,
      table_name: 'sales',
    });
    await admin.goto(`${tessera.url}/databaseview/list/`);
    await admin.getByRole('button', { name: `Delete ${DB_NAME}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete Database?' });
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await screenshot(admin, 'databases-delete-confirm');
    await expectAccessibleInBothThemes(admin, 'the Delete Database? confirmation, ready to delete');
    await inBothThemes(admin, (scheme) =>
      expectReadable(confirm.getByRole('button', { name: 'Delete' }), `Delete (${scheme})`),
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Cannot delete a database that has datasets attached').waitFor();
    await screenshot(admin, 'databases-delete-refused');
    await admin.getByRole('button', { name: 'OK' }).click();

    await api.send('DELETE', `/api/v1/dataset/${created.id}`);
    await admin.getByRole('button', { name: `Delete ${DB_NAME}` }).click();
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText(`Deleted: ${DB_NAME}`).waitFor();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(DB_NAME) }).count()).toBe(0);
  });
});
