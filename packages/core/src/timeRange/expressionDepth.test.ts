/**
 * Issue #12: a time expression nested deeper than the parser's recursion is a time-range
 * error (the server's 400 "Unexpected time range: ..."), not a stack overflow (a 500).
 */
import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors.js';
import { evaluateExpression } from './expression.js';
import { getSinceUntil } from './sinceUntil.js';
import { NOW } from './testUtils.js';

const nested = (n: number) =>
  `${'DATEADD('.repeat(n)}DATETIME("2020-01-01")${', 1, day)'.repeat(n)}`;

describe('time expressions nested too deeply', () => {
  it('are a value error naming the nesting', () => {
    const attempt = () => evaluateExpression(nested(20_000), NOW);
    expect(attempt).toThrow(TimeRangeError);
    expect(attempt).toThrow('The time expression is nested too deeply');
    expect(() => getSinceUntil(`${nested(20_000)} : now`, { now: NOW })).toThrow(
      'The time expression is nested too deeply',
    );
  });

  it('still evaluate when nested within reach', () => {
    expect(evaluateExpression(nested(50), NOW)).toMatchObject({ year: 2020, month: 2, day: 20 });
  });
});
