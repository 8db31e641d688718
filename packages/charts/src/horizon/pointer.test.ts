import { describe, expect, it } from 'vitest';
import { nearestPoint, timeAtPixel } from './pointer.js';

const POINTS = [{ x: 0 }, { x: 10 }, { x: 20 }, { x: 50 }];

describe('horizon pointer', () => {
  it('the point nearest a time; the earlier one on a tie; the ends beyond the data', () => {
    expect(nearestPoint(POINTS, 4)).toBe(POINTS[0]);
    expect(nearestPoint(POINTS, 6)).toBe(POINTS[1]);
    expect(nearestPoint(POINTS, 5)).toBe(POINTS[0]);
    expect(nearestPoint(POINTS, 20)).toBe(POINTS[2]);
    expect(nearestPoint(POINTS, 36)).toBe(POINTS[3]);
    expect(nearestPoint(POINTS, -100)).toBe(POINTS[0]);
    expect(nearestPoint(POINTS, 1000)).toBe(POINTS[3]);
    expect(nearestPoint([], 3)).toBeUndefined();
  });
  it('a pixel across the chart is a time on its scale (clamped to it)', () => {
    expect(timeAtPixel(0, 200, 1000, 3000)).toBe(1000);
    expect(timeAtPixel(50, 200, 1000, 3000)).toBe(1500);
    expect(timeAtPixel(250, 200, 1000, 3000)).toBe(3000);
    expect(timeAtPixel(-5, 200, 1000, 3000)).toBe(1000);
    // one time only: every pixel is that time
    expect(timeAtPixel(120, 200, 1000, 1000)).toBe(1000);
  });
});
