import { describe, expect, it } from 'vitest';
import { formatTime, getTimeFormatter, TimeGranularity } from './index.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('smart_date', () => {
  const smart = getTimeFormatter('smart_date');
  it('prints the finest unit the timestamp carries', () => {
    expect(smart(utc('2020-01-01T00:00:00'))).toBe('2020');
    expect(smart(utc('2020-02-01T00:00:00'))).toBe('February');
    expect(smart(utc('2020-02-02T00:00:00'))).toBe('Feb 02'); // a Sunday
    expect(smart(utc('2020-02-03T00:00:00'))).toBe('Mon 03');
    expect(smart(utc('2020-02-03T14:00:00'))).toBe('02 PM');
    expect(smart(utc('2020-02-03T14:30:00'))).toBe('02:30');
    expect(smart(utc('2020-02-03T14:30:15'))).toBe(':15s');
    expect(smart(utc('2020-02-03T14:30:15.123'))).toBe('.123ms');
  });
  it('is the default format', () => {
    expect(formatTime(undefined, utc('2021-01-01T00:00:00'))).toBe('2021');
  });
  it('reads epoch ms, Dates and ISO text (UTC when no zone)', () => {
    expect(smart(new Date(utc('2020-03-01T00:00:00')))).toBe('March');
    expect(smart('2020-03-01')).toBe('March');
    expect(smart('2020-03-01 12:00:00')).toBe('12 PM');
    expect(smart(null)).toBe('null');
  });
});

describe('other named formats', () => {
  it('smart_date_detailed and smart_date_verbose', () => {
    expect(formatTime('smart_date_detailed', utc('2020-02-03T00:00:00'))).toBe('2020-02-03');
    expect(formatTime('smart_date_detailed', utc('2020-02-03T14:30:00'))).toBe('2020-02-03 14:30');
    expect(formatTime('smart_date_verbose', utc('2020-02-03T00:00:00'))).toBe('Mon Feb 3 2020');
  });
  it('d3-time-format strings from the picker', () => {
    const t = utc('2019-01-14T01:32:10');
    expect(formatTime('%d/%m/%Y', t)).toBe('14/01/2019');
    expect(formatTime('%m/%d/%Y', t)).toBe('01/14/2019');
    expect(formatTime('%Y-%m-%d', t)).toBe('2019-01-14');
    expect(formatTime('%Y-%m-%d %H:%M:%S', t)).toBe('2019-01-14 01:32:10');
    expect(formatTime('%d-%m-%Y %H:%M:%S', t)).toBe('14-01-2019 01:32:10');
    expect(formatTime('%H:%M:%S', t)).toBe('01:32:10');
  });
  it('local! formats use local time', () => {
    const t = utc('2019-01-14T01:32:10');
    const d = new Date(t);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatTime('local!%H:%M', t)).toBe(`${pad(d.getHours())}:${pad(d.getMinutes())}`);
  });
});

describe('time grains', () => {
  it('print the bucket a grain covers', () => {
    const t = utc('2020-01-05T00:00:00');
    expect(formatTime(undefined, t, TimeGranularity.DAY)).toBe('2020-01-05');
    expect(formatTime(undefined, t, TimeGranularity.WEEK)).toBe('2020-01-05 — 2020-01-11');
    expect(formatTime(undefined, utc('2020-01-01T00:00:00'), TimeGranularity.MONTH)).toBe(
      'Jan 2020',
    );
    expect(formatTime(undefined, utc('2020-04-01T00:00:00'), TimeGranularity.QUARTER)).toBe(
      '2020 Q2',
    );
    expect(formatTime(undefined, utc('2020-01-01T00:00:00'), TimeGranularity.YEAR)).toBe('2020');
    expect(formatTime(undefined, utc('2020-01-05T14:00:00'), TimeGranularity.HOUR)).toBe(
      '2020-01-05 14:00',
    );
  });
  it('week-ending grains end on the given day', () => {
    expect(
      formatTime(undefined, utc('2020-01-11T00:00:00'), TimeGranularity.WEEK_ENDING_SATURDAY),
    ).toBe('2020-01-05 — 2020-01-11');
  });
  it('an explicit format wins over the grain format', () => {
    expect(formatTime('%m/%d', utc('2020-01-05T00:00:00'), 'P1W')).toBe('01/05 — 01/11');
  });
});
