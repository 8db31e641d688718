import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors.js';
import { evaluateExpression } from './expression.js';
import { formatIso } from './naiveDateTime.js';
import { NOW, REF_NOW } from './testUtils.js';

const evalAt = (now: typeof NOW) => (text: string) => {
  const value = evaluateExpression(text, now);
  return typeof value === 'number' ? value : formatIso(value);
};
const ev = evalAt(NOW);

const errorOf = (text: string): TimeRangeError => {
  try {
    evaluateExpression(text, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(TimeRangeError);
    return error as TimeRangeError;
  }
  throw new Error(`${text} was accepted`);
};

describe('Superset datetime_eval examples (now = 2016-11-07T09:30:10)', () => {
  const ref = evalAt(REF_NOW);
  it.each([
    ["datetime('now')", '2016-11-07T09:30:10'],
    ["datetime('today')", '2016-11-07T00:00:00'],
    ["datetime('2018')", '2018-01-01T00:00:00'],
    ["datetime('2018-9')", '2018-09-01T00:00:00'],
    ["dateadd(datetime('today'),1,year,)", '2017-11-07T00:00:00'],
    ["dateadd(datetime('today'), -2, year)", '2014-11-07T00:00:00'],
    ["dateadd(datetime('today'), 2, quarter)", '2017-05-07T00:00:00'],
    ["dateadd(datetime('today'), 3, month)", '2017-02-07T00:00:00'],
    ["dateadd(datetime('today'), -3, week)", '2016-10-17T00:00:00'],
    ["dateadd(datetime('today'), 3, day)", '2016-11-10T00:00:00'],
    ["dateadd(datetime('now'), 3, hour)", '2016-11-07T12:30:10'],
    ["dateadd(datetime('now'), 40, minute)", '2016-11-07T10:10:10'],
    ["dateadd(datetime('now'), -11, second)", '2016-11-07T09:29:59'],
    ["datetrunc(datetime('now'), year)", '2016-01-01T00:00:00'],
    ["datetrunc(datetime('now'), quarter)", '2016-10-01T00:00:00'],
    ["datetrunc(datetime('now'), month)", '2016-11-01T00:00:00'],
    ["datetrunc(datetime('now'), day)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), week)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), hour)", '2016-11-07T09:00:00'],
    ["datetrunc(datetime('now'), minute)", '2016-11-07T09:30:00'],
    ["datetrunc(datetime('now'), second)", '2016-11-07T09:30:10'],
    ["lastday(datetime('now'), year)", '2016-12-31T00:00:00'],
    ["lastday(datetime('today'), month)", '2016-11-30T00:00:00'],
    ["holiday('Christmas')", '2016-12-25T00:00:00'],
    ["holiday('Labor day', datetime('2018-01-01T00:00:00'))", '2018-09-03T00:00:00'],
    ["holiday('Boxing day', datetime('2018-01-01T00:00:00'), 'UK')", '2018-12-26T00:00:00'],
    ["holiday('Juneteenth', datetime('2022-01-01T00:00:00'), 'US')", '2022-06-19T00:00:00'],
    ["holiday('Independence Day', datetime('2022-01-01T00:00:00'), 'US')", '2022-07-04T00:00:00'],
    ["lastday(dateadd(datetime('2018-01-01T00:00:00'), 1, month), month)", '2018-02-28T00:00:00'],
  ])('%s', (text, expected) => {
    expect(ref(text)).toBe(expected);
  });
});

describe('DATEADD (now = Thu 2024-03-14T15:27:41)', () => {
  it.each([
    ["DATEADD(DATETIME('2016-01-31'), 1, month)", '2016-02-29T00:00:00'],
    ["DATEADD(DATETIME('2020-02-29'), 1, year)", '2021-02-28T00:00:00'],
    ["DATEADD(DATETIME('2020-02-29'), 4, year)", '2024-02-29T00:00:00'],
    ["DATEADD(DATETIME('2024-03-31'), -1, month)", '2024-02-29T00:00:00'],
    ["DATEADD(DATETIME('2023-03-31'), -1, month)", '2023-02-28T00:00:00'],
    ["DATEADD(DATETIME('2024-11-30'), 1, quarter)", '2025-02-28T00:00:00'],
    ["DATEADD(DATETIME('2024-12-31T23:59:59'), 1, second)", '2025-01-01T00:00:00'],
    ["DATEADD(DATETIME('now'), 1, month)", '2024-04-14T15:27:41'],
    ["DATEADD(DATETIME('now'), -1, week)", '2024-03-07T15:27:41'],
    ['DaTeAdD(DaTeTiMe("today"), +2, DAY)', '2024-03-16T00:00:00'],
    ["DATEADD( DATETIME( 'today' ) , -1 , YEAR , )", '2023-03-14T00:00:00'],
    ["DATEADD(DATEADD(DATETIME('today'), 1, month), -1, month)", '2024-03-14T00:00:00'],
  ])('%s', (text, expected) => {
    expect(ev(text)).toBe(expected);
  });

  it('never lets a daylight-saving gap move a naive value', () => {
    expect(ev("DATEADD(DATETIME('2024-03-10T01:30:00'), 1, hour)")).toBe('2024-03-10T02:30:00');
    expect(ev("DATEADD(DATETIME('2024-03-31T01:30:00'), 1, hour)")).toBe('2024-03-31T02:30:00');
    expect(ev("DATEADD(DATETIME('2024-11-03T00:30:00'), 3, hour)")).toBe('2024-11-03T03:30:00');
  });

  it('accepts DATEDIFF as the count', () => {
    expect(
      ev(
        "DATEADD(DATETIME('2024-01-01'), DATEDIFF(DATETIME('2024-01-01'), DATETIME('2024-03-01')), day)",
      ),
    ).toBe('2024-03-01T00:00:00');
  });

  it('rejects plural units and other syntax errors with pyparsing-style messages', () => {
    for (const text of [
      "DATEADD(DATETIME('today'), 1, days)",
      "DATEADD(DATETIME('today'), one, day)",
      "DATEADD(DATETIME('today') 1, day)",
      'DATEADD(DATETIME(today), 1, day)',
      "DATEADD(DATETIME('today'), 1, day",
      'fortnight',
      '',
    ]) {
      const error = errorOf(text);
      expect(error.kind).toBe('value');
      expect(error.message).toMatch(/^Expected .*\(at char \d+\), \(line:1, col:\d+\)$/);
    }
    expect(errorOf("DATEADD(DATETIME('today'), 1, day").message).toContain('found end of text');
  });

  it('reports dates beyond year 9999', () => {
    expect(errorOf("DATEADD(DATETIME('today'), 8000, year)").message).toBe(
      'year 10024 is out of range',
    );
    expect(errorOf("DATEADD(DATETIME('today'), 3000000, day)").message).toBe(
      'date value out of range',
    );
  });
});

describe('DATETRUNC and LASTDAY', () => {
  it.each([
    ["DATETRUNC(DATETIME('now'), year)", '2024-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('now'), quarter)", '2024-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('2024-11-20T10:00:00'), quarter)", '2024-10-01T00:00:00'],
    ["DATETRUNC(DATETIME('now'), month)", '2024-03-01T00:00:00'],
    ["DATETRUNC(DATETIME('now'), week)", '2024-03-11T00:00:00'],
    ["DATETRUNC(DATETIME('2024-03-17T23:00:00'), week)", '2024-03-11T00:00:00'],
    ["DATETRUNC(DATETIME('2024-03-18T00:00:00'), week)", '2024-03-18T00:00:00'],
    ["DATETRUNC(DATETIME('2024-01-03'), week)", '2024-01-01T00:00:00'],
    ["DATETRUNC(DATETIME('2025-01-01'), week)", '2024-12-30T00:00:00'],
    ["DATETRUNC(DATETIME('now'), day)", '2024-03-14T00:00:00'],
    ["DATETRUNC(DATETIME('now'), hour)", '2024-03-14T15:00:00'],
    ["DATETRUNC(DATETIME('now'), minute)", '2024-03-14T15:27:00'],
    ["DATETRUNC(DATETIME('2024-03-14T15:27:41.5'), second)", '2024-03-14T15:27:41'],
    ["LASTDAY(DATETIME('now'), year)", '2024-12-31T00:00:00'],
    ["LASTDAY(DATETIME('now'), quarter)", '2024-03-31T00:00:00'],
    ["LASTDAY(DATETIME('2024-05-31'), quarter)", '2024-06-30T00:00:00'],
    ["LASTDAY(DATETIME('now'), month)", '2024-03-31T00:00:00'],
    ["LASTDAY(DATETIME('2024-02-10'), month)", '2024-02-29T00:00:00'],
    ["LASTDAY(DATETIME('2023-02-10'), month)", '2023-02-28T00:00:00'],
    ["LASTDAY(DATETIME('1900-02-10'), month)", '1900-02-28T00:00:00'],
    ["LASTDAY(DATETIME('2000-02-10'), month)", '2000-02-29T00:00:00'],
    ["LASTDAY(DATETIME('now'), week)", '2024-03-17T00:00:00'],
    ["LASTDAY(DATETIME('2024-03-17T12:00:00'), week)", '2024-03-17T00:00:00'],
    ["LASTDAY(DATETIME('now'), day)", '2024-03-14T00:00:00'],
  ])('%s', (text, expected) => {
    expect(ev(text)).toBe(expected);
  });

  it('rejects units LASTDAY does not know', () => {
    expect(errorOf("LASTDAY(DATETIME('now'), hour)").message).toMatch(/^Expected /);
  });
});

describe('HOLIDAY', () => {
  it.each([
    ['HOLIDAY("christmas")', '2024-12-25T00:00:00'],
    ['HOLIDAY("Thanksgiving")', '2024-11-28T00:00:00'],
    ["HOLIDAY('memorial', DATETIME('2023-06-01'))", '2023-05-29T00:00:00'],
    ["HOLIDAY('Christmas', DATETIME('2016-01-01'), 'US')", '2016-12-25T00:00:00'],
    ["HOLIDAY('Easter Monday', DATETIME('2024-01-01'), 'GB')", '2024-04-01T00:00:00'],
    ["HOLIDAY('Tag der Deutschen', DATETIME('2024-01-01'), 'DE')", '2024-10-03T00:00:00'],
    ["HOLIDAY('Christmas', 'GB')", '2024-12-25T00:00:00'],
    ["HOLIDAY('New Year', DATEADD(DATETIME('today'), 1, year))", '2025-01-01T00:00:00'],
  ])('%s', (text, expected) => {
    expect(ev(text)).toBe(expected);
  });

  it('matches names in English and by their bracketed alternative', () => {
    // Python's holidays gives 2000-01-08; the lunar estimate differs by a day.
    expect(ev("HOLIDAY('Eid al-Fitr', DATETIME('2000-01-01'), 'SA')")).toMatch(
      /^2000-01-0[78]T00:00:00$/,
    );
    expect(ev("HOLIDAY('Neujahr', DATETIME('2024-01-01'), 'de')")).toBe('2024-01-01T00:00:00');
  });

  it('rejects unknown countries', () => {
    expect(errorOf("HOLIDAY('Christmas', DATETIME('2024-01-01'), 'XX')").message).toBe(
      'Country XX is not available',
    );
  });

  it('ignores observed substitute days', () => {
    // Christmas 2022 fell on a Sunday; the Monday is only the observed day.
    expect(ev("HOLIDAY('Christmas', DATETIME('2022-01-01'))")).toBe('2022-12-25T00:00:00');
  });

  it('names the holiday it could not find', () => {
    const error = errorOf("HOLIDAY('Fortnight Day')");
    expect(error.kind).toBe('value');
    expect(error.message).toBe('Unable to find such a holiday: [Fortnight Day]');
  });
});

describe('DATEDIFF', () => {
  it('counts whole days by default or with day, calendar years with year', () => {
    expect(ev("DATEDIFF(DATETIME('2024-01-01'), DATETIME('2024-03-01'))")).toBe(60);
    expect(ev("DATEDIFF(DATETIME('2024-03-01'), DATETIME('2024-01-01'), day)")).toBe(-60);
    expect(ev("DATEDIFF(DATETIME('2024-01-01T12:00:00'), DATETIME('2024-01-02T06:00:00'))")).toBe(
      0,
    );
    expect(ev("DATEDIFF(DATETIME('2024-01-02T06:00:00'), DATETIME('2024-01-01T12:00:00'))")).toBe(
      -1,
    );
    expect(ev("DATEDIFF(DATETIME('2023-12-31'), DATETIME('2024-01-01'), year)")).toBe(1);
    expect(ev("datediff(datetime('2020-06-01'), datetime('today'), YEAR,)")).toBe(4);
  });
});
