/**
 * Export and import in the browser, as one flow on the dashboard list: a dashboard's row
 * action "Export" downloads its ZIP; the header's import button opens the import dialog, the
 * ZIP is picked, the server answers that the dashboard exists already, "OVERWRITE" is typed,
 * and the import succeeds with the dashboard still listed; axe-core's checks of the dialog
 * in both themes.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
} from './harness.js';

let tessera: RunningTessera;
let browser: Browser;
let page: Page;

describe('importing a dashboard', () => {
  beforeAll(async () => {
    [tessera, browser] = await Promise.all([
      startTessera({ TESSERA_LOAD_EXAMPLES: 'false' }),
      launchBrowser(),
    ]);
    const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    await api.send('POST', '/api/v1/dashboard/', { dashboard_title: 'Round trip' });
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: await signedInState(browser, tessera.url),
      acceptDownloads: true,
    });
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    if (page) await screenshot(page, 'import-last');
    await browser?.close();
    await tessera?.stop();
  });

  it('exports a dashboard and imports it back over itself', async () => {
    await page.goto(`${tessera.url}/dashboard/list/`);
    const row = page.getByRole('row', { name: /Round trip/ });
    await row.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Export Round trip' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = join(await mkdtemp(join(tmpdir(), 'tessera-import-')), 'dashboard.zip');
    await download.saveAs(zip);

    await page.getByRole('button', { name: 'Import dashboards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import dashboard' });
    await dialog.locator('input[type=file]').setInputFiles(zip);
    await dialog.getByText('dashboard.zip').waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    // The dashboard exists already: the dialog asks to type OVERWRITE before overwriting.
    await dialog
      .getByText('You are importing one or more dashboards that already exist.', { exact: false })
      .waitFor();
    const overwrite = dialog.getByRole('button', { name: 'Overwrite' });
    expect(await overwrite.isDisabled()).toBe(true);
    await expectAccessibleInBothThemes(page, 'the import dialog');
    await screenshot(page, 'import-overwrite');
    await dialog.getByLabel('Type "OVERWRITE" to confirm').fill('OVERWRITE');
    await overwrite.click();

    await page.getByText('Dashboard imported').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Round trip/ }).waitFor();
  });
});
