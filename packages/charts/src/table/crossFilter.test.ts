import { describe, expect, it } from 'vitest';
import transformProps from './transformProps.js';
import { crossFilterColumn, tableCrossFilter } from './crossFilter.js';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';

const columnsWith = (columnConfig = {}) =>
  transformProps(
    chartProps({ groupby: ['name'], metrics: [SUM_NUM], column_config: columnConfig }, [
      queryResult([{ name: 'Aaron', 'SUM(num)': 1 }]),
    ]),
  ).columns;

describe('table cross-filters', () => {
  it('a dimension cell filters its column; again clears', () => {
    const [name] = columnsWith();
    const first = tableCrossFilter(name, 'Aaron', null)!;
    expect(first.dataMask).toEqual({
      extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['Aaron'] }] },
      filterState: { value: ['Aaron'], selectedValues: ['Aaron'] },
    });
    const again = tableCrossFilter(name, 'Aaron', first.selected)!;
    expect(again.selected).toBeNull();
    expect(again.dataMask.extraFormData).toEqual({ filters: [] });
    expect(tableCrossFilter(name, null, null)!.dataMask.extraFormData).toEqual({
      filters: [{ col: 'name', op: 'IS NULL' }],
    });
  });

  it("filters the column config's emit target instead of the column", () => {
    const [name] = columnsWith({ name: { emitTarget: 'first_name' } });
    expect(crossFilterColumn(name)).toBe('first_name');
    expect(tableCrossFilter(name, 'Aaron', null)!.dataMask.extraFormData).toEqual({
      filters: [{ col: 'first_name', op: 'IN', val: ['Aaron'] }],
    });
  });

  it('metric cells never filter', () => {
    const [, metric] = columnsWith();
    expect(tableCrossFilter(metric, 1, null)).toBeUndefined();
  });
});
