/**
 * The dashboard's native filter bar in the browser: a dashboard made through the API over the
 * example births data (a table by gender and a big number, a divider, a select filter on
 * `gender` and a time range filter) shows its bar; choosing "girl" and applying asks the
 * charts again with the filter (the chart data request carries it), the table shows girls
 * only and the chart says "1 filter applied"; a reload keeps the filters (native_filters_key),
 * and so does a permalink;
 * Clear all and Apply bring everything back; axe-core finds nothing in either theme, the bar
 * open; a value is chosen and applied from the keyboard; the horizontal bar shows too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import type { Browser, Page, Request } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot, type RunningTessera, type SignedInState } from './harness.js';
import { isFocused, tabTo } from './keyboard.js';
import {
  chartHolder,
  columnFilter,
  createChart,
  createDashboard,
  oneRowLayout,
  openDashboardPage,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';

let tessera: RunningTessera;
let browser: Browser;
let api: ApiClient;
let signedIn: SignedInState;
let dashboardId: number;
let tableId: number;

const TITLE = 'E2E filtered births';
const GENDER = 'NATIVE_FILTER-gender';

const positions = (table: number, total: number) =>
  oneRowLayout(TITLE, [
    { key: 'table', chartId: table, height: 40 },
    { key: 'total', chartId: total, width: 4, height: 40 },
  ]);

function nativeFilters(datasetId: number) {
  const scope = { rootPath: ['ROOT_ID'], excluded: [] };
  return [
    {
      id: 'NATIVE_FILTER_DIVIDER-people',
      type: 'DIVIDER',
      title: 'People',
      description: 'Who was born',
    },
    {
      id: GENDER,
      type: 'NATIVE_FILTER',
      name: 'Gender',
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: 'gender' } }],
      controlValues: {
        enableEmptyFilter: false,
        defaultToFirstItem: false,
        multiSelect: true,
        searchAllOptions: false,
        inverseSelection: false,
      },
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope,
      description: 'Boys or girls',
    },
    {
      id: 'NATIVE_FILTER-num',
      type: 'NATIVE_FILTER',
      name: 'Births',
      filterType: 'filter_range',
      targets: [{ datasetId, column: { name: 'num' } }],
      controlValues: {},
      defaultDataMask: {},
      cascadeParentIds: [],
      scope,
    },
    {
      id: 'NATIVE_FILTER-grain',
      type: 'NATIVE_FILTER',
      name: 'Grain',
      filterType: 'filter_timegrain',
      targets: [{ datasetId }],
      controlValues: {},
      defaultDataMask: {},
      cascadeParentIds: [],
      scope,
    },
    {
      id: 'NATIVE_FILTER-column',
      type: 'NATIVE_FILTER',
      name: 'Time column',
      filterType: 'filter_timecolumn',
      targets: [{ datasetId }],
      controlValues: {},
      defaultDataMask: {},
      cascadeParentIds: [],
      scope,
    },
    {
      id: 'NATIVE_FILTER-time',
      type: 'NATIVE_FILTER',
      name: 'Time range',
      filterType: 'filter_time',
      targets: [{}],
      controlValues: {},
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope,
      description: '',
    },
  ];
}

async function setOrientation(orientation: 'VERTICAL' | 'HORIZONTAL', datasetId: number) {
  await api.send('PUT', `/api/v1/dashboard/${dashboardId}`, {
    json_metadata: JSON.stringify({
      color_scheme: 'supersetColors',
      filter_bar_orientation: orientation,
      native_filter_configuration: nativeFilters(datasetId),
    }),
  });
}

let births: number;

let world: DashboardWorld;

beforeAll(async () => {
  world = await startDashboardWorld();
  ({ tessera, browser, api, signedIn, births } = world);
  tableId = await createChart(api, births, 'Births by gender', 'table');
  const totalId = await createChart(api, births, 'Total births', 'big_number_total');
  dashboardId = await createDashboard(api, TITLE, positions(tableId, totalId), {
    published: true,
    json_metadata: { color_scheme: 'supersetColors' },
  });
  await setOrientation('VERTICAL', births);
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

/** The table's first-column cells (the genders shown). */
async function gendersShown(page: Page): Promise<string[]> {
  const cells = chartHolder(page, 'Births by gender').locator(
    '[role="row"] > [role="cell"]:first-child',
  );
  return (await cells.allTextContents()).map((t) => t.trim()).sort();
}

/** A chart data request of the table carrying this gender filter. */
const tableRequestWith = (op: string, values: string[]) => (r: Request) => {
  if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return false;
  const body = JSON.parse(r.postData() ?? '{}') as {
    form_data?: { slice_id?: number };
    queries?: { filters?: { col: unknown; op: string; val?: unknown }[] }[];
  };
  return (
    body.form_data?.slice_id === tableId &&
    (body.queries?.[0]?.filters ?? []).some(
      (f) => f.col === 'gender' && f.op === op && JSON.stringify(f.val) === JSON.stringify(values),
    )
  );
};

describe('the dashboard filter bar', () => {
  it('applies a select filter, keeps it across a reload, clears it; axe and keyboard', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: tessera.url,
    });
    const page = await context.newPage();
    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);

    // The bar: its title, the divider, the filters; nothing to apply yet.
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.getByRole('heading', { name: 'Filters' }).waitFor();
    await bar.getByText('People').waitFor();
    await bar.getByText('Who was born').waitFor();
    await bar.getByText('Time range').waitFor();
    const apply = bar.getByRole('button', { name: 'Apply filters' });
    expect(await apply.isDisabled()).toBe(true);
    await painted(page, 'Births by gender', 'table');
    await painted(page, 'Total births', 'big_number_total');
    expect(await gendersShown(page)).toEqual(['boy', 'girl']);
    const indicator = chartHolder(page, 'Births by gender').locator(
      '[data-test="filter-indicator"]',
    );
    expect(await indicator.getAttribute('aria-label')).toBe('0 filters applied');

    // Choose "girl" and apply: the table is asked again with the filter, and shows girls.
    const gender = bar.getByRole('combobox', { name: 'Gender' });
    await gender.click();
    await page.getByRole('option', { name: 'girl' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => apply.isDisabled()).toBe(false);
    const filtered = page.waitForRequest(tableRequestWith('IN', ['girl']));
    await apply.click();
    await filtered;
    await expect.poll(() => gendersShown(page)).toEqual(['girl']);
    await chartHolder(page, 'Births by gender')
      .getByRole('button', { name: '1 filter applied' })
      .waitFor();
    await chartHolder(page, 'Total births')
      .getByRole('button', { name: '1 filter applied' })
      .waitFor();
    expect(await apply.isDisabled()).toBe(true);

    // The indicator lists the filters: Gender applied, the time range unset.
    await chartHolder(page, 'Births by gender')
      .getByRole('button', { name: '1 filter applied' })
      .click();
    const details = page.locator('[data-test="filter-indicator-details"]');
    await details.getByText('Applied Filters (1)').waitFor();
    await details.getByText('Unset Filters (4)').waitFor();
    expect(await details.textContent()).toContain('Gender: girl');
    await screenshot(page, 'dashboard-filters-indicator');
    await page.keyboard.press('Escape');
    await screenshot(page, 'dashboard-filters-vertical-light');

    // The other controls: the range's bounds from the data, the database's time grains, the
    // dataset's time columns.
    await bar.getByRole('slider', { name: 'Births minimum' }).waitFor();
    await expect
      .poll(() => bar.getByRole('spinbutton', { name: 'Births minimum' }).inputValue())
      .toBe('5');
    await bar.getByRole('combobox', { name: 'Grain' }).click();
    await page.getByRole('option', { name: 'Year' }).waitFor();
    await page.keyboard.press('Escape');
    await bar.getByRole('combobox', { name: 'Time column' }).click();
    await page.getByRole('option', { name: 'ds' }).waitFor();
    await page.keyboard.press('Escape');

    // The address keeps the filters: a reload shows girls only, "girl" chosen.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('native_filters_key'))
      .toBeTruthy();
    await page.reload();
    await painted(page, 'Births by gender', 'table');
    await expect.poll(() => gendersShown(page)).toEqual(['girl']);
    await bar.locator('.ant-select-selection-item', { hasText: 'girl' }).first().waitFor();
    await chartHolder(page, 'Births by gender')
      .getByRole('button', { name: '1 filter applied' })
      .waitFor();

    // A permalink keeps the filters: opened in another page, it shows girls only.
    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).hover();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    await page.getByText('Copied to clipboard!').waitFor();
    const link = await page.evaluate<string>('navigator.clipboard.readText()');
    const opened = await context.newPage();
    await opened.goto(link);
    await opened.waitForURL((u) => u.searchParams.has('permalink_key'));
    await painted(opened, 'Births by gender', 'table');
    await expect.poll(() => gendersShown(opened)).toEqual(['girl']);
    await opened.close();

    // axe-core in both themes with the bar open; a look at the dark one.
    await expectAccessibleInBothThemes(page, 'the dashboard with its filter bar');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await screenshot(page, 'dashboard-filters-vertical-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Clear all empties the selection; Apply brings every gender back.
    await bar.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => apply.isDisabled()).toBe(false);
    await apply.click();
    await expect.poll(() => gendersShown(page)).toEqual(['boy', 'girl']);
    await chartHolder(page, 'Births by gender')
      .getByRole('button', { name: '0 filters applied' })
      .waitFor();

    // The keyboard: Tab to the Gender filter, type and choose "boy", Tab to Apply, Enter.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await tabTo(page, gender, 'the Gender filter');
    await page.keyboard.type('boy');
    await page.getByRole('option', { name: 'boy' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => apply.isDisabled()).toBe(false);
    await tabTo(page, apply, 'Apply filters');
    expect(await isFocused(apply)).toBe(true);
    const boys = page.waitForRequest(tableRequestWith('IN', ['boy']));
    await page.keyboard.press('Enter');
    await boys;
    await expect.poll(() => gendersShown(page)).toEqual(['boy']);

    // Collapsed, the bar is a strip that opens it again.
    await bar.getByRole('button', { name: 'Collapse filter bar' }).click();
    await screenshot(page, 'dashboard-filters-collapsed');
    await bar.getByRole('button', { name: 'Expand filter bar' }).click();
    await bar.getByRole('button', { name: 'Apply filters' }).waitFor();

    // An editor's "Add or edit filters" opens the filters' configuration.
    await bar.getByRole('button', { name: 'Add or edit filters' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // (the dialog may ask before dropping what it counts as changes)
    const yesCancel = dialog.getByRole('button', { name: 'Yes, cancel' });
    await Promise.race([yesCancel.waitFor(), dialog.waitFor({ state: 'hidden' })]);
    if (await yesCancel.isVisible()) await yesCancel.click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("opens with Superset's rison native_filters: a time range and a gender", async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
    });
    const page = await context.newPage();
    const mask = {
      'NATIVE_FILTER-time': { filterState: { value: '1960-01-01 : 1970-01-01' } },
      [GENDER]: { filterState: { value: ['boy'] } },
    };
    const query = encodeURIComponent(rison.encode(mask));
    const timed = page.waitForRequest((r) => {
      if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return false;
      const body = JSON.parse(r.postData() ?? '{}') as {
        form_data?: { slice_id?: number };
        queries?: { time_range?: string }[];
      };
      return (
        body.form_data?.slice_id === tableId &&
        body.queries?.[0]?.time_range === '1960-01-01 : 1970-01-01'
      );
    });
    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/?native_filters=${query}`);
    await timed;
    await painted(page, 'Births by gender', 'table');
    await expect.poll(() => gendersShown(page)).toEqual(['boy']);
    await chartHolder(page, 'Births by gender')
      .getByRole('button', { name: '2 filters applied' })
      .waitFor();
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.getByText('1960-01-01 ≤ col < 1970-01-01').first().waitFor();
    await context.close();
  });

  it('shows the bar above the layout when it is horizontal', async () => {
    await setOrientation('HORIZONTAL', births);
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);
      const bar = page.getByRole('region', { name: 'Filters' });
      await bar.getByRole('combobox', { name: 'Gender' }).waitFor();
      await bar.getByRole('button', { name: 'Apply', exact: true }).waitFor();
      await painted(page, 'Births by gender', 'table');
      await screenshot(page, 'dashboard-filters-horizontal-light');
      await expectAccessibleInBothThemes(page, 'the dashboard with its horizontal filter bar');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
      await screenshot(page, 'dashboard-filters-horizontal-dark');
    } finally {
      await context.close();
      await setOrientation('VERTICAL', births);
    }
  });

  it('searches all values on the server when the typed text is past the values held', async () => {
    // 5,000 values: the control holds the first 1,000 (Superset's values limit)
    const database = (
      await api.get<{ result: { database: { id: number } } }>(`/api/v1/dataset/${births}`)
    ).result.database.id;
    const values = await api.send<{ id: number }>('POST', '/api/v1/dataset/', {
      database,
      table_name: 'e2e_five_thousand_values',
      sql: "SELECT 'value ' || lpad(CAST(i AS VARCHAR), 4, '0') AS value FROM range(5000) t(i)",
    });
    const searched = await createDashboard(
      api,
      'E2E searched values',
      oneRowLayout(null, [{ key: 'table', chartId: tableId }]),
      {
        json_metadata: {
          native_filter_configuration: [
            {
              ...columnFilter(values.id, 'NATIVE_FILTER-value', 'Value', 'value'),
              controlValues: { multiSelect: true, searchAllOptions: true },
            },
          ],
        },
      },
    );
    const { context, page } = await openDashboardPage(world, searched);
    try {
      const bar = page.getByRole('complementary', { name: 'Filters' });
      const control = bar.locator(
        '[data-test="filter-control"][data-filter-id="NATIVE_FILTER-value"]',
      );
      await control.getByText('1000 options').waitFor();
      await bar.getByRole('combobox', { name: 'Value' }).click();
      // a value past the 1,000 held: asked of the server (ILIKE), shown when it answers
      const search = page.waitForRequest((r) => (r.postData() ?? '').includes('%value 4321%'));
      await page.keyboard.insertText('value 4321');
      await search;
      await page.getByRole('option', { name: 'value 4321' }).click();
      await page.keyboard.press('Escape');
      const apply = bar.getByRole('button', { name: 'Apply filters' });
      await expect.poll(() => apply.isDisabled()).toBe(false);
      await apply.click();
      await control.getByText('value 4321').waitFor();
      await screenshot(page, 'dashboard-filters-search-all-values');
    } finally {
      await context.close();
    }
  });
});
