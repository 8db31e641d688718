import { describe, expect, it } from 'vitest';
import { GRID_ID, ROOT_ID } from './layout.js';
import { build, chart } from './layoutOps.fixtures.js';
import {
  chartIdsInLayout,
  componentDepth,
  descendantIds,
  detailedWidth,
  dropPlacement,
  findParentId,
  isDraggableComponent,
  newChartsParentId,
  newComponentFactory,
  resizeBounds,
  topLevelTabOf,
  widthFromDrop,
  withParents,
} from './layoutOps.js';

const rowOf = (...widths: number[]) =>
  build({
    [GRID_ID]: ['GRID', ['R']],
    R: ['ROW', widths.map((_, i) => `C${i + 1}`)],
    ...Object.fromEntries(widths.map((w, i) => [`C${i + 1}`, chart(i + 1, w)])),
  });

/** GRID → R1 → COL (width 6) → R2 → C1 (4), and C2 (3) beside COL. */
const nested = build({
  [GRID_ID]: ['GRID', ['R1']],
  R1: ['ROW', ['COL', 'C2']],
  COL: ['COLUMN', ['R2'], { width: 6 }],
  R2: ['ROW', ['C1']],
  C1: chart(1, 4),
  C2: chart(2, 3),
});

/** ROOT → TABS → T1 (R1 → C1), T2 (NT → NTAB (R2 → C2)). */
const tabbed = build({
  [ROOT_ID]: ['ROOT', ['TABS']],
  TABS: ['TABS', ['T1', 'T2']],
  T1: ['TAB', ['R1'], { text: 'One' }],
  T2: ['TAB', ['NT'], { text: 'Two' }],
  NT: ['TABS', ['NTAB']],
  NTAB: ['TAB', ['R2']],
  R1: ['ROW', ['C1']],
  R2: ['ROW', ['C2']],
  C1: chart(1),
  C2: chart(2),
});

describe('who holds whom', () => {
  it('finds parents and descendants', () => {
    expect(findParentId(nested, 'C1')).toBe('R2');
    expect(findParentId(nested, ROOT_ID)).toBeUndefined();
    expect(descendantIds(nested, 'R1')).toEqual(['COL', 'R2', 'C1', 'C2']);
  });

  it('keeps parents right, and the layout itself when they are', () => {
    expect(nested.C1.parents).toEqual([ROOT_ID, GRID_ID, 'R1', 'COL', 'R2']);
    expect(withParents(nested)).toBe(nested);
    const stale = { ...nested, C1: { ...nested.C1, parents: [] } };
    const fixed = withParents(stale);
    expect(fixed.C1.parents).toEqual(nested.C1.parents);
    expect(fixed.C2).toBe(nested.C2);
  });

  it('lists the charts on the layout', () => {
    expect(chartIdsInLayout(tabbed).sort()).toEqual([1, 2]);
    const orphan = {
      ...nested,
      X: { id: 'X', type: 'CHART' as const, children: [], meta: { chartId: 9 } },
    };
    expect(chartIdsInLayout(orphan)).not.toContain(9);
  });

  it('names the top-level tab a component sits in', () => {
    expect(topLevelTabOf(tabbed, 'C1')).toBe('T1');
    expect(topLevelTabOf(tabbed, 'C2')).toBe('T2');
    expect(topLevelTabOf(tabbed, 'T2')).toBe('T2');
    expect(topLevelTabOf(nested, 'C1')).toBeUndefined();
  });

  it("puts charts the layout lacks in the grid, or in the top-level tabs' first tab", () => {
    expect(newChartsParentId(nested)).toBe(GRID_ID);
    expect(newChartsParentId(tabbed)).toBe('T1');
    const empty = { [ROOT_ID]: { id: ROOT_ID, type: 'ROOT' as const, children: [], meta: {} } };
    expect(newChartsParentId(empty)).toBe(GRID_ID);
  });

  it('lets authors drag everything but ROOT, the grid, the header and top-level tabs', () => {
    expect(isDraggableComponent(tabbed, 'C1')).toBe(true);
    expect(isDraggableComponent(tabbed, 'T1')).toBe(true);
    for (const id of [ROOT_ID, GRID_ID, 'HEADER_ID', 'TABS', 'nope'])
      expect(isDraggableComponent(tabbed, id)).toBe(false);
  });
});

describe('where a component may be dropped', () => {
  it('counts depth as Superset does (tabs add none)', () => {
    expect(componentDepth(nested, GRID_ID)).toBe(1);
    expect(componentDepth(nested, 'R2')).toBe(4);
    expect(componentDepth(tabbed, 'T1')).toBe(1);
    expect(componentDepth(tabbed, 'R1')).toBe(2);
    expect(componentDepth(tabbed, 'NTAB')).toBe(2);
    expect(componentDepth(tabbed, 'R2')).toBe(2);
  });

  it('wraps charts, markdown and columns dropped on the grid or a tab in a row', () => {
    for (const type of ['CHART', 'MARKDOWN', 'COLUMN'] as const) {
      expect(dropPlacement(nested, type, GRID_ID)).toBe('wrap');
      expect(dropPlacement(tabbed, type, 'T1')).toBe('wrap');
      expect(dropPlacement(tabbed, type, 'NTAB')).toBe('wrap');
    }
    expect(dropPlacement(nested, 'CHART', 'R1')).toBe('direct');
    expect(dropPlacement(nested, 'HEADER', GRID_ID)).toBe('direct');
    expect(dropPlacement(nested, 'DIVIDER', 'COL')).toBe('direct');
    expect(dropPlacement(nested, 'ROW', 'COL')).toBe('direct');
  });

  it('refuses what a container cannot hold, even in a row', () => {
    expect(dropPlacement(nested, 'HEADER', 'R1')).toBeUndefined();
    expect(dropPlacement(nested, 'ROW', 'R1')).toBeUndefined();
    expect(dropPlacement(tabbed, 'CHART', 'TABS')).toBeUndefined();
    expect(dropPlacement(nested, 'CHART', 'C1')).toBeUndefined();
    expect(dropPlacement(nested, 'CHART', 'missing')).toBeUndefined();
  });

  it('stops rows and columns nesting deeper than Superset lets them', () => {
    // GRID(1) > R1(2) > COL(3) > R2(4): a column still fits in R2, no row in a column below it.
    expect(dropPlacement(nested, 'COLUMN', 'R2')).toBe('direct');
    const deeper = build({
      [GRID_ID]: ['GRID', ['R1']],
      R1: ['ROW', ['COL']],
      COL: ['COLUMN', ['R2'], { width: 6 }],
      R2: ['ROW', ['COL2']],
      COL2: ['COLUMN', [], { width: 3 }],
    });
    expect(dropPlacement(deeper, 'ROW', 'COL2')).toBeUndefined();
    expect(dropPlacement(deeper, 'CHART', 'COL2')).toBe('direct');
  });

  it('takes tabs on ROOT (the top-level tabs target) only while there are none', () => {
    expect(dropPlacement(nested, 'TABS', ROOT_ID)).toBe('direct');
    expect(dropPlacement(nested, 'CHART', ROOT_ID)).toBeUndefined();
    expect(dropPlacement(tabbed, 'TABS', ROOT_ID)).toBeUndefined();
  });
});

describe('widths', () => {
  it('details widths as Superset does', () => {
    expect(detailedWidth(nested, nested.R2)).toEqual({
      width: 6,
      occupiedWidth: 4,
      minimumWidth: 4,
    });
    expect(detailedWidth(nested, nested.R1)).toEqual({
      width: 12,
      occupiedWidth: 9,
      minimumWidth: 9,
    });
    expect(detailedWidth(nested, nested.COL)).toEqual({
      width: 6,
      occupiedWidth: 0,
      minimumWidth: 4,
    });
    expect(detailedWidth(nested, nested.C1)).toEqual({
      width: 4,
      occupiedWidth: 4,
      minimumWidth: 1,
    });
  });

  it('gives a dropped component its width, what is left, or -1', () => {
    const newChart = newComponentFactory('CHART', {}, () => 'N');
    expect(widthFromDrop(rowOf(4, 4), newChart, undefined, 'R')).toBe(4);
    expect(widthFromDrop(rowOf(5, 5), newChart, undefined, 'R')).toBe(2);
    expect(widthFromDrop(rowOf(6, 6), newChart, undefined, 'R')).toBe(-1);
    expect(widthFromDrop(nested, newChart, undefined, 'COL')).toBe(4);
    expect(widthFromDrop(nested, newChart, undefined, GRID_ID)).toBe(4);
    const full = rowOf(6, 6);
    expect(widthFromDrop(full, full.C1, 'R', 'R')).toBe(6);
    // A row moved into a column needs room for its children.
    expect(widthFromDrop(nested, nested.R2, 'COL', 'R1')).toBe(-1);
  });
});

describe('resize bounds', () => {
  it('lets a chart grow into what its row leaves free', () => {
    expect(resizeBounds(rowOf(4, 3), 'C1')).toEqual({
      adjustableWidth: true,
      adjustableHeight: true,
      minWidth: 1,
      maxWidth: 9,
      minHeight: 5,
      maxHeight: 100,
    });
    expect(resizeBounds(nested, 'C1')?.maxWidth).toBe(6);
  });

  it("resizes only the height of a chart in a column, which takes the column's width", () => {
    const inColumn = build({
      [GRID_ID]: ['GRID', ['R']],
      R: ['ROW', ['COL']],
      COL: ['COLUMN', ['C1'], { width: 6 }],
      C1: chart(1, 4),
    });
    expect(resizeBounds(inColumn, 'C1')).toMatchObject({
      adjustableWidth: false,
      adjustableHeight: true,
    });
    expect(resizeBounds(inColumn, 'COL')?.adjustableWidth).toBe(true);
  });

  it('keeps a column at least as wide as its widest row, its height fixed', () => {
    expect(resizeBounds(nested, 'COL')).toMatchObject({
      adjustableWidth: true,
      adjustableHeight: false,
      minWidth: 4,
      maxWidth: 9,
    });
  });

  it('has none for components that do not resize', () => {
    expect(resizeBounds(nested, 'R1')).toBeUndefined();
    expect(resizeBounds(nested, 'missing')).toBeUndefined();
  });
});
