import { describe, expect, it } from 'vitest';
import { isStandaloneMode } from './standaloneMode';

describe('isStandaloneMode', () => {
  it('hides the navigation for standalone=1 (or true) and the dashboard values 2 and 3', () => {
    expect(isStandaloneMode('?slice_id=3&standalone=1')).toBe(true);
    expect(isStandaloneMode('?standalone=true')).toBe(true);
    expect(isStandaloneMode('?standalone=2')).toBe(true);
    expect(isStandaloneMode('?standalone=3&height=400')).toBe(true);
  });

  it('keeps the navigation otherwise', () => {
    expect(isStandaloneMode('')).toBe(false);
    expect(isStandaloneMode('?standalone=0')).toBe(false);
    expect(isStandaloneMode('?standalone=false')).toBe(false);
    expect(isStandaloneMode('?slice_id=3')).toBe(false);
  });
});
