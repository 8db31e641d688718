/**
 * The example dashboards' saved treemap_v2 and sunburst_v2 charts (Video Game Sales, Slack,
 * COVID Vaccines; Superset's form data, no stored query context) open in explore and draw
 * their nodes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chartSettled, useExploreSession, type ExploreSession } from './exploreSupport.js';

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

describe('example treemap and sunburst charts', () => {
  it.each([
    // the root (the metric) and the 12 genres
    ['Games per Genre', 'treemap_v2', 1 + 12],
    // row limit 10: the root and 10 platforms
    ['# of Games That Hit 100k in Sales By Release Year', 'treemap_v2', 1 + 10],
    ['Members per Channel', 'treemap_v2', null],
    ['Vaccine Candidates per Country', 'treemap_v2', null],
    // 10 product categories and 38 category/stage pairs
    ['Vaccine Candidates per Country & Stage', 'sunburst_v2', 10 + 38],
  ] as const)('%s (%s) draws', async (name, vizType, expectedMarks) => {
    const list = await session.api.get<{ result: { id: number; viz_type: string }[] }>(
      '/api/v1/chart/',
      { filters: [{ col: 'slice_name', opr: 'eq', value: name }] },
    );
    const id = list.result.find((c) => c.viz_type === vizType)?.id;
    expect(id, name).toBeDefined();
    await page.goto(`${session.tessera.url}/explore/?slice_id=${id}`);
    const chart = await chartSettled(page);
    expect(await chart.getAttribute('data-status')).toBe('success');
    expect(await chart.getByRole('alert').allTextContents()).toEqual([]);
    const echarts = chart.locator('[data-testid="echarts"][data-marks]');
    await echarts.waitFor();
    const marks = Number(await echarts.getAttribute('data-marks'));
    if (expectedMarks === null) expect(marks).toBeGreaterThan(2);
    else expect(marks).toBe(expectedMarks);
  });
});
