import { describe, expect, it } from 'vitest';
import {
  createCurrencyFormatter,
  formatNumber,
  getNumberFormatter,
  NumberFormats,
} from './index.js';

describe('SMART_NUMBER', () => {
  const smart = getNumberFormatter(NumberFormats.SMART_NUMBER);
  it('uses SI prefixes from a thousand, with B for billions', () => {
    expect(smart(1234)).toBe('1.23k');
    expect(smart(1000)).toBe('1k');
    expect(smart(-1000)).toBe('-1k');
    expect(smart(1_500_000)).toBe('1.5M');
    expect(smart(2_000_000_000)).toBe('2B');
    expect(smart(1e12)).toBe('1T');
  });
  it('keeps up to 2 decimals from 1 and 4 decimals from 0.001', () => {
    expect(smart(0)).toBe('0');
    expect(smart(1)).toBe('1');
    expect(smart(12.3456)).toBe('12.35');
    expect(smart(999.9)).toBe('999.9');
    expect(smart(0.1)).toBe('0.1');
    expect(smart(0.00123456)).toBe('0.0012');
  });
  it('uses micro and smaller SI units for tiny values', () => {
    expect(smart(0.000123)).toBe('123µ');
    expect(smart(0.0001)).toBe('100µ');
    expect(smart(0.0000001)).toBe('100n');
  });
  it('signed variant shows + on positive values only', () => {
    const signed = getNumberFormatter('SMART_NUMBER_SIGNED');
    expect(signed(1234)).toBe('+1.23k');
    expect(signed(-0.5)).toBe('-0.5');
    expect(signed(0)).toBe('0');
  });
  it('is the default for an empty or missing format', () => {
    expect(formatNumber(undefined, 1234)).toBe('1.23k');
    expect(formatNumber('', 1234)).toBe('1.23k');
    expect(formatNumber(null, 1234)).toBe('1.23k');
  });
  it('prints null, undefined, NaN and infinities as Superset does', () => {
    expect(smart(null)).toBe('null');
    expect(smart(undefined)).toBe('undefined');
    expect(smart(Number.NaN)).toBe('NaN');
    expect(smart(Infinity)).toBe('∞');
    expect(smart(-Infinity)).toBe('-∞');
  });
});

describe('d3-format strings from the format picker', () => {
  const value = 12345.432;
  it.each([
    ['~g', '12345.4'],
    [',d', '12,345'],
    ['.1s', '10k'],
    ['.3s', '12.3k'],
    [',.1%', '1,234,543.2%'],
    ['.2%', '1234543.20%'],
    ['.3%', '1234543.200%'],
    ['.4r', '12350'],
    [',.1f', '12,345.4'],
    [',.2f', '12,345.43'],
    [',.3f', '12,345.432'],
    ['$,.2f', '$12,345.43'],
  ])('%s formats 12345.432 as %s', (format, expected) => {
    expect(getNumberFormatter(format)(value)).toBe(expected);
  });
  it('maps "+," (a common typo) to a signed integer', () => {
    expect(getNumberFormatter('+,')(value)).toBe('+12,345');
  });
  it('uses an ASCII minus sign', () => {
    expect(getNumberFormatter(',.2f')(-1234.5)).toBe('-1,234.50');
  });
  it('reports an invalid format in the output', () => {
    const formatter = getNumberFormatter('not a format');
    expect(formatter.isInvalid).toBe(true);
    expect(formatter(3)).toBe('3 (Invalid format: not a format)');
  });
  it('previews like the picker labels', () => {
    expect(getNumberFormatter('.3s').preview()).toBe('12345.432 => 12.3k');
  });
});

describe('durations and memory', () => {
  it('DURATION: 66000 ms is 1m 6s', () => {
    expect(formatNumber('DURATION', 66000)).toBe('1m 6s');
    expect(formatNumber('DURATION', 1337)).toBe('1.3s');
    expect(formatNumber('DURATION', 3_600_000)).toBe('1h');
    expect(formatNumber('DURATION', 90_061_000)).toBe('1d 1h 1m 1s');
    expect(formatNumber('DURATION', 0)).toBe('0ms');
    expect(formatNumber('DURATION', -66000)).toBe('-1m 6s');
  });
  it('DURATION_SUB shows sub-millisecond units', () => {
    expect(formatNumber('DURATION_SUB', 1.40008)).toBe('1ms 400µs 80ns');
  });
  it('DURATION_COL uses colon notation', () => {
    expect(formatNumber('DURATION_COL', 10500)).toBe('0:10.5');
    expect(formatNumber('DURATION_COL', 3_723_000)).toBe('1:02:03');
  });
  it('memory formats in decimal and binary units', () => {
    expect(formatNumber('MEMORY_BINARY', 1024)).toBe('1KiB');
    expect(formatNumber('MEMORY_DECIMAL', 1024)).toBe('1.02kB');
    expect(formatNumber('MEMORY_TRANSFER_RATE_DECIMAL', 1500)).toBe('1.5kB/s');
    expect(formatNumber('MEMORY_BINARY', 0)).toBe('0B');
  });
});

describe('currency', () => {
  it('puts the symbol before or after the number', () => {
    const usd = createCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' }, ',.2f');
    expect(usd(1234.5)).toBe('$ 1,234.50');
    const eur = createCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'suffix' });
    expect(eur(1234.5)).toBe('1.23k €');
  });
  it('drops $ and % from the d3 format, and ignores an empty currency', () => {
    expect(createCurrencyFormatter({ symbol: 'GBP', symbolPosition: 'prefix' }, '$,.2f')(5)).toBe(
      '£ 5.00',
    );
    expect(createCurrencyFormatter({ symbol: null }, ',d')(1234)).toBe('1,234');
  });
});
