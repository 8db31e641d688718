/**
 * Every chart of Superset's example dashboards (the bundle imported at first start: Superset's
 * own form data, no stored query context) opens in explore and draws, with no error box, no
 * "not supported" notice and no error thrown in the page; some are held to what they must draw.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness.js';
import { chartSettled, useExploreSession, type ExploreSession } from './exploreSupport.js';

let session: ExploreSession;
let page: Page;
useExploreSession(
  (opened) => {
    session = opened;
  },
  (fresh) => {
    page = fresh;
  },
);

/**
 * Marks some example charts must draw (ECharts' data items, nested ones included), by name and
 * type (two charts share a name).
 */
const MARKS: Record<string, number> = {
  // the root (the metric) and the 12 genres
  'Games per Genre (treemap_v2)': 1 + 12,
  // row limit 10: the root and 10 platforms
  '# of Games That Hit 100k in Sales By Release Year (treemap_v2)': 1 + 10,
  // 10 product categories and 38 category/stage pairs
  'Vaccine Candidates per Country & Stage (sunburst_v2)': 10 + 38,
};

describe('the example charts', () => {
  it('each opens in explore and draws', async () => {
    const list = await session.api.get<{
      result: { id: number; slice_name: string; viz_type: string }[];
    }>('/api/v1/chart/', { page_size: 100 });
    expect(list.result.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    for (const { id, slice_name: name, viz_type: vizType } of list.result) {
      const what = `${name} (${vizType})`;
      await page.goto(`${session.tessera.url}/explore/?slice_id=${id}`);
      // a type explore does not know asks nothing: its notice, not a settled query
      const unsupported = page.getByTestId('viz-type-unsupported');
      const settled = ['success', 'failed', 'stopped']
        .map((st) => `[data-test="chart-container"][data-status="${st}"]`)
        .join(', ');
      const shown = await unsupported
        .or(page.locator(settled))
        .first()
        .waitFor({ timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) {
        const status = await page
          .locator('[data-test="chart-container"]')
          .getAttribute('data-status');
        failures.push(`${what}: still ${status}`);
        await screenshot(page, `example-chart-${id}`);
        continue;
      }
      if (await unsupported.count()) {
        failures.push(`${what}: unsupported`);
        continue;
      }
      const chart = await chartSettled(page);
      const status = await chart.getAttribute('data-status');
      const alerts = await chart.getByRole('alert').allTextContents();
      if (status !== 'success' || alerts.length) failures.push(`${what}: ${status} ${alerts}`);
      if (await chart.getByText(/is not supported/).count()) failures.push(`${what}: unsupported`);
      const echarts = chart.locator('[data-testid="echarts"]');
      if (await echarts.count()) {
        const marks = Number(await echarts.first().getAttribute('data-marks'));
        if (!(marks > 0)) failures.push(`${what}: no marks drawn`);
        if (what in MARKS && marks !== MARKS[what])
          failures.push(`${what}: ${marks} marks, not ${MARKS[what]}`);
      } else if ((await chart.locator(':scope *').count()) < 3) {
        failures.push(`${what}: nothing drawn`);
      }
      if (pageErrors.length) failures.push(`${what}: ${pageErrors.splice(0).join(' | ')}`);
      await screenshot(page, `example-chart-${id}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
