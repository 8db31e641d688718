/**
 * A dashboard's downloads and its charts' titles, as a person uses them: "Download as Image"
 * gives a PNG of the dashboard as wide as the page shows it, its ECharts chart drawn in it;
 * a chart's own "Download as image" gives its drawing; "Export to PDF" gives a PDF. In edit
 * mode a chart's title is typed over from the keyboard (Escape puts it back, Ctrl+Z and
 * Ctrl+Shift+Z undo and redo it); axe-core finds nothing in either theme; after Save and a
 * reload the chart shows the new title.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import type { ApiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  chartHolder,
  createChart,
  layoutNode,
  painted,
  startDashboardWorld,
} from './dashboardSupport.js';
import { ROOT, screenshot, type RunningTessera, type SignedInState } from './harness.js';
import { isFocused, tabTo } from './keyboard.js';

let tessera: RunningTessera;
let browser: Browser;
let api: ApiClient;
let signedIn: SignedInState;
let dashboardId: number;

const TITLE = 'E2E downloads board';
const TABLE = 'Downloads: births by gender';
const LINE = 'Downloads: births over time';
const RENAMED = 'Births, year by year';
/** `<name>-<UTC time>.<ext>`, as Superset names a download (no `:` in a file name). */
const named = (name: string, ext: string) =>
  new RegExp(`^${name}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.${ext}$`);

/** ROOT → GRID → one row: the table and the line chart, six columns each. */
function positions(tableId: number, lineId: number) {
  const node = layoutNode;
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
    HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: TITLE }),
    GRID_ID: node('GRID_ID', 'GRID', ['ROW-one']),
    'ROW-one': node('ROW-one', 'ROW', ['CHART-table', 'CHART-line'], {
      background: 'BACKGROUND_TRANSPARENT',
    }),
    'CHART-table': node('CHART-table', 'CHART', [], { chartId: tableId, width: 6, height: 50 }),
    'CHART-line': node('CHART-line', 'CHART', [], { chartId: lineId, width: 6, height: 50 }),
  };
}

beforeAll(async () => {
  const world = await startDashboardWorld();
  ({ tessera, browser, signedIn } = world);
  api = world.api;
  const { births } = world;
  const tableId = await createChart(api, births, TABLE, 'table');
  const lineId = await createChart(api, births, LINE, 'echarts_timeseries_line');
  const board = await api.send<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: TITLE,
    position_json: JSON.stringify(positions(tableId, lineId)),
  });
  dashboardId = board.id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await tessera?.stop();
});

/**
 * Clicks `item` and answers the download it starts, with its bytes; a copy is kept in
 * test-results/ as `<name>` for a person to look at.
 */
async function downloaded(
  page: Page,
  item: Locator,
  name: string,
): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), item.click()]);
  await file.saveAs(join(ROOT, 'test-results', name));
  return { file, bytes: readFileSync((await file.path())!) };
}

/** A PNG's width and height, from its header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The share of a rectangle of the picture (CSS px of `frame`, the element pictured) whose
 * pixels differ from the picture's corner (the background): the PNG decoded by the browser.
 */
async function drawnShare(page: Page, bytes: Buffer, frame: Locator, area: Locator) {
  const [f, a] = [(await frame.boundingBox())!, (await area.boundingBox())!];
  const args = {
    src: `data:image/png;base64,${bytes.toString('base64')}`,
    rect: { x: a.x - f.x, y: a.y - f.y, width: a.width, height: a.height },
  };
  // in the page (this project's types know no DOM)
  const share = await page.evaluate(`(async ({ src, rect }) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const corner = ctx.getImageData(0, 0, 1, 1).data;
    const { data } = ctx.getImageData(rect.x, rect.y, rect.width, rect.height);
    let differing = 0;
    for (let i = 0; i < data.length; i += 4)
      if ([0, 1, 2].some((c) => Math.abs(data[i + c] - corner[c]) > 24)) differing += 1;
    return differing / (data.length / 4);
  })(${JSON.stringify(args)})`);
  return share as number;
}

describe('a dashboard’s downloads and chart titles', () => {
  it('downloads an image and a PDF, renames a chart from the keyboard, saves', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: signedIn,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const url = `${tessera.url}/superset/dashboard/${dashboardId}/`;
    await page.goto(url);
    await painted(page, TABLE, 'table');
    await painted(page, LINE, 'echarts_timeseries_line');
    const board = page.locator('[data-test="dashboard"]');
    const lineCanvas = chartHolder(page, LINE).locator('[data-testid="echarts"] canvas').first();

    // "Download" → "Download as Image": the whole dashboard, as wide as it is drawn, with the
    // line chart's canvas in it (not a blank box).
    const menu = page.getByRole('button', { name: 'Menu actions trigger' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Download' }).hover();
    const image = await downloaded(
      page,
      page.getByRole('menuitem', { name: 'Download as Image', exact: true }),
      'dashboard-download.png',
    );
    expect(image.file.suggestedFilename()).toMatch(named(TITLE, 'png'));
    expect(image.bytes.length).toBeGreaterThan(20_000);
    const size = pngSize(image.bytes);
    expect(size.width).toBe(Math.round((await board.boundingBox())!.width));
    expect(size.height).toBeGreaterThan(400);
    expect(await drawnShare(page, image.bytes, board, lineCanvas)).toBeGreaterThan(0.01);

    // The line chart's own "Download as image": its drawing, canvas and all.
    await chartHolder(page, LINE)
      .getByRole('button', { name: `More options for ${LINE}` })
      .click();
    await page.getByRole('menuitem', { name: 'Download' }).hover();
    const chartImage = await downloaded(
      page,
      page.getByRole('menuitem', { name: 'Download as image', exact: true }),
      'dashboard-chart-download.png',
    );
    expect(chartImage.file.suggestedFilename()).toMatch(
      named('Downloads- births over time', 'png'),
    );
    const drawnArea = chartHolder(page, LINE).locator('[data-chart-id]');
    expect(pngSize(chartImage.bytes).width).toBe(
      Math.round((await drawnArea.boundingBox())!.width),
    );
    expect(await drawnShare(page, chartImage.bytes, drawnArea, lineCanvas)).toBeGreaterThan(0.01);

    // "Export to PDF": a PDF named the same way.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Download' }).hover();
    const pdf = await downloaded(
      page,
      page.getByRole('menuitem', { name: 'Export to PDF', exact: true }),
      'dashboard-download.pdf',
    );
    expect(pdf.file.suggestedFilename()).toMatch(named(TITLE, 'pdf'));
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.bytes.length).toBeGreaterThan(20_000);

    // Edit mode: the line chart's title is a field, reached with Tab and typed over.
    await page.goto(`${url}?edit=true`);
    const titleField = page.locator('#CHART-line').getByRole('textbox', { name: 'Chart title' });
    // the editor has measured the grid (the chart sits in its resizable box) before typing
    await page
      .getByRole('separator', { name: 'Resize width of chart', exact: true })
      .first()
      .waitFor();
    await tabTo(page, titleField, 'the line chart’s title', { max: 80 });
    expect(await titleField.inputValue()).toBe(LINE);
    // Escape puts the title back (Tab selected it all: End goes past it)
    await page.keyboard.press('End');
    await page.keyboard.type(' (draft)');
    expect(await titleField.inputValue()).toBe(`${LINE} (draft)`);
    await page.keyboard.press('Escape');
    await expect.poll(() => titleField.inputValue()).toBe(LINE);
    expect(await isFocused(titleField)).toBe(false);

    // clicked as a person does, and typed once it has the focus
    await titleField.click();
    await expect.poll(() => isFocused(titleField)).toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(RENAMED);
    await screenshot(page, 'dashboard-chart-title-edit');
    expect(await titleField.inputValue()).toBe(RENAMED);
    expect(await isFocused(titleField)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(titleField)).toBe(false);
    await expect.poll(() => titleField.inputValue()).toBe(RENAMED);
    // axe switches the theme, which draws the page again: checked once no title is being typed
    await expectAccessibleInBothThemes(page, 'a chart title in edit mode');
    await expect.poll(() => titleField.inputValue()).toBe(RENAMED);
    await page.getByRole('button', { name: `Move chart “${RENAMED}”` }).waitFor();
    // one undo step: Ctrl+Z brings back the chart's name, Ctrl+Shift+Z the new title
    await page.keyboard.press('Control+z');
    await expect.poll(() => titleField.inputValue()).toBe(LINE);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => titleField.inputValue()).toBe(RENAMED);
    await screenshot(page, 'dashboard-chart-title-renamed');

    // Saved: the layout keeps the override; after a reload the chart shows it as its heading.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    const saved = await api.get<{ result: { position_json: string } }>(
      `/api/v1/dashboard/${dashboardId}`,
    );
    const layout = JSON.parse(saved.result.position_json) as Record<
      string,
      { meta?: { sliceNameOverride?: string } }
    >;
    expect(layout['CHART-line']?.meta?.sliceNameOverride).toBe(RENAMED);
    await page.goto(url);
    await page.getByRole('heading', { level: 3, name: RENAMED }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Chart title' }).count()).toBe(0);
    await context.close();
  });
});
