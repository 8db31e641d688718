/**
 * Filter sets in the dashboard's vertical filter bar, in the browser: a dashboard over the
 * example births data with a table by gender and a select filter on `gender`. The bar shows
 * the tabs "All filters (1)" and "Filter sets (0)"; "boy" chosen and applied, "Create new
 * filter set" saves "Boys only" (POST /filtersets), which is then marked as the selection
 * applied and shows its filter and value; Clear all and Apply bring every gender back, and a
 * click on the set brings "boy" back (the table is asked again with the filter, the Gender
 * control shows it); renamed through Edit (PUT), applied again from the keyboard, deleted
 * through its menu after a confirmation (DELETE); axe-core finds nothing in either theme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessibleInBothThemes } from './axe.js';
import { screenshot } from './harness.js';
import { tabTo } from './keyboard.js';
import {
  chartRequestFiltering,
  createChart,
  createDashboard,
  firstColumnShown,
  oneRowLayout,
  openDashboardPage,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';

let world: DashboardWorld;
let dashboardId: number;
let tableId: number;

const TABLE = 'Births by gender';
const GENDER = 'NATIVE_FILTER-gender';

beforeAll(async () => {
  world = await startDashboardWorld();
  const { api, births } = world;
  tableId = await createChart(api, births, TABLE, 'table');
  dashboardId = await createDashboard(
    api,
    'E2E filter sets',
    oneRowLayout('E2E filter sets', [{ key: 'table', chartId: tableId, height: 40 }]),
    {
      published: true,
      json_metadata: {
        color_scheme: 'supersetColors',
        native_filter_configuration: [
          {
            id: GENDER,
            type: 'NATIVE_FILTER',
            name: 'Gender',
            filterType: 'filter_select',
            targets: [{ datasetId: births, column: { name: 'gender' } }],
            controlValues: { multiSelect: true, enableEmptyFilter: false },
            defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
            cascadeParentIds: [],
            scope: { rootPath: ['ROOT_ID'], excluded: [] },
          },
        ],
      },
    },
  );
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

const gendersShown = (page: Page) => firstColumnShown(page, TABLE);

/** The answer of a filter set call (`method` on `/filtersets`). */
const filterSetCall = (page: Page, method: string) =>
  page.waitForResponse(
    (r) =>
      r.url().includes(`/dashboard/${dashboardId}/filtersets`) && r.request().method() === method,
  );

describe('filter sets in the filter bar', () => {
  it('saves the applied filters as a set, applies, renames and deletes it', async () => {
    const { context, page } = await openDashboardPage(world, dashboardId);
    try {
      const bar = page.getByRole('complementary', { name: 'Filters' });
      const filtersTab = bar.getByRole('tab', { name: 'All filters (1)' });
      await filtersTab.waitFor();
      await bar.getByRole('tab', { name: 'Filter sets (0)' }).waitFor();
      await painted(page, TABLE, 'table');
      expect(await gendersShown(page)).toEqual(['boy', 'girl']);

      // Nothing applied: no set to make.
      await bar.getByRole('tab', { name: 'Filter sets (0)' }).click();
      const createNew = bar.getByRole('button', { name: 'Create new filter set' });
      await expect.poll(() => createNew.isDisabled()).toBe(true);
      await bar.getByText('Apply a filter value to save it as a filter set').waitFor();

      // Choose "boy" and apply.
      await filtersTab.click();
      const apply = bar.getByRole('button', { name: 'Apply filters' });
      await bar.getByRole('combobox', { name: 'Gender' }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle('boy', { exact: true }).click();
      await page.keyboard.press('Escape');
      const boys = page.waitForRequest(chartRequestFiltering(tableId, 'gender', 'IN', ['boy']));
      await apply.click();
      await boys;
      await expect.poll(() => gendersShown(page)).toEqual(['boy']);

      // Create "Boys only": it holds Gender: boy and is the selection applied.
      await bar.getByRole('tab', { name: 'Filter sets (0)' }).click();
      await createNew.click();
      const name = bar.getByRole('textbox', { name: 'Filter set name' });
      expect(await name.inputValue()).toBe('New filter set');
      expect(await bar.locator('[data-test="filter-set-new"]').textContent()).toContain(
        'Gender: boy',
      );
      await name.fill('Boys only');
      const created = filterSetCall(page, 'POST');
      await bar.getByRole('button', { name: 'Create', exact: true }).click();
      expect((await created).status()).toBe(201);
      const setsTab = bar.getByRole('tab', { name: 'Filter sets (1)' });
      await setsTab.waitFor();
      const boysOnly = bar.getByRole('button', { name: 'Boys only', exact: true });
      await expect.poll(() => boysOnly.getAttribute('aria-current')).toBe('true');
      await bar.getByRole('img', { name: 'Applied' }).waitFor();
      await bar.getByText('This filter set is identical to: "Boys only"').waitFor();
      expect(await createNew.isDisabled()).toBe(true);
      const card = bar.locator('[data-test="filter-set-wrapper"]', { hasText: 'Boys only' });
      await card.getByText('Filters (1)').click();
      await card.getByText('Gender:').waitFor();
      expect(await card.locator('[data-test="filter-info"]').textContent()).toBe('Gender: boy');
      await screenshot(page, 'dashboard-filter-sets-light');

      // Clear all and apply: every gender; the set is no longer the selection.
      await filtersTab.click();
      await bar.getByRole('button', { name: 'Clear all' }).click();
      await apply.click();
      await expect.poll(() => gendersShown(page)).toEqual(['boy', 'girl']);
      await setsTab.click();
      await expect.poll(() => boysOnly.getAttribute('aria-current')).toBe(null);

      // A click on the set brings "boy" back: the table filtered again, the control showing it.
      await boysOnly.click();
      await expect.poll(() => gendersShown(page)).toEqual(['boy']);
      await expect.poll(() => boysOnly.getAttribute('aria-current')).toBe('true');
      await expect
        .poll(() => new URL(page.url()).searchParams.get('native_filters_key'))
        .toBeTruthy();
      await filtersTab.click();
      await bar.locator('.ant-select-selection-item', { hasText: 'boy' }).first().waitFor();
      await setsTab.click();

      // Rename it through Edit.
      await bar.getByRole('button', { name: 'Actions of filter set Boys only' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const rename = bar.getByRole('textbox', { name: 'Filter set name' });
      expect(await rename.inputValue()).toBe('Boys only');
      await rename.fill('Boys');
      const renamed = filterSetCall(page, 'PUT');
      await bar.getByRole('button', { name: 'Save' }).click();
      expect((await renamed).status()).toBe(200);
      const boysSet = bar.getByRole('button', { name: 'Boys', exact: true });
      await boysSet.waitFor();

      // axe-core in both themes, the sets shown.
      await expectAccessibleInBothThemes(page, 'the filter bar with its filter sets');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
      await screenshot(page, 'dashboard-filter-sets-dark');
      await page.emulateMedia({ colorScheme: 'light' });

      // The keyboard: clear, then Tab to the set and Enter applies it.
      await filtersTab.click();
      await bar.getByRole('button', { name: 'Clear all' }).click();
      await apply.click();
      await expect.poll(() => gendersShown(page)).toEqual(['boy', 'girl']);
      await setsTab.click();
      await setsTab.focus();
      await tabTo(page, boysSet, 'the filter set');
      await page.keyboard.press('Enter');
      await expect.poll(() => gendersShown(page)).toEqual(['boy']);

      // Delete it, once confirmed.
      await bar.getByRole('button', { name: 'Actions of filter set Boys' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('The filter set "Boys" will be deleted.').waitFor();
      const deleted = filterSetCall(page, 'DELETE');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      expect((await deleted).status()).toBe(200);
      await bar.getByRole('tab', { name: 'Filter sets (0)' }).waitFor();
      await boysSet.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
