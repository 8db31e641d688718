import { describe, expect, it } from 'vitest';
import { GRID_ID, HEADER_ID, ROOT_ID, type DashboardLayout } from './layout.js';
import { build, chart, counterIds } from './layoutOps.fixtures.js';
import {
  LAYOUT_MESSAGES,
  applyLayoutOp,
  deleteComponent,
  deleteTopLevelTabs,
  dropNewComponent,
  moveComponent,
  newChartsParentId,
  resizeComponent,
  updateComponentMeta,
  withParents,
} from './layoutOps.js';

/** Every component's parents are its ancestors from ROOT. */
function expectParentsRight(layout: DashboardLayout) {
  expect(withParents(layout)).toBe(layout);
}

const twoRows = () =>
  build({
    [GRID_ID]: ['GRID', ['R1', 'R2']],
    R1: ['ROW', ['C1', 'C2']],
    R2: ['ROW', ['C3']],
    C1: chart(1, 4),
    C2: chart(2, 4),
    C3: chart(3, 12),
  });

const tabbed = () =>
  build({
    [ROOT_ID]: ['ROOT', ['TABS']],
    TABS: ['TABS', ['T1', 'T2']],
    T1: ['TAB', ['R1'], { text: 'One' }],
    T2: ['TAB', ['R2', 'NT'], { text: 'Two' }],
    NT: ['TABS', ['NTAB']],
    NTAB: ['TAB', []],
    R1: ['ROW', ['C1']],
    R2: ['ROW', ['C2']],
    C1: chart(1),
    C2: chart(2),
  });

const newChart = { type: 'CHART' as const, chartId: 7, sliceName: 'Revenue' };

describe('dropping a new component', () => {
  it('wraps a chart dropped on the grid in a new row', () => {
    const layout = twoRows();
    const r = dropNewComponent(
      layout,
      newChart,
      { parentId: GRID_ID, index: 1 },
      { newId: counterIds() },
    );
    expect(r).toMatchObject({ changed: true, id: 'CHART-n1' });
    expect(r.layout[GRID_ID].children).toEqual(['R1', 'ROW-n2', 'R2']);
    expect(r.layout['ROW-n2']).toMatchObject({
      type: 'ROW',
      children: ['CHART-n1'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    });
    expect(r.layout['CHART-n1']).toMatchObject({
      type: 'CHART',
      parents: [ROOT_ID, GRID_ID, 'ROW-n2'],
      meta: { chartId: 7, sliceName: 'Revenue', width: 4, height: 50 },
    });
    expectParentsRight(r.layout);
    expect(layout[GRID_ID].children).toEqual(['R1', 'R2']);
  });

  it("wraps a chart dropped at the end of the top-level tabs' first tab in a new row", () => {
    const layout = tabbed();
    const parentId = newChartsParentId(layout);
    const target = { parentId, index: layout[parentId].children.length };
    const r = dropNewComponent(layout, newChart, target, { newId: counterIds() });
    expect(r.layout.T1.children).toEqual(['R1', 'ROW-n2']);
    expect(r.layout['CHART-n1']).toMatchObject({
      parents: [ROOT_ID, 'TABS', 'T1', 'ROW-n2'],
      meta: { chartId: 7, width: 4, height: 50 },
    });
    expectParentsRight(r.layout);
  });

  it('puts a chart into a row at the index, shrunk to the room left', () => {
    const r = dropNewComponent(
      twoRows(),
      newChart,
      { parentId: 'R1', index: 0 },
      { newId: counterIds() },
    );
    expect(r.layout.R1.children).toEqual(['CHART-n1', 'C1', 'C2']);
    expect(r.layout['CHART-n1'].meta.width).toBe(4);
    const tight = build({
      [GRID_ID]: ['GRID', ['R']],
      R: ['ROW', ['A', 'B']],
      A: chart(1, 5),
      B: chart(2, 5),
    });
    const shrunk = dropNewComponent(
      tight,
      newChart,
      { parentId: 'R', index: 2 },
      { newId: counterIds() },
    );
    expect(shrunk.layout['CHART-n1'].meta.width).toBe(2);
  });

  it('refuses a component a full row has no room for', () => {
    const layout = twoRows();
    const r = dropNewComponent(layout, { type: 'MARKDOWN' }, { parentId: 'R2', index: 0 });
    expect(r).toEqual({ layout, changed: false, error: LAYOUT_MESSAGES.notEnoughSpace });
    expect(LAYOUT_MESSAGES.notEnoughSpace).toBe(
      'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    );
  });

  it('makes each layout element with its default meta', () => {
    const at = (source: Parameters<typeof dropNewComponent>[1], parentId = GRID_ID) =>
      dropNewComponent(twoRows(), source, { parentId, index: 0 }, { newId: counterIds() }).layout;
    expect(at({ type: 'HEADER' })['HEADER-n1'].meta).toEqual({
      text: 'New header',
      headerSize: 'MEDIUM_HEADER',
      background: 'BACKGROUND_TRANSPARENT',
    });
    expect(at({ type: 'DIVIDER' })[GRID_ID].children[0]).toBe('DIVIDER-n1');
    expect(at({ type: 'MARKDOWN' })['MARKDOWN-n1'].meta).toEqual({ width: 4, height: 50 });
    expect(at({ type: 'ROW' })['ROW-n1'].children).toEqual([]);
    const column = at({ type: 'COLUMN' });
    expect(column[GRID_ID].children[0]).toBe('ROW-n2');
    expect(column['COLUMN-n1'].meta).toEqual({ width: 3, background: 'BACKGROUND_TRANSPARENT' });
    const tabs = at({ type: 'TABS' });
    expect(tabs['TABS-n1'].children).toEqual(['TAB-n2']);
    expect(tabs['TAB-n2']).toMatchObject({
      parents: [ROOT_ID, GRID_ID, 'TABS-n1'],
      meta: { text: '', defaultText: 'Tab title' },
    });
  });

  it('adds a tab to a tabs component (its "+")', () => {
    const r = dropNewComponent(
      tabbed(),
      { type: 'TAB' },
      { parentId: 'TABS', index: 2 },
      { newId: counterIds() },
    );
    expect(r.layout.TABS.children).toEqual(['T1', 'T2', 'TAB-n1']);
    expect(r.layout['TAB-n1']).toMatchObject({ parents: [ROOT_ID, 'TABS'], children: [] });
    expect(dropNewComponent(tabbed(), { type: 'TAB' }, { parentId: 'R1', index: 0 }).changed).toBe(
      false,
    );
  });

  it('turns the dashboard into top-level tabs when tabs are dropped on ROOT', () => {
    const r = dropNewComponent(
      twoRows(),
      { type: 'TABS' },
      { parentId: ROOT_ID, index: 0 },
      { newId: counterIds() },
    );
    expect(r.layout[ROOT_ID].children).toEqual(['TABS-n1']);
    expect(r.layout['TAB-n2'].children).toEqual(['R1', 'R2']);
    expect(r.layout[GRID_ID].children).toEqual([]);
    expect(r.layout.C1.parents).toEqual([ROOT_ID, 'TABS-n1', 'TAB-n2', 'R1']);
    expectParentsRight(r.layout);
    expect(
      dropNewComponent(r.layout, { type: 'TABS' }, { parentId: ROOT_ID, index: 0 }).changed,
    ).toBe(false);
  });

  it('ignores drops where the component cannot go, and charts already on the layout', () => {
    const layout = twoRows();
    expect(dropNewComponent(layout, { type: 'HEADER' }, { parentId: 'R1', index: 0 })).toEqual({
      layout,
      changed: false,
    });
    expect(
      dropNewComponent(layout, { ...newChart, chartId: 1 }, { parentId: GRID_ID, index: 0 })
        .changed,
    ).toBe(false);
    expect(dropNewComponent(layout, newChart, { parentId: 'nope', index: 0 }).changed).toBe(false);
  });
});

describe('moving a component', () => {
  it('reorders within its container, and does nothing when it lands where it was', () => {
    const layout = twoRows();
    expect(moveComponent(layout, 'C1', { parentId: 'R1', index: 2 }).layout.R1.children).toEqual([
      'C2',
      'C1',
    ]);
    expect(moveComponent(layout, 'C2', { parentId: 'R1', index: 0 }).layout.R1.children).toEqual([
      'C2',
      'C1',
    ]);
    for (const index of [0, 1])
      expect(moveComponent(layout, 'C1', { parentId: 'R1', index }).layout).toBe(layout);
  });

  it('moves a chart to another row and deletes the row it leaves empty', () => {
    const layout = build({
      [GRID_ID]: ['GRID', ['R1', 'R2']],
      R1: ['ROW', ['C1', 'C2']],
      R2: ['ROW', ['C3']],
      C1: chart(1, 4),
      C2: chart(2, 4),
      C3: chart(3, 4),
    });
    const r = moveComponent(layout, 'C3', { parentId: 'R1', index: 1 });
    expect(r.changed).toBe(true);
    expect(r.layout.R1.children).toEqual(['C1', 'C3', 'C2']);
    expect(r.layout.R2).toBeUndefined();
    expect(r.layout[GRID_ID].children).toEqual(['R1']);
    expect(r.notice).toBeUndefined();
    expectParentsRight(r.layout);
  });

  it('refuses a move into a row without the room, and shrinks to what is left', () => {
    const layout = twoRows();
    expect(moveComponent(layout, 'C1', { parentId: 'R2', index: 0 })).toEqual({
      layout,
      changed: false,
      error: LAYOUT_MESSAGES.notEnoughSpace,
    });
    const roomy = build({
      [GRID_ID]: ['GRID', ['R1', 'R2']],
      R1: ['ROW', ['C1']],
      R2: ['ROW', ['C2']],
      C1: chart(1, 6),
      C2: chart(2, 9),
    });
    expect(moveComponent(roomy, 'C1', { parentId: 'R2', index: 1 }).layout.C1.meta.width).toBe(3);
  });

  it('wraps a chart moved onto the grid in a new row', () => {
    const r = moveComponent(
      twoRows(),
      'C2',
      { parentId: GRID_ID, index: 0 },
      { newId: counterIds() },
    );
    expect(r.layout[GRID_ID].children).toEqual(['ROW-n1', 'R1', 'R2']);
    expect(r.layout['ROW-n1'].children).toEqual(['C2']);
    expect(r.layout.R1.children).toEqual(['C1']);
    expectParentsRight(r.layout);
  });

  it('never moves a component into itself or what it holds', () => {
    const layout = build({
      [GRID_ID]: ['GRID', ['R1']],
      R1: ['ROW', ['COL']],
      COL: ['COLUMN', ['R2'], { width: 6 }],
      R2: ['ROW', []],
    });
    expect(moveComponent(layout, 'COL', { parentId: 'R2', index: 0 }).layout).toBe(layout);
    expect(moveComponent(layout, 'R1', { parentId: 'R1', index: 0 }).layout).toBe(layout);
  });

  it('refuses to put a top-level tab into nested tabs', () => {
    const layout = tabbed();
    const error = LAYOUT_MESSAGES.topLevelTabIntoNestedTabs;
    expect(error).toBe('Can not move top level tab into nested tabs');
    expect(moveComponent(layout, 'T1', { parentId: 'NT', index: 0 })).toEqual({
      layout,
      changed: false,
      error,
    });
    expect(moveComponent(layout, 'TABS', { parentId: 'T1', index: 0 }).error).toBe(error);
    expect(
      moveComponent(layout, 'T2', { parentId: 'TABS', index: 0 }).layout.TABS.children,
    ).toEqual(['T2', 'T1']);
  });

  it('lets a nested tab become a top-level tab, deleting the tabs it leaves empty', () => {
    const r = moveComponent(tabbed(), 'NTAB', { parentId: 'TABS', index: 2 });
    expect(r.layout.TABS.children).toEqual(['T1', 'T2', 'NTAB']);
    expect(r.layout.NT).toBeUndefined();
    expect(r.layout.T2.children).toEqual(['R2']);
    expectParentsRight(r.layout);
  });

  it('notes a chart moved to another top-level tab (its filter scope)', () => {
    const layout = tabbed();
    const r = moveComponent(layout, 'C1', { parentId: 'R2', index: 1 });
    expect(r.notice).toBe('This chart has been moved to a different filter scope.');
    expect(r.layout.R1).toBeUndefined();
    expect(moveComponent(layout, 'R1', { parentId: 'T2', index: 0 }).notice).toBe(
      LAYOUT_MESSAGES.movedToDifferentFilterScope,
    );
    expect(moveComponent(layout, 'R2', { parentId: 'NTAB', index: 0 }).notice).toBeUndefined();
  });

  it('makes an existing tabs component the top-level tabs, holding what the grid held', () => {
    const layout = build({
      [GRID_ID]: ['GRID', ['R1', 'NT']],
      NT: ['TABS', ['A', 'B']],
      A: ['TAB', ['R2']],
      B: ['TAB', []],
      R1: ['ROW', ['C1']],
      R2: ['ROW', ['C2']],
      C1: chart(1),
      C2: chart(2),
    });
    const r = moveComponent(layout, 'NT', { parentId: ROOT_ID, index: 0 });
    expect(r.layout[ROOT_ID].children).toEqual(['NT']);
    expect(r.layout.A.children).toEqual(['R2', 'R1']);
    expect(r.layout[GRID_ID].children).toEqual([]);
    expect(r.notice).toBeUndefined();
    expectParentsRight(r.layout);
  });
});

describe('deleting a component', () => {
  it('removes it and what it holds, and the rows and columns it leaves empty', () => {
    const layout = build({
      [GRID_ID]: ['GRID', ['R1', 'H']],
      H: ['HEADER', [], { text: 'x' }],
      R1: ['ROW', ['COL']],
      COL: ['COLUMN', ['R2'], { width: 6 }],
      R2: ['ROW', ['C1']],
      C1: chart(1),
    });
    const r = deleteComponent(layout, 'C1');
    expect(Object.keys(r.layout).sort()).toEqual([GRID_ID, HEADER_ID, ROOT_ID, 'H'].sort());
    expect(r.layout[GRID_ID].children).toEqual(['H']);
    const row = deleteComponent(layout, 'R1');
    expect(row.layout.C1).toBeUndefined();
    expect(row.layout.COL).toBeUndefined();
  });

  it('keeps a row that still holds something', () => {
    const r = deleteComponent(twoRows(), 'C1');
    expect(r.layout.R1.children).toEqual(['C2']);
    expect(r.layout.C1).toBeUndefined();
  });

  it('never deletes ROOT, the grid or the header', () => {
    const layout = twoRows();
    for (const id of [ROOT_ID, GRID_ID, HEADER_ID, 'missing'])
      expect(deleteComponent(layout, id).layout).toBe(layout);
  });

  it('deletes a tab, and with the last tab its tabs', () => {
    const layout = tabbed();
    const nestedGone = deleteComponent(layout, 'NTAB');
    expect(nestedGone.layout.NT).toBeUndefined();
    expect(nestedGone.layout.T2.children).toEqual(['R2']);
    const tabGone = deleteComponent(layout, 'T1');
    expect(tabGone.layout.TABS.children).toEqual(['T2']);
    expect(tabGone.layout.C1).toBeUndefined();
    const last = deleteComponent(tabGone.layout, 'T2');
    expect(last.layout[ROOT_ID].children).toEqual([GRID_ID]);
    expect(last.layout.TABS).toBeUndefined();
    expect(last.layout.C2).toBeUndefined();
    expectParentsRight(last.layout);
  });

  it('puts the contents of top-level tabs back on the grid when the tabs go', () => {
    for (const r of [deleteComponent(tabbed(), 'TABS'), deleteTopLevelTabs(tabbed())]) {
      expect(r.layout[ROOT_ID].children).toEqual([GRID_ID]);
      expect(r.layout[GRID_ID].children).toEqual(['R1', 'R2', 'NT']);
      expect(r.layout.T1).toBeUndefined();
      expect(r.layout.C1.parents).toEqual([ROOT_ID, GRID_ID, 'R1']);
    }
    const flat = twoRows();
    expect(deleteTopLevelTabs(flat).layout).toBe(flat);
  });
});

describe('resizing', () => {
  it('sets width in columns within the room of its row, at least 1', () => {
    const layout = twoRows();
    expect(resizeComponent(layout, 'C1', { width: 6 }).layout.C1.meta.width).toBe(6);
    expect(resizeComponent(layout, 'C1', { width: 11 }).layout.C1.meta.width).toBe(8);
    expect(resizeComponent(layout, 'C1', { width: 0 }).layout.C1.meta.width).toBe(1);
    expect(resizeComponent(layout, 'C1', { width: 5.4 }).layout.C1.meta.width).toBe(5);
  });

  it('sets height in grid units within the chart limits', () => {
    const layout = twoRows();
    expect(resizeComponent(layout, 'C1', { height: 80 }).layout.C1.meta.height).toBe(80);
    expect(resizeComponent(layout, 'C1', { height: 1 }).layout.C1.meta.height).toBe(5);
    expect(resizeComponent(layout, 'C1', { height: 500 }).layout.C1.meta.height).toBe(100);
  });

  it('changes nothing for the same size or a component that does not resize', () => {
    const layout = twoRows();
    expect(resizeComponent(layout, 'C1', { width: 4, height: 50 }).layout).toBe(layout);
    expect(resizeComponent(layout, 'R1', { width: 4 }).layout).toBe(layout);
    expect(resizeComponent(layout, 'C1', { width: Number.NaN }).layout).toBe(layout);
  });

  it('keeps a column as wide as its widest row and never changes its height', () => {
    const layout = build({
      [GRID_ID]: ['GRID', ['R1']],
      R1: ['ROW', ['COL']],
      COL: ['COLUMN', ['R2'], { width: 6 }],
      R2: ['ROW', ['C1']],
      C1: chart(1, 4),
    });
    const r = resizeComponent(layout, 'COL', { width: 2, height: 30 });
    expect(r.layout.COL.meta).toEqual({ width: 4 });
  });

  it('changes only the height of a chart in a column', () => {
    const layout = build({
      [GRID_ID]: ['GRID', ['R1']],
      R1: ['ROW', ['COL']],
      COL: ['COLUMN', ['C1'], { width: 6 }],
      C1: chart(1, 4),
    });
    const r = resizeComponent(layout, 'C1', { width: 2, height: 30 });
    expect(r.layout.C1.meta).toMatchObject({ width: 4, height: 30 });
  });
});

describe('editing meta', () => {
  it('edits header text and size, markdown, tab titles, backgrounds and chart names', () => {
    const layout = build({
      [GRID_ID]: ['GRID', ['H', 'R', 'TS']],
      H: ['HEADER', [], { text: 'Old', headerSize: 'SMALL_HEADER' }],
      R: ['ROW', ['M', 'C1']],
      M: ['MARKDOWN', [], { width: 4, height: 50 }],
      C1: chart(1),
      TS: ['TABS', ['T']],
      T: ['TAB', [], { text: '' }],
    });
    let l = updateComponentMeta(layout, 'H', { text: 'New', headerSize: 'LARGE_HEADER' }).layout;
    l = updateComponentMeta(l, 'M', { code: '# Hi' }).layout;
    l = updateComponentMeta(l, 'T', { text: 'Overview' }).layout;
    l = updateComponentMeta(l, 'R', { background: 'BACKGROUND_WHITE' }).layout;
    l = updateComponentMeta(l, 'C1', { sliceNameOverride: 'Sales by region' }).layout;
    l = updateComponentMeta(l, HEADER_ID, { text: 'Dashboard title' }).layout;
    expect(l.H.meta).toEqual({ text: 'New', headerSize: 'LARGE_HEADER' });
    expect(l.M.meta.code).toBe('# Hi');
    expect(l.T.meta.text).toBe('Overview');
    expect(l.R.meta.background).toBe('BACKGROUND_WHITE');
    expect(l.C1.meta.sliceNameOverride).toBe('Sales by region');
    expect(l[HEADER_ID].meta.text).toBe('Dashboard title');
    expect(
      updateComponentMeta(l, 'C1', { sliceNameOverride: undefined }).layout.C1.meta,
    ).not.toHaveProperty('sliceNameOverride');
  });

  it('leaves keys the type does not have, bad values and equal values alone', () => {
    const layout = twoRows();
    expect(updateComponentMeta(layout, 'C1', { code: 'x' }).layout).toBe(layout);
    expect(updateComponentMeta(layout, 'R1', { background: 'PINK' as never }).layout).toBe(layout);
    expect(updateComponentMeta(layout, HEADER_ID, { text: 'Sales' }).layout).toBe(layout);
    expect(updateComponentMeta(layout, 'missing', { text: 'x' }).changed).toBe(false);
  });
});

describe('applyLayoutOp', () => {
  it('runs each change given as data', () => {
    const layout = twoRows();
    const newId = counterIds();
    const dropped = applyLayoutOp(
      layout,
      { type: 'dropNew', source: { type: 'DIVIDER' }, target: { parentId: GRID_ID, index: 2 } },
      { newId },
    );
    expect(dropped.layout[GRID_ID].children).toEqual(['R1', 'R2', 'DIVIDER-n1']);
    const moved = applyLayoutOp(dropped.layout, {
      type: 'move',
      id: 'DIVIDER-n1',
      target: { parentId: GRID_ID, index: 0 },
    });
    expect(moved.layout[GRID_ID].children[0]).toBe('DIVIDER-n1');
    expect(applyLayoutOp(layout, { type: 'resize', id: 'C1', width: 2 }).layout.C1.meta.width).toBe(
      2,
    );
    expect(applyLayoutOp(layout, { type: 'delete', id: 'R2' }).layout.R2).toBeUndefined();
    expect(
      applyLayoutOp(layout, { type: 'updateMeta', id: HEADER_ID, meta: { text: 'T' } }).changed,
    ).toBe(true);
    expect(applyLayoutOp(layout, { type: 'deleteTopLevelTabs' }).changed).toBe(false);
  });
});
