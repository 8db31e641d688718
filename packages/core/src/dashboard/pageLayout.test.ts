import { describe, expect, it } from 'vitest';
import type { DashboardLayout, LayoutItem } from './layout.js';
import {
  activeTabsByTabSet,
  chartIdsShown,
  chooseTab,
  dashboardLayout,
  parseLayout,
  tabsLeadingTo,
} from './pageLayout.js';

const item = (id: string, type: LayoutItem['type'], children: string[] = [], meta = {}) => ({
  id,
  type,
  children,
  meta,
});

/** ROOT → TABS (A: a chart and nested tabs X/Y; B: a chart). */
function tabbed(): DashboardLayout {
  return Object.fromEntries(
    [
      item('ROOT_ID', 'ROOT', ['TABS-1']),
      item('TABS-1', 'TABS', ['TAB-A', 'TAB-B']),
      item('TAB-A', 'TAB', ['CHART-1', 'TABS-2']),
      item('TAB-B', 'TAB', ['CHART-2']),
      item('TABS-2', 'TABS', ['TAB-X', 'TAB-Y']),
      item('TAB-X', 'TAB', ['CHART-3']),
      item('TAB-Y', 'TAB', ['CHART-4']),
      ...[1, 2, 3, 4].map((n) => item(`CHART-${n}`, 'CHART', [], { chartId: n })),
    ].map((i) => [i.id, i]),
  ) as DashboardLayout;
}

describe('parseLayout', () => {
  it('reads position_json without its version key', () => {
    const layout = parseLayout(
      JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2', ROOT_ID: item('ROOT_ID', 'ROOT') }),
    );
    expect(Object.keys(layout!)).toEqual(['ROOT_ID']);
  });

  it('answers null for no layout', () => {
    for (const text of [null, '', 'not json', '[]', '{"GRID_ID": {"type": "GRID"}}'])
      expect(parseLayout(text)).toBeNull();
  });
});

describe('dashboardLayout', () => {
  let n = 0;
  const makeId = (type: string) => `${type}-${++n}`;

  it('places every chart of an empty dashboard in rows of three', () => {
    const charts = [1, 2, 3, 4].map((id) => ({ id, slice_name: `c${id}` }));
    const layout = dashboardLayout({ position_json: null, dashboard_title: 'T' }, charts, makeId);
    const rows = layout.GRID_ID!.children.map((id) => layout[id]!);
    expect(rows.map((r) => r.children.length)).toEqual([3, 1]);
    expect(layout[rows[1]!.children[0]!]!.meta).toMatchObject({ chartId: 4, width: 4, height: 50 });
    expect(layout.HEADER_ID!.meta.text).toBe('T');
  });

  it('appends the charts a layout lacks to its first tab', () => {
    const layout = dashboardLayout(
      { position_json: JSON.stringify(tabbed()), dashboard_title: 'T' },
      [{ id: 1 }, { id: 9 }],
      makeId,
    );
    const added = layout[layout['TAB-A']!.children[2]!]!;
    expect(added.type).toBe('ROW');
    expect(layout[added.children[0]!]!.meta.chartId).toBe(9);
  });
});

describe('tabs', () => {
  it('shows the first tab of each set unless one is chosen (the last choice wins)', () => {
    const layout = tabbed();
    expect(Object.fromEntries(activeTabsByTabSet(layout, []))).toEqual({
      'TABS-1': 'TAB-A',
      'TABS-2': 'TAB-X',
    });
    expect(activeTabsByTabSet(layout, ['TAB-B', 'TAB-A', 'TAB-Y']).get('TABS-1')).toBe('TAB-A');
    expect(activeTabsByTabSet(layout, ['TAB-Y']).get('TABS-2')).toBe('TAB-Y');
  });

  it('lists the charts the shown tabs hold, in reading order', () => {
    const layout = tabbed();
    expect(chartIdsShown(layout, activeTabsByTabSet(layout, []))).toEqual([1, 3]);
    expect(chartIdsShown(layout, activeTabsByTabSet(layout, ['TAB-Y']))).toEqual([1, 4]);
    expect(chartIdsShown(layout, activeTabsByTabSet(layout, ['TAB-B']))).toEqual([2]);
  });

  it('finds the tabs leading to a component', () => {
    expect(tabsLeadingTo(tabbed(), 'CHART-4')).toEqual(['TAB-A', 'TAB-Y']);
    expect(tabsLeadingTo(tabbed(), 'TABS-1')).toEqual([]);
  });

  it('replaces the chosen tab of the same set', () => {
    expect(chooseTab(tabbed(), ['TAB-A', 'TAB-X'], 'TAB-Y')).toEqual(['TAB-A', 'TAB-Y']);
    expect(chooseTab(tabbed(), ['TAB-gone'], 'TAB-B')).toEqual(['TAB-B']);
  });
});
