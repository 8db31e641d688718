import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors.js';
import { parseHumanDatetime } from './humanDatetime.js';
import { formatIso, naive } from './naiveDateTime.js';
import { NOW } from './testUtils.js';

const parse = (text: string) => formatIso(parseHumanDatetime(text, NOW));

describe('dates as python-dateutil reads them (missing parts from 1 Jan this year)', () => {
  it.each([
    ['2015-04-03', '2015-04-03T00:00:00'],
    ['2018', '2018-01-01T00:00:00'],
    ['2018-9', '2018-09-01T00:00:00'],
    ['Nov 2015', '2015-11-01T00:00:00'],
    ['10:00', '2024-01-01T10:00:00'],
    ['5pm', '2024-01-01T17:00:00'],
    ['2/3/1969', '1969-02-03T00:00:00'],
    ['13/07/2016', '2016-07-13T00:00:00'],
    ['2/3/69', '2069-02-03T00:00:00'],
    ['2016/11/07', '2016-11-07T00:00:00'],
    ['20161107', '2016-11-07T00:00:00'],
    ['7 Nov 2016', '2016-11-07T00:00:00'],
    ['07-Nov-2016', '2016-11-07T00:00:00'],
    ['November 7th, 2016 10:30 PM', '2016-11-07T22:30:00'],
    ['Monday, November 7, 2016', '2016-11-07T00:00:00'],
    ['monday', '2024-01-01T00:00:00'],
    ['friday', '2024-01-05T00:00:00'],
    ['2016-11-07T09:30:10', '2016-11-07T09:30:10'],
    ['2016-11-07 09:30', '2016-11-07T09:30:00'],
    ['2016-11-07T09:30:10.123456', '2016-11-07T09:30:10.123456'],
    ['2016-11-07T09:30:10Z', '2016-11-07T09:30:10+00:00'],
    ['2016-11-07T09:30:10-05:00', '2016-11-07T09:30:10-05:00'],
    ['2016-11-07 09:30:10 EST', '2016-11-07T09:30:10'],
    ['2024-02-29', '2024-02-29T00:00:00'],
  ])('%s', (text, expected) => {
    expect(parse(text)).toBe(expected);
  });

  it('uses the current year of the injected clock', () => {
    expect(formatIso(parseHumanDatetime('10:00', naive(1999, 6, 1)))).toBe('1999-01-01T10:00:00');
  });
});

describe('human phrases relative to now (Thu 2024-03-14T15:27:41)', () => {
  it.each([
    ['now', '2024-03-14T15:27:41'],
    ['NOW', '2024-03-14T15:27:41'],
    ['today', '2024-03-14T00:00:00'],
    ['Today', '2024-03-14T00:00:00'],
    ['yesterday', '2024-03-13T00:00:00'],
    ['tomorrow', '2024-03-15T00:00:00'],
    ['today 10:00', '2024-03-14T10:00:00'],
    ['tomorrow at 5pm', '2024-03-15T17:00:00'],
    ['noon', '2024-03-14T12:00:00'],
    ['5 days ago', '2024-03-09T00:00:00'],
    ['8 days later', '2024-03-22T00:00:00'],
    ['in 2 days', '2024-03-16T00:00:00'],
    ['2 weeks from now', '2024-03-28T15:27:41'],
    ['3 hours ago', '2024-03-14T12:27:41'],
    ['90 minutes ago', '2024-03-14T13:57:41'],
    ['10 seconds later', '2024-03-14T15:27:51'],
    ['1 month ago', '2024-02-14T00:00:00'],
    ['2 quarters ago', '2023-09-14T00:00:00'],
    ['100 years ago', '1924-03-14T00:00:00'],
    ['one year ago', '2023-03-14T00:00:00'],
    ['2 years after', '2026-03-14T00:00:00'],
    ['1 year 2 months ago', '2023-01-14T00:00:00'],
    ['-1 days', '2024-03-13T00:00:00'],
    ['last year', '2023-01-01T00:00:00'],
    ['next year', '2025-01-01T00:00:00'],
    ['this year', '2024-12-31T00:00:00'],
    ['last month', '2024-02-01T00:00:00'],
    ['next month', '2024-04-01T00:00:00'],
    ['this month', '2024-03-31T00:00:00'],
    ['last week', '2024-03-07T00:00:00'],
    ['next week', '2024-03-21T00:00:00'],
    ['this week', '2024-03-15T00:00:00'],
    ['last day', '2024-03-13T00:00:00'],
    ['last hour', '2024-03-14T14:00:00'],
    ['this hour', '2024-03-14T15:00:00'],
    ['last monday', '2024-03-11T00:00:00'],
    ['next friday', '2024-03-22T00:00:00'],
    ['this friday', '2024-03-15T00:00:00'],
  ])('%s', (text, expected) => {
    expect(parse(text)).toBe(expected);
  });

  it('clamps month ends in relative phrases', () => {
    expect(formatIso(parseHumanDatetime('1 month ago', naive(2024, 3, 31, 8)))).toBe(
      '2024-02-29T00:00:00',
    );
    expect(formatIso(parseHumanDatetime('1 year ago', naive(2024, 2, 29, 8)))).toBe(
      '2023-02-28T00:00:00',
    );
  });
});

describe('errors', () => {
  const errorOf = (text: string): TimeRangeError => {
    try {
      parseHumanDatetime(text, NOW);
    } catch (error) {
      expect(error).toBeInstanceOf(TimeRangeError);
      return error as TimeRangeError;
    }
    throw new Error(`${text} was accepted`);
  };

  it.each(['5 days', '2 day', ' 3 WEEKS ', '1 quarter', '10 seconds'])(
    'rejects the bare duration %j',
    (text) => {
      const error = errorOf(text);
      expect(error.kind).toBe('ambiguous');
      expect(error.message).toBe(
        `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
      );
    },
  );

  it.each([
    'xxxxxxx',
    '',
    'Last',
    'last fortnight',
    '2024-02-30',
    '2024-13-01',
    '25:00',
    'in a while',
  ])('cannot parse %j', (text) => {
    const error = errorOf(text);
    expect(error.kind).toBe('parseFail');
    expect(error.message).toBe(`Cannot parse time string [${text}]`);
  });
});
