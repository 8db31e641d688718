/**
 * Chart types II (issue 17): a saved chart of each type, over the example data, opens in
 * explore and draws what the type draws (its marks, legend or labels: each case's check),
 * with no error box and no error thrown in the page.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './harness.js';
import {
  chartSettled,
  saveChartByApi,
  useExploreSession,
  type ExploreSession,
} from './exploreSupport.js';
import { CHART_TYPE_CASES } from './chartTypeCases/index.js';

let session: ExploreSession;
let page: Page;
useExploreSession(
  (opened) => {
    session = opened;
  },
  (fresh) => {
    page = fresh;
  },
);

const datasetIds = new Map<string, number>();
async function datasetId(table: string): Promise<number> {
  let id = datasetIds.get(table);
  if (id === undefined) {
    const list = await session.api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
      filters: [{ col: 'table_name', opr: 'eq', value: table }],
    });
    id = list.result[0]?.id;
    if (id === undefined) throw new Error(`the examples have no dataset ${table}`);
    datasetIds.set(table, id);
  }
  return id;
}

/** What a chart shows: painted canvas pixels, SVG shapes, text. */
function drawn(chart: Locator) {
  return chart.evaluate((holder) => {
    let pixels = 0;
    for (const canvas of holder.querySelectorAll('canvas')) {
      const c = canvas as unknown as {
        width: number;
        height: number;
        getContext(kind: '2d'): {
          getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
        } | null;
      };
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      for (let i = 3; i < data.length; i += 16) if (data[i] > 0) pixels += 1;
    }
    const shapes = holder.querySelectorAll('svg path, svg text, svg rect, svg circle').length;
    const text = (holder.textContent ?? '').trim().length;
    return { pixels, shapes, text, shown: pixels > 0 || shapes > 0 || text > 0 };
  });
}

describe('chart types', () => {
  if (CHART_TYPE_CASES.length === 0) it.skip('has no chart type of issue 17 yet', () => {});
  else
    it.each(CHART_TYPE_CASES.map((c) => [c.vizType, c] as const))(
      'opens a saved %s chart and draws it',
      async (vizType, { table, params, check }) => {
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        const id = await saveChartByApi(
          session,
          `E2E ${vizType}`,
          vizType,
          params,
          await datasetId(table),
        );
        await page.goto(`${session.tessera.url}/explore/?slice_id=${id}`);
        const chart = await chartSettled(page);
        expect(await chart.getByRole('alert').allTextContents()).toEqual([]);
        expect(await chart.getAttribute('data-status')).toBe('success');
        await check(chart);
        // Something is on screen: a canvas painted, SVG shapes or text (an ECharts series never
        // registered draws nothing while its option, and so its marks, look right).
        expect(await drawn(chart), 'what the chart shows').toMatchObject({ shown: true });
        await screenshot(page, `chart-type-${vizType}`);
        expect(pageErrors).toEqual([]);
      },
    );
});
