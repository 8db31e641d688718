/**
 * Explore's bad input in the browser, on birth_names: a chart whose query fails shows the
 * database's message in the chart area (never a blank area); controls made invalid after the
 * chart was drawn send no query, whether asked by "Update chart", "Force refresh" or an export,
 * and the disabled run button says which control needs attention.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { requestsSeen, screenshot } from './harness.js';
import { exploreSteps, openExploreSession, type ExploreSession } from './exploreSupport.js';
import { expectAccessibleInBothThemes } from './axe.js';

let session: ExploreSession;
let page: Page;
const { exploreUrl } = exploreSteps(() => session);

const chart = () => page.locator('[data-test="chart-container"]');
const runButton = () => page.locator('[data-test="run-query-button"]');

/** Waits for the chart area to reach one of these states. */
async function chartStatus(...states: string[]) {
  await page
    .locator(states.map((s) => `[data-test="chart-container"][data-status="${s}"]`).join(', '))
    .waitFor();
  return chart().getAttribute('data-status');
}

beforeAll(async () => {
  session = await openExploreSession();
  ({ page } = session);
}, 180_000);

// Each test on a fresh page of its own.
beforeEach(async () => {
  page = await session.newPage();
});

afterAll(async () => {
  await session?.close();
});

describe('explore bad input', () => {
  it("shows a failing query's message in the chart area", async () => {
    const broken = {
      expressionType: 'SQL',
      sqlExpression: 'SUM(no_such_column)',
      label: 'broken',
    };
    await page.goto(
      exploreUrl('echarts_timeseries_line', {
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: [broken],
        time_range: 'No filter',
      }),
    );
    expect(await chartStatus('success', 'failed')).toBe('failed');
    const alert = chart().getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/no_such_column/i);
    expect(await chart().locator('[data-testid="echarts"]').count()).toBe(0);
    await screenshot(page, 'explore-errors-query-failed');
  });

  it('sends no query once a control is invalid, however the query is asked for', async () => {
    await page.goto(
      exploreUrl('echarts_timeseries_line', {
        x_axis: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: ['count'],
        time_range: 'No filter',
      }),
    );
    expect(await chartStatus('success', 'failed')).toBe('success');
    await expect.poll(() => runButton().isEnabled()).toBe(true);

    // the only metric removed: Metrics is required
    await page.getByTestId('control-metrics').getByTestId('remove-option').click();
    await expect.poll(() => runButton().isDisabled()).toBe(true);
    const calls = session.chartDataCalls();

    await runButton().hover({ force: true });
    const reasons = page.locator('[data-test="run-blocked-by"]');
    await reasons.waitFor();
    expect(await reasons.textContent()).toContain('Control labeled "Metrics": cannot be empty');
    await screenshot(page, 'explore-errors-invalid-controls');
    await expectAccessibleInBothThemes(page, 'the tooltip of why the chart cannot run');

    await page.getByRole('button', { name: 'Menu actions trigger' }).click();
    const force = page.getByRole('menuitem', { name: 'Force refresh' });
    await force.waitFor();
    expect(await force.getAttribute('aria-disabled')).toBe('true');
    await force.click({ force: true });
    await page.getByRole('menuitem', { name: 'Download' }).hover();
    const csv = page.getByRole('menuitem', { name: 'Export to .CSV' });
    await csv.waitFor();
    await expectAccessibleInBothThemes(page, 'the "..." menu and its Download submenu, disabled');
    expect(await csv.getAttribute('aria-disabled')).toBe('true');
    await csv.click({ force: true });
    await requestsSeen(page);
    expect(session.chartDataCalls()).toBe(calls);
    // the chart drawn before stays on screen
    expect(await chart().locator('[data-testid="echarts"]').count()).toBe(1);
  });
});
