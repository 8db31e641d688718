import { describe, expect, it } from 'vitest';
import { encodePolyline } from './polyline.js';

describe('encodePolyline', () => {
  it("encodes Google's reference line", () => {
    const points = [
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('keeps the order of each pair, as Python polyline does for BART [lng, lat] paths', () => {
    expect(encodePolyline([[-120.2, 38.5]])).toBe('~ps|U_p~iF');
  });

  it('rounds halves away from zero and encodes nothing for no points', () => {
    expect(encodePolyline([[2.5, -2.5]], 0)).toBe(encodePolyline([[3, -3]], 0));
    expect(encodePolyline([[2.5, -2.5]], 0)).not.toBe(encodePolyline([[2, -2]], 0));
    expect(encodePolyline([])).toBe('');
  });
});
