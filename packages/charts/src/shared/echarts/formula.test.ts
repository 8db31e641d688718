import { describe, expect, it } from 'vitest';
import { compileFormula, evalFormula, FormulaError } from './formula.js';

describe('formula annotations evaluate over x without eval', () => {
  it('handles arithmetic, precedence and parentheses', () => {
    expect(evalFormula('2 * x + 1', 3)).toBe(7);
    expect(evalFormula('(x + 1) * (x - 1)', 4)).toBe(15);
    expect(evalFormula('10 / 4 - 1', 0)).toBe(1.5);
    expect(evalFormula('x % 3', 10)).toBe(1);
  });
  it('powers are right-associative and bind tighter than unary minus', () => {
    expect(evalFormula('2 ^ 3 ^ 2', 0)).toBe(512);
    expect(evalFormula('-x^2', 3)).toBe(-9);
    expect(evalFormula('x ** 2', 5)).toBe(25);
  });
  it('accepts "y =", implicit multiplication, constants and functions', () => {
    expect(evalFormula('y = 2x', 21)).toBe(42);
    expect(evalFormula('3(x + 1)', 1)).toBe(6);
    expect(evalFormula('sin(pi / 2) + sqrt(x) + log(100) + ln(e)', 16)).toBeCloseTo(8);
    expect(evalFormula('max(x, 10, 3) + abs(-2) + round(2.5)', 1)).toBe(15);
    expect(evalFormula('1.5e3 + x', 0)).toBe(1500);
  });
  it('a compiled formula evaluates for every x', () => {
    const f = compileFormula('x * x');
    expect([1, 2, 3].map(f)).toEqual([1, 4, 9]);
  });
  it('rejects anything that is not a formula over x', () => {
    expect(() => compileFormula('alert(1)')).toThrow(FormulaError);
    expect(() => compileFormula('constructor.constructor("x")()')).toThrow(FormulaError);
    expect(() => compileFormula('z + 1')).toThrow('Unknown name "z"');
    expect(() => compileFormula('x +')).toThrow(FormulaError);
    expect(() => compileFormula('(x + 1')).toThrow(FormulaError);
    expect(() => compileFormula('a = x')).toThrow(FormulaError);
    expect(() => compileFormula('x; 1')).toThrow(FormulaError);
  });
});
