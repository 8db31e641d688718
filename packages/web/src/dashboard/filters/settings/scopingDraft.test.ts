import { describe, expect, it } from 'vitest';
import { ROOT_ID, type DashboardLayout, type LayoutItem } from '@tessera/core';
import {
  NEW_SCOPING,
  addCustomScoping,
  chartChoices,
  chooseChart,
  customScopedCharts,
  openScoping,
  removeCustomScoping,
  scopeShown,
  scopingToSave,
  selectEntry,
  setScope,
} from './scopingDraft';

const node = (id: string, type: LayoutItem['type'], children: string[], meta = {}): LayoutItem => ({
  id,
  type,
  children,
  meta,
});

/** ROOT → TABS (TAB-a: charts 1, 2; TAB-b: charts 3, 4). */
const layout: DashboardLayout = {
  [ROOT_ID]: node(ROOT_ID, 'ROOT', ['TABS']),
  TABS: node('TABS', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB', ['CHART-1', 'CHART-2']),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2 }),
  'TAB-b': node('TAB-b', 'TAB', ['CHART-3', 'CHART-4']),
  'CHART-3': node('CHART-3', 'CHART', [], { chartId: 3 }),
  'CHART-4': node('CHART-4', 'CHART', [], { chartId: 4 }),
};

const WHOLE = { rootPath: [ROOT_ID], excluded: [] };

describe('the cross-filtering scoping draft', () => {
  it('opens on the global scoping, every interactive chart following it', () => {
    const draft = openScoping({}, layout, [1, 2]);
    expect(draft.current).toBeUndefined();
    expect(scopeShown(draft)).toEqual(WHOLE);
    expect(customScopedCharts(draft)).toEqual([]);
    expect(scopingToSave(draft)).toEqual({
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3, 4] } },
        '2': { id: 2, crossFilters: { scope: 'global', chartsInScope: [1, 3, 4] } },
      },
      global_chart_configuration: { scope: WHOLE, chartsInScope: [1, 2, 3, 4] },
    });
  });

  it('gives a new custom scoping its chart, which never scopes itself', () => {
    let draft = addCustomScoping(openScoping({}, layout, [1, 2]));
    expect(draft.current).toBe(NEW_SCOPING);
    expect(chartChoices(draft)).toEqual([1, 2]);
    draft = chooseChart(draft, 1, layout);
    expect(draft.current).toBe(1);
    expect(draft.pending).toBeUndefined();
    expect(scopeShown(draft)).toEqual({ rootPath: [ROOT_ID], excluded: [1] });
    // chart 4 unchecked in the tree
    draft = setScope(draft, { rootPath: [ROOT_ID], excluded: [4] }, layout);
    expect(scopingToSave(draft).chart_configuration?.['1']).toEqual({
      id: 1,
      crossFilters: { scope: { rootPath: [ROOT_ID], excluded: [4, 1] }, chartsInScope: [2, 3] },
    });
    expect(customScopedCharts(draft)).toEqual([1]);
    // the other interactive chart may still be given a scope; chart 1 is offered only to its entry
    expect(chartChoices(selectEntry(draft, NEW_SCOPING))).toEqual([2]);
    expect(chartChoices(draft)).toEqual([1, 2]);
  });

  it('moves a custom scope to another chart, the first one following the global scoping', () => {
    let draft = chooseChart(addCustomScoping(openScoping({}, layout, [1, 2])), 1, layout);
    draft = setScope(draft, { rootPath: ['TAB-b'], excluded: [] }, layout);
    draft = chooseChart(draft, 2, layout);
    expect(customScopedCharts(draft)).toEqual([2]);
    expect(draft.charts['2'].crossFilters).toEqual({
      scope: { rootPath: ['TAB-b'], excluded: [2] },
      chartsInScope: [3, 4],
    });
    expect(draft.charts['1'].crossFilters).toEqual({ scope: 'global', chartsInScope: [2, 3, 4] });
  });

  it('changes the global scope for every chart following it, not the custom ones', () => {
    const saved = {
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-a'], excluded: [1] } } },
      },
    };
    let draft = openScoping(saved, layout, [1, 2]);
    draft = setScope(draft, { rootPath: [ROOT_ID], excluded: [3] }, layout);
    expect(draft.global).toEqual({
      scope: { rootPath: [ROOT_ID], excluded: [3] },
      chartsInScope: [1, 2, 4],
    });
    expect(draft.charts['2'].crossFilters).toEqual({ scope: 'global', chartsInScope: [1, 4] });
    expect(draft.charts['1'].crossFilters).toEqual({
      scope: { rootPath: ['TAB-a'], excluded: [1] },
      chartsInScope: [2],
    });
  });

  it("shows a global chart's scope without the chart, and opens on a chart as its own", () => {
    const saved = { global_chart_configuration: { scope: { rootPath: [ROOT_ID], excluded: [2] } } };
    const draft = openScoping(saved, layout, [1, 2], 2);
    expect(draft.current).toBe(2);
    expect(customScopedCharts(draft)).toEqual([2]);
    expect(scopeShown(draft)).toEqual({ rootPath: [ROOT_ID], excluded: [2] });
    expect(scopeShown(selectEntry(openScoping(saved, layout, [1, 2]), 1))).toEqual({
      rootPath: [ROOT_ID],
      excluded: [2, 1],
    });
  });

  it('removes a custom scoping, and the new one before it has a chart', () => {
    let draft = chooseChart(addCustomScoping(openScoping({}, layout, [1, 2])), 1, layout);
    draft = removeCustomScoping(draft, 1);
    expect(draft.current).toBeUndefined();
    expect(customScopedCharts(draft)).toEqual([]);
    expect(draft.charts['1'].crossFilters.scope).toBe('global');
    draft = addCustomScoping(draft);
    draft = setScope(draft, { rootPath: ['TAB-a'], excluded: [] }, layout);
    expect(scopeShown(draft)).toEqual({ rootPath: ['TAB-a'], excluded: [] });
    draft = removeCustomScoping(draft, NEW_SCOPING);
    expect(draft.pending).toBeUndefined();
    expect(draft.current).toBeUndefined();
    // the new custom scoping is never saved
    expect(Object.keys(scopingToSave(draft).chart_configuration ?? {})).toEqual(['1', '2']);
  });
});
