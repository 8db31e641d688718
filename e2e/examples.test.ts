/**
 * `npm start` on a fresh TESSERA_HOME loads the example database (the bundle finds the
 * shipped data files) and a signed-in user finds its datasets, and Superset's example
 * dashboards: each chart drawn, or a "not supported yet" notice for a type not drawn yet.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { drawnSelector } from './supersetFormData.js';

describe('the example database at first start', () => {
  let tessera: RunningTessera;
  let browser: Browser;
  beforeAll(async () => {
    // From an empty home: the bundle finds and loads the shipped data files itself.
    [tessera, browser] = await Promise.all([startTessera({}, { seeded: false }), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('lists the example datasets, and birth_names serves samples', async () => {
    const headers = {
      authorization: `Bearer ${await apiToken(tessera.url, ADMIN.username, ADMIN.password)}`,
    };
    const res = await fetch(`${tessera.url}/api/v1/dataset/?q=(page_size:100)`, { headers });
    const list = (await res.json()) as { result: { table_name: string; id: number }[] };
    const byName = new Map(list.result.map((d) => [d.table_name, d.id]));
    for (const name of ['birth_names', 'video_game_sales', 'flights', 'cleaned_sales_data']) {
      expect(byName.has(name), name).toBe(true);
    }
    const samples = await fetch(
      `${tessera.url}/api/v1/dataset/${byName.get('birth_names')}/samples`,
      { headers },
    );
    expect(samples.status).toBe(200);
    const body = (await samples.json()) as { result: { colnames: string[]; data: unknown[] } };
    expect(body.result.colnames).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num']));
    expect(body.result.data.length).toBeGreaterThan(0);
  });

  it('lists the example dashboards; Video Game Sales opens with its charts drawn', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      storageState: await signedInState(browser, tessera.url),
    });
    const page = await context.newPage();
    await page.goto(`${tessera.url}/dashboard/list/`);
    const table = page.locator('.ant-table-tbody');
    for (const title of ['Video Game Sales', 'Sales Dashboard', 'COVID Vaccine Dashboard'])
      await table.getByRole('link', { name: title, exact: true }).waitFor();
    await table.getByRole('link', { name: 'Video Game Sales', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/superset/dashboard/'));

    // Each chart of the open tab: drawn, or the notice of a type not drawn yet; no error box.
    const holders = page.locator('[data-test="dashboard-chart-holder"]');
    await expect.poll(() => holders.count()).toBeGreaterThan(4);
    const drawn = `${drawnSelector('table')}, ${drawnSelector('pie')}`;
    let notices = 0;
    for (const holder of await holders.all()) {
      await holder.scrollIntoViewIfNeeded();
      const notice = holder.locator('[data-test="unsupported-chart"]');
      await notice.or(holder.locator(drawn)).first().waitFor();
      if (await notice.count()) notices += 1;
    }
    expect(notices).toBeLessThan(await holders.count());
    // the heatmap (heatmap_v2) draws its cells: one per platform and genre with games
    const heatmap = page.locator('[data-test="dashboard-chart-holder"]', {
      hasText: 'Popular Genres Across Platforms',
    });
    await heatmap.locator(drawnSelector('heatmap_v2')).first().waitFor();
    expect(await heatmap.locator('[data-test="unsupported-chart"]').count()).toBe(0);
    await expect
      .poll(async () =>
        Number(await heatmap.locator('[data-testid="echarts"]').getAttribute('data-marks')),
      )
      .toBe(293);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'examples-video-game-sales');
    await expectAccessibleInBothThemes(page, 'the Video Game Sales example dashboard');
    await context.close();
  }, 240_000);
});
