import { describe, expect, it } from 'vitest';
import { dashboardMetadataErrors } from '../schemas/dashboard.js';
import {
  MAX_NATIVE_FILTER_ERRORS,
  nativeFilterConfigurationErrors,
} from './validateNativeFilters.js';

const filter = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'NATIVE_FILTER',
  name: `Filter ${id}`,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'gender' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { filterState: { value: null } },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...extra,
});
const divider = (id: string) => ({ id, type: 'DIVIDER', title: 'Section', description: '' });

describe('native filter configuration', () => {
  it('accepts filters, dividers, cascades and no configuration at all', () => {
    expect(nativeFilterConfigurationErrors(undefined)).toEqual([]);
    expect(nativeFilterConfigurationErrors(null)).toEqual([]);
    expect(nativeFilterConfigurationErrors([])).toEqual([]);
    const time = filter('NATIVE_FILTER-t', { filterType: 'filter_time', targets: [{}] });
    expect(
      nativeFilterConfigurationErrors([
        filter('NATIVE_FILTER-a'),
        filter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
        filter('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-a', 'NATIVE_FILTER-b'] }),
        divider('NATIVE_FILTER_DIVIDER-1'),
        time,
      ]),
    ).toEqual([]);
  });

  it('names the filter and the field it lacks', () => {
    const { name: _name, scope: _scope, ...partial } = filter('NATIVE_FILTER-a');
    expect(nativeFilterConfigurationErrors([partial])).toEqual([
      'native_filter_configuration[0] "NATIVE_FILTER-a": name is required',
      'native_filter_configuration[0] "NATIVE_FILTER-a": scope must be an object {rootPath, excluded}',
    ]);
    expect(
      nativeFilterConfigurationErrors([
        filter('NATIVE_FILTER-a', { targets: [{ datasetId: 'one' }], scope: { rootPath: [] } }),
      ]),
    ).toEqual([
      'native_filter_configuration[0] "NATIVE_FILTER-a" ("Filter NATIVE_FILTER-a"): targets[0].datasetId must be an integer',
      'native_filter_configuration[0] "NATIVE_FILTER-a" ("Filter NATIVE_FILTER-a"): scope.excluded must be a list of chart ids',
    ]);
    expect(nativeFilterConfigurationErrors([{ id: 'x', type: 'FILTER_BOX' }, 'x', {}])).toEqual([
      'native_filter_configuration[0] "x": type must be NATIVE_FILTER or DIVIDER',
      'native_filter_configuration[1]: must be an object',
      'native_filter_configuration[2]: id is required',
    ]);
    expect(nativeFilterConfigurationErrors([{ id: 'd', type: 'DIVIDER' }])).toEqual([
      'native_filter_configuration[0] "d": title is required',
      'native_filter_configuration[0] "d": description is required',
    ]);
    expect(nativeFilterConfigurationErrors({})).toEqual([
      'native_filter_configuration must be a list of filters',
    ]);
  });

  it('refuses an id used twice', () => {
    expect(
      nativeFilterConfigurationErrors([filter('NATIVE_FILTER-a'), divider('NATIVE_FILTER-a')]),
    ).toEqual([
      'native_filter_configuration[1] "NATIVE_FILTER-a" ("Section"): the id "NATIVE_FILTER-a" is used twice',
    ]);
  });

  it('refuses parents that are not filters of the dashboard, and cycles', () => {
    const errors = nativeFilterConfigurationErrors([
      filter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-gone'] }),
      filter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER_DIVIDER-1'] }),
      divider('NATIVE_FILTER_DIVIDER-1'),
      filter('NATIVE_FILTER-self', { cascadeParentIds: ['NATIVE_FILTER-self'] }),
    ]);
    expect(errors).toEqual([
      'native_filter_configuration[0] "NATIVE_FILTER-a" ("Filter NATIVE_FILTER-a"): cascadeParentIds names "NATIVE_FILTER-gone", which is not a filter of this dashboard',
      'native_filter_configuration[1] "NATIVE_FILTER-b" ("Filter NATIVE_FILTER-b"): cascadeParentIds names "NATIVE_FILTER_DIVIDER-1", which is not a filter of this dashboard',
      'native_filter_configuration[3] "NATIVE_FILTER-self" ("Filter NATIVE_FILTER-self"): cascadeParentIds names the filter itself',
    ]);
    const cycle = nativeFilterConfigurationErrors([
      filter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-c'] }),
      filter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
      filter('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-b'] }),
      filter('NATIVE_FILTER-d', { cascadeParentIds: ['NATIVE_FILTER-c'] }),
    ]);
    expect(cycle).toHaveLength(1);
    expect(cycle[0]).toMatch(
      /^native_filter_configuration\[\d\] "NATIVE_FILTER-[abc]".*make a cycle$/,
    );
  });

  it('walks long cascades without the call stack, and reports a bounded number of problems', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) =>
      filter(`F${i}`, { cascadeParentIds: i ? [`F${i - 1}`] : [] }),
    );
    expect(nativeFilterConfigurationErrors(chain)).toEqual([]);
    const bad = Array.from({ length: 50 }, (_, i) => ({ id: `F${i}`, type: 'NATIVE_FILTER' }));
    expect(nativeFilterConfigurationErrors(bad)).toHaveLength(MAX_NATIVE_FILTER_ERRORS);
  });

  it('is part of the json_metadata check', () => {
    expect(
      dashboardMetadataErrors({ native_filter_configuration: [filter('NATIVE_FILTER-a')] }),
    ).toEqual([]);
    expect(
      dashboardMetadataErrors({
        native_filter_configuration: [filter('NATIVE_FILTER-a', { filterType: 7 })],
      }),
    ).toEqual([
      'native_filter_configuration[0] "NATIVE_FILTER-a" ("Filter NATIVE_FILTER-a"): filterType is required',
    ]);
  });
});
