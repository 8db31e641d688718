import { readFileSync } from 'node:fs';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { sequentialColors } from '../shared/color/sequentialSchemes.js';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import type { QueryFormData } from '../types.js';
import { countryGeoJson, hasCountryMap } from './geo.js';
import { countryMapOption } from './option.js';
import transformProps from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const load = (country: string) =>
  countryGeoJson(
    JSON.parse(readFileSync(new URL(`./geo/${country}.json`, import.meta.url), 'utf8')) as Topology,
  );
const france = load('france');

const FORM: Partial<QueryFormData> = {
  viz_type: 'country_map',
  select_country: 'france',
  entity: 'DEPT_ID',
  metric: 'avg__2004',
  linear_color_scheme: 'superset_seq_1',
};
const props = (rows: Record<string, unknown>[], fd: Partial<QueryFormData> = {}) =>
  transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows as never)]));

describe('country_map', () => {
  it("the shipped shapes: France's departments and the USA's states by ISO 3166-2 code", () => {
    const codes = france.features.map((f) => f.properties?.name as string);
    expect(codes).toHaveLength(96);
    expect(codes).toContain('FR-01');
    expect(codes).toContain('FR-75');
    expect(codes).not.toContain('FR-GF'); // overseas: france_overseas
    const usa = load('usa').features;
    expect(usa.map((f) => f.properties?.name)).toContain('US-CA');
    // Alaska and Hawaii are insets under the lower 48 (south of 28°N, west of Texas' tip)
    for (const inset of ['US-AK', 'US-HI']) {
      const shape = usa.find((f) => f.properties?.name === inset)!;
      const points = JSON.stringify(shape.geometry).match(/-?\d+\.?\d*,-?\d+\.?\d*/g)!;
      for (const point of points) {
        const [x, y] = point.split(',').map(Number);
        expect(y).toBeLessThan(28);
        expect(x).toBeLessThan(-97);
      }
    }
    expect(load('france_regions').features.map((f) => f.properties?.name)).toContain('FR-IDF');
    expect(hasCountryMap('france')).toBe(true);
    expect(hasCountryMap('atlantis')).toBe(false);
  });

  it('subdivisions filled along the linear scheme, codes matched whatever their case', () => {
    const p = props([
      { DEPT_ID: 'FR-01', avg__2004: 100 },
      { DEPT_ID: 'fr-75', avg__2004: 300 },
      { DEPT_ID: 'FR-13', avg__2004: 200 },
      { DEPT_ID: 'XX-99', avg__2004: 50 },
    ]);
    const scheme = sequentialColors('superset_seq_1');
    expect(p.rows.map((r) => r.code)).toEqual(['FR-01', 'FR-75', 'FR-13', 'XX-99']);
    const o = countryMapOption(p, 'm', france) as Opt;
    const [series] = o.series;
    expect(series.type).toBe('map');
    expect(series.data.map((d: Opt) => [d.name, d.value])).toEqual([
      ['FR-01', 100],
      ['FR-75', 300],
      ['FR-13', 200],
    ]);
    expect(series.data[1].itemStyle.areaColor).toBe(scheme[scheme.length - 1].toLowerCase());
    // Metropolitan France sits around 46°N: east-west shrinks by its cosine.
    expect(series.aspectScale).toBeCloseTo(Math.cos((46.2 * Math.PI) / 180), 1);
  });

  it("tooltip: the subdivision's name and value, in the number format", () => {
    const p = props([{ DEPT_ID: 'FR-75', avg__2004: 31234 }], { number_format: ',d' });
    const o = countryMapOption(p, 'm', france) as Opt;
    const html = o.tooltip.formatter({ name: 'FR-75', value: 31234 });
    expect(html).toContain('Paris');
    expect(html).toContain('31,234');
    expect(o.tooltip.formatter({ name: 'FR-01', value: NaN })).toContain('No data');
  });

  it('a zoomed department is centred and drawn closer; unzoomed, the whole country', () => {
    const p = props([{ DEPT_ID: 'FR-75', avg__2004: 1 }]);
    const whole = (countryMapOption(p, 'm', france) as Opt).series[0];
    expect(whole.center).toBeUndefined();
    expect(whole.zoom).toBeUndefined();
    // Paris: about 2.35°E, 48.86°N, a few kilometres across
    const paris = (countryMapOption(p, 'm', france, 'FR-75') as Opt).series[0];
    expect(paris.center[0]).toBeCloseTo(2.35, 1);
    expect(paris.center[1]).toBeCloseTo(48.86, 1);
    expect(paris.zoom).toBeGreaterThan(10);
    // the Gironde, one of the largest departments, is drawn less close
    const gironde = (countryMapOption(p, 'm', france, 'FR-33') as Opt).series[0];
    expect(gironde.zoom).toBeGreaterThan(1);
    expect(gironde.zoom).toBeLessThan(paris.zoom);
    // a code the map does not have leaves it whole
    expect((countryMapOption(p, 'm', france, 'XX-99') as Opt).series[0].zoom).toBeUndefined();
  });

  it('empty data, nulls, negative values, text numbers', () => {
    expect(props([]).rows).toEqual([]);
    const p = props([
      { DEPT_ID: null, avg__2004: 1 },
      { DEPT_ID: 'FR-02', avg__2004: null },
      { DEPT_ID: 'FR-03', avg__2004: -5 },
      { DEPT_ID: 'FR-04', avg__2004: '7' },
    ]);
    expect(p.rows.map((r) => [r.code, r.value])).toEqual([
      ['FR-03', -5],
      ['FR-04', 7],
    ]);
  });

  it('thousands of rows', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      DEPT_ID: `FR-${String((i % 95) + 1).padStart(2, '0')}`,
      avg__2004: i,
    }));
    const o = countryMapOption(props(rows), 'm', france) as Opt;
    expect(o.series[0].data.length).toBeGreaterThan(90);
  });
});
