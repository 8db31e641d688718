/**
 * Drilling on a dashboard over birth_names: a pie chart's menu → "Drill to detail" shows its
 * rows in pages of 50 (opened from the keyboard, closed with Escape); a right-click on the
 * girls' slice → "Drill to detail by girl" shows only girls with the filter as a chip, and
 * removing the chip shows every row again; "Drill by" → state regroups the chart in a dialog
 * whose breadcrumb leads back. axe-core finds nothing in either dialog, light or dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessibleInBothThemes, inBothThemes } from './axe.js';
import { screenshot } from './harness.js';
import {
  chartHolder,
  createChart,
  createDashboard,
  oneRowLayout,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';
import { arrowTo, tabTo } from './keyboard.js';

let world: DashboardWorld;
let dashboardId: number;
/** Each gender's share of the whole. */
let shares: Record<string, number>;

const PIE = 'Births by gender';

beforeAll(async () => {
  world = await startDashboardWorld();
  const { api, births } = world;
  const pieId = await createChart(api, births, PIE, 'pie');
  dashboardId = await createDashboard(
    api,
    'Drill board',
    oneRowLayout('Drill board', [{ key: 'pie', chartId: pieId, width: 8, height: 60 }]),
    { published: true },
  );
  const answer = await api.send<{ result: { data: Record<string, number | string>[] }[] }>(
    'POST',
    '/api/v1/chart/data',
    {
      datasource: { id: births, type: 'table' },
      queries: [{ columns: ['gender'], metrics: ['sum__num'] }],
    },
  );
  const rows = answer.result[0].data;
  const total = rows.reduce((n, r) => n + Number(r.sum__num), 0);
  shares = Object.fromEntries(rows.map((r) => [String(r.gender), Number(r.sum__num) / total]));
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

/**
 * Right-clicks the middle of a slice of the donut (radii 30% to 70%): the slices go clockwise
 * from twelve o'clock in the order of the legend the chart draws.
 */
async function rightClickSlice(page: Page, gender: string): Promise<void> {
  const canvas = chartHolder(page, PIE).locator('[data-testid="echarts"]');
  const box = (await canvas.boundingBox())!;
  const order = JSON.parse((await canvas.getAttribute('data-legend')) ?? '[]') as string[];
  let before = 0;
  for (const g of order) {
    if (g === gender) break;
    before += shares[g];
  }
  const share = shares[gender];
  const angle = 2 * Math.PI * (before + share / 2); // clockwise from twelve o'clock
  const radius = (0.5 * Math.min(box.width, box.height)) / 2;
  const x = box.x + box.width / 2 + radius * Math.sin(angle);
  const y = box.y + box.height / 2 - radius * Math.cos(angle);
  await page.mouse.click(x, y, { button: 'right' });
}

/** The texts of a column of the drill to detail table. */
async function columnValues(page: Page, column: string): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: `Drill to detail: ${PIE}` });
  const headers = await dialog.locator('.ant-table-thead th').allTextContents();
  const index = headers.indexOf(column);
  expect(index, `column ${column} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return dialog
    .locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${index + 1})`)
    .allTextContents();
}

const rowCount = async (page: Page) =>
  Number(
    ((await page.locator('[data-test="drill-detail-row-count"]').textContent()) ?? '').replace(
      /[^0-9]/g,
      '',
    ),
  );

describe('drilling on a dashboard', () => {
  it('drills to detail from the menu and by a slice, and drills by a column', async () => {
    const context = await world.browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: world.signedIn,
    });
    const page = await context.newPage();
    await page.goto(`${world.tessera.url}/superset/dashboard/${dashboardId}/`);
    await painted(page, PIE, 'pie');

    // The chart's menu, from the keyboard: Tab to it, open it (it takes the focus), walk
    // with the arrow keys to "Drill to detail".
    const trigger = page.getByRole('button', { name: `More options for ${PIE}` });
    await tabTo(page, trigger, "the chart's menu");
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Drill to detail' });
    await item.waitFor();
    await expect
      .poll(() => page.evaluate('!!document.activeElement?.closest(".ant-dropdown-menu")'))
      .toBe(true);
    await arrowTo(page, item, '"Drill to detail"');
    const firstPage = page.waitForResponse(
      (r) => r.url().includes('/datasource/samples') && r.url().includes('page=1'),
    );
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: `Drill to detail: ${PIE}` });
    await detail.waitFor();
    expect((await firstPage).status()).toBe(200);
    await expect.poll(() => columnValues(page, 'gender').then((v) => v.length)).toBe(50);
    const total = await rowCount(page);
    expect(total).toBeGreaterThan(50);
    const firstNames = await columnValues(page, 'name');
    await detail.getByRole('listitem', { name: '2' }).click();
    await expect.poll(() => columnValues(page, 'name')).not.toEqual(firstNames);
    await screenshot(page, 'dashboard-drill-detail-light');
    await inBothThemes(page, async (scheme) => {
      if (scheme === 'dark') await screenshot(page, 'dashboard-drill-detail-dark');
    });
    await expectAccessibleInBothThemes(page, 'the drill to detail dialog');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // A right-click on the girls' slice: drill to detail by girl.
    await rightClickSlice(page, 'girl');
    await page.getByRole('menuitem', { name: 'Drill to detail by', exact: true }).hover();
    await page.getByRole('menuitem', { name: 'Drill to detail by girl' }).click();
    await detail.waitFor();
    const chip = detail.locator('[data-test="drill-detail-filter"]');
    await expect.poll(() => chip.textContent()).toBe('gendergirl');
    await expect
      .poll(async () => {
        const genders = await columnValues(page, 'gender');
        return genders.length > 0 && genders.every((g) => g === 'girl');
      })
      .toBe(true);
    const girls = await rowCount(page);
    expect(girls).toBeLessThan(total);
    await screenshot(page, 'dashboard-drill-detail-by-girl');

    // Removing the chip shows every row again.
    await detail.getByRole('button', { name: 'Remove filter gender' }).click();
    await expect.poll(() => rowCount(page)).toBe(total);
    await expect.poll(() => chip.count()).toBe(0);
    await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });

    // Drill by: a right-click on the girls' slice, Drill by → state (found by the search).
    await rightClickSlice(page, 'girl');
    await page.getByRole('menuitem', { name: 'Drill by' }).hover();
    const search = page.getByRole('textbox', { name: 'Search columns' });
    await search.fill('sta');
    await expect.poll(() => page.locator('.drill-by-submenu [role="menuitem"]').count()).toBe(1);
    const regrouped = page.waitForResponse((r) => r.url().includes('/api/v1/chart/data'));
    await page.getByRole('menuitem', { name: 'state' }).click();
    const drillBy = page.getByRole('dialog', { name: `Drill by: ${PIE}` });
    await drillBy.waitFor();
    const query = JSON.parse((await regrouped).request().postData() ?? '{}');
    expect(query.queries[0].columns).toEqual(['state']);
    expect(query.queries[0].filters).toContainEqual(
      expect.objectContaining({ col: 'gender', op: '==', val: 'girl' }),
    );
    const legend = drillBy.locator('[data-testid="echarts"]');
    await expect
      .poll(async () => JSON.parse((await legend.getAttribute('data-legend')) ?? '[]'))
      .toContain('CA');
    const crumbs = drillBy.locator('[data-test="drill-by-breadcrumbs"]');
    expect(await crumbs.textContent()).toBe('gender (girl)/state');
    await screenshot(page, 'dashboard-drill-by-light');
    await inBothThemes(page, async (scheme) => {
      if (scheme === 'dark') await screenshot(page, 'dashboard-drill-by-dark');
    });
    await expectAccessibleInBothThemes(page, 'the drill by dialog');

    // The breadcrumb back: the chart by gender again.
    await crumbs.getByRole('button', { name: 'gender (girl)' }).click();
    await expect
      .poll(async () => JSON.parse((await legend.getAttribute('data-legend')) ?? '[]'))
      .toEqual(expect.arrayContaining(['boy', 'girl']));
    expect(await crumbs.textContent()).toBe('gender');
    await page.keyboard.press('Escape');
    await drillBy.waitFor({ state: 'hidden' });
    await context.close();
  });
});
