import { describe, expect, it } from 'vitest';
import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { GRID_ID, ROOT_ID, resizeBounds, type DashboardLayout } from '@tessera/core';
import {
  canDropInto,
  describeComponent,
  dropOp,
  dropZoneLabel,
  type LayoutDragSource,
} from './dragData';
import { distanceToRect, nearestDropZones, steppedZoneIndex } from './dropZoneNavigation';
import { historyShortcut, isEditableTarget } from './historyShortcuts';
import { columnsAfter, heightPx, keyboardResize, unitsAfter, widthPx } from './resizeMath';
import { CHART_LIST } from '../../api/chartsQuery';
import { listQuery } from '../../api/listQuery';
import { savedChartsError, savedChartsRequest } from './savedCharts';

const layout: DashboardLayout = {
  [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], meta: {} },
  [GRID_ID]: { id: GRID_ID, type: 'GRID', children: ['R'], meta: {} },
  R: { id: 'R', type: 'ROW', children: ['C', 'M'], meta: {} },
  C: {
    id: 'C',
    type: 'CHART',
    children: [],
    meta: { chartId: 1, sliceName: 'Sales', width: 4, height: 50 },
  },
  M: { id: 'M', type: 'MARKDOWN', children: [], meta: { width: 3, height: 50 } },
};

const keys = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('undo and redo keys', () => {
  it('undoes on Ctrl/Cmd+Z and redoes on Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    expect(historyShortcut(keys('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(keys('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(keys('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(keys('z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(keys('y', { ctrlKey: true }))).toBe('redo');
    expect(historyShortcut(keys('z'))).toBeNull();
    expect(historyShortcut(keys('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(keys('x', { ctrlKey: true }))).toBeNull();
  });

  it('leaves them to text fields and editors', () => {
    const inField = { closest: (s: string) => (s.includes('textarea') ? {} : null) };
    expect(isEditableTarget(inField as unknown as EventTarget)).toBe(true);
    expect(isEditableTarget({ closest: () => null } as unknown as EventTarget)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe('resize arithmetic', () => {
  it('spans columns and their gutters, and snaps back to columns and grid units', () => {
    expect(widthPx(4, 60)).toBe(4 * 60 + 3 * 16);
    expect(widthPx(1, 60)).toBe(60);
    expect(heightPx(50)).toBe(400);
    expect(columnsAfter(4, 76, 60)).toBe(5);
    expect(columnsAfter(4, -100, 60)).toBe(3);
    expect(unitsAfter(50, 21)).toBe(53);
  });

  it('resizes by keys within the bounds', () => {
    const bounds = resizeBounds(layout, 'C')!;
    expect(bounds.maxWidth).toBe(9);
    expect(keyboardResize('width', 'ArrowRight', false, 4, bounds)).toBe(5);
    expect(keyboardResize('width', 'ArrowLeft', false, 1, bounds)).toBe(1);
    expect(keyboardResize('width', 'End', false, 4, bounds)).toBe(9);
    expect(keyboardResize('height', 'ArrowDown', true, 50, bounds)).toBe(60);
    expect(keyboardResize('height', 'ArrowUp', false, 5, bounds)).toBe(5);
    expect(keyboardResize('height', 'Home', false, 50, bounds)).toBe(5);
    expect(keyboardResize('width', 'ArrowDown', false, 4, bounds)).toBeUndefined();
  });
});

describe('drag data', () => {
  const newChart: LayoutDragSource = {
    kind: 'new',
    source: { type: 'CHART', chartId: 2, sliceName: 'Profit' },
    label: 'chart “Profit”',
  };
  const moving: LayoutDragSource = { kind: 'existing', id: 'R', label: 'row' };

  it('turns a drop on a zone into a layout change, and a drop elsewhere into none', () => {
    const zone = { kind: 'dropZone' as const, parentId: 'R', index: 1, label: 'x' };
    expect(dropOp(newChart, zone)).toEqual({
      type: 'dropNew',
      source: newChart.source,
      target: { parentId: 'R', index: 1 },
    });
    expect(dropOp(moving, { ...zone, parentId: GRID_ID, index: 0 })).toEqual({
      type: 'move',
      id: 'R',
      target: { parentId: GRID_ID, index: 0 },
    });
    expect(dropOp(newChart, { kind: 'noDrop', label: 'pane' })).toBeUndefined();
    expect(dropOp(newChart, undefined)).toBeUndefined();
  });

  it('lets zones take only what may go there, never a component into itself', () => {
    expect(canDropInto(layout, newChart, 'R')).toBe(true);
    expect(canDropInto(layout, newChart, GRID_ID)).toBe(true);
    expect(
      canDropInto(layout, { kind: 'new', source: { type: 'HEADER' }, label: 'Header' }, 'R'),
    ).toBe(false);
    expect(canDropInto(layout, moving, 'R')).toBe(false);
    expect(canDropInto(layout, moving, GRID_ID)).toBe(true);
  });

  it('names components and zones for screen readers', () => {
    expect(describeComponent(layout, 'C')).toBe('chart “Sales”');
    expect(describeComponent(layout, GRID_ID)).toBe('the dashboard');
    expect(describeComponent(layout, 'R')).toBe('row');
    expect(describeComponent(layout, 'M')).toBe('text');
    expect(dropZoneLabel(layout, 'R', 0)).toBe('position 1 in row');
    const tabs: DashboardLayout = {
      TS: { id: 'TS', type: 'TABS', children: ['A', 'B'], meta: {} },
      A: { id: 'A', type: 'TAB', children: [], meta: { text: 'Overview' } },
      B: { id: 'B', type: 'TAB', children: [], meta: { text: '', defaultText: 'Tab title' } },
    };
    expect(describeComponent(tabs, 'A')).toBe('tab “Overview” (1 of 2)');
    expect(describeComponent(tabs, 'B')).toBe('tab “Tab title” (2 of 2)');
    expect(dropZoneLabel(layout, ROOT_ID, 0)).toBe('the top of the dashboard, as top-level tabs');
  });
});

describe('finding the drop zone', () => {
  const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  });
  const zone = (id: string, kind: 'dropZone' | 'noDrop' = 'dropZone') =>
    ({ id, data: { current: { kind, label: id } } }) as unknown as DroppableContainer;

  it('measures how far a point is from a rectangle', () => {
    expect(distanceToRect({ x: 5, y: 5 }, rect(0, 0, 10, 10))).toBe(0);
    expect(distanceToRect({ x: 13, y: 14 }, rect(0, 0, 10, 10))).toBe(5);
  });

  it('picks the zone nearest the pointer, and nothing over the pane', () => {
    const rects = new Map([
      ['above', rect(0, 0, 400, 8)],
      ['below', rect(0, 300, 400, 8)],
      ['pane', rect(500, 0, 200, 800)],
    ]);
    const zones = [zone('above'), zone('below'), zone('pane', 'noDrop')];
    expect(nearestDropZones({ x: 100, y: 250 }, zones, rects)[0].id).toBe('below');
    expect(nearestDropZones({ x: 100, y: 40 }, zones, rects)[0].id).toBe('above');
    expect(nearestDropZones({ x: 600, y: 40 }, zones, rects)[0].id).toBe('pane');
    expect(nearestDropZones({ x: 450, y: 40 }, zones, rects).map((c) => c.id)).not.toContain(
      'pane',
    );
  });

  it('steps through zones from where the component sits', () => {
    expect(steppedZoneIndex(5, -1, 2, true)).toBe(2);
    expect(steppedZoneIndex(5, -1, 2, false)).toBe(1);
    expect(steppedZoneIndex(5, 2, 0, true)).toBe(3);
    expect(steppedZoneIndex(5, 4, 0, true)).toBe(4);
    expect(steppedZoneIndex(5, 0, 0, false)).toBe(0);
    expect(steppedZoneIndex(0, -1, 0, true)).toBeUndefined();
  });
});

describe('the saved charts request', () => {
  it("asks the chart list as Superset's dashboard editor does", () => {
    const savedChartsQuery = (r: Parameters<typeof savedChartsRequest>[0]) =>
      listQuery(CHART_LIST, savedChartsRequest(r));
    const q = savedChartsQuery({ search: ' sales ', sort: 'changed_on', ownerId: 3 });
    expect(q).toMatchObject({
      filters: [
        { col: 'owners', opr: 'rel_m_m', value: 3 },
        { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
      ],
      page_size: 200,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
    expect(q.columns).toContain('slice_name');
    const byName = savedChartsQuery({ search: '', sort: 'slice_name' });
    expect(byName.filters).toBeUndefined();
    expect(byName).toMatchObject({
      page: 0,
      page_size: 200,
      order_column: 'slice_name',
      order_direction: 'asc',
    });
  });

  it('says why the list could not be fetched', () => {
    expect(savedChartsError('Forbidden')).toBe(
      'Sorry there was an error fetching saved charts: Forbidden',
    );
  });
});
