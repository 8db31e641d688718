/**
 * The gantt chart's "Bounds" (Superset's TimeRangeControl, `x_axis_time_bounds`): a start time
 * typed from the keyboard redraws the chart at once, with no chart data request, its x axis
 * then starting at that time on the data's first day.
 */
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectAccessibleInBothThemes, inBothThemes } from '../axe.js';
import { requestsSeen, screenshot } from '../harness.js';
import { isFocused, tabTo } from '../keyboard.js';

export async function setsStartBoundFromKeyboard(chart: Locator, firstDay: string) {
  const page = chart.page();
  const echarts = chart.locator('[data-testid="echarts"]');
  const xBounds = async () =>
    JSON.parse((await echarts.getAttribute('data-x-bounds')) ?? '[]') as [unknown, unknown];
  const drawn = async () => Number(await echarts.getAttribute('data-drawn'));
  // with no bounds the axis fits the data
  expect(await xBounds()).toEqual([null, null]);

  let chartDataCalls = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/chart/data')
      chartDataCalls += 1;
  });
  await page.getByRole('tab', { name: 'Customize' }).click();
  const start = page.getByRole('textbox', { name: 'Bounds start', exact: true });
  const end = page.getByRole('textbox', { name: 'Bounds end', exact: true });
  expect(await start.inputValue()).toBe('');
  expect(await end.inputValue()).toBe('');
  await expectAccessibleInBothThemes(page, 'the gantt chart with its Bounds control');

  const before = await drawn();
  await tabTo(page, start, 'Bounds start');
  await page.keyboard.type('08:00:00', { delay: 10 });
  await page.keyboard.press('Enter');
  await expect.poll(() => start.inputValue()).toBe('08:00:00');
  expect(await isFocused(start)).toBe(true);
  await expect.poll(drawn).toBeGreaterThan(before);
  await expect
    .poll(async () =>
      (await xBounds()).map((t) => (t === null ? null : new Date(Number(t)).toISOString())),
    )
    .toEqual([`${firstDay}T08:00:00.000Z`, null]);
  await requestsSeen(page);
  expect(chartDataCalls, 'a chart data request for a render-only change').toBe(0);
  expect(await end.inputValue()).toBe('');

  await page.keyboard.press('Escape');
  await inBothThemes(page, async (scheme) => {
    await screenshot(page, `chart-type-gantt_chart-bounds-${scheme}`);
  });
}
