/**
 * The world's shapes and country table (Natural Earth 1:50m via world-atlas; codes and
 * names from world-countries), shipped as world_map/geo/world.json and loaded on demand:
 * only when a world map draws, never with the app's first load.
 */
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

export type CountryFieldType = 'cca2' | 'cca3' | 'cioc' | 'name';

export interface CountryInfo {
  cca2: string;
  cca3: string;
  cioc: string;
  name: string;
  lat: number;
  lng: number;
}

export interface WorldGeoFile {
  columns: string[];
  countries: (string | number)[][];
  topology: Topology;
}

export interface WorldGeo {
  /** Country by a code or name, per field type, keys lower-cased. */
  lookup(fieldType: string, value: unknown): CountryInfo | undefined;
  /** The shapes, each named by its country's cca3. */
  geoJson: FeatureCollection;
}

/** The ECharts map name the world's shapes are registered under. */
export const WORLD_MAP_NAME = 'tessera-world';

/** The country table and shapes of the shipped file (pure: tests give it a small one). */
export function worldGeoFrom(file: WorldGeoFile): WorldGeo {
  const col = (name: string) => file.columns.indexOf(name);
  const aliases = col('aliases');
  const countries: (CountryInfo & { aliases: string[] })[] = file.countries.map((row) => ({
    cca2: String(row[col('cca2')]),
    cca3: String(row[col('cca3')]),
    cioc: String(row[col('cioc')] ?? ''),
    name: String(row[col('name')]),
    lat: Number(row[col('lat')]),
    lng: Number(row[col('lng')]),
    aliases:
      aliases < 0
        ? []
        : String(row[aliases] ?? '')
            .split('|')
            .filter(Boolean),
  }));
  const maps = new Map<string, Map<string, CountryInfo>>();
  for (const field of ['cca2', 'cca3', 'cioc', 'name'] as const) {
    const map = new Map<string, CountryInfo>();
    for (const c of countries) if (c[field]) map.set(c[field].toLowerCase(), c);
    maps.set(field, map);
  }
  // Official names and other spellings find a country by name unless a common name holds them.
  const byName = maps.get('name')!;
  for (const c of countries) {
    for (const alias of c.aliases) {
      const key = alias.toLowerCase();
      if (!byName.has(key)) byName.set(key, c);
    }
  }
  const object = Object.values(file.topology.objects)[0];
  const collection = feature(file.topology, object) as FeatureCollection;
  for (const f of collection.features) {
    f.properties = { ...(f.properties ?? {}), name: String(f.id ?? f.properties?.name ?? '') };
  }
  return {
    lookup(fieldType, value) {
      if (value === null || value === undefined) return undefined;
      return maps.get(fieldType)?.get(String(value).trim().toLowerCase());
    },
    geoJson: collection,
  };
}

let loading: Promise<WorldGeo> | undefined;

/** The world's shapes, loaded once (a failed load is tried again at the next call). */
export function loadWorldGeo(): Promise<WorldGeo> {
  loading ??= import('./geo/world.json').then(
    (module) => worldGeoFrom((module.default ?? module) as unknown as WorldGeoFile),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
