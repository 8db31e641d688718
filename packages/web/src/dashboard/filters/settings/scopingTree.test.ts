import { describe, expect, it } from 'vitest';
import { ROOT_ID, type DashboardLayout, type LayoutItem } from '@tessera/core';
import { checkedKeysOf } from '../config/scopeTree';
import { crossFilterScopeOfChecked, crossFilterScopeTree } from './scopingTree';

const node = (id: string, type: LayoutItem['type'], children: string[], meta = {}): LayoutItem => ({
  id,
  type,
  children,
  meta,
});

/** ROOT → TABS (Tab A: charts 1, 2; Tab B: chart 3). */
const layout: DashboardLayout = {
  [ROOT_ID]: node(ROOT_ID, 'ROOT', ['TABS']),
  TABS: node('TABS', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB', ['CHART-1', 'CHART-2'], { text: 'Tab A' }),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2 }),
  'TAB-b': node('TAB-b', 'TAB', ['CHART-3'], { text: 'Tab B' }),
  'CHART-3': node('CHART-3', 'CHART', [], { chartId: 3 }),
};

const names: Record<number, string> = { 1: 'One', 2: 'Two', 3: 'Three' };
type Shape = [string, Shape[]];
const shape = (n: ReturnType<typeof crossFilterScopeTree>): Shape => [
  n.title,
  n.children.map(shape),
];

describe('the cross-filter scope tree', () => {
  it('shows every tab and chart under All charts for the global scoping', () => {
    expect(shape(crossFilterScopeTree(layout, (id) => names[id], undefined))).toEqual([
      'All charts',
      [
        [
          'Tab A',
          [
            ['One', []],
            ['Two', []],
          ],
        ],
        ['Tab B', [['Three', []]]],
      ],
    ]);
  });

  it('leaves out the chart whose scope it shows and a tab holding only it', () => {
    expect(shape(crossFilterScopeTree(layout, (id) => names[id], 3))).toEqual([
      'All charts',
      [
        [
          'Tab A',
          [
            ['One', []],
            ['Two', []],
          ],
        ],
      ],
    ]);
  });

  it('always excludes the chart from the scope of the checked charts', () => {
    const scope = crossFilterScopeOfChecked(['CHART-2'], layout, 3);
    expect(scope).toEqual({ rootPath: ['TAB-a'], excluded: [1, 3] });
    const whole = crossFilterScopeOfChecked(['CHART-1', 'CHART-2'], layout, 3);
    expect(whole.excluded).toContain(3);
    expect(checkedKeysOf(whole, layout)).toEqual(['CHART-1', 'CHART-2']);
    expect(crossFilterScopeOfChecked(['CHART-1', 'CHART-3'], layout, undefined)).toEqual({
      rootPath: ['TAB-a', 'TAB-b'],
      excluded: [2],
    });
  });
});
