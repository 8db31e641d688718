import { describe, expect, it } from 'vitest';
import { cellText } from './cellText';

describe('cellText', () => {
  it('shows a temporal column’s epoch milliseconds as a UTC database datetime', () => {
    expect(cellText(-157766400000, 2)).toBe('1965-01-01 00:00:00');
    expect(cellText(Date.UTC(2008, 11, 31, 23, 59, 58), 2)).toBe('2008-12-31 23:59:58');
  });

  it('leaves numbers of other columns, and temporal text, as they are', () => {
    expect(cellText(1191829, 0)).toBe('1191829');
    expect(cellText(1191829)).toBe('1191829');
    expect(cellText('2008-01-01', 2)).toBe('2008-01-01');
  });

  it('shows booleans as True and False, and nulls as N/A', () => {
    expect(cellText(true, 3)).toBe('True');
    expect(cellText(false, 3)).toBe('False');
    expect(cellText(null, 2)).toBe('N/A');
    expect(cellText(undefined, 1)).toBe('N/A');
  });
});
