/**
 * Explore's controls in the browser, on birth_names: a line chart built through the
 * controls (metric editor, dimension, x-axis, time grain, time range picker), saved and
 * reopened from the chart list; the metric editor's Save and Cancel rules; the gallery;
 * a table's conditional formatting; switching chart types carries the metrics over;
 * render-only changes redraw at once while other changes wait for "Update chart".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, type RunningTessera } from './harness.js';
import {
  exploreSteps,
  openExploreSession,
  setDate,
  type ExploreSession,
} from './exploreSupport.js';
import { expectAccessibleInBothThemes } from './axe.js';

let session: ExploreSession;
let tessera: RunningTessera;
let page: Page;
const chartDataCalls = () => session.chartDataCalls();
const run = Date.now().toString(36);
const {
  exploreUrl,
  control,
  updateButton,
  chartDone,
  choose,
  addColumn,
  timeRangeTrigger,
  legendTexts,
} = exploreSteps(() => session);

beforeAll(async () => {
  session = await openExploreSession();
  ({ tessera, page } = session);
}, 180_000);

// Each test on a fresh page of its own.
beforeEach(async () => {
  page = await session.newPage();
});

afterAll(async () => {
  await session?.close();
});

describe('explore controls', () => {
  it('switches chart type keeping the metrics; render-only changes redraw at once', async () => {
    const sum = { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' };
    const callsBefore = chartDataCalls();
    await page.goto(
      exploreUrl('echarts_timeseries_line', {
        metrics: [sum],
        groupby: ['gender'],
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
        markerEnabled: true,
      }),
    );
    const chart = await chartDone(page);
    expect(await chart.getAttribute('data-status')).toBe('success');
    // the page load starts the chart's query before the page renders; the page takes that
    // answer instead of asking twice
    expect(chartDataCalls() - callsBefore).toBe(1);

    // the pie takes the first metric and the dimension, and draws at once
    await page.locator('[data-testid="viz-tile"][data-viz-type="pie"]').click();
    await expect.poll(() => chart.getAttribute('data-status')).toBe('success');
    await chartDone(page);
    expect(await control('metric').getByTestId('option-label').allTextContents()).toEqual([
      'SUM(num)',
    ]);
    expect(await control('groupby').getByTestId('option-label').allTextContents()).toEqual([
      'gender',
    ]);
    expect(await control('markerEnabled').count()).toBe(0);
    expect(await chart.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'explore-controls-switch-pie');

    // a render-only control (Customize: show legend) redraws without a query
    const calls = chartDataCalls();
    await page.getByRole('tab', { name: 'Customize' }).click();
    const legend = page.getByTestId('checkbox-show_legend');
    await legend.click();
    await expect.poll(() => legendTexts()).toEqual([]);
    expect(chartDataCalls()).toBe(calls);
    expect(await updateButton().getAttribute('class')).not.toContain('ant-btn-primary');

    // a query control (row limit) leaves the chart stale until "Update chart"
    await page.getByRole('tab', { name: 'Data' }).click();
    await choose(control('row_limit').locator('.ant-select'), '50');
    await expect.poll(() => updateButton().getAttribute('class')).toContain('ant-btn-primary');
    expect(chartDataCalls()).toBe(calls);
    await screenshot(page, 'explore-controls-stale');
    await updateButton().click();
    await expect.poll(() => chartDataCalls()).toBe(calls + 1);
    await chartDone(page);
    expect(await updateButton().getAttribute('class')).not.toContain('ant-btn-primary');

    // back to the line: the chart's own line options come back
    await page.locator('[data-testid="viz-tile"][data-viz-type="echarts_timeseries_line"]').click();
    await chartDone(page);
    expect(await control('x_axis').getByTestId('option-label').allTextContents()).toEqual(['ds']);
    expect(await control('metrics').getByTestId('option-label').allTextContents()).toEqual([
      'SUM(num)',
    ]);
    await expect.poll(() => legendTexts()).toEqual(['boy', 'girl']);
    await screenshot(page, 'explore-controls-switch-line');
  }, 120_000);

  it('keeps a title typed just before leaving its tab, and the sections as they were left', async () => {
    const sum = { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' };
    await page.goto(
      exploreUrl('echarts_timeseries_line', {
        metrics: [sum],
        groupby: [],
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
      }),
    );
    await chartDone(page);
    await page.getByRole('tab', { name: 'Customize' }).click();
    await page.getByTestId('text-x_axis_title').fill('Year of birth');
    // the Data tab is shown before the input's pause has sent the change
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.getByRole('tab', { name: 'Customize' }).click();
    await expect
      .poll(() => page.getByTestId('text-x_axis_title').inputValue())
      .toBe('Year of birth');

    // a section closed on one tab is still closed after a visit to the other
    const chartTitle = page.getByTestId('section-label').filter({ hasText: 'Chart Title' });
    await chartTitle.click();
    await page.getByTestId('text-x_axis_title').waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.getByRole('tab', { name: 'Customize' }).click();
    await chartTitle.waitFor();
    expect(await page.getByTestId('text-x_axis_title').isVisible()).toBe(false);
    await chartTitle.click();
    expect(await page.getByTestId('text-x_axis_title').inputValue()).toBe('Year of birth');
    await screenshot(page, 'explore-controls-customize-kept');
  }, 60_000);

  it('builds a line chart through the controls, sets its time range, saves and reopens it', async () => {
    const name = `E2E built line ${run}`;
    await page.goto(exploreUrl('echarts_timeseries_line'));
    await page.getByTestId('control-panel').last().waitFor();

    // metric: Simple tab, column num, aggregate SUM
    await control('metrics').getByTestId('add-option').click();
    const metric = page.getByTestId('metric-editor');
    await metric.getByRole('tab', { name: 'Simple' }).click();
    await choose(metric.getByTestId('metric-column-select'), 'num');
    await choose(metric.getByTestId('metric-aggregate-select'), 'SUM');
    await metric.getByTestId('metric-save').click();
    await expect
      .poll(() => control('metrics').getByTestId('option-label').allTextContents())
      .toEqual(['SUM(num)']);

    // dimension gender, x-axis ds, time grain year
    await addColumn('groupby', 'gender');
    if ((await control('x_axis').getByTestId('option-label').count()) === 0)
      await addColumn('x_axis', 'ds');
    expect(await control('x_axis').getByTestId('option-label').allTextContents()).toEqual(['ds']);
    await choose(control('time_grain_sqla').locator('.ant-select'), 'Year');
    await screenshot(page, 'explore-controls-built');
    await updateButton().click();
    await chartDone(page);
    await expect.poll(() => legendTexts()).toEqual(['boy', 'girl']);
    expect(await page.locator('[data-testid="echarts"] canvas').count()).toBeGreaterThan(0);

    // the time range: a "Time range" filter on ds, picked with the picker
    const trigger = await timeRangeTrigger();
    await trigger.click();
    const popover = page.getByTestId('time-range-popover');
    const readout = popover.getByTestId('actual-time-range');
    const before = await readout.textContent();
    await choose(popover.getByTestId('range-type-select'), 'Last');
    await popover.getByText('Last year', { exact: true }).click();
    await expect.poll(() => readout.textContent()).not.toBe(before);
    const lastYear = await popover.getByTestId('actual-time-range-value').textContent();
    expect(lastYear).toMatch(/\d{4}-\d\d-\d\d ≤ col < \d{4}-\d\d-\d\d/);
    await screenshot(page, 'explore-controls-time-last');

    await choose(popover.getByTestId('range-type-select'), 'Custom');
    await choose(popover.getByTestId('custom-since-mode'), 'Specific Date/Time');
    await setDate(popover.getByTestId('custom-since-datetime'), '1990-01-01 00:00:00');
    await choose(popover.getByTestId('custom-until-mode'), 'Specific Date/Time');
    await setDate(popover.getByTestId('custom-until-datetime'), '2000-01-01 00:00:00');
    await expect
      .poll(() => popover.getByTestId('actual-time-range-value').textContent())
      .toBe('1990-01-01 ≤ col < 2000-01-01');
    await screenshot(page, 'explore-controls-time-custom');
    await popover.getByTestId('time-range-apply').click();
    await page.getByTestId('filter-save').click();
    await expect.poll(() => updateButton().getAttribute('class')).toContain('ant-btn-primary');
    await updateButton().click();
    await chartDone(page);
    await expect.poll(() => legendTexts()).toEqual(['boy', 'girl']);
    await screenshot(page, 'explore-controls-time-applied');

    // save, then reopen from the chart list
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Chart name').fill(name);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.has('slice_id'));
    await chartDone(page);

    await page.goto(`${tessera.url}/chart/list/`);
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/explore'));
    const chart = await chartDone(page);
    expect(await chart.getAttribute('data-status')).toBe('success');
    await expect.poll(() => legendTexts()).toEqual(['boy', 'girl']);
    await expect
      .poll(() => page.locator('[data-test="editable-title"]').textContent())
      .toContain(name);
    await screenshot(page, 'explore-controls-reopened');
  }, 180_000);

  it('keeps the metric editor Save disabled until valid, and Cancel discards', async () => {
    await page.goto(exploreUrl('echarts_timeseries_line', { x_axis: 'ds' }));
    await page.getByTestId('control-panel').last().waitFor();
    await control('metrics').getByTestId('add-option').click();
    const metric = page.getByTestId('metric-editor');
    await metric.getByRole('tab', { name: 'Simple' }).click();
    const save = metric.getByTestId('metric-save');
    expect(await save.isDisabled()).toBe(true);
    await choose(metric.getByTestId('metric-column-select'), 'num');
    expect(await save.isDisabled()).toBe(true);
    await choose(metric.getByTestId('metric-aggregate-select'), 'MAX');
    expect(await save.isDisabled()).toBe(false);
    await screenshot(page, 'explore-controls-metric-valid');
    await metric.getByTestId('metric-cancel').click();
    await metric.waitFor({ state: 'detached' });
    expect(await control('metrics').getByTestId('option-label').count()).toBe(0);

    // Custom SQL: Save waits for an expression; Cancel after editing a saved metric keeps it
    await control('metrics').getByTestId('add-option').click();
    await metric.getByRole('tab', { name: 'Custom SQL' }).click();
    expect(await save.isDisabled()).toBe(true);
    await metric.getByTestId('metric-sql-editor').fill('AVG(num)');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    // The closing editor leaves the page before the saved metric's own editor opens.
    await metric.waitFor({ state: 'detached' });
    await expect
      .poll(() => control('metrics').getByTestId('option-label').allTextContents())
      .toEqual(['AVG(num)']);
    await control('metrics').getByTestId('option-label').click();
    await metric.getByTestId('metric-sql-editor').fill('MIN(num)');
    await metric.getByTestId('metric-cancel').click();
    await metric.waitFor({ state: 'detached' });
    expect(await control('metrics').getByTestId('option-label').allTextContents()).toEqual([
      'AVG(num)',
    ]);
  }, 90_000);

  it('picks the pie from the gallery and draws it', async () => {
    await page.goto(
      exploreUrl('table', { query_mode: 'aggregate', groupby: ['gender'], metrics: ['count'] }),
    );
    await chartDone(page);
    await page.getByTestId('view-all-charts').click();
    const gallery = page.getByRole('dialog', { name: 'Select a visualization type' });
    await gallery.getByTestId('gallery-search').locator('input').fill('pie');
    const tiles = gallery.getByTestId('viztype-selector-container');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    await expectAccessibleInBothThemes(page, 'the chart type gallery');
    await tiles.filter({ hasText: /^Pie Chart$/ }).click();
    await screenshot(page, 'explore-controls-gallery');
    await gallery.getByTestId('gallery-select').click();
    await gallery.waitFor({ state: 'hidden' });
    const chart = await chartDone(page);
    if ((await updateButton().getAttribute('class'))?.includes('ant-btn-primary')) {
      await updateButton().click();
      await chartDone(page);
    }
    expect(await chart.getAttribute('data-status')).toBe('success');
    expect(
      await page
        .locator('[data-testid="viz-tile"][aria-pressed="true"]')
        .getAttribute('data-viz-type'),
    ).toBe('pie');
    await expect.poll(() => legendTexts()).toEqual(['boy', 'girl']);
    expect(await chart.locator('[data-testid="echarts"] canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'explore-controls-gallery-pie');
  }, 90_000);

  it('colours the table cells a conditional formatting rule matches', async () => {
    const sum = { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' };
    await page.goto(
      exploreUrl('table', { query_mode: 'aggregate', groupby: ['gender'], metrics: [sum] }),
    );
    await chartDone(page);
    const calls = chartDataCalls();
    await page.getByRole('tab', { name: 'Customize' }).click();
    await page.getByTestId('cf-add').click();
    const editor = page.getByTestId('cf-editor');
    await choose(editor.getByTestId('cf-column'), 'SUM(num)');
    await choose(editor.getByTestId('cf-operator'), '>');
    await editor.getByTestId('cf-targetValue').fill('1000');
    await editor.getByTestId('cf-apply').click();
    await expect.poll(() => page.getByTestId('cf-rule').count()).toBe(1);
    // the table's header texts and each row's cell background colours, as computed
    const readBackgrounds = () =>
      page.evaluate<{ headers: string[]; rows: string[][] }>(`(() => {
      const chart = document.querySelector('[data-test="chart-container"]');
      const headers = [...chart.querySelectorAll('[role="columnheader"]')].map((h) =>
        (h.textContent ?? '').trim(),
      );
      const rows = [...chart.querySelectorAll('[role="row"]')].filter(
        (r) => r.querySelector('[role="cell"]') !== null,
      );
      return {
        headers,
        rows: rows.map((r) =>
          [...r.querySelectorAll('[role="cell"]')].map((c) => getComputedStyle(c).backgroundColor),
        ),
      };
    })()`);
    // the rule colours the cells once the table has drawn again
    await expect
      .poll(async () => {
        const { headers, rows } = await readBackgrounds();
        const at = headers.findIndex((h) => h.startsWith('SUM(num)'));
        return rows.length > 0 && rows.every((r) => !/^rgba\(.*, 0\)$|transparent/.test(r[at]));
      })
      .toBe(true);
    await screenshot(page, 'explore-controls-conditional-formatting');
    const backgrounds = await readBackgrounds();
    const sumAt = backgrounds.headers.findIndex((h) => h.startsWith('SUM(num)'));
    const genderAt = backgrounds.headers.findIndex((h) => h.startsWith('gender'));
    expect(sumAt).toBeGreaterThanOrEqual(0);
    expect(backgrounds.rows).toHaveLength(2);
    const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    for (const row of backgrounds.rows) {
      const [r, g, b, a = 1] = rgb(row[sumAt]);
      // green: the green channel leads, and the colour is not transparent
      expect(a).toBeGreaterThan(0);
      expect(g).toBeGreaterThan(r);
      expect(g).toBeGreaterThan(b);
      const gender = rgb(row[genderAt]);
      expect(gender.length === 4 ? gender[3] : 1).toBe(0);
    }
    // the rule is render-only: no new query
    expect(chartDataCalls()).toBe(calls);
  }, 90_000);
});
