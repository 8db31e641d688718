import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, REGION_FILL, regionBounds, regionView, zoomOnClick } from './zoom.js';

const square = (name: string, x: number, y: number, size: number) => ({
  type: 'Feature' as const,
  properties: { name },
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ],
  },
});

// a 10° by 10° country: a 5° western half (W), a 1° island in the east (E), a tiny city (C),
// an 8° by ½° strip in the north (S)
const GEO: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'W' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          square('', 0, 0, 5).geometry.coordinates,
          square('', 0, 5, 5).geometry.coordinates,
        ],
      },
    },
    square('E', 9, 4, 1),
    square('C', 3, 3, 0.01),
    {
      type: 'Feature',
      properties: { name: 'S' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [1, 9],
            [9, 9],
            [9, 9.5],
            [1, 9],
          ],
        ],
      },
    },
    { type: 'Feature', properties: { name: 'NONE' }, geometry: null as never },
  ],
};

describe('country map zoom', () => {
  const { regions, map } = regionBounds(GEO);

  it("each subdivision's bounding box over all its polygons, and the whole map's", () => {
    expect(regions.get('W')).toEqual([0, 0, 5, 10]);
    expect(regions.get('E')).toEqual([9, 4, 10, 5]);
    expect(regions.has('NONE')).toBe(false);
    expect(map).toEqual([0, 0, 10, 10]);
  });

  it('a clicked subdivision is centred and fills the drawing', () => {
    // the map fits a 400 × 400 drawing at 40 px a degree; the island is 40 px: zoomed to fill
    // 80 % of it, the view is 8 times closer, centred on the island
    expect(regionView(regions.get('E')!, map!, 400, 400, 1)).toEqual({
      center: [9.5, 4.5],
      zoom: 10 * REGION_FILL,
    });
    // the western half is as tall as the map: its height limits the zoom to less than 1, kept at 1
    expect(regionView(regions.get('W')!, map!, 400, 400, 1)).toEqual({ center: [2.5, 5], zoom: 1 });
    // in a wide drawing the map's height limits its scale, the island's height too
    expect(regionView(regions.get('E')!, map!, 800, 400, 1).zoom).toBeCloseTo(10 * REGION_FILL);
  });

  it('east-west distances drawn shorter (away from the equator) let a wide one come closer', () => {
    // drawn as wide as it is, the strip's 8° take the whole 400 px: no closer than 1
    expect(regionView(regions.get('S')!, map!, 400, 400, 1).zoom).toBe(1);
    // at half its width, the map is 5 × 10 (40 px a degree north-south), the strip 4 wide:
    // 160 px, zoomed to 320 px
    expect(regionView(regions.get('S')!, map!, 400, 400, 0.5).zoom).toBeCloseTo(2);
  });

  it('a tiny subdivision is zoomed no further than MAX_ZOOM', () => {
    expect(regionView(regions.get('C')!, map!, 400, 400, 1)).toEqual({
      center: [3.005, 3.005],
      zoom: MAX_ZOOM,
    });
  });

  it('a click zooms in, on the zoomed subdivision or the background back out', () => {
    expect(zoomOnClick(undefined, 'E')).toBe('E');
    expect(zoomOnClick('E', 'W')).toBe('W');
    expect(zoomOnClick('E', 'E')).toBeUndefined();
    expect(zoomOnClick('E', undefined)).toBeUndefined();
    expect(zoomOnClick(undefined, undefined)).toBeUndefined();
  });
});
