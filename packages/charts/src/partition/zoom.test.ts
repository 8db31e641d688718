import { describe, expect, it } from 'vitest';
import { partitionLayout, type PartitionNode } from './partitionTree.js';
import { NO_ZOOM, PARENT_STRIP, zoomOnClick, zoomedBox, type Box } from './zoom.js';

const leaf = (name: string, value: number): PartitionNode => ({
  name,
  raw: name,
  value,
  children: [],
});
const node = (name: string, children: PartitionNode[]): PartitionNode => ({
  name,
  raw: name,
  value: children.reduce((s, c) => s + c.value, 0),
  children,
});
// two bands (metrics); in the first: boy (CA 60, NY 20) over girl (CA 20)
const TREES = [
  node('m', [node('boy', [leaf('CA', 60), leaf('NY', 20)]), node('girl', [leaf('CA', 20)])]),
  node('n', [leaf('x', 1)]),
];
const RECTS = partitionLayout(TREES, {
  limit: 0,
  threshold: 0,
  logScale: false,
  equalDateSize: true,
});
const at = (band: number, ...names: string[]) =>
  RECTS.findIndex(
    (r) => r.band === band && r.path.map((n) => n.name).join('/') === names.join('/'),
  );

describe('partition zoom', () => {
  it('a click zooms into the node; a leaf zooms into its parent; the root zooms out', () => {
    const boy = at(0, 'm', 'boy');
    const zoom = zoomOnClick(RECTS, NO_ZOOM, boy);
    expect(zoom).toEqual({ 0: boy });
    expect(zoomOnClick(RECTS, NO_ZOOM, at(0, 'm', 'boy', 'NY'))).toEqual({ 0: boy });
    // the parent's strip (the root here) zooms back out
    expect(zoomOnClick(RECTS, zoom, at(0, 'm'))).toBe(NO_ZOOM);
    // each band zooms apart; a band whose root is a lone leaf does not zoom
    const both = zoomOnClick(RECTS, zoom, at(1, 'n', 'x'));
    expect(both).toEqual({ 0: boy });
    expect(zoomOnClick(RECTS, NO_ZOOM, at(1, 'n'))).toBe(NO_ZOOM);
  });
  it('the focused node fills its band from the parent strip to the right edge', () => {
    const zoom = zoomOnClick(RECTS, NO_ZOOM, at(0, 'm', 'boy'));
    const round = (b: Box | undefined) =>
      b && Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Math.round(v * 1e9) / 1e9]));
    const box = (...names: string[]) =>
      round(zoomedBox(RECTS[at(0, ...names)], RECTS, zoom, 800, 2));
    const strip = PARENT_STRIP / 800;
    expect(box('m', 'boy')).toEqual({ x0: strip, x1: 0.525, y0: 0, y1: 0.5 });
    // its children share the band: CA 3/4, NY 1/4
    expect(box('m', 'boy', 'CA')).toMatchObject({ y0: 0, y1: 0.375, x1: 1 });
    expect(box('m', 'boy', 'NY')).toMatchObject({ y0: 0.375, y1: 0.5 });
    // the parent shows as the strip, the sibling and its children not at all
    expect(box('m')).toEqual({ x0: 0, x1: strip, y0: 0, y1: 0.5 });
    expect(box('m', 'girl')).toBeUndefined();
    expect(box('m', 'girl', 'CA')).toBeUndefined();
    // the other band is as it was
    const other = RECTS[at(1, 'n', 'x')];
    expect(zoomedBox(other, RECTS, zoom, 800, 2)).toBe(other);
  });
});
