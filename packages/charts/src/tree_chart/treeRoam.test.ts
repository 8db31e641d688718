import { afterEach, describe, expect, it } from 'vitest';
import { init, use, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { DataRecord, QueryFormData } from '../types.js';
import transformProps from './transformProps.js';
import { TREE_ROAM_HANDLERS } from './treeRoam.js';
// The renderer's module registers the tree series and its label layout; the page draws on a
// canvas, which a test without a DOM draws as SVG.
import './Chart.js';

use([SVGRenderer]);

const FORM: Partial<QueryFormData> = {
  viz_type: 'tree_chart',
  id: 'id',
  parent: 'parent',
  name: 'name',
  metric: SUM_NUM,
};
/** A root with 60 branches of 3 leaves: far more labels than 400 × 300 px can show. */
const ROWS: DataRecord[] = [
  { id: 'root', parent: null, name: 'root', 'SUM(num)': 1 },
  ...Array.from({ length: 60 }, (_, i) => [
    { id: `b${i}`, parent: 'root', name: `branch ${i}`, 'SUM(num)': 1 },
    ...[0, 1, 2].map((j) => ({ id: `l${i}-${j}`, parent: `b${i}`, name: `leaf ${i}-${j}` })),
  ]).flat(),
];

let chart: EChartsType | undefined;
afterEach(() => chart?.dispose());

/** The tree drawn as the dashboard draws it (SVG, server-side), its handlers wired. */
function drawnTree(): EChartsType {
  const { echartOptions } = transformProps(chartProps(FORM, [queryResult(ROWS)]));
  const instance = init(null, null, { renderer: 'svg', ssr: true, width: 400, height: 300 });
  instance.setOption({ ...echartOptions, animation: false });
  for (const [name, handler] of Object.entries(TREE_ROAM_HANDLERS))
    instance.on(name, (params) => handler(params, instance));
  return instance;
}
const labelsShown = (c: EChartsType) => (c.renderToSVGString().match(/<text/g) ?? []).length;
const zoom = (c: EChartsType, by: number) =>
  c.dispatchAction({
    type: 'treeRoam',
    seriesIndex: 0,
    zoom: by,
    originX: 200,
    originY: 150,
  });

describe('a tree zoomed in', () => {
  it('shows the labels its first drawing hid for want of room', () => {
    chart = drawnTree();
    const before = labelsShown(chart);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(ROWS.length);
    zoom(chart, 4);
    expect(labelsShown(chart)).toBeGreaterThan(before * 2);
  });

  it('hides them again when zoomed back out', () => {
    chart = drawnTree();
    const before = labelsShown(chart);
    zoom(chart, 4);
    zoom(chart, 1 / 4);
    expect(labelsShown(chart)).toBeLessThanOrEqual(before);
  });
});
