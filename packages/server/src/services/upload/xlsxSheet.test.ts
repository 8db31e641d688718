import { describe, expect, it } from 'vitest';
import { serialToTimestamp } from './xlsxSheet.js';
import { isDateFormat } from './xlsxWorkbook.js';

describe('Excel dates', () => {
  it('turns serial numbers into timestamps in both date systems', () => {
    expect(serialToTimestamp(45322, false)).toBe('2024-01-31 00:00:00');
    expect(serialToTimestamp(45322.75, false)).toBe('2024-01-31 18:00:00');
    expect(serialToTimestamp(1, false)).toBe('1900-01-01 00:00:00');
    expect(serialToTimestamp(0, true)).toBe('1904-01-01 00:00:00');
  });

  it('tells date formats from number formats', () => {
    for (const code of ['yyyy-mm-dd', 'd/m/yy h:mm', '[$-409]mmmm d, yyyy', 'hh:mm:ss AM/PM'])
      expect(isDateFormat(code), code).toBe(true);
    for (const code of ['General', '0.00', '#,##0', '"days "0', '[Red]0.0%', '0.00E+00'])
      expect(isDateFormat(code), code).toBe(false);
  });
});
