import { describe, expect, it } from 'vitest';
import { chartFilterIndicators, legacyFilterIndicators } from './filterIndicators.js';
import { nativeFilterDataMask } from './nativeFilterMask.js';
import { nativeFilter } from './nativeFilters.fixtures.js';

const filter = (id: string, name: string, column?: string, filterType = 'filter_select') =>
  nativeFilter({
    id,
    name,
    filterType,
    targets: [{ datasetId: 1, ...(column ? { column: { name: column } } : {}) }],
  });

const gender = filter('G', 'Gender', 'gender');
const state = filter('S', 'State', 'state');
const time = filter('T', 'Time', undefined, 'filter_time');
const other = filter('O', 'Elsewhere', 'x');

const scopes = {
  inScope: { G: [1, 2], S: [1, 2], T: [1, 2], O: [3] },
  applying: { G: [1], S: [1, 2], T: [1, 2], O: [3] },
};

describe('chartFilterIndicators', () => {
  it('lists the filters in scope as applied, unset or incompatible', () => {
    const mask = {
      G: nativeFilterDataMask(gender, ['girl']),
      T: nativeFilterDataMask(time, 'Last year'),
    };
    expect(chartFilterIndicators([gender, state, time, other], mask, 1, scopes)).toEqual([
      { id: 'G', name: 'Gender', column: 'gender', value: 'girl', status: 'APPLIED' },
      { id: 'T', name: 'Time', column: undefined, value: 'Last year', status: 'APPLIED' },
      { id: 'S', name: 'State', column: 'state', value: null, status: 'UNSET' },
    ]);
    // chart 2's dataset lacks `gender`
    expect(
      chartFilterIndicators([gender, state, time], mask, 2, scopes).map((i) => i.status),
    ).toEqual(['APPLIED', 'UNSET', 'INCOMPATIBLE']);
  });

  it('marks a filter its answer rejected as incompatible', () => {
    const mask = { S: nativeFilterDataMask(state, ['CA']) };
    const [indicator] = chartFilterIndicators([state], mask, 2, scopes, new Set(['state']));
    expect(indicator!.status).toBe('INCOMPATIBLE');
  });
});

describe('legacyFilterIndicators', () => {
  const box = {
    chartId: 7,
    componentId: 'CHART-7',
    datasourceId: '1__table',
    filterName: 'Births filter box',
    directPathToFilter: ['ROOT_ID', 'CHART-7'],
    columns: { __time_range: 'No filter', gender: null, state: null },
    labels: { __time_range: 'Time Range', gender: 'Gender', state: '' },
    scopes: {},
    isDateFilter: true,
    isInstantFilter: false,
  };
  const legacyScopes = {
    inScope: { '7___time_range': [1, 2], '7_gender': [1, 2], '7_state': [1] },
    applying: { '7___time_range': [1, 2], '7_gender': [1], '7_state': [1] },
  };

  it("lists a filter box's filters in scope, named by their labels, as applied, unset or incompatible", () => {
    const mask = {
      '7___time_range': { filterState: { value: 'No filter' } },
      '7_gender': { filterState: { value: ['girl', 'boy'] } },
    };
    expect(legacyFilterIndicators({ 7: box }, mask, 1, legacyScopes)).toEqual([
      { id: '7_gender', name: 'Gender', column: 'gender', value: 'girl, boy', status: 'APPLIED' },
      {
        id: '7___time_range',
        name: 'Time Range',
        column: '__time_range',
        value: null,
        status: 'UNSET',
      },
      { id: '7_state', name: 'state', column: 'state', value: null, status: 'UNSET' },
    ]);
    // chart 2's dataset lacks `gender`; `state` does not filter it
    expect(legacyFilterIndicators({ 7: box }, mask, 2, legacyScopes).map((i) => i.status)).toEqual([
      'UNSET',
      'INCOMPATIBLE',
    ]);
    // the answer rejected it
    const rejected = legacyFilterIndicators({ 7: box }, mask, 1, legacyScopes, new Set(['gender']));
    expect(rejected.find((i) => i.column === 'gender')!.status).toBe('INCOMPATIBLE');
  });
});
