import { describe, expect, it } from 'vitest';
import { getSinceUntil } from './sinceUntil.js';
import { bounds, NOW } from './testUtils.js';
import {
  CURRENT_RANGE_VALUES,
  currentRangeAsAdvanced,
  customTimeRangeDecode,
  customTimeRangeEncode,
  defaultCustomRange,
  formatTimeRange,
  guessFrame,
  toAdvancedValue,
} from './frame.js';

describe('guessFrame (reference §3.4)', () => {
  it.each([
    ['Last week', 'Common'],
    ['Last quarter', 'Common'],
    ['last week', 'Advanced'],
    ['Last 7 days', 'Advanced'],
    ['Last 3 hours', 'Advanced'],
    ['previous calendar week', 'Calendar'],
    ['previous calendar quarter', 'Calendar'],
    ['previous quarter', 'Advanced'],
    ['Current month', 'Current'],
    ['No filter', 'No filter'],
    ['no filter', 'Advanced'],
    ['', 'Advanced'],
    ['2021-01-20T00:00:00 : 2021-01-27T00:00:00', 'Custom'],
    ['2021-01-01 : 2022-02-01', 'Advanced'],
    ['today : now', 'Custom'],
    ['NOW : TODAY', 'Custom'],
    ['2021-01-20T00:00:00Z : now', 'Custom'],
    ['DATEADD(DATETIME("now"), -7, day) : now', 'Custom'],
    ["DATEADD(DATETIME('now'), -7, day) : now", 'Advanced'],
    ['DATEADD(DATETIME("now"),-7,day) : now', 'Advanced'],
    ['DATEADD(DATETIME("now"), 0, day) : now', 'Advanced'],
    ['DATEADD(DATETIME("2021-01-27T00:00:00"), -7, day) : 2021-01-27T00:00:00', 'Custom'],
    ['2021-01-20T00:00:00 : DATEADD(DATETIME("2021-01-20T00:00:00"), 7, day)', 'Custom'],
    ['now : DATEADD(DATETIME("now"), 7, day)', 'Custom'],
    ['now : DATEADD(DATETIME("TODAY"), -7, day)', 'Advanced'],
    ['DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)', 'Custom'],
    [
      'DATEADD(DATETIME("2021-01-26T00:00:00"), -55, day) : DATEADD(DATETIME("2021-01-27T00:00:00"), 7, day)',
      'Advanced',
    ],
    ['undefined : now', 'Advanced'],
    ['Last week : ', 'Advanced'],
    ['100 years ago : now', 'Advanced'],
    ["DATETRUNC(DATETIME('today'), MONTH) : ", 'Advanced'],
    ['a : b : c', 'Advanced'],
  ])('%j is %s', (value, frame) => {
    expect(guessFrame(value)).toBe(frame);
  });
});

describe('custom range encoding', () => {
  const midnight = '2021-01-20T00:00:00';

  it('decodes the fields of each shape', () => {
    expect(
      customTimeRangeDecode('DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)')
        .customRange,
    ).toEqual({
      ...defaultCustomRange(''),
      sinceMode: 'relative',
      sinceGrain: 'day',
      sinceGrainValue: -7,
      untilMode: 'relative',
      untilGrain: 'day',
      untilGrainValue: 7,
      anchorMode: 'now',
      anchorValue: 'now',
    });
    const specific = customTimeRangeDecode(`${midnight} : now`, midnight).customRange;
    expect([specific.sinceMode, specific.sinceDatetime, specific.untilMode]).toEqual([
      'specific',
      midnight,
      'now',
    ]);
  });

  it.each([
    '2021-01-20T00:00:00 : 2021-01-27T00:00:00',
    '2021-01-20T00:00:00 : DATEADD(DATETIME("2021-01-20T00:00:00"), 7, day)',
    'DATEADD(DATETIME("now"), -7, day) : now',
    'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)',
  ])('encodes what it decodes: %s', (value) => {
    const decoded = customTimeRangeDecode(value, midnight);
    expect(decoded.matchedFlag).toBe(true);
    expect(customTimeRangeEncode(decoded.customRange)).toBe(value);
  });

  it('starts from -7 days to +7 days, both relative, anchored on now (spec §9)', () => {
    expect(customTimeRangeEncode(defaultCustomRange(midnight))).toBe(
      'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)',
    );
    const { customRange } = customTimeRangeDecode('Last week', midnight);
    expect([customRange.sinceMode, customRange.untilMode, customRange.anchorMode]).toEqual([
      'relative',
      'relative',
      'now',
    ]);
    expect([customRange.sinceGrainValue, customRange.untilGrainValue]).toEqual([-7, 7]);
  });

  it('keeps a side specific, at midnight, when it leaves a range anchored on now', () => {
    const { customRange } = customTimeRangeDecode(
      'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)',
      midnight,
    );
    const value = customTimeRangeEncode({ ...customRange, sinceMode: 'specific' });
    expect(value).toBe(`${midnight} : DATEADD(DATETIME("${midnight}"), 7, day)`);
    expect(customTimeRangeDecode(value, midnight).customRange.sinceMode).toBe('specific');
    expect(customTimeRangeDecode('NOW : TODAY', midnight).customRange).toMatchObject({
      sinceMode: 'now',
      untilMode: 'today',
    });
  });

  it('writes relative since values as -|n|', () => {
    expect(
      customTimeRangeEncode({
        ...defaultCustomRange(midnight),
        sinceMode: 'relative',
        sinceGrainValue: 3,
        untilMode: 'now',
      }),
    ).toBe('DATEADD(DATETIME("now"), -3, day) : now');
  });
});

describe('Advanced rewrite and readout', () => {
  it('rewrites the value when switching to Advanced', () => {
    expect(toAdvancedValue('Last week')).toBe('Last week : ');
    expect(toAdvancedValue('Next 3 days')).toBe(' : Next 3 days');
    expect(toAdvancedValue('2021-01-01 : now')).toBe('2021-01-01 : now');
    expect(toAdvancedValue('previous calendar week')).toBe(' : ');
  });

  it('shows since ≤ col < until without midnight times and with infinite open sides', () => {
    expect(formatTimeRange('2024-03-07T00:00:00', '2024-03-14T15:27:41')).toBe(
      '2024-03-07 ≤ col < 2024-03-14T15:27:41',
    );
    expect(formatTimeRange('', '2024-03-14T00:00:00', 'ds')).toBe('-∞ ≤ ds < 2024-03-14');
    expect(formatTimeRange('2024-03-07T00:00:00', '')).toBe('2024-03-07 ≤ col < ∞');
  });
});

describe('Current values without a Current range type', () => {
  it('writes each as the same range in the Advanced frame', () => {
    expect(currentRangeAsAdvanced('Current week')).toBe('start of this week : start of next week');
    expect(currentRangeAsAdvanced('Last week')).toBeNull();
    for (const value of CURRENT_RANGE_VALUES) {
      const advanced = currentRangeAsAdvanced(value) ?? '';
      expect(bounds(getSinceUntil(advanced, { now: NOW }))).toEqual(
        bounds(getSinceUntil(value, { now: NOW })),
      );
    }
  });
});
