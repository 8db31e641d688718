/**
 * Query history in the browser: runs made through SQL Lab's execute API on the examples
 * database appear with their states, the State filter narrows them, the preview shows the
 * SQL, each run links into SQL Lab, and a Gamma + sql_lab user sees only their own runs; the
 * list and the preview pass axe-core's checks in both themes.
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
  startTessera,
  type RunningTessera,
} from './harness.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { expectDark } from './theme.js';

let tessera: RunningTessera;
let browser: Browser;
let admin: Page;
let current: Page | undefined;
let api: ApiClient;
let examplesId: number;
const contexts: BrowserContext[] = [];

const COUNT_SQL = 'SELECT COUNT(*) AS births\nFROM birth_names';
const FAILING_SQL = 'SELECT * FROM no_such_table';
const GUS_SQL = 'SELECT 42 AS answer';
const GUS = { username: 'e2e_gus', password: 'gus-password-1' };

async function newPage(user: { username: string; password: string }, colorScheme = 'light') {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    colorScheme: colorScheme as 'light' | 'dark',
  });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, tessera.url, user.username, user.password);
  await page.waitForURL(/\/superset\/welcome\/$/);
  await page.waitForLoadState('networkidle');
  current = page;
  return page;
}

/** The admin's page on the query history, its runs listed. */
async function openHistory(): Promise<void> {
  await admin.goto(`${tessera.url}/sqllab/history/`);
  await admin.getByRole('row', { name: /birth_names/ }).waitFor();
}

async function settled(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

/** Runs SQL through SQL Lab's execute API; a failing run answers an error, kept as failed. */
async function run(client: ApiClient, sql: string, tab: string): Promise<void> {
  await client
    .send('POST', '/api/v1/sqllab/execute/', {
      database_id: examplesId,
      sql,
      tab,
      schema: 'main',
      runAsync: false,
    })
    .catch((e: Error) => {
      if (sql !== FAILING_SQL) throw e;
    });
}

/** A user with Gamma and sql_lab, and access to the examples database. */
async function createGus(): Promise<void> {
  const roles = await api.get<{ result: { id: number; name: string }[] }>(
    '/api/v1/security/roles/',
  );
  const roleId = (name: string) => roles.result.find((r) => r.name === name)!.id;
  const readers = await api.send<{ id: number }>('POST', '/api/v1/security/roles/', {
    name: 'examples_readers',
  });
  const pvs = await api.get<{
    result: { id: number; permission: { name: string }; view_menu: { name: string } }[];
  }>('/api/v1/security/permissions-resources/', { page_size: -1 });
  const access = pvs.result.find(
    (p) => p.permission.name === 'database_access' && p.view_menu.name.startsWith('[examples]'),
  );
  expect(access, 'database_access on examples').toBeTruthy();
  await api.send('POST', `/api/v1/security/roles/${readers.id}/permissions`, {
    permission_view_menu_ids: [access!.id],
  });
  await api.send('POST', '/api/v1/security/users/', {
    username: GUS.username,
    first_name: 'Gus',
    last_name: 'Lab',
    email: 'gus@example.com',
    active: true,
    roles: [roleId('Gamma'), roleId('sql_lab'), readers.id],
    password: GUS.password,
  });
}

describe('the Query history page', () => {
  beforeAll(async () => {
    [tessera, browser] = await Promise.all([startTessera(), launchBrowser()]);
    api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    const dbs = await api.get<{ result: { id: number; database_name: string }[] }>(
      '/api/v1/database/',
    );
    examplesId = dbs.result.find((d) => d.database_name === 'examples')!.id;
    await createGus();
    const gus = apiClient(tessera.url, await apiToken(tessera.url, GUS.username, GUS.password));
    await run(gus, GUS_SQL, 'Gus tab');
    await run(api, COUNT_SQL, 'Births');
    await run(api, FAILING_SQL, 'Broken');
  });

  // Each test on a fresh page of its own.
  beforeEach(async () => {
    admin = await newPage(ADMIN);
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && current)
      await screenshot(current, `failed-${ctx.task.name}`);
    for (const c of contexts.splice(0)) await c.close();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await tessera?.stop();
  });

  it('lists every run with its state, database, tables and user for an admin', async () => {
    await admin.goto(`${tessera.url}/superset/welcome/`);
    await admin.getByRole('link', { name: 'Query history' }).first().click();
    await admin.waitForURL(/\/sqllab\/history\/$/);
    const births = admin.getByRole('row', { name: /birth_names/ });
    await births.waitFor();
    await expect.poll(() => admin.getByRole('row').count()).toBe(4);
    const text = await births.textContent();
    expect(text).toContain('Births');
    expect(text).toContain('examples');
    expect(text).toContain('main.birth_names');
    expect(text).toContain('Duration: 00:00:');
    expect(await births.getByRole('img', { name: 'Success' }).count()).toBe(1);
    const broken = admin.getByRole('row', { name: /no_such_table/ });
    expect(await broken.getByRole('img', { name: 'Failed' }).count()).toBe(1);
    expect(await broken.textContent()).toContain('main.no_such_table');
    expect(await admin.getByRole('columnheader', { name: 'User' }).count()).toBe(1);
    expect(await admin.getByRole('row', { name: /Gus Lab/ }).count()).toBe(1);
    // Most recently changed first: the failing run was made last.
    expect(await admin.getByRole('row').nth(1).textContent()).toContain('no_such_table');
    const id = Number(
      (
        (await births
          .getByRole('link', { name: /^Open query \d+ in SQL Lab$/ })
          .getAttribute('aria-label')) ?? ''
      ).match(/\d+/)![0],
    );
    expect(
      await births.getByRole('link', { name: `Open query ${id} in SQL Lab` }).getAttribute('href'),
    ).toBe(`/sqllab/?queryId=${id}`);
    expect(
      await births.getByRole('link', { name: `Run query ${id} again` }).getAttribute('href'),
    ).toBe(`/sqllab/?queryId=${id}&autorun=true`);
    await births.getByRole('img', { name: 'Success' }).hover();
    await admin.getByRole('tooltip', { name: 'Success' }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the tooltip of a run’s state');
    await settled(admin, 'query-history-list');
  });

  it('filters by state and by the SQL text', async () => {
    await openHistory();
    await admin.getByRole('combobox', { name: 'State' }).click();
    await admin.getByTitle('Failed', { exact: true }).click();
    await admin.getByRole('row', { name: /birth_names/ }).waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    expect(await admin.getByRole('row', { name: /no_such_table/ }).count()).toBe(1);
    await settled(admin, 'query-history-failed');
    const state = admin.locator('.ant-select', {
      has: admin.getByRole('combobox', { name: 'State' }),
    });
    await state.hover();
    await state.locator('.ant-select-clear').click();
    await admin.getByRole('row', { name: /birth_names/ }).waitFor();

    await admin.getByLabel('Search by query text').fill('answer');
    await admin.getByRole('row', { name: /birth_names/ }).waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    expect(await admin.getByRole('row', { name: /Gus Lab/ }).count()).toBe(1);
    await admin.getByLabel('Search by query text').fill('');
    await admin.getByRole('row', { name: /birth_names/ }).waitFor();
  });

  it('previews the SQL of a run and steps to the next one', async () => {
    await openHistory();
    await admin.getByRole('button', { name: /COUNT\(\*\) AS births/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Query preview' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('SQL').textContent()).toBe(COUNT_SQL);
    expect(await dialog.textContent()).toContain('Births');
    expect(
      await dialog.getByRole('link', { name: 'Open in SQL Lab' }).getAttribute('href'),
    ).toMatch(/^\/sqllab\/\?queryId=\d+$/);
    await settled(admin, 'query-history-preview');
    await dialog.getByRole('button', { name: 'Next' }).click();
    expect(await dialog.getByLabel('SQL').textContent()).toBe(GUS_SQL);
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await dialog.getByLabel('SQL').textContent()).toBe(FAILING_SQL);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('offers a new chart in the "+" menu', async () => {
    await openHistory();
    await admin.getByRole('button', { name: 'New' }).click();
    await admin.getByRole('menuitem', { name: 'Create dataset' }).waitFor();
    await settled(admin, 'new-menu');
    await admin.getByRole('menuitem', { name: 'Chart', exact: true }).click();
    await admin.waitForURL(/\/chart\/add\/$/);
  });

  it('shows a Gamma + sql_lab user only their own runs', async () => {
    const page = await newPage(GUS);
    await page.goto(`${tessera.url}/sqllab/history/`);
    await page.getByRole('row', { name: /42 AS answer/ }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('columnheader', { name: 'User' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'User' }).count()).toBe(0);
    await settled(page, 'query-history-own');
  });

  it('the list, with a failed run, and the SQL preview pass axe-core, light and dark', async () => {
    await openHistory();
    await admin.getByRole('row', { name: /no_such_table/ }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the Query history list');
    await admin.getByRole('button', { name: /COUNT\(\*\) AS births/ }).click();
    await admin.getByRole('dialog', { name: 'Query preview' }).getByLabel('SQL').waitFor();
    await expectAccessibleInBothThemes(admin, 'the SQL preview');
  });

  it('looks right in the dark theme', async () => {
    const page = await newPage(ADMIN, 'dark');
    await page.goto(`${tessera.url}/sqllab/history/`);
    await page.getByRole('row', { name: /birth_names/ }).waitFor();
    await expectDark(page.getByRole('row', { name: /birth_names/ }), 'a row of the list');
    await settled(page, 'query-history-dark');
    await page.getByRole('button', { name: /no_such_table/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Query preview' });
    await dialog.waitFor();
    await expectDark(dialog.getByLabel('SQL'), 'the query preview');
    await settled(page, 'query-history-preview-dark');
  });
});
