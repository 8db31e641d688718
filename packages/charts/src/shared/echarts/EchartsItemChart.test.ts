import { describe, expect, it } from 'vitest';
import { itemCrossFilterDataMask, itemKey } from './EchartsItemChart.js';

describe('item chart cross-filters', () => {
  it("a clicked item's key: its filterKey (a tree node's path) or its name", () => {
    expect(itemKey({ name: 'CA', data: { filterKey: '["girl","CA"]' } })).toBe('["girl","CA"]');
    expect(itemKey({ name: 'CA', data: { value: 1 } })).toBe('CA');
    expect(itemKey({ name: 'CA', data: 3 })).toBe('CA');
  });
  it('filters the levels down to the clicked node; again clears', () => {
    const labelMap = { '["girl"]': ['girl'], '["girl",null]': ['girl', null] };
    expect(itemCrossFilterDataMask('["girl"]', [], labelMap, ['gender', 'state'])).toEqual({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
      filterState: { value: [['girl']], selectedValues: ['["girl"]'] },
    });
    expect(
      itemCrossFilterDataMask('["girl",null]', [], labelMap, ['gender', 'state'])?.extraFormData,
    ).toEqual({
      filters: [
        { col: 'gender', op: 'IN', val: ['girl'] },
        { col: 'state', op: 'IS NULL' },
      ],
    });
    expect(
      itemCrossFilterDataMask('["girl"]', ['["girl"]'], labelMap, ['gender'])?.filterState,
    ).toEqual({ value: null, selectedValues: null });
    expect(itemCrossFilterDataMask('count', [], labelMap, ['gender'])).toBeUndefined();
    expect(itemCrossFilterDataMask('["girl"]', [], labelMap, [])).toBeUndefined();
  });
});
