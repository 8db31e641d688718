/**
 * SQL Lab in the browser, running queries and reading results: running a query on the
 * examples and reading its rows, previewing a table, formatting the SQL, sorting a column,
 * downloading the CSV, the limit and row windows of large results, marking rejected SQL,
 * stopping a long PostgreSQL query and polling an asynchronous one.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness.js';
import { PG_URI, postgresAvailable } from './postgres.js';
import { openSqlLabSession, sqlLabSteps, WAIT, type SqlLabSession } from './sqllabSupport.js';

const hasPostgres = await postgresAvailable();
const PG_NAME = `E2E SQL Lab ${Date.now()}`;

let session: SqlLabSession;
let page: Page;
const { setSql, pick, settled, gridCells } = sqlLabSteps(() => session);

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

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(page, `sqllab-failed-${ctx.task.name}`);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('runs a query on the examples and shows its rows', async () => {
    await pick('Select database', 'examples');
    await pick('Select schema', 'main');
    await page
      .getByRole('listitem')
      .filter({ hasText: /^birth_names$/ })
      .click();
    await page.getByRole('region', { name: 'Table birth_names' }).getByText('num_boys').waitFor();
    await setSql('SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), WAIT)
      .toBe('25 rows returned');
    await expect.poll(() => gridCells(1).count(), WAIT).toBeGreaterThan(5);
    await settled('sqllab-results');
  });

  it("previews a table's data from the left bar", async () => {
    await page.getByRole('button', { name: 'Preview birth_names' }).click();
    await page.getByRole('tab', { name: 'Preview: `birth_names`' }).click();
    await page.getByRole('tabpanel').getByRole('columnheader', { name: 'num_boys' }).waitFor();
    await settled('sqllab-preview');
    await page.getByRole('tab', { name: 'Results' }).click();
  });

  it('formats the SQL', async () => {
    const sql = 'SELECT name, num FROM birth_names ORDER BY num DESC LIMIT 25';
    await setSql(sql.toLowerCase().replace('limit', 'LIMIT'));
    await page.getByRole('button', { name: 'Format SQL' }).click();
    await expect.poll(() => page.locator('.cm-line').count(), WAIT).toBeGreaterThan(2);
    expect(await page.locator('.cm-content').textContent()).toMatch(/from/i);
    await setSql(sql);
  });

  it('sorts a column by clicking its header', async () => {
    const header = page.getByRole('columnheader', { name: 'num' });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('ascending');
    const values = (await gridCells(2).allTextContents()).map(Number);
    expect(values.length).toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await settled('sqllab-sorted');
  });

  it('downloads the result as CSV', async () => {
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
