/**
 * Cross-filters on the dashboard in the browser: a dashboard over the example births data
 * with a table by gender and a big number of all births. Clicking the table's "girl" cell
 * asks the big number again with the gender filter (the chart data request carries it), the
 * big number says "1 filter applied" and shows fewer births, and the filter bar's
 * "Cross-filters" section shows the chip (the table's title, gender, girl); axe-core finds
 * nothing in either theme with the chip shown; a reload keeps it (native_filters_key);
 * closing the chip brings the big number back,
 * and so do a second click on the cell and Clear all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot } from './harness.js';
import {
  chartHolder,
  createChart,
  createDashboard,
  oneRowLayout,
  openDashboardPage,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';

let world: DashboardWorld;
let dashboardId: number;
let totalId: number;

const TABLE = 'Births by gender';
const TOTAL = 'Total births';

beforeAll(async () => {
  world = await startDashboardWorld();
  const { api, births } = world;
  const tableId = await createChart(api, births, TABLE, 'table');
  totalId = await createChart(api, births, TOTAL, 'big_number_total');
  dashboardId = await createDashboard(
    api,
    'E2E cross-filtered births',
    oneRowLayout(null, [
      { key: 'table', chartId: tableId, height: 40 },
      { key: 'total', chartId: totalId, width: 4, height: 40 },
    ]),
    { published: true, json_metadata: { color_scheme: 'supersetColors' } },
  );
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

/** A chart data request of the big number filtered to girls. */
const totalOfGirls = (r: Request) => {
  if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return false;
  const body = JSON.parse(r.postData() ?? '{}') as {
    form_data?: { slice_id?: number };
    queries?: { filters?: { col: unknown; op: string; val?: unknown }[] }[];
  };
  return (
    body.form_data?.slice_id === totalId &&
    (body.queries?.[0]?.filters ?? []).some(
      (f) => f.col === 'gender' && f.op === 'IN' && JSON.stringify(f.val) === '["girl"]',
    )
  );
};

describe('dashboard cross-filters', () => {
  it('filters the other chart from a table click, shows the chip, clears it', async () => {
    const { context, page } = await openDashboardPage(world, dashboardId);
    await Promise.all([painted(page, TABLE, 'table'), painted(page, TOTAL, 'big_number_total')]);
    const total = chartHolder(page, TOTAL);
    const number = total.locator('.big-number .header-line');
    const allBirths = (await number.textContent())?.trim();
    expect(allBirths).toBeTruthy();
    await expect(total.getByRole('button', { name: /filter applied/ }).count()).resolves.toBe(0);

    // a click on the "girl" cell cross-filters the big number
    const girls = page.waitForRequest(totalOfGirls);
    await chartHolder(page, TABLE).getByRole('cell', { name: 'girl', exact: true }).click();
    await girls;
    await total.getByRole('button', { name: '1 filter applied' }).waitFor();
    await expect
      .poll(async () => (await number.textContent())?.trim(), { timeout: 15_000 })
      .not.toBe(allBirths);

    // the bar's chip names the table, the column and the value
    const bar = page.getByRole('complementary', { name: 'Filters' });
    const section = bar.getByRole('region', { name: 'Cross-filters' });
    const chip = section.locator('[data-test="cross-filter-chip"]');
    await expect(chip.count()).resolves.toBe(1);
    await expect(chip.textContent()).resolves.toContain(TABLE);
    await expect(chip.textContent()).resolves.toContain('gender');
    await expect(chip.textContent()).resolves.toContain('girl');
    await screenshot(page, 'dashboard-cross-filter');
    await expectAccessibleInBothThemes(page, 'dashboard with a cross-filter');

    // the cross-filter is kept under native_filters_key: a reload keeps it
    await page.waitForURL(/native_filters_key=/);
    await page.reload();
    await painted(page, TOTAL, 'big_number_total');
    await chip.waitFor();
    await total.getByRole('button', { name: '1 filter applied' }).waitFor();

    // closing the chip takes the cross-filter off: the big number is all births again
    await chip.getByRole('button', { name: `Clear cross-filter ${TABLE}: gender` }).click();
    await section.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await number.textContent())?.trim(), { timeout: 15_000 })
      .toBe(allBirths);
    await expect(total.getByRole('button', { name: /filter applied/ }).count()).resolves.toBe(0);

    // the cell filters again, a second click on it takes the filter off, and so does Clear all
    const girlCell = chartHolder(page, TABLE).getByRole('cell', { name: 'girl', exact: true });
    await girlCell.click();
    await chip.waitFor();
    await girlCell.click();
    await section.waitFor({ state: 'detached' });
    await girlCell.click();
    await chip.waitFor();
    await total.getByRole('button', { name: '1 filter applied' }).waitFor();
    await expect
      .poll(async () => (await number.textContent())?.trim(), { timeout: 15_000 })
      .not.toBe(allBirths);
    await bar.getByRole('button', { name: 'Clear all' }).click();
    await section.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await number.textContent())?.trim(), { timeout: 15_000 })
      .toBe(allBirths);
    await context.close();
  }, 180_000);
});
