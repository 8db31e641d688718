/**
 * Saved queries in the browser: a query saved through the API appears in the list, the
 * search finds it by its SQL, the preview shows its SQL, the link points into SQL Lab, and
 * delete (after typing DELETE) removes it; the list and the preview pass axe-core's checks in
 * both themes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
  type SignedInState,
} from './harness.js';

let tessera: RunningTessera;
let browser: Browser;
let page: Page;
let api: ApiClient;
let dir: string;
let databaseId: number;
let signedIn: SignedInState;

const ROBINS_SQL = "SELECT name, seen\nFROM birds\nWHERE name = 'robin'\nORDER BY seen";

/** The saved query list, its rows shown. */
async function openList(): Promise<void> {
  await page.goto(`${tessera.url}/savedqueryview/list/`);
  await page.getByRole('row', { name: /Robin sightings/ }).waitFor();
}

async function settled(name: string): Promise<void> {
  await screenshot(page, name);
}

describe('the Saved queries page', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-e2e-saved-'));
    [tessera, browser] = await Promise.all([
      startTessera({ TESSERA_LOAD_EXAMPLES: 'false' }),
      launchBrowser(),
    ]);
    // An empty file is an empty SQLite database: the saved queries only name its tables.
    writeFileSync(join(dir, 'birds.db'), '');
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    const db = await api.send<{ id: number }>('POST', '/api/v1/database/', {
      database_name: 'Bird notes',
      sqlalchemy_uri: `sqlite:///${join(dir, 'birds.db')}`,
    });
    databaseId = db.id;
    for (const [label, sql, schema] of [
      ['Robin sightings', ROBINS_SQL, 'main'],
      ['Wren count', 'SELECT count(*) FROM wrens', 'main'],
      ['Flock sizes', 'SELECT flock, count(*) FROM flocks GROUP BY flock', 'archive'],
    ]) {
      await api.send('POST', '/api/v1/saved_query/', {
        db_id: databaseId,
        label,
        sql,
        schema,
        description: `${label} notes`,
      });
    }
    signedIn = await signedInState(browser, tessera.url);
  });

  // Each test on a fresh page of its own, signed in as the admin.
  beforeEach(async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: signedIn,
    });
    page = await context.newPage();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-${ctx.task.name}`);
    await page.context().close();
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists saved queries with their database, schema and tables', async () => {
    await page.goto(`${tessera.url}/savedqueryview/list/`);
    const row = page.getByRole('row', { name: /Robin sightings/ });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Bird notes');
    expect(text).toContain('main');
    expect(text).toContain('birds');
    expect(await page.getByRole('row').count()).toBe(4);
    expect(
      await row.getByRole('link', { name: 'Robin sightings', exact: true }).getAttribute('href'),
    ).toMatch(/^\/sqllab\/\?savedQueryId=\d+$/);
    await screenshot(page, 'saved-queries-list');
  });

  it('finds a query by its SQL and filters by schema', async () => {
    await openList();
    await page.getByLabel('Search saved queries').fill('flocks');
    await page.getByRole('row', { name: /Wren count/ }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('row', { name: /Flock sizes/ }).count()).toBe(1);
    await page.getByLabel('Search saved queries').fill('');
    await page.getByRole('row', { name: /Wren count/ }).waitFor();

    await page.getByRole('combobox', { name: 'Schema' }).click();
    await page.getByTitle('archive', { exact: true }).click();
    await page.getByRole('row', { name: /Robin sightings/ }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await settled('saved-queries-filtered');
    await page.reload();
    await page.getByRole('row', { name: /Robin sightings/ }).waitFor();
  });

  it('previews the SQL of a saved query', async () => {
    await openList();
    await page.getByRole('button', { name: 'Preview Robin sightings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Query preview' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('SQL').textContent()).toBe(ROBINS_SQL);
    expect(
      await dialog.getByRole('link', { name: 'Open in SQL Lab' }).getAttribute('href'),
    ).toMatch(/^\/sqllab\/\?savedQueryId=\d+$/);
    await settled('saved-queries-preview');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the list and the SQL preview pass axe-core, light and dark', async () => {
    await openList();
    await expectAccessibleInBothThemes(page, 'the Saved queries list');
    await page.getByRole('button', { name: 'Preview Robin sightings' }).click();
    await page.getByRole('dialog', { name: 'Query preview' }).getByLabel('SQL').waitFor();
    await expectAccessibleInBothThemes(page, 'the SQL preview');
  });

  it('deletes a saved query after confirmation', async () => {
    await openList();
    await page.getByRole('button', { name: 'Delete Wren count' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Query?' });
    await dialog.waitFor();
    await dialog.getByRole('textbox').fill('DELETE');
    await settled('saved-queries-delete');
    await expectAccessibleInBothThemes(page, 'the Delete Query? confirmation, ready to delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted: Wren count').waitFor();
    await page.getByRole('row', { name: /Wren count/ }).waitFor({ state: 'detached' });
    const left = await api.get<{ result: { label: string }[] }>('/api/v1/saved_query/');
    expect(left.result.map((q) => q.label).sort()).toEqual(['Flock sizes', 'Robin sightings']);
  });
});
