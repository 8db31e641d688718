import { describe, expect, it } from 'vitest';
import { defaultDatasetName } from './datasetName';

describe('defaultDatasetName', () => {
  it('is the tab title and the time as MM/DD/YYYY HH:mm:ss', () => {
    expect(defaultDatasetName('Births by state', new Date(2026, 0, 5, 9, 7, 3))).toBe(
      'Births by state 01/05/2026 09:07:03',
    );
  });
  it('pads months and days and uses a 24 hour clock', () => {
    expect(defaultDatasetName('Untitled Query 2', new Date(2025, 10, 21, 23, 59, 59))).toBe(
      'Untitled Query 2 11/21/2025 23:59:59',
    );
  });
});
