/**
 * SQL Lab in the browser, running queries and reading results: a new user's first tab open
 * on the examples' default schema and ready to run, running a query on the examples and
 * reading its rows, previewing a table, formatting the SQL, sorting a column,
 * downloading the CSV, the limit and row windows of large results, marking rejected SQL,
 * stopping a long PostgreSQL query and polling an asynchronous one; axe-core's checks with a
 * result shown in both themes, and a query typed, run and sorted from the keyboard alone.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot, signedInState } from './harness.js';
import { tabTo } from './keyboard.js';
import { PG_URI, postgresAvailable } from './postgres.js';
import { openSqlLabSession, sqlLabSteps, WAIT, type SqlLabSession } from './sqllabSupport.js';

const hasPostgres = await postgresAvailable();
const PG_NAME = `E2E SQL Lab ${Date.now()}`;

let session: SqlLabSession;
let page: Page;
const { setSql, pick, settled, gridCells } = sqlLabSteps(() => session);
const TOP_NAMES = 'SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25';

/** Points the tab at the examples' main schema. */
async function examples(): Promise<void> {
  await pick('Select database', 'examples');
  await pick('Select schema', 'main');
}

/** Runs the 25 most common names on the examples and waits for their rows. */
async function runTopNames(): Promise<void> {
  await examples();
  await setSql(TOP_NAMES);
  await page.keyboard.press('Control+Enter');
  await expect
    .poll(() => page.getByTestId('row-count').textContent(), WAIT)
    .toBe('25 rows returned');
}

/** Shows birth_names in the left bar. */
async function showBirthNames(): Promise<void> {
  await page
    .getByRole('listitem')
    .filter({ hasText: /^birth_names$/ })
    .click();
  await page.getByRole('region', { name: 'Table birth_names' }).getByText('num_boys').waitFor();
}

describe('SQL Lab', () => {
  beforeAll(async () => {
    session = await openSqlLabSession({
      // A small display limit, so that a 5000-row result is read in windows.
      env: { TESSERA_DISPLAY_MAX_ROW: '1000' },
      async prepare(api) {
        if (!hasPostgres) return;
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
      },
    });
    ({ page } = session);
  });

  // Each test on a fresh page of its own, with one new tab.
  beforeEach(async () => {
    page = await session.newPage();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(page, `sqllab-failed-${ctx.task.name}`);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('runs a query on the examples and shows its rows', async () => {
    await examples();
    await showBirthNames();
    await setSql(TOP_NAMES);
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('25 rows returned');
    await expect.poll(() => gridCells(1).count(), WAIT).toBeGreaterThan(5);
    await settled('sqllab-results');
  });

  it("opens a new user's first tab on the examples' default schema, ready to run", async () => {
    const { api, browser, tessera } = session;
    const roles = await api.get<{ result: { id: number; name: string }[] }>(
      '/api/v1/security/roles/',
    );
    const newcomer = { username: 'newcomer', password: 'newcomer-password-1' };
    await api.send('POST', '/api/v1/security/users/', {
      ...newcomer,
      first_name: 'New',
      last_name: 'Comer',
      email: 'newcomer@example.com',
      active: true,
      roles: roles.result.filter((r) => ['Alpha', 'sql_lab'].includes(r.name)).map((r) => r.id),
    });
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: await signedInState(browser, tessera.url, newcomer.username, newcomer.password),
    });
    try {
      const first = await context.newPage();
      /** What the select with this label shows. */
      const shown = (label: string) =>
        first
          .locator('label', { has: first.getByLabel(label) })
          .locator('.ant-select')
          .innerText();
      const opensOnTheExamples = async () => {
        await first.goto(`${tessera.url}/sqllab/`);
        await first.getByTestId('sql-editor').waitFor();
        // (the select shows the database's name once the list of databases is in)
        await expect.poll(() => shown('Select database')).toBe('examples');
        await expect.poll(() => shown('Select schema')).toBe('main');
        await expect.poll(() => first.getByRole('button', { name: 'Run' }).isEnabled()).toBe(true);
        await first
          .getByRole('list', { name: 'Tables' })
          .getByRole('listitem')
          .filter({ hasText: /^birth_names$/ })
          .waitFor(WAIT);
      };
      await opensOnTheExamples();
      await screenshot(first, 'sqllab-first-visit');
      await expectAccessibleInBothThemes(first, "a new user's first SQL Lab tab");

      await first.locator('.cm-content').click();
      await first.keyboard.press('Control+a');
      await first.keyboard.insertText('SELECT name FROM birth_names LIMIT 3');
      await first.keyboard.press('Escape');
      await first.getByRole('button', { name: 'Run' }).click();
      await expect
        .poll(() => first.getByTestId('row-count').textContent(), WAIT)
        .toBe('3 rows returned');
      // kept on the server with the tab: the same again after a reload
      await opensOnTheExamples();
    } finally {
      await context.close();
    }
  });

  it('passes axe-core with a result and with its query history, light and dark', async () => {
    await runTopNames();
    await expectAccessibleInBothThemes(page, 'SQL Lab with a result');
    await page.getByRole('tab', { name: 'Query history' }).click();
    await page.getByRole('tabpanel', { name: 'Query history' }).getByText('success').waitFor();
    await expectAccessibleInBothThemes(page, 'the query history of the tab');
  });

  it('is used from the keyboard: a query typed, run with Ctrl+Enter, its result sorted', async () => {
    /** Tabs to a select, types to find the option and takes it with Enter. */
    const choose = async (label: string, option: string) => {
      await tabTo(page, page.getByLabel(label), `the ${label} select`);
      await page.keyboard.type(option);
      await page
        .locator('.ant-select-dropdown:visible')
        .getByTitle(option, { exact: true })
        .waitFor();
      await page.keyboard.press('Enter');
    };
    await choose('Select database', 'examples');
    await choose('Select schema', 'main');
    await tabTo(page, page.getByRole('textbox', { name: 'SQL editor' }), 'the SQL editor');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 5');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('5 rows returned');

    const num = page.getByRole('columnheader', { name: 'num' });
    await tabTo(page, num, 'the num column of the result');
    await page.keyboard.press('Enter');
    await expect.poll(() => num.getAttribute('aria-sort')).toBe('ascending');
    const nums = (await gridCells(2).allTextContents()).map(Number);
    expect(nums).toEqual([...nums].sort((a, b) => a - b));
  });

  it("previews a table's data from the left bar", async () => {
    await examples();
    await showBirthNames();
    await page.getByRole('button', { name: 'Preview birth_names' }).click();
    await page.getByRole('tab', { name: 'Preview: `birth_names`' }).click();
    await page.getByRole('tabpanel').getByRole('columnheader', { name: 'num_boys' }).waitFor();
    await settled('sqllab-preview');
    await page.getByRole('tab', { name: 'Results' }).click();
  });

  it('formats the SQL', async () => {
    await examples();
    await setSql(TOP_NAMES.toLowerCase().replace('limit', 'LIMIT'));
    await page.getByRole('button', { name: 'Format SQL' }).click();
    await expect.poll(() => page.locator('.cm-line').count(), WAIT).toBeGreaterThan(2);
    expect(await page.locator('.cm-content').textContent()).toMatch(/from/i);
  });

  it('sorts a column by clicking its header', async () => {
    await runTopNames();
    const header = page.getByRole('columnheader', { name: 'num' });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('ascending');
    const values = (await gridCells(2).allTextContents()).map(Number);
    expect(values.length).toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await settled('sqllab-sorted');
  });

  it('downloads the result as CSV', async () => {
    await runTopNames();
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
    await examples();
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
    await examples();
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
    await examples();
    await setSql('SELECT name FROM birth_namez');
    await page.locator('.cm-lintRange-error').first().waitFor();
    await settled('sqllab-validation');
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
});
