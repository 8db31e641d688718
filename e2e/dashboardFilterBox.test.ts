/**
 * The legacy filter box on a dashboard, in the browser: a dashboard made through the API over
 * the example births data holds a filter box (a date filter and a select on `gender`, with an
 * Apply button) and a table by gender. The admin, an editor, is asked to review its filters
 * (native filters are on); Cancel keeps the filter box for this visit: "gi" typed in the select
 * searches all its values on the server (an ILIKE), choosing "girl" and
 * applying asks the table again with the legacy filter (`gender IN ['girl']`), and the table
 * shows girls only. Reloaded, the question comes again: "Start Review" shows the filter box
 * converted in the native filter bar (Time Range and Gender), the filter box deactivated and
 * the table unfiltered; Save stores the converted native_filter_configuration with
 * show_native_filters on. axe-core finds nothing in either theme, filtering and reviewing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot } from './harness.js';
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
let boxId: number;
let tableId: number;

const TITLE = 'E2E filter box';
const BOX = 'Births filter box';
const TABLE = 'Births by gender';

function positions() {
  const node = layoutNode;
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
    HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: TITLE }),
    GRID_ID: node('GRID_ID', 'GRID', ['ROW-one']),
    'ROW-one': node('ROW-one', 'ROW', ['CHART-box', 'CHART-table'], {
      background: 'BACKGROUND_TRANSPARENT',
    }),
    'CHART-box': node('CHART-box', 'CHART', [], { chartId: boxId, width: 4, height: 50 }),
    'CHART-table': node('CHART-table', 'CHART', [], { chartId: tableId, width: 6, height: 50 }),
  };
}

async function createFilterBox(): Promise<number> {
  const datasource = `${world.births}__table`;
  const params = {
    viz_type: 'filter_box',
    datasource,
    granularity_sqla: 'ds',
    time_range: 'No filter',
    date_filter: true,
    instant_filtering: false,
    adhoc_filters: [],
    filter_configs: [
      {
        column: 'gender',
        label: 'Gender',
        multiple: true,
        clearable: true,
        asc: true,
        searchAllOptions: true,
      },
    ],
  };
  const r = await world.api.send<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: BOX,
    viz_type: 'filter_box',
    datasource_id: world.births,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  return r.id;
}

async function gendersShown(page: Page): Promise<string[]> {
  const cells = chartHolder(page, TABLE).locator('[role="row"] > [role="cell"]:first-child');
  return (await cells.allTextContents()).map((t) => t.trim()).sort();
}

/** A chart data request of the table carrying the filter box's gender filter. */
const tableFilteredBy = (values: string[]) => (r: Request) => {
  if (!r.url().includes('/api/v1/chart/data') || r.method() !== 'POST') return false;
  const body = JSON.parse(r.postData() ?? '{}') as {
    form_data?: { slice_id?: number };
    queries?: { filters?: { col: unknown; op: string; val?: unknown }[] }[];
  };
  return (
    body.form_data?.slice_id === tableId &&
    (body.queries?.[0]?.filters ?? []).some(
      (f) =>
        f.col === 'gender' && f.op === 'IN' && JSON.stringify(f.val) === JSON.stringify(values),
    )
  );
};

beforeAll(async () => {
  world = await startDashboardWorld();
  boxId = await createFilterBox();
  tableId = await createChart(world.api, world.births, TABLE, 'table');
  dashboardId = await createDashboard(world.api, TITLE, positions(), {
    published: true,
    json_metadata: {
      color_scheme: 'supersetColors',
      filter_scopes: { [boxId]: { gender: { scope: ['ROOT_ID'], immune: [] } } },
    },
  });
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

describe('the filter box', () => {
  it('filters the table through its scope, then converts into native filters', async () => {
    const { context, page } = await openDashboardPage(world, dashboardId);
    const question = page.getByRole('dialog', {
      name: 'Ready to review filters in this dashboard?',
    });

    // An editor is asked; Cancel keeps the filter box for this visit.
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    const box = chartHolder(page, BOX);
    await box.locator('[data-test="filter-box"]').waitFor();
    await painted(page, TABLE, 'table');
    expect(await gendersShown(page)).toEqual(['boy', 'girl']);
    await box.getByText('Time Range').waitFor();
    const apply = box.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);

    // Search all of Gender's values for "gi" (asked of the server: the filter box's query with
    // an ILIKE), choose "girl" and apply: the table is asked again with the legacy filter.
    await box.getByRole('combobox', { name: 'Gender' }).click();
    const options = page.locator('.ant-select-dropdown:visible');
    await options.getByTitle('boy', { exact: true }).waitFor();
    await screenshot(page, 'dashboard-filter-box-options');
    const searched = page.waitForRequest((r) => {
      const body = JSON.parse(r.postData() ?? '{}') as {
        queries?: { filters?: { col: unknown; op: string; val?: unknown }[] }[];
      };
      return (body.queries?.[0]?.filters ?? []).some(
        (f) => f.col === 'gender' && f.op === 'ILIKE' && f.val === '%gi%',
      );
    });
    await page.keyboard.insertText('gi');
    await searched;
    await expect.poll(() => options.getByTitle('boy', { exact: true }).count()).toBe(0);
    await options.getByTitle('girl', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => apply.isDisabled()).toBe(false);
    const filtered = page.waitForRequest(tableFilteredBy(['girl']));
    await apply.click();
    await filtered;
    await expect.poll(() => gendersShown(page)).toEqual(['girl']);
    expect(await apply.isDisabled()).toBe(true);
    // the table's filter indicator counts the filter box's filter, by its label
    const indicator = chartHolder(page, TABLE).getByRole('button', { name: '1 filter applied' });
    await indicator.click();
    const details = page.locator('[data-test="filter-indicator-details"]');
    await details.getByText('Applied Filters (1)').waitFor();
    expect(await details.textContent()).toContain('Gender: girl');
    await screenshot(page, 'dashboard-filter-box-indicator');
    await page.keyboard.press('Escape');
    await screenshot(page, 'dashboard-filter-box');
    await expectAccessibleInBothThemes(page, 'the dashboard with its filter box');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await screenshot(page, 'dashboard-filter-box-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Reloaded, the question again: Start Review shows the converted filters in the bar.
    await page.reload();
    await question.waitFor();
    await question.getByRole('button', { name: 'Start Review' }).click();
    await question.waitFor({ state: 'hidden' });
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.getByRole('combobox', { name: 'Gender' }).waitFor();
    await bar.getByText('Time Range').waitFor();
    await box.locator('[data-test="filter-box-deactivated"]').waitFor();
    const review = page.locator('[data-test="filter-box-review"]');
    await review.waitFor();
    // the filter box no longer filters
    await painted(page, TABLE, 'table');
    await expect.poll(() => gendersShown(page)).toEqual(['boy', 'girl']);
    await screenshot(page, 'dashboard-filter-box-review');
    await expectAccessibleInBothThemes(page, 'the filter box converted, in review');

    // Save keeps the converted filters with the dashboard.
    await review.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    await review.waitFor({ state: 'hidden' });
    const saved = await world.api.get<{ result: { json_metadata: string } }>(
      `/api/v1/dashboard/${dashboardId}`,
    );
    const metadata = JSON.parse(saved.result.json_metadata) as {
      show_native_filters?: boolean;
      native_filter_configuration?: { name: string; filterType: string; targets: unknown[] }[];
    };
    expect(metadata.show_native_filters).toBe(true);
    expect(
      metadata.native_filter_configuration?.map((f) => [f.name, f.filterType, f.targets]),
    ).toEqual([
      ['Time Range', 'filter_time', [{}]],
      ['Gender', 'filter_select', [{ datasetId: world.births, column: { name: 'gender' } }]],
    ]);
    await box.locator('[data-test="filter-box-deactivated"]').waitFor();
    await context.close();
  });
});
