import { describe, expect, it } from 'vitest';
import { parseTarget, targetFields, validateFormatter } from './conditionalFormattingRules';

describe('conditional formatting rules', () => {
  it('requires every field', () => {
    expect(validateFormatter({})).toEqual({
      column: 'Required',
      operator: 'Required',
      colorScheme: 'Required',
    });
    expect(validateFormatter({ column: 'num', operator: '>', colorScheme: 'green' })).toEqual({
      targetValue: 'Required',
    });
    expect(
      validateFormatter({ column: 'num', operator: '>', colorScheme: 'green', targetValue: 0 }),
    ).toEqual({});
  });

  it('needs the left value smaller than the right for range operators', () => {
    const rule = { column: 'num', operator: '< x <', colorScheme: 'red' };
    expect(validateFormatter({ ...rule, targetValueLeft: 5 })).toEqual({
      targetValueRight: 'Required',
    });
    expect(validateFormatter({ ...rule, targetValueLeft: 5, targetValueRight: 5 })).toEqual({
      targetValueLeft: 'This value should be smaller than the right target value',
      targetValueRight: 'This value should be greater than the left target value',
    });
    expect(validateFormatter({ ...rule, targetValueLeft: 1, targetValueRight: 5 })).toEqual({});
  });

  it('hides targets for operator None and parses numbers', () => {
    expect(targetFields('None')).toBe('none');
    expect(validateFormatter({ column: 'num', operator: 'None', colorScheme: 'green' })).toEqual(
      {},
    );
    expect(targetFields('≤ x <')).toBe('range');
    expect(parseTarget('12.5')).toBe(12.5);
    expect(parseTarget('')).toBeNull();
  });
});
