/**
 * A person's pointer on an ECharts chart of a chart type case: what its tooltip tells where
 * the pointer rests, and a click that redraws the chart.
 */
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

export interface TooltipSeen {
  /** The tooltip's bold title. */
  title: string;
  /** The cells of its table, row after row. */
  cells: string[];
}

const echarts = (chart: Locator) => chart.locator('[data-testid="echarts"]');

/** The chart's drawing area, in page pixels. */
export async function drawingBox(chart: Locator) {
  const box = await echarts(chart).boundingBox();
  if (!box) throw new Error('the chart is not drawn');
  return box;
}

/**
 * The tooltip once the pointer rests at (x, y) of the drawing; with `unlike`, waits until it
 * tells something else (the tooltip follows the pointer from an earlier place).
 */
export async function tooltipAt(
  chart: Locator,
  x: number,
  y: number,
  unlike?: TooltipSeen,
): Promise<TooltipSeen> {
  const box = await drawingBox(chart);
  const tooltip = echarts(chart)
    .locator(':scope > div')
    .filter({ has: chart.page().locator('table') });
  await chart.page().mouse.move(box.x + x, box.y + y);
  let seen: TooltipSeen = { title: '', cells: [] };
  await expect
    .poll(async () => {
      if (!(await tooltip.isVisible())) return false;
      seen = {
        title: (await tooltip.locator('span').first().textContent()) ?? '',
        cells: await tooltip.locator('td').allTextContents(),
      };
      return seen.cells.length > 0 && JSON.stringify(seen) !== JSON.stringify(unlike);
    })
    .toBe(true);
  return seen;
}

/** Clicks at (x, y) of the drawing and waits until the chart has drawn again. */
export async function clickAndRedraw(chart: Locator, x: number, y: number): Promise<void> {
  const drawn = async () => Number(await echarts(chart).getAttribute('data-drawn'));
  const before = await drawn();
  const box = await drawingBox(chart);
  await chart.page().mouse.click(box.x + x, box.y + y);
  await expect.poll(drawn).toBeGreaterThan(before);
}
