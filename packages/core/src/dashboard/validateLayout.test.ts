import { describe, expect, it } from 'vitest';
import { DASHBOARD_VERSION_KEY, emptyLayout, GRID_ID, ROOT_ID } from './layout.js';
import { validateLayout } from './validateLayout.js';

/** ROOT → GRID → ROW-1 → CHART-1 (chart 7), the header and the version key. */
function sample(): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    ...emptyLayout('Sales'),
    [DASHBOARD_VERSION_KEY]: 'v2',
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: {} },
    'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 7, width: 4 } },
  };
  (layout[GRID_ID] as { children: string[] }).children = ['ROW-1'];
  return layout;
}

const errorsOf = (value: unknown) => validateLayout(value).errors;

describe('validateLayout', () => {
  it('accepts a sound layout and lists its charts', () => {
    const check = validateLayout(sample());
    expect(check.errors).toEqual([]);
    expect(check.chartIds).toEqual([7]);
    expect(Object.keys(check.layout)).not.toContain(DASHBOARD_VERSION_KEY);
  });

  it('takes null and {} as the empty layout', () => {
    expect(validateLayout(null)).toEqual({ errors: [], layout: {}, chartIds: [] });
    expect(validateLayout({})).toEqual({ errors: [], layout: {}, chartIds: [] });
    expect(errorsOf([1])).toEqual(['The layout is not an object of components by id.']);
  });

  it('names an unknown type and a component that is no object', () => {
    const layout = sample();
    layout['ROW-1'] = { id: 'ROW-1', type: 'SPACESHIP', children: [], meta: {} };
    layout['X'] = 5;
    expect(errorsOf(layout)).toEqual(
      expect.arrayContaining([
        'Component "ROW-1" has an unknown type "SPACESHIP".',
        'Component "X" is not an object.',
      ]),
    );
  });

  it('names a dangling child and a child its parent may not hold', () => {
    const layout = sample();
    (layout['ROW-1'] as { children: string[] }).children = ['CHART-1', 'CHART-gone'];
    expect(errorsOf(layout)).toEqual([
      'Component "ROW-1" has a child "CHART-gone" that is not in the layout.',
    ]);
    const forbidden = sample();
    (forbidden[ROOT_ID] as { children: string[] }).children = [GRID_ID, 'ROW-1'];
    expect(errorsOf(forbidden)).toEqual([
      'Component "ROOT_ID" (ROOT) may not hold "ROW-1" (ROW).',
      'Component "ROW-1" is reached twice (from "ROOT_ID" and from "GRID_ID").',
    ]);
  });

  it('names a cycle and a chart without an integer chartId', () => {
    const layout = sample();
    layout['COLUMN-1'] = { id: 'COLUMN-1', type: 'COLUMN', children: ['ROW-2'], meta: {} };
    layout['ROW-2'] = { id: 'ROW-2', type: 'ROW', children: ['COLUMN-1'], meta: {} };
    expect(errorsOf(layout)).toEqual(['Component "COLUMN-1" is its own ancestor (a cycle).']);
    const chart = sample();
    chart['CHART-1'] = { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: '7' } };
    expect(errorsOf(chart)).toEqual([
      'Component "CHART-1" (CHART) has a meta.chartId that is not an integer.',
    ]);
  });

  it('wants a ROOT_ID and children as lists of ids', () => {
    expect(errorsOf({ 'ROW-1': { id: 'ROW-1', type: 'ROW', children: [], meta: {} } })).toEqual([
      'The layout has no "ROOT_ID" component.',
    ]);
    const layout = sample();
    (layout['ROW-1'] as { children: unknown }).children = 'CHART-1';
    expect(errorsOf(layout)[0]).toBe(
      'Component "ROW-1" has children that are not a list of component ids.',
    );
  });
});
