import { describe, expect, it } from 'vitest';
import {
  RANGE_TYPE_OPTIONS,
  RELATIVE_PRESETS,
  acceptRelativeQuantity,
  advancedParts,
  isLastDayRange,
  pickerFrame,
  readoutErrors,
  specificValue,
  timeRangePillLabel,
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
    // spec §9: the Custom frame starts at -7 days to +7 days, both relative
    expect(valueForFrame('Custom', 'Last week', '2024-02-28')).toBe(
      'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)',
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

describe('Current values (the Range Type has no Current)', () => {
  it("offers the spec's range types only", () => {
    expect(RANGE_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Specific',
      'Last',
      'Previous',
      'Custom',
      'Advanced',
      'No filter',
    ]);
  });

  it('opens Current values in Advanced, with both sides filled in', () => {
    expect(pickerFrame('Current week')).toBe('Advanced');
    expect(pickerFrame('Current day')).toBe('Advanced');
    expect(advancedParts('Current month')).toEqual(['start of this month', 'start of next month']);
    expect(valueForFrame('Advanced', 'Current quarter', '')).toBe(
      'start of this quarter : start of next quarter',
    );
  });

  it('offers the relative presets of the spec in the Advanced fields', () => {
    expect(RELATIVE_PRESETS).toEqual([
      'now',
      '1 hour ago',
      '1 day ago',
      '7 days ago',
      '28 days ago',
      '90 days ago',
      '1 year ago',
    ]);
  });
});

describe('the pill and the readout', () => {
  const today = '2024-03-14';
  const range = (since: string, until: string) => ({ since, until, text: `${since} - ${until}` });

  it('displays a last-day range as "Yesterday"', () => {
    expect(timeRangePillLabel('Last day', null, today)).toBe('Yesterday');
    const custom = 'DATEADD(DATETIME("today"), -1, day) : today';
    expect(
      timeRangePillLabel(custom, range('2024-03-13T00:00:00', '2024-03-14T00:00:00'), today),
    ).toBe('Yesterday');
    expect(isLastDayRange('2024-03-13T00:00:00', '2024-03-14T00:00:00', today)).toBe(true);
    // one full day that is not yesterday, or a day ending now, is not "Yesterday"
    expect(isLastDayRange('2024-03-12T00:00:00', '2024-03-13T00:00:00', today)).toBe(false);
    expect(isLastDayRange('2024-03-13T15:00:00', '2024-03-14T15:00:00', today)).toBe(false);
    expect(isLastDayRange('2024-03-07T00:00:00', '2024-03-14T00:00:00', today)).toBe(false);
  });

  it('shows preset values as text, other values as their range', () => {
    const week = range('2024-03-07T00:00:00', '2024-03-14T00:00:00');
    expect(timeRangePillLabel('Last week', week, today)).toBe('Last week');
    expect(timeRangePillLabel('Current week', week, today)).toBe('Current week');
    expect(timeRangePillLabel('No filter', range('', ''), today)).toBe('No filter');
    expect(timeRangePillLabel('x : y', week, today)).toBe(week.text);
    expect(timeRangePillLabel('x : y', null, today)).toBe('x : y');
  });

  it('adds "Default value is required" to a preset\'s lookup error', () => {
    expect(readoutErrors('Last week', 'Network error')).toEqual([
      'Network error',
      'Default value is required',
    ]);
    expect(readoutErrors('Current day', 'boom')).toContain('Default value is required');
    expect(readoutErrors('a : b', 'Cannot parse time string [a]')).toEqual([
      'Cannot parse time string [a]',
    ]);
  });
});
