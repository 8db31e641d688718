import { describe, expect, it } from 'vitest';
import {
  acceptRelativeQuantity,
  advancedParts,
  pickerFrame,
  specificValue,
  valueForFrame,
} from './dateFilter';

describe('time range frames', () => {
  it('derives the frame from the value', () => {
    expect(pickerFrame('Last week')).toBe('Common');
    expect(pickerFrame('previous calendar month')).toBe('Calendar');
    expect(pickerFrame('No filter')).toBe('No filter');
    expect(pickerFrame('2021-01-20T00:00:00 : 2021-01-21T00:00:00')).toBe('Specific');
    expect(pickerFrame('2021-01-20T00:00:00 : 2021-01-27T00:00:00')).toBe('Custom');
    expect(pickerFrame('DATEADD(DATETIME("now"), -7, day) : now')).toBe('Custom');
    expect(pickerFrame("DATEADD(DATETIME('now'), -7, day) : now")).toBe('Advanced');
    expect(pickerFrame('last week')).toBe('Advanced');
  });

  it('starts each frame from its default value', () => {
    expect(valueForFrame('Common', 'No filter', '2024-02-28')).toBe('Last week');
    expect(valueForFrame('Calendar', 'Last week', '2024-02-28')).toBe('previous calendar week');
    expect(valueForFrame('No filter', 'Last week', '2024-02-28')).toBe('No filter');
    expect(valueForFrame('Specific', 'Last week', '2024-02-28')).toBe(
      '2024-02-28T00:00:00 : 2024-02-29T00:00:00',
    );
    expect(valueForFrame('Custom', 'Last week', '2024-02-28')).toBe(
      'DATEADD(DATETIME("2024-02-28T00:00:00"), -7, day) : 2024-02-28T00:00:00',
    );
    const custom = '2021-01-20T00:00:00 : 2021-01-27T00:00:00';
    expect(valueForFrame('Custom', custom, '2024-02-28')).toBe(custom);
    expect(specificValue('2024-12-31')).toBe('2024-12-31T00:00:00 : 2025-01-01T00:00:00');
  });

  it('rewrites text entering the Advanced frame', () => {
    expect(valueForFrame('Advanced', 'Last week', '')).toBe('Last week : ');
    expect(valueForFrame('Advanced', 'Next 3 days', '')).toBe(' : Next 3 days');
    expect(valueForFrame('Advanced', 'a : b', '')).toBe('a : b');
    expect(advancedParts('Last week')).toEqual(['Last week', '']);
    expect(advancedParts('Next week')).toEqual(['', 'Next week']);
  });

  it('ignores relative quantities below 1', () => {
    expect(acceptRelativeQuantity(3, 7)).toBe(3);
    expect(acceptRelativeQuantity(0, 7)).toBe(7);
    expect(acceptRelativeQuantity('abc', 7)).toBe(7);
    expect(acceptRelativeQuantity(-2, 7)).toBe(7);
  });
});
