import { describe, expect, it } from 'vitest';
import { isValidPythonDateFormat } from './validation.js';

describe('python_date_format', () => {
  it('takes epoch formats and strftime formats that give ISO 8601', () => {
    for (const f of [
      'epoch_s',
      'epoch_ms',
      '%Y-%m-%d',
      '%Y-%m-%d %H:%M:%S',
      '%Y%m%d',
      '%Y-%m-%dT%H:%M:%S.%f%z',
    ])
      expect(isValidPythonDateFormat(f), f).toBe(true);
  });

  it('refuses formats whose output is not ISO 8601', () => {
    for (const f of ['%d/%m/%Y', '%m-%d-%Y', '%b %d %Y', 'yyyy-mm-dd', '%Q'])
      expect(isValidPythonDateFormat(f), f).toBe(false);
  });
});
