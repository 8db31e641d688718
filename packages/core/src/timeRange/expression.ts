import { resolveNow } from './clock.js';
import type { NowInput } from './clock.js';
import { valueError } from './errors.js';
import { parseTimeExpression } from './expressionParser.js';
import type { DateDiffExpr, DateExpr, TimeExpr } from './expressionParser.js';
import { findHoliday } from './holiday.js';
import { parseHumanDatetime } from './humanDatetime.js';
import { addUnits, diffDays, lastDayOf, truncateTo } from './naiveDateTime.js';
import type { NaiveDateTime } from './naiveDateTime.js';

/**
 * Evaluation of Superset's time expressions (time-range.md §2.4):
 * - DATETIME(str): free text (§2.3);
 * - DATEADD(date, int | DATEDIFF(…), unit): calendar arithmetic, time kept, month ends clamped;
 * - DATETRUNC(date, unit): start of the unit, weeks from Monday;
 * - LASTDAY(date, year|quarter|month|week|day): the last day at 00:00, week → Sunday;
 * - HOLIDAY(name [, date] [, country]): prefix match, year of date or now, country US;
 * - DATEDIFF(from, to [, day|year]): whole days (floored) or a difference of years.
 */
export function evaluateTimeExpr(expr: TimeExpr, now: NaiveDateTime): NaiveDateTime | number {
  return expr.fn === 'DATEDIFF' ? evalDiff(expr, now) : evalDate(expr, now);
}

function evalDate(expr: DateExpr, now: NaiveDateTime): NaiveDateTime {
  switch (expr.fn) {
    case 'DATETIME':
      return parseHumanDatetime(expr.text, now);
    case 'DATEADD': {
      const date = evalDate(expr.date, now);
      const count = typeof expr.count === 'number' ? expr.count : evalDiff(expr.count, now);
      return addUnits(date, count, expr.unit);
    }
    case 'DATETRUNC':
      return truncateTo(evalDate(expr.date, now), expr.unit);
    case 'LASTDAY':
      return lastDayOf(evalDate(expr.date, now), expr.unit);
    case 'HOLIDAY': {
      const year = expr.date ? evalDate(expr.date, now).year : now.year;
      return findHoliday(expr.name, year, expr.country ?? 'US');
    }
  }
}

function evalDiff(expr: DateDiffExpr, now: NaiveDateTime): number {
  // Superset evaluates the second date first.
  const to = evalDate(expr.to, now);
  const from = evalDate(expr.from, now);
  return expr.unit === 'year' ? to.year - from.year : diffDays(from, to);
}

/**
 * Parses and evaluates one expression (Superset's `datetime_eval`). A top-level
 * DATEDIFF yields its integer. Throws TimeRangeError on syntax or evaluation errors.
 */
export function evaluateExpression(text: string, now?: NowInput): NaiveDateTime | number {
  try {
    return evaluateTimeExpr(parseTimeExpression(text), resolveNow(now));
  } catch (error) {
    // The parser and the evaluation recurse: a deep enough nesting overflows the stack.
    if (error instanceof RangeError && /call stack/i.test(error.message))
      throw valueError('The time expression is nested too deeply');
    throw error;
  }
}

/** Like {@link evaluateExpression} but requires a datetime result. */
export function evaluateDateExpression(text: string, now?: NowInput): NaiveDateTime {
  const value = evaluateExpression(text, now);
  if (typeof value === 'number')
    throw valueError(`Expression [${text}] gives a number, not a datetime`);
  return value;
}
