/**
 * Scheduled queries (SCHEDULED_QUERIES on): the Save query dialog's "Schedule query" asks for
 * a start date, an interval and an output table, names a missing field, and saves the query
 * with its schedule in extra_json.schedule_info.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './api.js';
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

const WAIT = { timeout: 20_000 };

describe('SQL Lab scheduled queries', () => {
  let tessera: RunningTessera;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [tessera, browser] = await Promise.all([
      startTessera({ TESSERA_FEATURE_SCHEDULED_QUERIES: 'true' }),
      launchBrowser(),
    ]);
    page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(`${tessera.url}/sqllab/`);
    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('schedules a query from the Save query dialog', async () => {
    // From a fresh page, so that a retry does not start inside the dialog a failure left open.
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByTestId('sql-editor').waitFor();
    await page.getByLabel('Select database').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'examples' }).first().click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('SELECT name, SUM(num) AS total FROM birth_names GROUP BY name');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).first().click();
    const save = page.getByRole('dialog', { name: 'Save query' });
    await save.getByLabel('Name').fill('E2E nightly names');
    await save.getByRole('button', { name: 'Schedule query' }).click();

    const dialog = page.getByRole('dialog', { name: 'Schedule query' });
    await dialog.getByLabel('Start date').waitFor();
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.getByText('Output table name is required').waitFor();
    await expectAccessibleInBothThemes(page, 'the Schedule query form with an error on a field');
    await dialog.getByLabel('Output table name').fill('nightly_names');
    await dialog.getByLabel('Schedule interval').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Weekly' }).click();
    await screenshot(page, 'sqllab-schedule-query');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await page
      .getByText(
        'Your query has been scheduled. To see details of your query, navigate to Saved queries',
      )
      .waitFor(WAIT);
    expect(await dialog.count()).toBe(0);

    const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    const saved = await api.get<{ result: { id: number }[] }>('/api/v1/saved_query/', {
      filters: [{ col: 'label', opr: 'eq', value: 'E2E nightly names' }],
    });
    expect(saved.result).toHaveLength(1);
    const one = await api.get<{ result: { sql: string; extra_json: string } }>(
      `/api/v1/saved_query/${saved.result[0].id}`,
    );
    expect(one.result.sql).toContain('GROUP BY name');
    const { schedule_info: schedule } = JSON.parse(one.result.extra_json) as {
      schedule_info: { output_table: string; schedule_interval: string; start_date: string };
    };
    expect(schedule.output_table).toBe('nightly_names');
    expect(schedule.schedule_interval).toBe('@weekly');
    // Tomorrow at 9am, the schema's default start.
    expect(new Date(schedule.start_date).getTime()).toBeGreaterThan(Date.now());
  });
});
