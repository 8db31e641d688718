import { describe, expect, it } from 'vitest';
import { pythonFloatRepr, pythonStr } from './pythonFormat.js';

describe('pythonFloatRepr', () => {
  it('prints floats as Python repr does', () => {
    expect(pythonFloatRepr(2)).toBe('2.0');
    expect(pythonFloatRepr(2.8)).toBe('2.8');
    expect(pythonFloatRepr(-0.5)).toBe('-0.5');
    expect(pythonFloatRepr(1 / 3)).toBe('0.3333333333333333');
    expect(pythonFloatRepr(0.0001)).toBe('0.0001');
    expect(pythonFloatRepr(0.00001)).toBe('1e-05');
    expect(pythonFloatRepr(1e16)).toBe('1e+16');
    expect(pythonFloatRepr(1234567890123456)).toBe('1234567890123456.0');
    expect(pythonFloatRepr(1.5e-7)).toBe('1.5e-07');
    expect(pythonFloatRepr(NaN)).toBe('nan');
    expect(pythonFloatRepr(-Infinity)).toBe('-inf');
  });
});

describe('pythonStr', () => {
  it('prints labels as str() does', () => {
    expect(pythonStr('boy')).toBe('boy');
    expect(pythonStr(1234)).toBe('1234');
    expect(pythonStr(2.5)).toBe('2.5');
    expect(pythonStr(false)).toBe('False');
    expect(pythonStr(null)).toBe('None');
    expect(pythonStr(Date.UTC(2020, 8, 29), true)).toBe('2020-09-29 00:00:00');
    expect(pythonStr(Date.UTC(2020, 8, 29, 1, 2, 3, 500), true)).toBe('2020-09-29 01:02:03.500000');
  });
});
