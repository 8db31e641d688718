/**
 * SQL Lab's tabs in the browser: saving a query and opening it again from its address,
 * sharing a query as a link, getting the tabs back after a reload, and moving tabs held in
 * the browser to the server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { screenshot, type RunningTessera } from './harness.js';
import {
  openSqlLabSession,
  sqlLabSteps,
  WAIT,
  type ClipboardHost,
  type SqlLabSession,
  type StorageHost,
} from './sqllabSupport.js';
import { expectAccessibleInBothThemes } from './axe.js';

let session: SqlLabSession;
let tessera: RunningTessera;
let page: Page;
let api: ApiClient;
const { setSql, pick, settled } = sqlLabSteps(() => session);
const TOP_NAMES = 'SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25';

/** Replaces the tab's SQL and waits for the server to keep it (it is saved once typing pauses). */
async function setSqlKept(sql: string): Promise<void> {
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      /\/tabstateview\/\d+$/.test(new URL(r.url()).pathname) &&
      (r.request().postData() ?? '').includes(sql),
    WAIT,
  );
  await setSql(sql);
  expect((await saved).ok()).toBe(true);
}

describe('SQL Lab tabs', () => {
  beforeAll(async () => {
    session = await openSqlLabSession();
    ({ tessera, page, api } = session);
  });

  // Each test on a fresh page of its own, with one new tab that queries the examples.
  beforeEach(async () => {
    page = await session.newPage();
    await pick('Select database', 'examples');
    await pick('Select schema', 'main');
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await screenshot(page, `sqllab-tabs-failed-${ctx.task.name}`);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('saves the query and opens it again from its address', async () => {
    await setSql(TOP_NAMES);
    await page.getByRole('button', { name: 'Save' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Save query' });
    await dialog.getByLabel('Name').fill('E2E top names');
    await dialog.getByLabel('Description').fill('The most common names');
    // SCHEDULED_QUERIES is off: nothing to schedule.
    expect(await dialog.getByRole('button', { name: 'Schedule query' }).count()).toBe(0);
    await settled('sqllab-save-query');
    await expectAccessibleInBothThemes(page, 'the Save query dialog');
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
    await setSqlKept(TOP_NAMES);
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
    await setSqlKept(TOP_NAMES);
    await page.getByRole('button', { name: 'Add tab' }).click();
    await page.getByTestId('sqllab-tab').filter({ hasText: 'Untitled Query 2' }).waitFor();
    await setSqlKept('SELECT 42 AS answer');
    await page.reload();
    await page.getByTestId('sql-editor').waitFor();
    const titles = await page.getByTestId('sqllab-tab').allTextContents();
    expect(titles).toEqual(['Untitled Query 1', 'Untitled Query 2']);
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
