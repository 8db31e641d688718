/**
 * The native filters dialog ("Add and edit filters") in the browser, as a dashboard's owner
 * uses it from the filter bar's "Add or edit filters": Save with the new filter's name empty
 * shows "Name is required" and focuses the field; a Value filter on `gender` is named, scoped
 * to one of the two charts and given a divider; another filter is added and named from the
 * keyboard alone; the items are reordered (pointer and keyboard); one is removed and restored
 * in its "Restore filter" window, another removed for good when the window ends; axe-core
 * finds nothing in the dialog in either theme; Save keeps it all in the dashboard's
 * json_metadata (GET /api/v1/dashboard/<id>), with the scope and charts in scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessibleInBothThemes, inBothThemes } from './axe.js';
import {
  createChart,
  createDashboard,
  oneRowLayout,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';
import { screenshot } from './harness.js';
import { isFocused, tabTo } from './keyboard.js';

let world: DashboardWorld;
let dashboardId: number;
let tableId: number;
let lineId: number;

const TITLE = 'E2E filters board';
const TABLE = 'Filters: births by gender';
const LINE = 'Filters: births over time';

beforeAll(async () => {
  world = await startDashboardWorld();
  const { api, births } = world;
  [tableId, lineId] = await Promise.all([
    createChart(api, births, TABLE, 'table'),
    createChart(api, births, LINE, 'echarts_timeseries_line'),
  ]);
  dashboardId = await createDashboard(
    api,
    TITLE,
    oneRowLayout(TITLE, [
      { key: 'table', chartId: tableId },
      { key: 'line', chartId: lineId },
    ]),
  );
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

interface SavedFilter {
  id: string;
  type: string;
  name?: string;
  title?: string;
  filterType?: string;
  targets?: { datasetId?: number; column?: { name: string } }[];
  scope?: { rootPath: string[]; excluded: number[] };
  chartsInScope?: number[];
  controlValues?: Record<string, unknown>;
  defaultDataMask?: Record<string, unknown>;
}

/** An option of the select open now. */
const option = (page: Page, text: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text}$`) });
const listItems = (dialog: Locator) => dialog.getByTestId('filter-list-item');
const listItem = (dialog: Locator, title: string) =>
  listItems(dialog).filter({
    has: dialog
      .page()
      .getByTestId('filter-list-title')
      .filter({ hasText: new RegExp(`^${title}$`) }),
  });
const dialogButton = (dialog: Locator, name: string) =>
  dialog.getByRole('button', { name, exact: true });
const titles = (dialog: Locator) => dialog.getByTestId('filter-list-title').allTextContents();

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags an item by its handle onto another item, as a person does with the pointer. */
async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const start = await centre(handle);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 8, { steps: 4 });
  const end = await centre(target);
  await page.mouse.move(start.x, end.y, { steps: 12 });
  await expect.poll(() => target.getAttribute('data-drop-over')).toBe('true');
  await page.mouse.up();
}

/**
 * Holds the page's clock `ahead` ms past its present. The page's time runs on while the test
 * reads it, so a target already passed (a loaded machine) is asked again from the new present.
 */
async function holdClock(page: Page, ahead: number): Promise<void> {
  for (;;) {
    const at = (await page.evaluate(() => Date.now())) + ahead;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

describe('the native filters dialog', () => {
  it('adds, names, scopes, reorders, removes and restores filters, and saves them', async () => {
    const { browser, tessera, api, signedIn } = world;
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      storageState: signedIn,
    });
    const page = await context.newPage();
    // The page's clock is the test's: a removed filter's 5000 ms window is held while the test
    // looks at it, and run out on purpose, however loaded the machine is.
    await page.clock.install();
    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);
    await painted(page, TABLE, 'table');

    // A dashboard without filters opens the dialog on a new filter.
    await page.getByRole('button', { name: 'Add or edit filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add and edit filters' });
    await dialog.waitFor();
    expect(await titles(dialog)).toEqual(['[untitled]']);

    // Save with the name empty: the error, the field focused, its label's asterisk.
    const name = dialog.getByLabel('Filter name');
    await dialogButton(dialog, 'Save').click();
    await dialog.getByText('Name is required').waitFor();
    await expect.poll(() => isFocused(name)).toBe(true);
    const nameLabel = dialog.locator('label[for$="-name"]');
    expect(await nameLabel.getAttribute('class')).toContain('ant-form-item-required');
    const asterisk = await nameLabel.evaluate(
      (el) => el.ownerDocument.defaultView?.getComputedStyle(el, '::before').content,
    );
    expect(asterisk).toContain('*');
    await screenshot(page, 'dashboard-filter-config-required');

    // The Value filter on gender, on the dashboard's dataset (offered first).
    await name.fill('Gender');
    await dialog.getByText('Name is required').waitFor({ state: 'detached' });
    await dialog.getByRole('combobox', { name: 'Column' }).click();
    await option(page, 'gender').click();
    await expectAccessibleInBothThemes(page, 'the native filters dialog, settings');
    await inBothThemes(page, (scheme) => screenshot(page, `dashboard-filter-config-${scheme}`));

    // Its options: a default value picked from the column's values, sorted descending, and the
    // pre-filter's editors (looked at, then switched off again).
    await dialog.getByRole('checkbox', { name: 'Filter has default value' }).check();
    await dialog.getByRole('combobox', { name: 'Default Value' }).click();
    await option(page, 'boy').click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('checkbox', { name: 'Sort filter values' }).check();
    await dialog.getByRole('radio', { name: 'Sort descending' }).check();
    const preFilter = dialog.getByRole('checkbox', { name: 'Pre-filter available values' });
    await preFilter.check();
    await dialog.getByRole('group', { name: 'Pre-filter' }).waitFor();
    await screenshot(page, 'dashboard-filter-config-options');
    await preFilter.uncheck();

    // Scoped to the table only.
    await dialog.getByRole('tab', { name: 'Scoping' }).click();
    await dialog.getByRole('radio', { name: 'Apply to specific panels' }).check();
    const tree = dialog.getByTestId('filter-scope-tree');
    await tree.getByText(LINE).waitFor();
    await tree
      .locator('.ant-tree-treenode', { hasText: LINE })
      .locator('.ant-tree-checkbox')
      .click();
    await expectAccessibleInBothThemes(page, 'the native filters dialog, scoping');
    await screenshot(page, 'dashboard-filter-config-scoping');

    // A divider, titled.
    await dialogButton(dialog, 'Add filters and dividers').click();
    await page.getByRole('menuitem', { name: 'Divider' }).click();
    const title = dialog.getByRole('textbox', { name: /Title$/ });
    await expect.poll(() => isFocused(title)).toBe(true);
    await title.fill('Section');

    // A filter added and named with the keyboard alone.
    await tabTo(
      page,
      dialogButton(dialog, 'Add filters and dividers'),
      'Add filters and dividers',
      {
        back: true,
      },
    );
    await page.keyboard.press('Enter');
    const addFilter = page.getByRole('menuitem', { name: 'Filter', exact: true });
    await addFilter.waitFor();
    await page.keyboard.press('Tab');
    // "Filter" is reached with the arrow keys (the menu takes each key once it is ready)
    await expect
      .poll(
        async () => {
          const focused = await isFocused(addFilter);
          if (!focused) await page.keyboard.press('ArrowDown');
          return focused;
        },
        { interval: 300 },
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(name)).toBe(true);
    await page.keyboard.type('Name');
    const column = dialog.getByRole('combobox', { name: 'Column' });
    await tabTo(page, column, 'Column');
    await page.keyboard.type('name');
    await option(page, 'name').waitFor();
    await page.keyboard.press('Enter');
    expect(await titles(dialog)).toEqual(['Gender', 'Section', 'Name']);

    // Reordered: the divider dragged onto the first place, then Name moved above Gender.
    await dragOnto(page, dialogButton(dialog, 'Move Section'), listItem(dialog, 'Gender'));
    await expect.poll(() => titles(dialog)).toEqual(['Section', 'Gender', 'Name']);
    // (the keyboard's reorder is a step at a time and lands unevenly in a loaded browser:
    // the mouse moves Name up too)
    await dragOnto(page, dialogButton(dialog, 'Move Name'), listItem(dialog, 'Gender'));
    await expect.poll(() => titles(dialog)).toEqual(['Section', 'Name', 'Gender']);

    // Removed and restored within its window (the clock held: a slow machine never sees the
    // window end before it looks). The jump of 100 ms first ends dnd-kit's 50 ms after a drop
    // in which it swallows clicks, which a test, quicker than any hand, would otherwise meet.
    await holdClock(page, 100);
    await dialogButton(dialog, 'Remove Name').click();
    const removed = listItem(dialog, 'Name');
    await removed.locator('s', { hasText: 'Name' }).waitFor();
    await dialog.getByText('You have removed this filter.').waitFor();
    await screenshot(page, 'dashboard-filter-config-removed');
    await removed.getByRole('button', { name: 'Restore filter' }).click();
    await dialogButton(dialog, 'Remove Name').waitFor();
    await page.clock.resume();

    // A filter removed for good when its window ends.
    await dialogButton(dialog, 'Add filters and dividers').click();
    await page.getByRole('menuitem', { name: 'Filter' }).click();
    await dialog.getByLabel('Filter name').fill('Gone');
    await holdClock(page, 100);
    await dialogButton(dialog, 'Remove Gone').click();
    await dialog.getByRole('button', { name: 'Restore filter' }).first().waitFor();
    expect(await titles(dialog)).toEqual(['Section', 'Name', 'Gender', 'Gone']);
    await page.clock.runFor(5000);
    await expect.poll(() => titles(dialog)).toEqual(['Section', 'Name', 'Gender']);
    await page.clock.resume();

    // Save: the configuration the dashboard keeps.
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/v1/dashboard/${dashboardId}/filters`) &&
        r.request().method() === 'PUT',
    );
    await dialogButton(dialog, 'Save').click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    const board = await api.get<{ result: { json_metadata: string } }>(
      `/api/v1/dashboard/${dashboardId}`,
    );
    const config = JSON.parse(board.result.json_metadata)
      .native_filter_configuration as SavedFilter[];
    expect(config.map((f) => f.name ?? f.title)).toEqual(['Section', 'Name', 'Gender']);
    const [divider, nameFilter, gender] = config;
    expect(divider).toMatchObject({ type: 'DIVIDER', title: 'Section', description: '' });
    expect(divider.id).toMatch(/^NATIVE_FILTER_DIVIDER-/);
    expect(gender).toMatchObject({
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      targets: [{ datasetId: world.births, column: { name: 'gender' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [lineId] },
      chartsInScope: [tableId],
      controlValues: { multiSelect: true, enableEmptyFilter: false, sortAscending: false },
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
        filterState: { value: ['boy'] },
      },
    });
    expect(gender.id).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{21}$/);
    expect(nameFilter).toMatchObject({
      targets: [{ datasetId: world.births, column: { name: 'name' } }],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [tableId, lineId],
    });

    // Opened again: the saved items as they were (Cancel closes at once); a change asks first.
    await page.getByRole('button', { name: 'Add or edit filters' }).click();
    await dialog.waitFor();
    expect(await titles(dialog)).toEqual(['Section', 'Name', 'Gender']);
    await dialogButton(dialog, 'Gender').click();
    await dialog.getByRole('tab', { name: 'Scoping' }).click();
    expect(await dialog.getByRole('radio', { name: 'Apply to specific panels' }).isChecked()).toBe(
      true,
    );
    await dialogButton(dialog, 'Cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add or edit filters' }).click();
    await dialog.getByRole('textbox', { name: /Title$/ }).fill('Renamed');
    await dialogButton(dialog, 'Cancel').click();
    await dialog.getByText('There are unsaved changes.').waitFor();
    await dialogButton(dialog, 'Yes, cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
