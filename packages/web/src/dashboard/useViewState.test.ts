import { describe, expect, it } from 'vitest';
import { activeTabsByTabSet, type DashboardLayout, type LayoutItem } from '@tessera/core';
import { chartsDrawnAtOnce } from './useViewState';

const item = (id: string, type: string, children: string[] = [], meta = {}): LayoutItem =>
  ({ id, type, children, meta }) as LayoutItem;

/** A header, then two tabs: the first with a row of three charts, the second with one. */
const layout = Object.fromEntries(
  [
    item('ROOT_ID', 'ROOT', ['GRID_ID']),
    item('GRID_ID', 'GRID', ['HEADER-1', 'TABS-1']),
    item('HEADER-1', 'HEADER', [], { text: 'Births' }),
    item('TABS-1', 'TABS', ['TAB-A', 'TAB-B']),
    item('TAB-A', 'TAB', ['ROW-1']),
    item('ROW-1', 'ROW', ['CHART-11', 'CHART-12', 'CHART-13']),
    item('TAB-B', 'TAB', ['CHART-21']),
    ...[11, 12, 13, 21].map((n) => item(`CHART-${n}`, 'CHART', [], { chartId: n })),
  ].map((i) => [i.id, i]),
) as DashboardLayout;

describe('the charts drawn with the first drawing of the page', () => {
  it('are the first two of the tabs shown, in reading order', () => {
    expect([...chartsDrawnAtOnce(layout, activeTabsByTabSet(layout, []))]).toEqual([11, 12]);
    expect([...chartsDrawnAtOnce(layout, activeTabsByTabSet(layout, ['TAB-B']))]).toEqual([21]);
  });
});
