import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startOfDay } from './clock.js';
import { TimeRangeError } from './errors.js';
import { evaluateDateExpression } from './expression.js';
import { parseHumanDatetime } from './humanDatetime.js';
import {
  compareNaive,
  daysInMonth,
  diffDays,
  formatNaive,
  fromEpochMs,
  naive,
  parseIso,
  toEpochMs,
} from './naiveDateTime.js';
import type { NaiveDateTime, TimeUnit } from './naiveDateTime.js';
import { getSinceUntil } from './sinceUntil.js';

/** Whole-second datetimes between 1900 and 2100, so arithmetic stays within years 1–9999. */
const datetime = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ year, month, day, hour, minute, second }) =>
    naive(year, month, Math.min(day, daysInMonth(year, month)), hour, minute, second),
  );

const allUnits: TimeUnit[] = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'second',
];
const literal = (dt: NaiveDateTime): string => `DATETIME('${formatNaive(dt)}')`;

describe('properties', () => {
  it('DATEADD(DATEADD(x, n, u), -n, u) = x for day, hour, minute and second', () => {
    fc.assert(
      fc.property(
        datetime,
        fc.integer({ min: -20_000, max: 20_000 }),
        fc.constantFrom<TimeUnit>('day', 'hour', 'minute', 'second'),
        (x, n, unit) => {
          const back = evaluateDateExpression(
            `DATEADD(DATEADD(${literal(x)}, ${n}, ${unit}), ${-n}, ${unit})`,
            x,
          );
          expect(back).toEqual(x);
        },
      ),
    );
  });

  it('DATETRUNC is idempotent and never after x', () => {
    fc.assert(
      fc.property(datetime, fc.constantFrom(...allUnits), (x, unit) => {
        const once = evaluateDateExpression(`DATETRUNC(${literal(x)}, ${unit})`, x);
        const twice = evaluateDateExpression(
          `DATETRUNC(DATETRUNC(${literal(x)}, ${unit}), ${unit})`,
          x,
        );
        expect(twice).toEqual(once);
        expect(compareNaive(once, x)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('LASTDAY is a midnight not before the start of its unit and within it', () => {
    fc.assert(
      fc.property(
        datetime,
        fc.constantFrom('year', 'quarter', 'month', 'week', 'day'),
        (x, unit) => {
          const last = evaluateDateExpression(`LASTDAY(${literal(x)}, ${unit})`, x);
          const start = evaluateDateExpression(`DATETRUNC(${literal(x)}, ${unit})`, x);
          expect(formatNaive(last).endsWith('T00:00:00')).toBe(true);
          expect(compareNaive(start, last)).toBeLessThanOrEqual(0);
          expect(evaluateDateExpression(`DATETRUNC(${literal(last)}, ${unit})`, x)).toEqual(start);
        },
      ),
    );
  });

  it('"Last N days" spans exactly N days and ends today', () => {
    fc.assert(
      fc.property(datetime, fc.integer({ min: 0, max: 5000 }), (now, n) => {
        const { since, until } = getSinceUntil(`Last ${n} days`, { now });
        expect(until).toEqual(startOfDay(now));
        expect(diffDays(since!, until!)).toBe(n);
      }),
    );
  });

  const sides = fc.constantFrom(
    '',
    'now',
    'today',
    'yesterday',
    '2 weeks ago',
    'last 3 days',
    'next 2 hours',
    'this month',
    'start of last quarter',
    'end of next year',
    'first day of this month',
    'first of the week',
    '2020-02-29',
    '2030-06-01T12:00:00',
    "DATEADD(DATETIME('today'), -1, month)",
    "LASTDAY(DATETIME('now'), week)",
    'HOLIDAY("Independence Day")',
  );

  it('"A : B" is the separate evaluation of A and B', () => {
    fc.assert(
      fc.property(datetime, sides, sides, (now, a, b) => {
        const since = getSinceUntil(`${a} : `, { now }).since;
        const until = getSinceUntil(` : ${b}`, { now }).until;
        if (since && until && compareNaive(since, until) > 0) {
          expect(() => getSinceUntil(`${a} : ${b}`, { now })).toThrow(TimeRangeError);
        } else {
          expect(getSinceUntil(`${a} : ${b}`, { now })).toEqual({ since, until });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('formatNaive(parse(formatNaive(x))) round-trips', () => {
    fc.assert(
      fc.property(datetime, (x) => {
        const text = formatNaive(x);
        expect(formatNaive(parseIso(text)!)).toBe(text);
        expect(formatNaive(parseHumanDatetime(text, x))).toBe(text);
        expect(parseHumanDatetime(text.replace('T', ' '), x)).toEqual(x);
      }),
    );
  });

  it('epoch milliseconds round-trip', () => {
    fc.assert(
      fc.property(datetime, fc.integer({ min: 0, max: 999 }), (x, ms) => {
        const value = naive(x.year, x.month, x.day, x.hour, x.minute, x.second, ms * 1000);
        expect(fromEpochMs(toEpochMs(value))).toEqual(value);
      }),
    );
  });
});
