/**
 * Datasets in the browser, creating and editing one: creating a dataset from a PostgreSQL
 * table on the create page; editing it (a calculated column and a metric, saved after
 * confirmation); the editor's own checks and the server's; syncing new source columns;
 * axe-core's checks of the Confirm save and Error dialogs and of a failed check in both
 * themes. The list, uploads and the pages' looks are in datasetsList.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { datasetSteps, useDatasetsSession, type DatasetsSession } from './datasetsSupport.js';
import { screenshot, type RunningTessera } from './harness.js';
import { postgresAvailable, runSql } from './postgres.js';

const hasPostgres = await postgresAvailable();

let session: DatasetsSession;
let tessera: RunningTessera;
let admin: Page;
let api: ApiClient;
let schema: string;
let dbName: string;
const { datasetByName, settled, openEditor } = datasetSteps(() => session);

describe.skipIf(!hasPostgres)('the Datasets pages', () => {
  useDatasetsSession(
    async (opened) => {
      session = opened;
      ({ tessera, api, schema, dbName } = opened);
    },
    (fresh) => {
      admin = fresh;
    },
  );

  it('creates a dataset from a table on the create page', async () => {
    await admin.goto(`${tessera.url}/tablemodelview/list/`);
    await admin.getByRole('button', { name: 'Add dataset' }).click();
    await admin.waitForURL(/\/dataset\/add\/$/);
    await admin.getByText('Select dataset source').waitFor();
    await screenshot(admin, 'datasets-add-empty');

    await admin.getByLabel('Database').click();
    await admin.getByTitle(dbName).click();
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
    expect(await row.textContent()).toContain(dbName);
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
    await expectAccessibleInBothThemes(admin, 'the Confirm save dialog');
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
    await expectAccessibleInBothThemes(admin, 'the dataset editor with a failed check');
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
    await expectAccessibleInBothThemes(admin, 'the Error dialog');
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
});
