import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors.js';
import { getSinceUntil } from './sinceUntil.js';
import type { SinceUntilOptions } from './sinceUntil.js';
import { bounds, NOW, REF_NOW } from './testUtils.js';

const range = (tr: string | null | undefined, options: SinceUntilOptions = {}) =>
  bounds(getSinceUntil(tr, { now: NOW, ...options }));

const failure = (tr: string, options: SinceUntilOptions = {}): TimeRangeError => {
  try {
    getSinceUntil(tr, { now: NOW, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(TimeRangeError);
    return error as TimeRangeError;
  }
  throw new Error(`${tr} was accepted`);
};

describe('whole-string rules (now = Thu 2024-03-14T15:27:41)', () => {
  it.each([
    ['No filter', null, null],
    ['Last day', '2024-03-13T00:00:00', '2024-03-14T00:00:00'],
    ['Last week', '2024-03-07T00:00:00', '2024-03-14T00:00:00'],
    ['Last month', '2024-02-14T00:00:00', '2024-03-14T00:00:00'],
    ['Last quarter', '2023-12-14T00:00:00', '2024-03-14T00:00:00'],
    ['Last year', '2023-03-14T00:00:00', '2024-03-14T00:00:00'],
    ['Last 3 days', '2024-03-11T00:00:00', '2024-03-14T00:00:00'],
    ['Last 2 weeks', '2024-02-29T00:00:00', '2024-03-14T00:00:00'],
    ['Last 1 hour', '2024-03-14T14:27:41', '2024-03-14T15:27:41'],
    ['Last hour', '2024-03-14T14:27:41', '2024-03-14T15:27:41'],
    ['Last 30 minutes', '2024-03-14T14:57:41', '2024-03-14T15:27:41'],
    ['Last 10 seconds', '2024-03-14T15:27:31', '2024-03-14T15:27:41'],
    ['Next week', '2024-03-14T00:00:00', '2024-03-21T00:00:00'],
    ['Next 2 months', '2024-03-14T00:00:00', '2024-05-14T00:00:00'],
    ['Next 3 hours', '2024-03-14T15:27:41', '2024-03-14T18:27:41'],
    ['previous calendar week', '2024-03-04T00:00:00', '2024-03-11T00:00:00'],
    ['previous calendar month', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['previous calendar quarter', '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['Current day', '2024-03-14T00:00:00', '2024-03-15T00:00:00'],
    ['Current week', '2024-03-11T00:00:00', '2024-03-18T00:00:00'],
    ['Current month', '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
    ['first week of last month', '2024-02-01T00:00:00', '2024-02-08T00:00:00'],
    ['1st month of this quarter', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['first quarter of the year', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['First Week Of Next Month', '2024-04-01T00:00:00', '2024-04-08T00:00:00'],
    ['first week of prior year', '2023-01-01T00:00:00', '2023-01-08T00:00:00'],
  ])('%s', (tr, since, until) => {
    expect(range(tr)).toEqual([since, until]);
  });

  it.each([
    'today',
    '2018-01-01',
    'last week',
    'previous quarter',
    'banana',
    '  Last week',
    'no filter',
  ])('ignores unrecognised text %j: (null, today)', (tr) => {
    expect(range(tr)).toEqual([null, '2024-03-14T00:00:00']);
  });

  it('treats an empty or missing range as (null, today), or relative_end', () => {
    expect(range('')).toEqual([null, '2024-03-14T00:00:00']);
    expect(range(null)).toEqual([null, '2024-03-14T00:00:00']);
    expect(range(undefined, { relativeEnd: 'now' })).toEqual([null, '2024-03-14T15:27:41']);
    expect(range('banana', { relativeEnd: 'now' })).toEqual([null, '2024-03-14T15:27:41']);
  });

  it('uses the legacy since/until parameters only without a recognised range', () => {
    expect(range('', { since: '5 days' })).toEqual(['2024-03-09T00:00:00', '2024-03-14T00:00:00']);
    expect(range(null, { since: '5 days ago', until: 'tomorrow' })).toEqual([
      '2024-03-09T00:00:00',
      '2024-03-15T00:00:00',
    ]);
    expect(range('Last day', { since: '5 days' })).toEqual([
      '2024-03-13T00:00:00',
      '2024-03-14T00:00:00',
    ]);
  });

  it('is case-sensitive for the separator-less prefixes', () => {
    expect(range('current week')).toEqual([null, '2024-03-14T00:00:00']);
    expect(range('Previous calendar week')).toEqual([null, '2024-03-14T00:00:00']);
    expect(range('next week')).toEqual([null, '2024-03-14T00:00:00']);
  });

  it('honours relative_start and relative_end in the shorthand', () => {
    const ref = (tr: string, options: SinceUntilOptions) =>
      bounds(getSinceUntil(tr, { now: REF_NOW, ...options }));
    expect(ref('Last week', { relativeEnd: 'now' })).toEqual([
      '2016-10-31T00:00:00',
      '2016-11-07T09:30:10',
    ]);
    expect(ref('Last week', { relativeStart: 'now' })).toEqual([
      '2016-10-31T09:30:10',
      '2016-11-07T00:00:00',
    ]);
    expect(ref('Last week', { relativeStart: 'now', relativeEnd: 'now' })).toEqual([
      '2016-10-31T09:30:10',
      '2016-11-07T09:30:10',
    ]);
    expect(ref('Next week', { relativeStart: 'now' })).toEqual([
      '2016-11-07T09:30:10',
      '2016-11-14T09:30:10',
    ]);
  });

  it('matches the reference examples (now = Mon 2016-11-07T09:30:10)', () => {
    const ref = (tr: string) => bounds(getSinceUntil(tr, { now: REF_NOW }));
    expect(ref('Last year')).toEqual(['2015-11-07T00:00:00', '2016-11-07T00:00:00']);
    expect(ref('Last quarter')).toEqual(['2016-08-07T00:00:00', '2016-11-07T00:00:00']);
    expect(ref('Last 5 months')).toEqual(['2016-06-07T00:00:00', '2016-11-07T00:00:00']);
    expect(ref('Next 5 months')).toEqual(['2016-11-07T00:00:00', '2017-04-07T00:00:00']);
    expect(ref('previous calendar week')).toEqual(['2016-10-31T00:00:00', '2016-11-07T00:00:00']);
    expect(ref('first week of last month')).toEqual(['2016-10-01T00:00:00', '2016-10-08T00:00:00']);
    expect(ref(' : now')).toEqual([null, '2016-11-07T09:30:10']);
    expect(ref('yesterday : tomorrow')).toEqual(['2016-11-06T00:00:00', '2016-11-08T00:00:00']);
    // Free-text "last year" (DATETIME) and the P4 side rule are different code paths.
    expect(ref("DATETIME('last year') : ")).toEqual(['2015-01-01T00:00:00', null]);
    expect(ref('last year : ')).toEqual(['2015-11-07T00:00:00', null]);
  });
});

describe('per-side rules', () => {
  it.each([
    ['start of this month : end of this month', '2024-03-01T00:00:00', '2024-03-31T00:00:00'],
    [
      'start of last 2 months : beginning of next year',
      '2024-01-01T00:00:00',
      '2025-01-01T00:00:00',
    ],
    ['end of last quarter : end of this week', '2023-12-31T00:00:00', '2024-03-17T00:00:00'],
    ['end of prior year : START OF THIS DAY', '2023-12-31T00:00:00', '2024-03-14T00:00:00'],
    ['start of next 3 weeks : ', '2024-04-01T00:00:00', null],
    ['first of this month : 1st day of next month', '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
    ['first day of prior year : first of last week', '2023-01-01T00:00:00', '2024-03-04T00:00:00'],
    ['first day of year : first of the month', '2024-01-01T00:00:00', '2024-03-01T00:00:00'],
    ['1st of the quarter : first of next week', '2024-01-01T00:00:00', '2024-03-18T00:00:00'],
    ['this week : this hour', '2024-03-14T00:00:00', '2024-03-14T15:27:41'],
    ['last 3 days : next 2 weeks', '2024-03-11T00:00:00', '2024-03-28T00:00:00'],
    ['last month : prior 0 days', '2024-02-14T00:00:00', '2024-03-14T00:00:00'],
    ['last 90 minutes : now', '2024-03-14T13:57:41', '2024-03-14T15:27:41'],
    ['Last   3    days : NOW', '2024-03-11T00:00:00', '2024-03-14T15:27:41'],
    ['DATEADD(DATETIME("today"), -7, day) : now', '2024-03-07T00:00:00', '2024-03-14T15:27:41'],
    [
      "datetrunc(datetime('now'), month) : lastday(datetime('now'), month)",
      '2024-03-01T00:00:00',
      '2024-03-31T00:00:00',
    ],
    ['2024-01-01 : 2024-02-01', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['yesterday : 5 days later', '2024-03-13T00:00:00', '2024-03-19T00:00:00'],
    ['5 days ago : 2 weeks from now', '2024-03-09T00:00:00', '2024-03-28T15:27:41'],
    ['2024-01-01 : ', '2024-01-01T00:00:00', null],
    [' : 2024-01-01', null, '2024-01-01T00:00:00'],
    [' : ', null, null],
    ['2024-03-14 : 2024-03-14', '2024-03-14T00:00:00', '2024-03-14T00:00:00'],
  ])('%s', (tr, since, until) => {
    expect(range(tr)).toEqual([since, until]);
  });

  it('gives the anchor itself for "this <unit>", not the start of the unit', () => {
    expect(range('this month : ')).toEqual(['2024-03-14T00:00:00', null]);
    expect(range('start of this month : ')).toEqual(['2024-03-01T00:00:00', null]);
  });

  it('lets relative_start override the anchor of both sides', () => {
    expect(range('last 3 days : this day', { relativeStart: 'now' })).toEqual([
      '2024-03-11T15:27:41',
      '2024-03-14T15:27:41',
    ]);
    expect(range('last 2 hours : this hour', { relativeStart: 'today' })).toEqual([
      '2024-03-13T22:00:00',
      '2024-03-14T00:00:00',
    ]);
  });

  it('splits at the first separator only and needs spaces around the colon', () => {
    expect(range('2018-01-01:2018-12-31')).toEqual([null, '2024-03-14T00:00:00']);
    expect(failure('2018-01-01 : 2018-02-01 : 2018-03-01').message).toBe(
      'Cannot parse time string [2018-02-01 : 2018-03-01]',
    );
  });

  it('ignores text after a complete expression', () => {
    expect(range("DATETIME('today') xyz : now")).toEqual([
      '2024-03-14T00:00:00',
      '2024-03-14T15:27:41',
    ]);
  });
});

describe('errors, with Superset texts', () => {
  it('rejects since after until but accepts equal bounds', () => {
    const error = failure('tomorrow : yesterday');
    expect(error.kind).toBe('value');
    expect(error.message).toBe('From date cannot be larger than to date');
  });

  it.each(['Last', 'Last fortnight', 'Last 5', 'xxxx : now', 'Lastweek'])(
    'cannot parse %j',
    (tr) => {
      const error = failure(tr);
      expect(error.kind).toBe('parseFail');
      expect(error.message).toMatch(/^Cannot parse time string \[.+\]$/);
    },
  );

  it('names the text that failed', () => {
    expect(failure('Last fortnight').message).toBe('Cannot parse time string [Last fortnight]');
    expect(failure('xxxx : now').message).toBe('Cannot parse time string [xxxx]');
  });

  it.each([
    ['5 days : now', '5 days'],
    ['now : 2 day', '2 day'],
    ['  3 weeks   : ', '3 weeks'],
  ])('%j is ambiguous', (tr, text) => {
    const error = failure(tr);
    expect(error.kind).toBe('ambiguous');
    expect(error.message).toBe(
      `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
    );
  });

  it('reports expression syntax errors like pyparsing', () => {
    const error = failure("DATEADD(DATETIME('today'), 1, fortnight) : now");
    expect(error.kind).toBe('value');
    expect(error.message).toMatch(/^Expected /);
    expect(error.message).toContain("found 'fortnight'  (at char 30), (line:1, col:31)");
    expect(failure("dateadd(datetime('today'), 1, days) : now").message).toMatch(/^Expected /);
    expect(failure('DATETIMEX(1) : now').message).toMatch(/^Expected \{datetime/);
    expect(failure("it's : now").message).toBe(
      "Expected ')', found 's'  (at char 13), (line:1, col:14)",
    );
  });

  it('raises a type error when an offset-aware bound meets a naive one', () => {
    const error = failure('2016-11-01T00:00:00Z : now');
    expect(error.kind).toBe('type');
    expect(error.message).toBe("can't compare offset-naive and offset-aware datetimes");
    expect(range('2016-11-01T00:00:00Z : 2016-11-02T00:00:00+05:00')).toEqual([
      '2016-11-01T00:00:00+00:00',
      '2016-11-02T00:00:00+05:00',
    ]);
  });

  it('keeps fractional seconds of explicit inputs', () => {
    expect(range('2024-01-01T10:00:00.250 : now')).toEqual([
      '2024-01-01T10:00:00.250000',
      '2024-03-14T15:27:41',
    ]);
  });
});

describe('instant time comparison', () => {
  it('moves both bounds back by a year, month, week or the range length', () => {
    const tr = '2024-01-10 : 2024-01-17';
    expect(range(tr, { instantTimeComparisonRange: 'y' })).toEqual([
      '2023-01-10T00:00:00',
      '2023-01-17T00:00:00',
    ]);
    expect(range(tr, { instantTimeComparisonRange: 'm' })).toEqual([
      '2023-12-10T00:00:00',
      '2023-12-17T00:00:00',
    ]);
    expect(range(tr, { instantTimeComparisonRange: 'w' })).toEqual([
      '2024-01-03T00:00:00',
      '2024-01-10T00:00:00',
    ]);
    expect(range(tr, { instantTimeComparisonRange: 'r' })).toEqual([
      '2024-01-03T00:00:00',
      '2024-01-10T00:00:00',
    ]);
  });
});
