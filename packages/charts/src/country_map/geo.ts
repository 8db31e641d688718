/// <reference types="vite/client" />
/**
 * The country maps' shapes (Natural Earth admin-1, one TopoJSON file per country under
 * country_map/geo/): each file a chunk of its own, loaded when a map of that country draws.
 */
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

/** Vite's lazy glob import: each country's file a chunk of its own. */
const FILES: Record<string, () => Promise<unknown>> = import.meta.glob('./geo/*.json');

/** The ECharts map name a country's shapes are registered under. */
export const countryMapName = (country: string) => `tessera-country-${country}`;

export const hasCountryMap = (country: string) => Object.hasOwn(FILES, `./geo/${country}.json`);

/** A country's topology as GeoJSON, each subdivision named by its ISO 3166-2 code. */
export function countryGeoJson(topology: Topology): FeatureCollection {
  const object = Object.values(topology.objects)[0];
  const collection = feature(topology, object) as FeatureCollection;
  for (const f of collection.features) {
    const props = (f.properties ?? {}) as { iso?: string; name?: string };
    f.properties = { name: props.iso ?? '', label: props.name ?? props.iso ?? '' };
  }
  return collection;
}

const loading = new Map<string, Promise<FeatureCollection>>();

/** A country's shapes, loaded once; undefined for a country without a map. */
export function loadCountryGeo(country: string): Promise<FeatureCollection> | undefined {
  const load = FILES[`./geo/${country}.json`];
  if (!load) return undefined;
  let pending = loading.get(country);
  if (!pending) {
    pending = load().then(
      (module) => countryGeoJson(((module as { default?: unknown }).default ?? module) as Topology),
      (error: unknown) => {
        loading.delete(country);
        throw error;
      },
    );
    loading.set(country, pending);
  }
  return pending;
}
