/**
 * The filter bar's settings and the cross-filtering scoping in the browser: a dashboard over
 * the example births data with a table by gender (which cross-filters), two big numbers and a
 * row of filter dividers. The bar's gear opens "Cross-filtering scoping": "Add custom
 * scoping", the table chosen as its chart, "Births overall" unchecked in the tree with the
 * keyboard, Save puts `chart_configuration` (the rest of `json_metadata` kept); clicking the
 * table's "girl" cell then asks "Total births" again with the gender filter and not "Births
 * overall". "Enable cross-filtering" unchecked clears the cross-filter and the table no longer
 * filters. "Orientation of filter bar" → "Horizontal (Top)", chosen with the keyboard, puts
 * the bar above the layout, the dividers that do not fit under "More filters". axe-core finds
 * nothing in either theme, the dialog open and the bar on top.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessibleInBothThemes } from './axe.js';
import { requestsSeen, screenshot } from './harness.js';
import { isFocused, tabTo } from './keyboard.js';
import {
  chartHolder,
  createChart,
  createDashboard,
  layoutNode,
  openDashboardPage,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';

let world: DashboardWorld;
let dashboardId: number;
let tableId: number;
let totalId: number;
let overallId: number;

const TABLE = 'Births by gender';
const TOTAL = 'Total births';
const OVERALL = 'Births overall';
const DIVIDERS = Array.from({ length: 8 }, (_, i) => `Births by region and decade, part ${i + 1}`);

beforeAll(async () => {
  world = await startDashboardWorld();
  const { api, births } = world;
  tableId = await createChart(api, births, TABLE, 'table');
  totalId = await createChart(api, births, TOTAL, 'big_number_total');
  overallId = await createChart(api, births, OVERALL, 'big_number_total');
  const node = layoutNode;
  dashboardId = await createDashboard(
    api,
    'E2E cross-filter scoping',
    {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: node('GRID_ID', 'GRID', ['ROW-one']),
      'ROW-one': node('ROW-one', 'ROW', ['CHART-table', 'CHART-total', 'CHART-overall']),
      'CHART-table': node('CHART-table', 'CHART', [], { chartId: tableId, width: 4, height: 40 }),
      'CHART-total': node('CHART-total', 'CHART', [], { chartId: totalId, width: 4, height: 40 }),
      'CHART-overall': node('CHART-overall', 'CHART', [], {
        chartId: overallId,
        width: 4,
        height: 40,
      }),
    },
    {
      published: true,
      json_metadata: {
        color_scheme: 'supersetColors',
        native_filter_configuration: DIVIDERS.map((title, i) => ({
          id: `NATIVE_FILTER_DIVIDER-part${i + 1}`,
          type: 'DIVIDER',
          title,
          description: '',
        })),
      },
    },
  );
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

/** The chart's data request, filtered to girls or not at all. */
const chartData = (chartId: number, girls: boolean) => (r: Request) => {
  if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return false;
  const body = JSON.parse(r.postData() ?? '{}') as {
    form_data?: { slice_id?: number };
    queries?: { filters?: { col: unknown; op: string; val?: unknown }[] }[];
  };
  const filtered = (body.queries?.[0]?.filters ?? []).some(
    (f) => f.col === 'gender' && JSON.stringify(f.val) === '["girl"]',
  );
  return body.form_data?.slice_id === chartId && filtered === girls;
};

/** The dashboard's json_metadata as saved. */
async function savedMetadata(): Promise<Record<string, unknown>> {
  const { result } = await world.api.get<{ result: { json_metadata: string } }>(
    `/api/v1/dashboard/${dashboardId}`,
  );
  return JSON.parse(result.json_metadata) as Record<string, unknown>;
}

/** Opens the gear's menu and waits for the item. */
async function openSettings(page: Page, item: string, role: 'menuitem' | 'menuitemcheckbox') {
  await page.getByRole('button', { name: 'Filter bar settings' }).click();
  const entry = page.getByRole(role, { name: item });
  await entry.waitFor();
  return entry;
}

describe('cross-filtering scoping and the filter bar settings', () => {
  it('scopes the table’s cross-filter, turns cross-filtering off, moves the bar on top', async () => {
    const { context, page } = await openDashboardPage(world, dashboardId);
    await Promise.all([
      painted(page, TABLE, 'table'),
      painted(page, TOTAL, 'big_number_total'),
      painted(page, OVERALL, 'big_number_total'),
    ]);
    const bar = page.getByRole('complementary', { name: 'Filters' });

    // the gear → Cross-filtering scoping: a custom scoping for the table without Births overall
    await (await openSettings(page, 'Cross-filtering scoping', 'menuitem')).click();
    const dialog = page.getByRole('dialog', { name: 'Cross-filtering scoping' });
    await dialog.getByRole('button', { name: 'All charts/global scoping' }).waitFor();
    await dialog.getByRole('button', { name: 'Add custom scoping' }).click();
    await dialog.getByRole('button', { name: '[new custom scoping]', exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'Chart' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(TABLE, { exact: true }).click();
    const list = dialog.getByRole('navigation', { name: 'Scopings' });
    await list.getByRole('button', { name: TABLE, exact: true }).waitFor();
    const tree = dialog.getByTestId('cross-filter-scope-tree');
    // the table is not in its own scope: All charts, Total births, Births overall
    await expect
      .poll(() => tree.locator('.ant-tree-title').allTextContents())
      .toEqual(['All charts', TOTAL, OVERALL]);
    // Births overall unchecked from the keyboard (Space on the tree's active node)
    const overallNode = tree.locator('.ant-tree-treenode', { hasText: OVERALL });
    const checked = (n: typeof overallNode) =>
      n
        .locator('.ant-tree-checkbox-checked')
        .count()
        .then((c) => c > 0);
    await expect.poll(() => checked(overallNode)).toBe(true);
    await tree.locator('[role="tree"]').focus();
    await expect
      .poll(
        async () => {
          const active = await overallNode.evaluate((el) =>
            el.classList.contains('ant-tree-treenode-active'),
          );
          if (!active) await page.keyboard.press('ArrowDown');
          return active;
        },
        { interval: 200 },
      )
      .toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => checked(overallNode)).toBe(false);
    await screenshot(page, 'dashboard-cross-filter-scoping');
    await expectAccessibleInBothThemes(page, 'the cross-filtering scoping dialog');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/dashboard/${dashboardId}`) && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    const metadata = await savedMetadata();
    expect(metadata.color_scheme).toBe('supersetColors');
    expect((metadata.native_filter_configuration as unknown[]).length).toBe(DIVIDERS.length);
    expect(metadata.chart_configuration).toEqual({
      [tableId]: {
        id: tableId,
        crossFilters: {
          scope: { rootPath: ['ROOT_ID'], excluded: [overallId, tableId] },
          chartsInScope: [totalId],
        },
      },
    });
    expect(metadata.global_chart_configuration).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [tableId, totalId, overallId],
    });

    // the table's "girl" cell filters Total births, not Births overall
    const overallAsked: Request[] = [];
    page.on('request', (r) => {
      if (chartData(overallId, true)(r) || chartData(overallId, false)(r)) overallAsked.push(r);
    });
    const girls = page.waitForRequest(chartData(totalId, true));
    const girlCell = chartHolder(page, TABLE).getByRole('cell', { name: 'girl', exact: true });
    await girlCell.click();
    await girls;
    await chartHolder(page, TOTAL).getByRole('button', { name: '1 filter applied' }).waitFor();
    const chip = bar.locator('[data-test="cross-filter-chip"]');
    await chip.waitFor();
    await requestsSeen(page);
    expect(overallAsked).toEqual([]);
    await expect(
      chartHolder(page, OVERALL)
        .getByRole('button', { name: /filter applied/ })
        .count(),
    ).resolves.toBe(0);

    // Enable cross-filtering off: the cross-filter goes, and a click on the table filters nothing
    const checkbox = await openSettings(page, 'Enable cross-filtering', 'menuitemcheckbox');
    expect(await checkbox.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'dashboard-filter-bar-settings');
    const off = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/dashboard/${dashboardId}`) && r.request().method() === 'PUT',
    );
    await checkbox.click();
    await off;
    await chip.waitFor({ state: 'detached' });
    expect((await savedMetadata()).cross_filters_enabled).toBe(false);
    await chartHolder(page, TOTAL)
      .getByRole('button', { name: /filter applied/ })
      .waitFor({
        state: 'detached',
      });
    const asked: Request[] = [];
    page.on('request', (r) => {
      if (chartData(totalId, true)(r)) asked.push(r);
    });
    await girlCell.click();
    await requestsSeen(page);
    expect(asked).toEqual([]);
    await expect(chip.count()).resolves.toBe(0);

    // Orientation of filter bar → Horizontal (Top), from the keyboard
    const gear = page.getByRole('button', { name: 'Filter bar settings' });
    await tabTo(page, gear, 'the filter bar settings');
    await page.keyboard.press('Enter');
    const orientationItem = page.getByRole('menuitem', { name: 'Orientation of filter bar' });
    await orientationItem.waitFor();
    await page.keyboard.press('Tab');
    // reached with the arrow keys (the menu takes each key once it is ready)
    await expect
      .poll(
        async () => {
          const focused = await isFocused(orientationItem);
          if (!focused) await page.keyboard.press('ArrowDown');
          return focused;
        },
        { interval: 300 },
      )
      .toBe(true);
    // ArrowRight opens the submenu and, once it is there, goes into it; ArrowDown to Horizontal
    const horizontalItem = page.getByRole('menuitemradio', { name: 'Horizontal (Top)' });
    await expect
      .poll(
        async () => {
          if (await isFocused(horizontalItem)) return true;
          await page.keyboard.press(
            (await isFocused(orientationItem)) ? 'ArrowRight' : 'ArrowDown',
          );
          return false;
        },
        { interval: 300 },
      )
      .toBe(true);
    const turned = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/dashboard/${dashboardId}`) && r.request().method() === 'PUT',
    );
    await page.keyboard.press('Enter');
    await turned;
    const top = page.getByRole('region', { name: 'Filters' });
    await top.waitFor();
    expect(await top.getAttribute('data-orientation')).toBe('horizontal');
    expect((await savedMetadata()).filter_bar_orientation).toBe('HORIZONTAL');
    await expect(bar.count()).resolves.toBe(0);
    // above the layout
    const barBox = await top.boundingBox();
    const tableBox = await chartHolder(page, TABLE).boundingBox();
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(tableBox!.y);

    // the dividers that do not fit are under More filters
    const more = top.getByRole('button', { name: /More filters/ });
    await more.waitFor();
    const onLine = top.locator('[data-test="filter-bar-line"] [data-test="filter-divider"]');
    const shown = await onLine.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(DIVIDERS.length);
    await more.click();
    const dropdown = page.locator('[data-test="dropdown-content"]');
    await dropdown.waitFor();
    await expect(dropdown.locator('[data-test="filter-divider"]').count()).resolves.toBe(
      DIVIDERS.length - shown,
    );
    await expect(dropdown.textContent()).resolves.toContain(DIVIDERS[DIVIDERS.length - 1]);
    await screenshot(page, 'dashboard-filter-bar-more-filters');
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });
    expect(await isFocused(more)).toBe(true);
    // (the pointer off the button: antd writes a hovered button's text in a blue the dark theme
    // does not read well on, which is the theme's business, not the bar's)
    await page.mouse.move(0, 600);
    await expectAccessibleInBothThemes(page, 'the horizontal filter bar with More filters');
    await context.close();
  }, 240_000);
});
