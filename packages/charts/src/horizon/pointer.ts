/**
 * What lies under the pointer in a horizon row: the pointer's x (tracked by the renderer,
 * read by the tooltip) turned into a time on the chart's time scale, and the row's point
 * nearest that time.
 */

/** The pointer's offset from the chart's left edge, in pixels (NaN until it moves). */
export interface HorizonPointer {
  x: number;
}

export const newHorizonPointer = (): HorizonPointer => ({ x: Number.NaN });

/** The time at pixel `px` of a chart `width` wide whose time scale runs from minX to maxX. */
export function timeAtPixel(px: number, width: number, minX: number, maxX: number): number {
  if (maxX === minX || width <= 0) return minX;
  return minX + (Math.min(width, Math.max(0, px)) / width) * (maxX - minX);
}

/**
 * The point whose time is nearest `time` (the earlier one on a tie), of points sorted by
 * time; undefined for none.
 */
export function nearestPoint<P extends { x: number }>(points: P[], time: number): P | undefined {
  if (points.length === 0) return undefined;
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid].x < time) lo = mid + 1;
    else hi = mid;
  }
  // lo: the first point at or after `time`; the one before may be nearer
  if (lo > 0 && time - points[lo - 1].x <= points[lo].x - time) return points[lo - 1];
  return points[lo];
}
