import { describe, expect, it } from 'vitest';
import { chartFilterIndicators } from './filterIndicators.js';
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
