/**
 * Explore's time range picker in the browser, on birth_names: a Current value opens in
 * Advanced, Custom starts at -7 to +7 days relative, a last-day range shows as "Yesterday",
 * and a preset whose lookup fails says "Default value is required" with Apply disabled.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness.js';
import { exploreSteps, openExploreSession, type ExploreSession } from './exploreSupport.js';

let session: ExploreSession;
let page: Page;
const run = Date.now().toString(36);
const { exploreUrl, chartDone, choose, timeRangeTrigger } = exploreSteps(() => session);

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

describe('explore time range picker', () => {
  it('edits a Current value in Advanced, starts Custom at -7 to +7 days, shows Yesterday and a preset error', async () => {
    const filter = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'ds',
      operator: 'TEMPORAL_RANGE',
      operatorId: 'TEMPORAL_RANGE',
      comparator: 'Current week',
      filterOptionName: `filter_current_${run}`,
    };
    const sum = { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' };
    await page.goto(
      exploreUrl('table', { query_mode: 'aggregate', metrics: [sum], adhoc_filters: [filter] }),
    );
    await chartDone(page);
    const trigger = await timeRangeTrigger();
    await expect.poll(() => trigger.textContent()).toBe('Current week');
    await trigger.click();
    const popover = page.getByTestId('time-range-popover');
    const rangeType = popover.getByTestId('range-type-select');
    // no Current range type in the spec: the value opens in Advanced, both sides filled in
    await expect.poll(() => rangeType.textContent()).toBe('Advanced');
    expect(await popover.getByTestId('advanced-since').inputValue()).toBe('start of this week');
    expect(await popover.getByTestId('advanced-until').inputValue()).toBe('start of next week');
    await expect
      .poll(() => popover.getByTestId('actual-time-range-value').textContent())
      .toMatch(/^\d{4}-\d\d-\d\d ≤ col < \d{4}-\d\d-\d\d$/);
    await screenshot(page, 'explore-controls-time-current');

    // Custom starts at -7 days to +7 days, both relative, anchored on now
    await choose(rangeType, 'Custom');
    await expect
      .poll(() => popover.getByTestId('custom-since-mode').textContent())
      .toBe('Relative Date/Time');
    expect(await popover.getByTestId('custom-until-mode').textContent()).toBe('Relative Date/Time');
    // antd puts the test id on the number input itself or on its wrapper
    const amount = (side: string) =>
      popover
        .getByTestId(`custom-${side}-amount`)
        .evaluate((e) =>
          e.tagName === 'INPUT'
            ? (e as unknown as { value: string }).value
            : (e.querySelector('input') as unknown as { value: string } | null)?.value,
        );
    expect(await amount('since')).toBe('7');
    expect(await amount('until')).toBe('7');
    expect(await popover.getByTestId('custom-anchor').count()).toBe(1);
    await screenshot(page, 'explore-controls-time-custom-default');

    // a last-day range displays as "Yesterday"
    await choose(rangeType, 'Last');
    await popover.getByText('Last day', { exact: true }).click();
    await expect.poll(() => popover.getByTestId('actual-time-range-value').count()).toBe(1);
    await popover.getByTestId('time-range-apply').click();
    await expect.poll(() => trigger.textContent()).toBe('Yesterday');
    await screenshot(page, 'explore-controls-time-yesterday');

    // a preset whose lookup fails: the message, "Default value is required", Apply disabled
    await page.route('**/api/v1/time_range/**', (route) =>
      route.fulfill({ status: 400, json: { message: 'Unexpected time range: lookup failed' } }),
    );
    try {
      await trigger.click();
      const error = popover.getByTestId('actual-time-range-error');
      await expect.poll(() => error.textContent()).toContain('Default value is required');
      expect(await error.textContent()).toContain('lookup failed');
      expect(await popover.getByTestId('time-range-apply').isDisabled()).toBe(true);
      await screenshot(page, 'explore-controls-time-preset-error');
      await popover.getByTestId('time-range-cancel').click();
    } finally {
      await page.unroute('**/api/v1/time_range/**');
    }
    await page.getByTestId('filter-cancel').click();
  }, 90_000);
});
