/**
 * Superset's partition zoom: a click on a node makes it fill its metric's band (its column
 * from a strip at the left to the right edge, its height the band's), keeping a strip of its
 * parent's column at the left; a click on that strip zooms out a level, a click on the band's
 * root (the metric) back out whole. A node with no children drawn zooms to its parent.
 */
import type { PartitionRect } from './partitionTree.js';

/** Each band's focused rect (an index into the rects); a band not in it is not zoomed. */
export type PartitionZoom = Readonly<Record<number, number>>;

export const NO_ZOOM: PartitionZoom = Object.freeze({});

/** The pixels of the parent's column kept at the left of a zoomed band (as Superset's). */
export const PARENT_STRIP = 40;

/** The zoom after a click on rect `clicked`. */
export function zoomOnClick(
  rects: PartitionRect[],
  zoom: PartitionZoom,
  clicked: number,
): PartitionZoom {
  let target = clicked;
  if (!rects.some((rect) => rect.parent === target)) {
    const parent = rects[target]?.parent;
    if (parent === undefined) return zoom;
    target = parent;
  }
  const { band, parent } = rects[target];
  const next: Record<number, number> = { ...zoom };
  if (parent === undefined) delete next[band];
  else next[band] = target;
  return Object.keys(next).length ? next : NO_ZOOM;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Where a rect lies under the zoom, in [0, 1] of a drawing `width` pixels wide with `bands`
 * bands; undefined when it falls outside its band's view.
 */
export function zoomedBox(
  rect: PartitionRect,
  rects: PartitionRect[],
  zoom: PartitionZoom,
  width: number,
  bands: number,
): Box | undefined {
  const focusIndex = zoom[rect.band];
  const focus = focusIndex === undefined ? undefined : rects[focusIndex];
  if (!focus || focus.y1 <= focus.y0) return rect;
  const [b0, b1] = [rect.band / bands, (rect.band + 1) / bands];
  const strip = focus.x0 > 0 ? Math.min(PARENT_STRIP / Math.max(1, width), 0.25) : 0;
  const sx = (x: number) => strip + ((x - focus.x0) / (1 - focus.x0)) * (1 - strip);
  const sy = (y: number) => b0 + ((y - focus.y0) / (focus.y1 - focus.y0)) * (b1 - b0);
  const box = {
    x0: Math.max(0, sx(rect.x0)),
    x1: Math.min(1, sx(rect.x1)),
    y0: Math.max(b0, sy(rect.y0)),
    y1: Math.min(b1, sy(rect.y1)),
  };
  return box.x1 > box.x0 && box.y1 > box.y0 ? box : undefined;
}
