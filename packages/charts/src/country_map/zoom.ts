/**
 * Superset's country map zoom: a click on a subdivision zooms into it, a click on it again or
 * on the background zooms back out. Here the subdivision's bounding box is fitted to the
 * drawing (Superset scales its centroid by 4 whatever its size, which leaves a small one
 * small and pushes a large one off the edges).
 */
import type { FeatureCollection, Position } from 'geojson';

/** A bounding box in longitude and latitude: [west, south, east, north]. */
export type Bounds = readonly [number, number, number, number];

/** The view of ECharts' map series: its centre (longitude, latitude) and zoom. */
export interface MapView {
  center: [number, number];
  zoom: number;
}

/** The share of the drawing the zoomed subdivision's bounding box fills. */
export const REGION_FILL = 0.8;

/** No subdivision is zoomed further than this (a city among the regions of a country). */
export const MAX_ZOOM = 24;

/** Each subdivision's bounding box by its name (ISO 3166-2 code), and the whole map's. */
export function regionBounds(geo: FeatureCollection): {
  regions: Map<string, Bounds>;
  map: Bounds | undefined;
} {
  const regions = new Map<string, Bounds>();
  let all: [number, number, number, number] | undefined;
  for (const f of geo.features) {
    const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    const visit = (coords: unknown): void => {
      if (typeof (coords as Position)[0] === 'number') {
        const [x, y] = coords as Position;
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.max(box[2], x);
        box[3] = Math.max(box[3], y);
        return;
      }
      for (const c of coords as unknown[]) visit(c);
    };
    if (f.geometry && 'coordinates' in f.geometry) visit(f.geometry.coordinates);
    if (box[0] > box[2]) continue;
    regions.set(String((f.properties as { name?: unknown } | null)?.name ?? ''), box);
    all = all
      ? [
          Math.min(all[0], box[0]),
          Math.min(all[1], box[1]),
          Math.max(all[2], box[2]),
          Math.max(all[3], box[3]),
        ]
      : [...box];
  }
  return { regions, map: all };
}

/**
 * The view that fits `region` to `REGION_FILL` of a drawing `width` by `height` pixels where
 * the unzoomed `map` fits whole (ECharts' `preserveAspect`), east-west distances drawn
 * `aspectScale` times their north-south ones. The zoom is at least 1 (a subdivision as large
 * as the map is not zoomed out of it) and at most MAX_ZOOM.
 */
export function regionView(
  region: Bounds,
  map: Bounds,
  width: number,
  height: number,
  aspectScale: number,
): MapView {
  const span = (b: Bounds) => [
    Math.max((b[2] - b[0]) * aspectScale, 1e-9),
    Math.max(b[3] - b[1], 1e-9),
  ];
  const [mapW, mapH] = span(map);
  const [regionW, regionH] = span(region);
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const scale = Math.min(w / mapW, h / mapH);
  const fit = Math.min(w / regionW, h / regionH) * REGION_FILL;
  return {
    center: [(region[0] + region[2]) / 2, (region[1] + region[3]) / 2],
    zoom: Math.min(MAX_ZOOM, Math.max(1, fit / scale)),
  };
}

/**
 * The subdivision zoomed after a click on `clicked` (undefined: the background) while
 * `zoomed` is: another subdivision zooms in, the zoomed one or the background zooms out.
 */
export function zoomOnClick(
  zoomed: string | undefined,
  clicked: string | undefined,
): string | undefined {
  return clicked && clicked !== zoomed ? clicked : undefined;
}
