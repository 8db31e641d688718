import { describe, expect, it } from 'vitest';
import { GRID_ID, ROOT_ID, type DashboardLayout, type LayoutItem } from '@tessera/core';
import { checkedKeysOf, isScopingAll, scopeOf, scopeTree, tabsInScope } from './scopeTree';

const node = (id: string, type: LayoutItem['type'], children: string[], meta = {}): LayoutItem => ({
  id,
  type,
  children,
  meta,
});
const chart = (id: string, chartId: number, name: string) =>
  node(id, 'CHART', [], { chartId, sliceName: name });

/** ROOT → TABS (Tab A: row of charts 1, 2; Tab B: chart 3 and nested tabs (Inner: chart 4)). */
const tabbed: DashboardLayout = {
  [ROOT_ID]: node(ROOT_ID, 'ROOT', ['TABS-top']),
  'TABS-top': node('TABS-top', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB', ['ROW-a'], { text: 'Tab A' }),
  'ROW-a': node('ROW-a', 'ROW', ['CHART-1', 'CHART-2']),
  'CHART-1': chart('CHART-1', 1, 'One'),
  'CHART-2': chart('CHART-2', 2, 'Two'),
  'TAB-b': node('TAB-b', 'TAB', ['ROW-b', 'TABS-in'], { text: 'Tab B' }),
  'ROW-b': node('ROW-b', 'ROW', ['CHART-3']),
  'CHART-3': chart('CHART-3', 3, 'Three'),
  'TABS-in': node('TABS-in', 'TABS', ['TAB-in']),
  'TAB-in': node('TAB-in', 'TAB', ['ROW-in'], { text: 'Inner' }),
  'ROW-in': node('ROW-in', 'ROW', ['CHART-4']),
  'CHART-4': chart('CHART-4', 4, 'Four'),
};

/** ROOT → GRID → a row with charts 1 and 2. */
const flat: DashboardLayout = {
  [ROOT_ID]: node(ROOT_ID, 'ROOT', [GRID_ID]),
  [GRID_ID]: node(GRID_ID, 'GRID', ['ROW']),
  ROW: node('ROW', 'ROW', ['CHART-1', 'CHART-2']),
  'CHART-1': chart('CHART-1', 1, 'One'),
  'CHART-2': chart('CHART-2', 2, 'Two'),
};

describe('scopeTree', () => {
  it('shows tabs and charts under All panels, skipping rows and tab sets', () => {
    const tree = scopeTree(tabbed);
    const shape = (n: ReturnType<typeof scopeTree>): unknown => [n.title, n.children.map(shape)];
    expect(shape(tree)).toEqual([
      'All panels',
      [
        [
          'Tab A',
          [
            ['One', []],
            ['Two', []],
          ],
        ],
        [
          'Tab B',
          [
            ['Three', []],
            ['Inner', [['Four', []]]],
          ],
        ],
      ],
    ]);
  });

  it("names a chart by the chart's name when the layout does not", () => {
    const layout = { ...flat, 'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }) };
    expect(scopeTree(layout, (id) => `Chart ${id}`).children[0].title).toBe('Chart 1');
  });
});

describe('checked charts and the scope they make', () => {
  it('checks every chart for all panels, and the ones not excluded', () => {
    expect(checkedKeysOf({ rootPath: [ROOT_ID], excluded: [] }, tabbed).sort()).toEqual([
      'CHART-1',
      'CHART-2',
      'CHART-3',
      'CHART-4',
    ]);
    expect(checkedKeysOf({ rootPath: ['TAB-b'], excluded: [4] }, tabbed)).toEqual(['CHART-3']);
  });

  it('makes the scope of one chart on a flat dashboard: the root, the other excluded', () => {
    expect(scopeOf(['CHART-2'], flat)).toEqual({ rootPath: [ROOT_ID], excluded: [1] });
  });

  it('takes the top-most tabs holding the checked charts as the roots', () => {
    expect(scopeOf(['CHART-1', 'CHART-2'], tabbed)).toEqual({ rootPath: ['TAB-a'], excluded: [] });
    expect(scopeOf(['CHART-1', 'CHART-3'], tabbed)).toEqual({
      rootPath: ['TAB-a', 'TAB-b'],
      excluded: [2, 4],
    });
    // a checked tab counts through its charts only
    expect(scopeOf(['TAB-in', 'CHART-4'], tabbed)).toEqual({ rootPath: ['TAB-in'], excluded: [] });
  });

  it('is all panels when every chart is checked, and nothing when none is', () => {
    const all = scopeOf(['CHART-1', 'CHART-2'], flat);
    expect(all).toEqual({ rootPath: [ROOT_ID], excluded: [] });
    expect(isScopingAll(all)).toBe(true);
    expect(scopeOf(['TAB-a'], tabbed)).toEqual({ rootPath: [], excluded: [] });
  });

  it('goes back to the same checked charts', () => {
    const scope = scopeOf(['CHART-2', 'CHART-4'], tabbed);
    expect(checkedKeysOf(scope, tabbed).sort()).toEqual(['CHART-2', 'CHART-4']);
  });
});

describe('tabs in scope', () => {
  it('lists the tabs on the way to a chart in scope', () => {
    expect(tabsInScope(tabbed, [4])).toEqual(['TAB-b', 'TAB-in']);
    expect(tabsInScope(tabbed, [1])).toEqual(['TAB-a']);
    expect(tabsInScope(flat, [1, 2])).toEqual([]);
  });
});
