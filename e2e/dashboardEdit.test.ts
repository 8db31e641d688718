/**
 * Dashboard edit mode in the browser, as its owner does it: from the builder pane a saved
 * chart and a Markdown are dragged onto the layout (real pointer moves), a chart is made wider
 * by its handle, "Tabs" dragged to the top makes top-level tabs and dragged into the tab makes
 * nested tabs, a chart is moved into the nested tab; Ctrl+Z and Ctrl+Shift+Z undo and redo
 * that; axe-core finds nothing in either theme; Save keeps it all (the page after a reload and
 * the position_json the API answers). Entering edit mode from the keyboard and leaving it with
 * Discard keeps the charts as drawn (the same canvas, no new data request) and the focus on
 * the button that takes its place. A chart in a column is as wide as the column in view and edit
 * mode, and offers only its height to resize; the column its width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  createChart,
  createDashboard,
  layoutNode,
  oneRowLayout,
  openDashboardPage,
  painted,
  startDashboardWorld,
  type DashboardWorld,
} from './dashboardSupport.js';
import { requestsSeen, screenshot, type RunningTessera, type SignedInState } from './harness.js';

let world: DashboardWorld;
let tessera: RunningTessera;
let browser: Browser;
let api: ApiClient;
let signedIn: SignedInState;
let dashboardId: number;
let tableId: number;
let lineId: number;
let viewedId: number;
let columnId: number;

const TITLE = 'E2E edited board';
const TABLE = 'Edit: births by gender';
const LINE = 'Edit: births over time';

interface Item {
  id: string;
  type: string;
  children: string[];
  parents?: string[];
  meta: { chartId?: number; width?: number };
}

/** ROOT → GRID → one row holding the table chart, four columns wide. */
function positions() {
  const node = layoutNode;
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
    HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: TITLE }),
    GRID_ID: node('GRID_ID', 'GRID', ['ROW-one']),
    'ROW-one': node('ROW-one', 'ROW', ['CHART-table'], { background: 'BACKGROUND_TRANSPARENT' }),
    'CHART-table': node('CHART-table', 'CHART', [], {
      chartId: tableId,
      sliceName: TABLE,
      width: 4,
      height: 50,
    }),
  };
}

beforeAll(async () => {
  world = await startDashboardWorld();
  ({ tessera, browser, signedIn } = world);
  api = world.api;
  const { births } = world;
  tableId = await createChart(api, births, TABLE, 'table');
  lineId = await createChart(api, births, LINE, 'echarts_timeseries_line');
  const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: TITLE,
    position_json: JSON.stringify(positions()),
  });
  dashboardId = board.id;
  const viewed = oneRowLayout(null, [
    { key: 'line', chartId: lineId, width: 8 },
    { key: 'table', chartId: tableId, width: 4 },
  ]) as Record<string, { meta: object }>;
  Object.assign(viewed['CHART-line'].meta, { sliceName: LINE });
  Object.assign(viewed['CHART-table'].meta, { sliceName: TABLE });
  viewedId = await createDashboard(api, 'E2E board kept as drawn', viewed);
  // ROW → COLUMN (6 wide) → the table chart, its own width 3.
  const node = layoutNode;
  columnId = await createDashboard(api, 'E2E board with a column', {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
    GRID_ID: node('GRID_ID', 'GRID', ['ROW-col']),
    'ROW-col': node('ROW-col', 'ROW', ['COLUMN-one']),
    'COLUMN-one': node('COLUMN-one', 'COLUMN', ['CHART-incol'], { width: 6 }),
    'CHART-incol': node('CHART-incol', 'CHART', [], {
      chartId: tableId,
      sliceName: TABLE,
      width: 3,
      height: 50,
    }),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
});

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags `from` onto the drop zone `to` with the pointer as a person does (press, several
 * moves, release), releasing only once the zone shows the drag is over it.
 */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await centre(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  const end = await centre(to);
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await expect.poll(() => to.getAttribute('data-drop-over')).toBe('true');
  await page.mouse.up();
}

const move = (page: Page, name: string) =>
  page.getByRole('button', { name: `Move ${name}`, exact: true });
const zone = (page: Page, id: string) => page.locator(`[data-drop-zone="${id}"]`);
const nested = (page: Page) => page.locator('[data-test="dashboard-tabs"]');
const width = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}
const whatCovers = async (control: Locator, title: Locator) =>
  `${await control.getAttribute('aria-label')} over ${await title.evaluate('(e) => e.value ?? e.textContent')}`;
/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The saved layout, from the API. */
async function savedLayout(): Promise<Record<string, Item>> {
  const r = await api.get<{ result: { position_json: string } }>(
    `/api/v1/dashboard/${dashboardId}`,
  );
  return JSON.parse(r.result.position_json) as Record<string, Item>;
}

describe('dashboard edit mode', () => {
  it('drags, resizes, makes tabs, undoes and redoes, passes axe, saves', async () => {
    const context = await browser.newContext({
      // tall enough that no drag needs the page to scroll
      viewport: { width: 1400, height: 1600 },
      storageState: signedIn,
    });
    const page = await context.newPage();
    const url = `${tessera.url}/superset/dashboard/${dashboardId}/`;
    await page.goto(`${url}?edit=true`);
    const pane = page.getByTestId('dashboard-builder-pane');
    await move(page, `chart “${TABLE}”`).waitFor();

    // Charts tab: the line chart, not yet added, dragged under the table's row.
    const lineEntry = pane.locator(`[data-new-component="CHART-${lineId}"]`);
    await lineEntry.getByText('Not added').waitFor();
    await drag(page, lineEntry, zone(page, 'GRID_ID:1'));
    await move(page, `chart “${LINE}”`).waitFor();
    await lineEntry.getByText('Added').waitFor();

    // Layout elements: a Markdown beside the table.
    await pane.getByRole('tab', { name: 'Layout elements' }).click();
    await drag(page, pane.locator('[data-new-component="MARKDOWN"]'), zone(page, 'ROW-one:1'));
    await move(page, 'text').waitFor();
    await page.locator('[data-test="dashboard-markdown"]').waitFor();

    // The table one column wider, by its handle: 4 → 5 columns, 5/4 of the markdown's width
    // (4 columns) give or take the gutters.
    const handle = page.getByRole('separator', { name: `Resize width of chart “${TABLE}”` });
    const tableBox = page.locator('#CHART-table').locator('xpath=..');
    const before = await width(tableBox);
    const grip = await centre(handle);
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(grip.x + before / 4 + 8, grip.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe('5');
    const markdownBox = move(page, 'text').locator('xpath=..');
    const ratio = (await width(tableBox)) / (await width(markdownBox));
    expect(ratio).toBeGreaterThan(1.2);
    expect(ratio).toBeLessThan(1.3);

    // "Tabs" at the top: top-level tabs holding everything; again inside it: nested tabs.
    await drag(page, pane.locator('[data-new-component="TABS"]'), zone(page, 'ROOT_ID:0'));
    await page.locator('[data-test="top-level-tabs"]').getByRole('tab').first().waitFor();
    const topTab = (await page
      .locator('[data-test="top-level-tabs"] [data-drop-zone$=":0"]')
      .first()
      .getAttribute('data-drop-zone'))!;
    await drag(page, pane.locator('[data-new-component="TABS"]'), zone(page, topTab));
    const emptyTab = page.locator('[data-drop-zone^="TAB-"]', { hasText: 'Empty' });
    await emptyTab.waitFor();

    // The line chart moved into the nested tab; undo puts it back, redo moves it again.
    await drag(page, move(page, `chart “${LINE}”`), emptyTab);
    await nested(page)
      .getByRole('button', { name: `Move chart “${LINE}”` })
      .waitFor();
    await page.keyboard.press('Control+z');
    await emptyTab.waitFor();
    await expect.poll(() => nested(page).getByText(LINE).count()).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await nested(page)
      .getByRole('button', { name: `Move chart “${LINE}”` })
      .waitFor();
    await expect.poll(() => emptyTab.count()).toBe(0);

    // The top-level tabs' "+" adds a second tab.
    const topTabs = page.locator('[data-test="top-level-tabs"]').first();
    await topTabs.getByRole('button', { name: 'Add tab' }).first().click();
    await expect
      .poll(() => topTabs.locator(':scope > .ant-tabs > .ant-tabs-nav [role="tab"]').count())
      .toBe(2);
    await screenshot(page, 'dashboard-edit');

    // No drag handle and no "Add tab" covers a tab's or a chart's title.
    const titles = [
      ...(await page.locator('[data-test="top-level-tabs"] .ant-tabs-tab-btn').all()),
      ...(await page.getByRole('textbox', { name: 'Chart title' }).all()),
    ];
    expect(titles).toHaveLength(5);
    const inTheWay = [
      ...(await page.getByRole('button', { name: /^Move / }).all()),
      ...(await page.getByRole('button', { name: 'Add tab' }).all()),
    ];
    expect(inTheWay.length).toBeGreaterThanOrEqual(6);
    for (const control of inTheWay)
      for (const title of titles)
        expect(
          overlap(await box(control), await box(title)),
          await whatCovers(control, title),
        ).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await screenshot(page, 'dashboard-edit-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // axe-core in edit mode, both themes.
    await expectAccessibleInBothThemes(page, 'dashboard edit mode');

    // Save: the spec's text; the API answers the layout as drawn.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    const saved = await savedLayout();
    const items = Object.values(saved).filter((v): v is Item => typeof v === 'object');
    const chartOf = (id: number) => items.find((i) => i.type === 'CHART' && i.meta.chartId === id);
    const line = chartOf(lineId)!;
    const tabs = line.parents!.filter((p) => saved[p]?.type === 'TABS');
    expect(tabs).toHaveLength(2);
    expect(saved.ROOT_ID.children).toEqual([tabs[0]]);
    expect(saved[tabs[0]].children).toHaveLength(2);
    expect(chartOf(tableId)!.meta.width).toBe(5);
    const markdown = items.find((i) => i.type === 'MARKDOWN')!;
    expect(markdown.parents).toEqual(chartOf(tableId)!.parents);

    // After a reload: the chart in the nested tab, the markdown, the table's width.
    await page.goto(url);
    await nested(page).locator('[data-test="dashboard-chart-holder"]', { hasText: LINE }).waitFor();
    await page.locator('[data-test="dashboard-markdown"]').waitFor();
    const viewed =
      (await width(page.locator('[data-test="dashboard-chart-holder"]', { hasText: TABLE }))) /
      (await width(page.locator('[data-test="dashboard-markdown"]')));
    expect(viewed).toBeGreaterThan(1.2);
    expect(viewed).toBeLessThan(1.3);
    await context.close();
  });

  it('enters edit mode from the keyboard and leaves it with Discard, the charts kept as drawn', async () => {
    const { context, page } = await openDashboardPage(world, viewedId);
    await painted(page, LINE, 'echarts_timeseries_line');
    await painted(page, TABLE, 'table');
    // The drawn elements, marked: the line chart's canvas and the table (found by their
    // layout ids: in edit mode a chart's title is a field).
    const canvas = page.locator('#CHART-line [data-testid="echarts"] canvas').first();
    const table = page.locator('#CHART-table').getByRole('table').first();
    const mark = (el: object) => Object.assign(el, { keptAcrossEditMode: true });
    const marked = (el: object) => 'keptAcrossEditMode' in el;
    await canvas.evaluate(mark);
    await table.evaluate(mark);
    const chartRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/chart/data')) chartRequests.push(r.url());
    });
    const focused = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((el) => el === el.ownerDocument.activeElement);

    // Edit dashboard, pressed from the keyboard: the builder pane opens beside the same charts,
    // nothing is asked again, and the focus is on Discard, which took the button's place.
    await page.getByRole('button', { name: 'Edit dashboard' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('dashboard-builder-pane').waitFor();
    await move(page, `chart “${LINE}”`).waitFor();
    await page.getByRole('separator', { name: `Resize width of chart “${TABLE}”` }).waitFor();
    await screenshot(page, 'dashboard-edit-entered');
    expect(await canvas.evaluate(marked)).toBe(true);
    expect(await table.evaluate(marked)).toBe(true);
    expect(await focused('Discard')).toBe(true);
    await requestsSeen(page);
    expect(chartRequests).toEqual([]);

    // Discard, pressed from the keyboard: the same charts again, the focus on Edit dashboard.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Edit dashboard' }).waitFor();
    await expect.poll(() => page.getByTestId('dashboard-builder-pane').count()).toBe(0);
    expect(await canvas.evaluate(marked)).toBe(true);
    expect(await table.evaluate(marked)).toBe(true);
    expect(await focused('Edit dashboard')).toBe(true);
    await requestsSeen(page);
    expect(chartRequests).toEqual([]);
    await context.close();
  });

  it('keeps a chart in a column as wide as the column, only its height resizable', async () => {
    const { context, page } = await openDashboardPage(world, columnId);
    await painted(page, TABLE, 'table');
    const chartFrame = page.locator('[data-component-frame="CHART-incol"]');
    const column = page.locator('[data-test="grid-column"]');
    const viewWidth = await width(column);
    expect(viewWidth).toBeGreaterThan(0);
    expect(await width(chartFrame)).toBeCloseTo(viewWidth, 0);

    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    await page.getByTestId('dashboard-builder-pane').waitFor();
    // The chart offers its height only; the column (in its row) its width.
    await page.getByRole('separator', { name: `Resize height of chart “${TABLE}”` }).waitFor();
    await page.getByRole('separator', { name: 'Resize width of column' }).waitFor();
    expect(
      await page.getByRole('separator', { name: `Resize width of chart “${TABLE}”` }).count(),
    ).toBe(0);
    expect(
      await chartFrame
        .locator('[data-resize-handle="right"], [data-resize-handle="bottomRight"]')
        .count(),
    ).toBe(0);
    await screenshot(page, 'dashboard-edit-column');
    expect(await width(chartFrame)).toBeCloseTo(await width(column), 0);
    await context.close();
  });
});
