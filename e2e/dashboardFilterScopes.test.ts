/**
 * Native filters that depend on each other and on the layout, in the browser: a dashboard over
 * the example births data with a big number above two tabs, "Girls and boys" (a table by gender
 * and name) and "States" (a table by state), and four filters: Gender, Name (a child of Gender),
 * Births (a range on `num`) and State (scoped to the "States" tab only).
 * Choosing "girl" narrows Name's options (its values request carries the gender filter, a boy's
 * name is no longer offered); a name and a range of births applied filter the table and change
 * the total; the State filter applied asks the "States" table again and neither the first tab's
 * table nor the total, whose indicators do not list it. A permalink copied with the "States"
 * tab open opens, in another browser, on that tab with the same filters. axe-core finds nothing
 * in either theme, the filters applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { expectAccessibleInBothThemes } from './axe.js';
import { requestsSeen, screenshot } from './harness.js';
import {
  chartHolder,
  chartRequestFiltering,
  columnFilter,
  createChart,
  createDashboard,
  firstColumnShown,
  layoutNode,
  openDashboardPage,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';

let world: DashboardWorld;
let dashboardId: number;
let namesId: number;
let statesId: number;
let totalId: number;

const TITLE = 'E2E filter scopes';
const NAMES = 'Girls and boys by name';
const STATES = 'Births by state';
const TOTAL = 'Total births';
const STATES_TAB = 'TAB-states';
const GENDER = 'NATIVE_FILTER-gender';
const NAME = 'NATIVE_FILTER-name';

/** ROOT → GRID → the total's row, then tabs "Girls and boys" (names) and "States". */
function positions() {
  const node = layoutNode;
  const chart = (id: string, chartId: number, width: number) =>
    node(id, 'CHART', [], { chartId, width, height: 40 });
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
    HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: TITLE }),
    GRID_ID: node('GRID_ID', 'GRID', ['ROW-total', 'TABS-main']),
    'ROW-total': node('ROW-total', 'ROW', ['CHART-total']),
    'CHART-total': chart('CHART-total', totalId, 4),
    'TABS-main': node('TABS-main', 'TABS', ['TAB-people', STATES_TAB]),
    'TAB-people': node('TAB-people', 'TAB', ['ROW-people'], { text: 'Girls and boys' }),
    [STATES_TAB]: node(STATES_TAB, 'TAB', ['ROW-states'], { text: 'States' }),
    'ROW-people': node('ROW-people', 'ROW', ['CHART-names']),
    'CHART-names': chart('CHART-names', namesId, 8),
    'ROW-states': node('ROW-states', 'ROW', ['CHART-states']),
    'CHART-states': chart('CHART-states', statesId, 6),
  };
}

function nativeFilters(datasetId: number) {
  return [
    columnFilter(datasetId, GENDER, 'Gender', 'gender'),
    columnFilter(datasetId, NAME, 'Name', 'name', { parents: [GENDER] }),
    columnFilter(datasetId, 'NATIVE_FILTER-num', 'Births', 'num', { filterType: 'filter_range' }),
    columnFilter(datasetId, 'NATIVE_FILTER-state', 'State', 'state', { rootPath: [STATES_TAB] }),
  ];
}

beforeAll(async () => {
  world = await startDashboardWorld();
  const { api, births } = world;
  [namesId, statesId, totalId] = await Promise.all([
    createChart(api, births, NAMES, 'table', { groupby: ['gender', 'name'] }),
    createChart(api, births, STATES, 'table', { groupby: ['state'], row_limit: 20 }),
    createChart(api, births, TOTAL, 'big_number_total'),
  ]);
  dashboardId = await createDashboard(api, TITLE, positions(), {
    published: true,
    json_metadata: {
      color_scheme: 'supersetColors',
      native_filter_configuration: nativeFilters(births),
    },
  });
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

/** The texts of a table's `n`th column (1-based), in the order shown. */
async function columnShown(page: Page, chart: string, n: number): Promise<string[]> {
  const cells = chartHolder(page, chart).locator(`[role="row"] > [role="cell"]:nth-child(${n})`);
  return (await cells.allTextContents()).map((t) => t.trim());
}

/** The big number's figure. */
const totalShown = (page: Page) =>
  chartHolder(page, TOTAL).locator('.big-number .header-line').first().innerText();

/** The filter bar's select named `name`: its box, and the values chosen in it. */
function selectIn(bar: Locator, name: string) {
  const box = bar
    .locator('[data-test="filter-select"]')
    .filter({ has: bar.page().getByRole('combobox', { name, exact: true }) });
  return {
    combobox: box.getByRole('combobox', { name, exact: true }),
    placeholder: box.locator('.ant-select-placeholder, .ant-select-selection-placeholder'),
    chosen: async () =>
      (await box.locator('.ant-select-selection-item').allTextContents())
        .map((t) => t.trim())
        .filter((t) => !/^\+ \d+ \.\.\.$/.test(t)),
  };
}

/**
 * Opens the select named `name` and chooses `value`, searched first among many options (the
 * search box filled: whatever was typed in it before is replaced).
 */
async function choose(page: Page, bar: Locator, name: string, value: string): Promise<void> {
  const { combobox } = selectIn(bar, name);
  await combobox.click();
  await combobox.fill(value);
  await page.locator('.ant-select-dropdown:visible').getByTitle(value, { exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The name filter's values request, narrowed by this gender. */
const nameValuesFor = (gender: string) => (r: Request) => {
  if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return false;
  const body = JSON.parse(r.postData() ?? '{}') as {
    form_data?: { native_filter_id?: string };
    queries?: { filters?: { col: unknown; op: string; val?: unknown }[] }[];
  };
  return (
    body.form_data?.native_filter_id === NAME &&
    (body.queries?.[0]?.filters ?? []).some(
      (f) =>
        f.col === 'gender' && f.op === 'IN' && JSON.stringify(f.val) === JSON.stringify([gender]),
    )
  );
};

/** The chart data requests of these charts the page sends from now on. */
function chartRequestsOf(page: Page, chartIds: number[]): number[] {
  const seen: number[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return;
    const body = JSON.parse(r.postData() ?? '{}') as { form_data?: { slice_id?: number } };
    const id = body.form_data?.slice_id;
    if (id !== undefined && chartIds.includes(id)) seen.push(id);
  });
  return seen;
}

/** A chart's filter indicator: its label, and the filters its details list. */
async function indicatorDetails(page: Page, chart: string, label: string): Promise<string> {
  await chartHolder(page, chart).getByRole('button', { name: label }).click();
  const details = page.locator('[data-test="filter-indicator-details"]:visible');
  await details.waitFor();
  const text = (await details.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'hidden' });
  return text;
}

describe('native filters: cascades, ranges and scopes', () => {
  it('narrows a child filter, applies a range, scopes a filter to its tab', async () => {
    const { context, page } = await openDashboardPage(world, dashboardId);
    try {
      const bar = page.getByRole('complementary', { name: 'Filters' });
      const apply = bar.getByRole('button', { name: 'Apply filters' });
      await painted(page, NAMES, 'table');
      await painted(page, TOTAL, 'big_number_total');
      // State applies to the "States" tab only: apart, out of scope of the tab shown.
      const outOfScope = bar.getByRole('button', { name: 'Filters out of scope (1)' });
      await outOfScope.waitFor();
      const everyone = await totalShown(page);
      const name = selectIn(bar, 'Name');
      await expect.poll(() => name.placeholder.textContent()).toBe('250 options');

      // "girl" applied: the table shows girls; Name offers girls' names only, not "David".
      const narrowed = page.waitForRequest(nameValuesFor('girl'));
      const girls = page.waitForRequest(chartRequestFiltering(namesId, 'gender', 'IN', ['girl']));
      await choose(page, bar, 'Gender', 'girl');
      await apply.click();
      await Promise.all([narrowed, girls]);
      await expect
        .poll(async () => new Set(await columnShown(page, NAMES, 1)))
        .toEqual(new Set(['girl']));
      await expect.poll(() => name.placeholder.textContent()).toBe('157 options');
      await name.combobox.click();
      await page.keyboard.type('Da');
      const dropdown = page.locator('.ant-select-dropdown:visible');
      await dropdown.getByTitle('Dana', { exact: true }).waitFor();
      expect(await dropdown.getByTitle('David', { exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
      // closed, the list forgets what was typed (Superset's Select)
      await expect.poll(() => name.combobox.inputValue()).toBe('');

      // A name applied: the table shows her rows only.
      const jennifer = page.waitForRequest(
        chartRequestFiltering(namesId, 'name', 'IN', ['Jennifer']),
      );
      await choose(page, bar, 'Name', 'Jennifer');
      await apply.click();
      await jennifer;
      await expect.poll(() => columnShown(page, NAMES, 2)).toEqual(['Jennifer']);
      await expect.poll(() => totalShown(page)).not.toBe(everyone);
      const herTotal = await totalShown(page);

      // A range of births per row (100 to 1,000) applied: the total changes.
      await bar.getByRole('spinbutton', { name: 'Births minimum' }).fill('100');
      await bar.getByRole('spinbutton', { name: 'Births maximum' }).fill('1000');
      await bar.getByRole('spinbutton', { name: 'Births maximum' }).press('Tab');
      await apply.click();
      await expect.poll(() => totalShown(page)).toBe('79.1k');
      expect(herTotal).not.toBe('79.1k');
      await chartHolder(page, NAMES).getByRole('button', { name: '3 filters applied' }).waitFor();

      // The "States" tab: the State filter applied asks its table again, and nothing else.
      await page.getByRole('tab', { name: 'States' }).click();
      await painted(page, STATES, 'table');
      await chartHolder(page, STATES).getByRole('button', { name: '3 filters applied' }).waitFor();
      expect(await outOfScope.count()).toBe(0);
      const asked = chartRequestsOf(page, [namesId, statesId, totalId]);
      const california = page.waitForRequest(
        chartRequestFiltering(statesId, 'state', 'IN', ['CA']),
      );
      await choose(page, bar, 'State', 'CA');
      await apply.click();
      await california;
      await expect.poll(() => firstColumnShown(page, STATES)).toEqual(['CA']);
      await requestsSeen(page);
      expect(asked).toEqual([statesId]);
      expect(await indicatorDetails(page, STATES, '4 filters applied')).toContain('State: CA');
      expect(await indicatorDetails(page, TOTAL, '3 filters applied')).not.toContain('State');
      await screenshot(page, 'dashboard-filter-scopes-states');
      await expectAccessibleInBothThemes(page, 'the dashboard with tab-scoped filters applied');

      // Back on the first tab: its table still shows Jennifer, and does not list State.
      await page.getByRole('tab', { name: 'Girls and boys' }).click();
      const details = await indicatorDetails(page, NAMES, '3 filters applied');
      expect(details).toContain('Name: Jennifer');
      expect(details).not.toContain('State');
      expect(await columnShown(page, NAMES, 2)).toEqual(['Jennifer']);
      // State, out of scope again, still holds CA in its section.
      await outOfScope.click();
      await expect.poll(() => selectIn(bar, 'State').chosen()).toEqual(['CA']);
      await screenshot(page, 'dashboard-filters-out-of-scope');
    } finally {
      await context.close();
    }
  });

  it('copies a permalink that opens, in another browser, on the same tab and filters', async () => {
    const { context, page } = await openDashboardPage(world, dashboardId);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: world.tessera.url,
    });
    const other = await world.browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: world.signedIn,
    });
    try {
      // The "States" tab, boys of Texas.
      const bar = page.getByRole('complementary', { name: 'Filters' });
      await page.getByRole('tab', { name: 'States' }).click();
      await painted(page, STATES, 'table');
      await painted(page, TOTAL, 'big_number_total');
      const everyone = await totalShown(page);
      await choose(page, bar, 'Gender', 'boy');
      await choose(page, bar, 'State', 'TX');
      await bar.getByRole('button', { name: 'Apply filters' }).click();
      await expect.poll(() => firstColumnShown(page, STATES)).toEqual(['TX']);
      await expect.poll(() => totalShown(page)).not.toBe(everyone);
      const boys = await totalShown(page);

      // Share → Copy permalink to clipboard.
      await page.getByRole('button', { name: 'Menu actions trigger' }).click();
      await page.getByRole('menuitem', { name: 'Share' }).hover();
      await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
      await page.getByText('Copied to clipboard!').waitFor();
      const link = await page.evaluate<string>('navigator.clipboard.readText()');
      expect(link).toMatch(/\/superset\/dashboard\/p\/[A-Za-z0-9_-]+\/$/);

      // Opened in another browser: the "States" tab, Gender and State chosen, charts filtered.
      const opened = await other.newPage();
      const boysOfTexas = opened.waitForRequest(
        chartRequestFiltering(statesId, 'state', 'IN', ['TX']),
      );
      await opened.goto(link);
      await opened.waitForURL((u) => u.searchParams.has('permalink_key'));
      await boysOfTexas;
      await painted(opened, STATES, 'table');
      expect(await opened.getByRole('tab', { name: 'States' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      await expect.poll(() => firstColumnShown(opened, STATES)).toEqual(['TX']);
      const openedBar = opened.getByRole('complementary', { name: 'Filters' });
      await expect.poll(() => selectIn(openedBar, 'Gender').chosen()).toEqual(['boy']);
      await expect.poll(() => selectIn(openedBar, 'State').chosen()).toEqual(['TX']);
      await painted(opened, TOTAL, 'big_number_total');
      await expect.poll(() => totalShown(opened)).toBe(boys);
      await chartHolder(opened, STATES)
        .getByRole('button', { name: '2 filters applied' })
        .waitFor();
    } finally {
      await other.close();
      await context.close();
    }
  });
});
