import { describe, expect, it } from 'vitest';
import {
  GRID_ID,
  ROOT_ID,
  type DashboardLayout,
  type NativeFilter,
  type NativeFilterItem,
} from '@tessera/core';
import { defaultDataMaskOf, EMPTY_DATA_MASK } from './defaultValue';
import { filterChanges } from './filterChanges';
import {
  draftOf,
  filterOf,
  itemOf,
  mostUsedDataset,
  moveItem,
  nanoid,
  newDividerDraft,
  newFilterDraft,
  newItemId,
  type FilterDraft,
} from './filterDraft';

const layout: DashboardLayout = {
  [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], meta: {} },
  [GRID_ID]: { id: GRID_ID, type: 'GRID', children: ['ROW'], meta: {} },
  ROW: { id: 'ROW', type: 'ROW', children: ['CHART-1', 'CHART-2'], meta: {} },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2 } },
};

/** A filter as Superset's examples carry it (COVID Vaccine Dashboard), with a dataset id. */
const COUNTRY: NativeFilter = {
  id: 'NATIVE_FILTER-8jS1fx4hl',
  controlValues: {
    enableEmptyFilter: false,
    defaultToFirstItem: false,
    multiSelect: true,
    searchAllOptions: false,
    inverseSelection: false,
  },
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ column: { name: 'country_name' }, datasetId: 7 }],
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: [ROOT_ID], excluded: [] },
  type: 'NATIVE_FILTER',
  description: '',
  chartsInScope: [1, 2],
  tabsInScope: [],
};

describe('ids', () => {
  it('makes Superset-like ids from 21 URL-safe characters', () => {
    expect(nanoid()).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(newItemId('NATIVE_FILTER')).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{21}$/);
    expect(newItemId('DIVIDER')).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{21}$/);
    const zeros = (size: number) => new Uint8Array(size);
    expect(nanoid(4, zeros)).toBe('uuuu');
    expect(newItemId('NATIVE_FILTER')).not.toBe(newItemId('NATIVE_FILTER'));
  });
});

describe('drafts and the saved shape', () => {
  it('gives back a saved filter unchanged when nothing was edited', () => {
    expect(itemOf(draftOf(COUNTRY), layout)).toEqual(COUNTRY);
  });

  it("keeps a bundle's dataset uuid while the dataset is the same", () => {
    const byUuid = { ...COUNTRY, targets: [{ datasetUuid: 'u-1', column: { name: 'c' } }] };
    expect(itemOf(draftOf(byUuid), layout)).toEqual(byUuid);
    const moved = { ...(draftOf(byUuid) as FilterDraft), datasetId: 9, column: 'd' };
    expect(filterOf(moved, layout).targets).toEqual([{ datasetId: 9, column: { name: 'd' } }]);
  });

  it('keeps the keys it does not edit', () => {
    const saved = { ...COUNTRY, requiredFirst: true, extra_thing: 1 } as NativeFilter;
    expect(itemOf(draftOf(saved), layout)).toMatchObject({ requiredFirst: true, extra_thing: 1 });
  });

  it('saves a new Value filter with a default value, scoped to one chart', () => {
    const draft: FilterDraft = {
      ...newFilterDraft('NATIVE_FILTER-x', 3),
      name: ' Gender ',
      column: 'gender',
      hasDefault: true,
      defaultValue: ['boy'],
      scoping: 'specific',
      scope: { rootPath: [ROOT_ID], excluded: [1] },
    };
    expect(filterOf(draft, layout)).toEqual({
      id: 'NATIVE_FILTER-x',
      type: 'NATIVE_FILTER',
      name: 'Gender',
      filterType: 'filter_select',
      targets: [{ datasetId: 3, column: { name: 'gender' } }],
      controlValues: {
        enableEmptyFilter: false,
        defaultToFirstItem: false,
        multiSelect: true,
        searchAllOptions: false,
        inverseSelection: false,
      },
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
        filterState: { value: ['boy'], label: 'boy' },
        ownState: {},
      },
      cascadeParentIds: [],
      scope: { rootPath: [ROOT_ID], excluded: [1] },
      description: '',
      chartsInScope: [2],
      tabsInScope: [],
    });
  });

  it('saves all panels when so chosen, whatever scope was checked before', () => {
    const draft = { ...draftOf(COUNTRY), scoping: 'all', scope: { rootPath: [], excluded: [] } };
    expect(filterOf(draft as FilterDraft, layout).scope).toEqual({
      rootPath: [ROOT_ID],
      excluded: [],
    });
  });

  it('drops what the type has not (a time range has no dataset, options or sort)', () => {
    const draft: FilterDraft = {
      ...newFilterDraft('NATIVE_FILTER-t', 3),
      name: 'When',
      filterType: 'filter_time',
      column: 'ds',
      sorted: true,
      dependent: true,
      parentIds: ['NATIVE_FILTER-8jS1fx4hl'],
      preFiltered: true,
      timeRange: 'Last week',
    };
    const saved = filterOf(draft, layout);
    expect(saved.targets).toEqual([{}]);
    expect(saved.controlValues).toEqual({ enableEmptyFilter: false });
    expect(saved.cascadeParentIds).toEqual([]);
    expect(saved.time_range).toBeUndefined();
  });

  it('keeps sort, parents and the pre-filter when switched on', () => {
    const draft: FilterDraft = {
      ...draftOf(COUNTRY),
      sorted: true,
      controlValues: { ...COUNTRY.controlValues, sortAscending: false },
      sortMetric: 'count',
      dependent: true,
      parentIds: ['NATIVE_FILTER-p'],
      preFiltered: true,
      adhocFilters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'x', operator: '==', comparator: 1 },
      ],
      timeRange: 'Last year',
      timeColumn: 'ds',
    } as FilterDraft;
    expect(filterOf(draft, layout)).toMatchObject({
      controlValues: { sortAscending: false, sortMetric: 'count' },
      sortMetric: 'count',
      cascadeParentIds: ['NATIVE_FILTER-p'],
      adhoc_filters: [{ subject: 'x' }],
      time_range: 'Last year',
      granularity_sqla: 'ds',
    });
  });

  it('saves a divider with its title, description and the all-panels scope', () => {
    const divider = { ...newDividerDraft('NATIVE_FILTER_DIVIDER-d'), title: ' Section ' };
    expect(itemOf(divider, layout)).toEqual({
      id: 'NATIVE_FILTER_DIVIDER-d',
      type: 'DIVIDER',
      title: 'Section',
      description: '',
      scope: { rootPath: [ROOT_ID], excluded: [] },
    });
  });
});

describe('default data masks', () => {
  const base = { column: 'num', hasDefault: true, controlValues: {} };
  it('makes each type’s extra form data', () => {
    expect(
      defaultDataMaskOf({
        ...base,
        filterType: 'filter_select',
        defaultValue: ['a'],
        controlValues: { inverseSelection: true },
      }).extraFormData,
    ).toEqual({ filters: [{ col: 'num', op: 'NOT IN', val: ['a'] }] });
    expect(
      defaultDataMaskOf({ ...base, filterType: 'filter_range', defaultValue: [1, null] }),
    ).toEqual({
      extraFormData: { filters: [{ col: 'num', op: '>=', val: 1 }] },
      filterState: { value: [1, null], label: 'x ≥ 1' },
      ownState: {},
    });
    expect(
      defaultDataMaskOf({ ...base, filterType: 'filter_time', defaultValue: 'Last week' })
        .extraFormData,
    ).toEqual({ time_range: 'Last week' });
    expect(
      defaultDataMaskOf({ ...base, filterType: 'filter_timegrain', defaultValue: ['P1D'] }),
    ).toMatchObject({ extraFormData: { time_grain_sqla: 'P1D' }, filterState: { value: ['P1D'] } });
    expect(
      defaultDataMaskOf({ ...base, filterType: 'filter_timecolumn', defaultValue: 'ds' })
        .extraFormData,
    ).toEqual({ granularity_sqla: 'ds' });
  });

  it('is empty without a default, with an empty one, or with the first value by default', () => {
    const select = { ...base, filterType: 'filter_select' as const };
    expect(defaultDataMaskOf({ ...select, hasDefault: false, defaultValue: ['a'] })).toEqual(
      EMPTY_DATA_MASK,
    );
    expect(defaultDataMaskOf({ ...select, defaultValue: [] })).toEqual(EMPTY_DATA_MASK);
    expect(
      defaultDataMaskOf({
        ...select,
        defaultValue: ['a'],
        controlValues: { defaultToFirstItem: true },
      }),
    ).toEqual(EMPTY_DATA_MASK);
  });
});

describe('the changes sent', () => {
  const saved: NativeFilterItem[] = [
    COUNTRY,
    { ...COUNTRY, id: 'NATIVE_FILTER-b', name: 'B' },
    { id: 'NATIVE_FILTER_DIVIDER-d', type: 'DIVIDER', title: 'D', description: '' },
  ];
  const drafts = () => saved.map(draftOf);

  it('sends nothing when nothing changed', () => {
    expect(filterChanges(saved, drafts(), layout)).toEqual({
      body: { modified: [], deleted: [] },
      changed: false,
    });
  });

  it('sends changed and new items, removed ids, and the order when it is not the saved one', () => {
    const [a, b, d] = drafts();
    const renamed = { ...b, name: 'Bee' } as FilterDraft;
    const added = { ...newFilterDraft('NATIVE_FILTER-new', 7), name: 'New', column: 'x' };
    const { body, changed } = filterChanges(saved, [renamed, added, a], layout);
    expect(changed).toBe(true);
    expect(body.modified?.map((f) => f.id)).toEqual(['NATIVE_FILTER-b', 'NATIVE_FILTER-new']);
    expect(body.deleted).toEqual([d.id]);
    expect(body.reordered).toEqual(['NATIVE_FILTER-b', 'NATIVE_FILTER-new', COUNTRY.id]);
  });

  it('leaves the order out when new items only come last', () => {
    const added = { ...newDividerDraft('NATIVE_FILTER_DIVIDER-n'), title: 'N' };
    const { body } = filterChanges(saved, [...drafts(), added], layout);
    expect(body.reordered).toBeUndefined();
    expect(body.modified?.map((f) => f.id)).toEqual(['NATIVE_FILTER_DIVIDER-n']);
  });
});

describe('helpers', () => {
  it('moves an item', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('finds the dataset most charts use', () => {
    expect(mostUsedDataset(['1__table', '2__table', '2__table', undefined])).toBe(2);
    expect(mostUsedDataset([])).toBeUndefined();
  });
});
