import { describe, expect, it } from 'vitest';
import { linearColorScale, SEQUENTIAL_SCHEMES, sequentialColors } from './sequentialSchemes.js';

describe('sequential colour schemes', () => {
  it("offers Superset's linear schemes, Superset Sequential #1 first", () => {
    expect(SEQUENTIAL_SCHEMES[0]).toMatchObject({ id: 'superset_seq_1' });
    expect(SEQUENTIAL_SCHEMES.map((s) => s.id)).toEqual(
      expect.arrayContaining(['superset_seq_2', 'blue_white_yellow', 'fire', 'red_yellow_blue']),
    );
  });

  it("reads d3's scheme names of older charts, and falls back for unknown ids", () => {
    expect(sequentialColors('schemeYlOrBr')).not.toEqual(sequentialColors('superset_seq_1'));
    expect(sequentialColors('no such scheme')).toEqual(sequentialColors('superset_seq_1'));
    expect(sequentialColors(null)).toEqual(sequentialColors('superset_seq_1'));
  });

  it('interpolates between the stops, holding values outside to the ends', () => {
    const scale = linearColorScale('white_black', 0, 100);
    expect(scale(0)).toBe('#ffffff');
    expect(scale(100)).toBe('#000000');
    expect(scale(50)).toBe('#808080');
    expect(scale(-10)).toBe('#ffffff');
    expect(scale(1e9)).toBe('#000000');
    // no spread, or no number: the middle
    expect(linearColorScale('white_black', 5, 5)(5)).toBe('#808080');
    expect(scale(Number.NaN)).toBe('#808080');
  });
});
