/**
 * Datasets in the browser, the list: searching, filtering, duplicating and bulk-deleting; an
 * owner-only Edit; a CSV uploaded through the upload form; the pages in the dark theme;
 * axe-core's checks of the list, the editor, the create page, the "+" menu, the Duplicate,
 * delete and upload dialogs and the owner-only tooltip in both themes. Creating and editing a
 * dataset are in datasets.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  OWNER_ONLY,
  datasetSteps,
  useDatasetsSession,
  type DatasetsSession,
} from './datasetsSupport.js';
import { screenshot, signIn, type RunningTessera } from './harness.js';
import { postgresAvailable } from './postgres.js';
import { expectDark } from './theme.js';

const hasPostgres = await postgresAvailable();

let session: DatasetsSession;
let tessera: RunningTessera;
let admin: Page;
let api: ApiClient;
let schema: string;
let dbName: string;
let databaseId: number;
const { datasetByName, settled, openEditor, newPage } = datasetSteps(() => session);

describe.skipIf(!hasPostgres)('the Datasets pages', () => {
  useDatasetsSession(
    async (opened) => {
      session = opened;
      ({ tessera, api, schema, dbName, databaseId } = opened);
      // The list's flows start from a dataset on the orders table (datasets.test.ts makes one
      // through the create page).
      await api.send('POST', '/api/v1/dataset/', {
        database: databaseId,
        schema,
        table_name: 'orders',
      });
    },
    (fresh) => {
      admin = fresh;
    },
  );

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
    await expectAccessibleInBothThemes(admin, 'the Duplicate dataset dialog');
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
    await expectAccessibleInBothThemes(admin, 'the bulk delete confirmation, ready to delete');
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
    await expectAccessibleInBothThemes(page, 'the tooltip of a disabled Edit');
    await settled(page, 'datasets-not-owner');
  });

  it('uploads a CSV through the upload form and reads its dataset', async () => {
    await admin.goto(`${tessera.url}/tablemodelview/list/`);
    await admin.getByRole('button', { name: 'New' }).click();
    await admin.getByRole('menuitem', { name: 'Upload CSV to database' }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the open "+" menu');
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
    await admin.getByTitle(dbName).click();
    await dialog.getByLabel('Select a schema').click();
    await admin.getByTitle(schema, { exact: true }).click();
    expect(await dialog.getByLabel('Table Name').inputValue()).toBe('people');
    await settled(admin, 'datasets-upload-form');
    await expectAccessibleInBothThemes(admin, 'the CSV Upload dialog');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
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
    await page.getByTitle(dbName).click();
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
    await expectAccessibleInBothThemes(page, 'the Excel Upload dialog');
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
    await admin.getByTitle(dbName).click();
    await admin.getByLabel('Schema').click();
    await admin.getByTitle(schema, { exact: true }).click();
    await admin.getByRole('option', { name: 'orders' }).click();
    await admin.getByText('This table already has a dataset', { exact: false }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the create-dataset page');
  });
});
