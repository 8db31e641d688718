import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { COUNT_STAR } from '../shared/testing/fixtures.js';
import { sequentialColors } from '../shared/color/sequentialSchemes.js';
import type { QueryFormData } from '../types.js';
import { worldGeoFrom, type WorldGeoFile } from './geo.js';
import { noDataColor, worldMapOption } from './option.js';
import transformProps, { rgbaColor } from './transformProps.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const geo = worldGeoFrom(
  JSON.parse(readFileSync(new URL('./geo/world.json', import.meta.url), 'utf8')) as WorldGeoFile,
);

const FORM: Partial<QueryFormData> = {
  viz_type: 'world_map',
  entity: 'country_name',
  country_fieldtype: 'name',
  metric: 'count',
  secondary_metric: COUNT_STAR,
  linear_color_scheme: 'schemeYlOrBr',
  show_bubbles: true,
  max_bubble_size: '25',
};
const ROWS = [
  { country_name: 'United States', count: 30, 'COUNT(*)': 30 },
  { country_name: 'china', count: 10, 'COUNT(*)': 10 },
  { country_name: 'Germany', count: 5, 'COUNT(*)': 5 },
  { country_name: 'Atlantis', count: 3, 'COUNT(*)': 3 },
];
const props = (
  fd: Partial<QueryFormData> = {},
  rows: Record<string, unknown>[] = ROWS,
  extra = {},
) => transformProps(chartProps({ ...FORM, ...fd }, [queryResult(rows as never)], extra));
const draw = (
  fd: Partial<QueryFormData> = {},
  rows: Record<string, unknown>[] = ROWS,
  extra = {},
) => worldMapOption(props(fd, rows, extra), geo);

describe('world_map', () => {
  it('the shipped world: every shape named by a country, codes of every kind looked up', () => {
    expect(geo.geoJson.features.length).toBeGreaterThan(200);
    expect(geo.lookup('cca2', 'fr')?.cca3).toBe('FRA');
    expect(geo.lookup('cca3', 'DEU')?.name).toBe('Germany');
    expect(geo.lookup('cioc', 'GER')?.cca3).toBe('DEU');
    expect(geo.lookup('name', ' United Kingdom ')?.cca3).toBe('GBR');
    expect(geo.lookup('name', null)).toBeUndefined();
    // other spellings Superset's example data uses; a common name wins over another's alias
    expect(geo.lookup('name', 'Turkey')?.cca3).toBe('TUR');
    expect(geo.lookup('name', 'Great Britain')?.cca3).toBe('GBR');
    expect(geo.lookup('name', 'Chinese Taipei')?.cca3).toBe('TWN');
    expect(geo.lookup('name', 'China')?.cca3).toBe('CHN');
    const names = new Set(geo.geoJson.features.map((f) => f.properties?.name));
    for (const code of ['USA', 'FRA', 'BRA', 'CHN', 'AUS', 'SGP'])
      expect(names.has(code)).toBe(true);
  });

  it('countries joined by name, filled along the linear scheme; an unknown country is left out', () => {
    const { option, labelMap } = draw();
    const [map] = (option as Opt).series;
    expect(map.type).toBe('map');
    expect(map.data.map((d: Opt) => [d.name, d.value, d.countryName])).toEqual([
      ['USA', 30, 'United States'],
      ['CHN', 10, 'China'],
      ['DEU', 5, 'Germany'],
    ]);
    const scheme = sequentialColors('schemeYlOrBr');
    expect(map.data[0].itemStyle.areaColor).toBe(scheme[scheme.length - 1].toLowerCase());
    expect(labelMap).toEqual({ USA: ['United States'], CHN: ['china'], DEU: ['Germany'] });
    expect(map.itemStyle.areaColor).toBe(noDataColor('light'));
  });

  it('bubbles on the countries, sized by the square root of the bubble metric', () => {
    const { option } = draw();
    const o = option as Opt;
    const bubbles = o.series[1];
    expect(bubbles.type).toBe('scatter');
    expect(bubbles.coordinateSystem).toBe('geo');
    expect(o.geo.map).toBe(o.series[0].map);
    expect(bubbles.data.map((d: Opt) => d.name)).toEqual(['USA', 'CHN', 'DEU']);
    expect(bubbles.symbolSize([0, 0, 30])).toBe(50);
    expect(bubbles.symbolSize([0, 0, 7.5])).toBe(25);
    expect(bubbles.itemStyle.color).toBe('rgba(0,122,135,1)');
    const noBubbles = draw({ show_bubbles: false }).option as Opt;
    expect(noBubbles.series).toHaveLength(1);
    expect(noBubbles.geo).toBeUndefined();
  });

  it('cca2, cca3 and cioc codes', () => {
    const rows = [
      { c: 'FR', count: 1 },
      { c: 'BR', count: 2 },
    ];
    const o = draw({ entity: 'c', country_fieldtype: 'cca2', show_bubbles: false }, rows)
      .option as Opt;
    expect(o.series[0].data.map((d: Opt) => d.name)).toEqual(['FRA', 'BRA']);
    const ioc = draw({ entity: 'c', country_fieldtype: 'cioc', show_bubbles: false }, [
      { c: 'NED', count: 1 },
    ]).option as Opt;
    expect(ioc.series[0].data[0].name).toBe('NLD');
  });

  it('colour by country: each its own colour from the categorical scheme', () => {
    const o = draw({ color_by: 'country', color_scheme: 'd3Category10' }).option as Opt;
    expect(o.series[0].data.map((d: Opt) => d.itemStyle.areaColor)).toEqual([
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
    ]);
  });

  it('a cross-filtered country stays opaque, the others fade', () => {
    const o = draw({}, ROWS, { filterState: { selectedValues: ['CHN'] } }).option as Opt;
    expect(o.series[0].data.map((d: Opt) => d.itemStyle.opacity)).toEqual([0.3, 1, 0.3]);
  });

  it('tooltip: the country, its metric and bubble value, escaped', () => {
    const o = draw({ y_axis_format: ',d' }).option as Opt;
    const html = o.series[0].tooltip.formatter({
      name: 'USA',
      data: { countryName: 'United <States>', value: 3000, m2: 12 },
    });
    expect(html).toContain('United &lt;States&gt;');
    expect(html).toContain('3,000');
    expect(html).toContain('COUNT(*)');
  });

  it('empty data, nulls, negative values and one row', () => {
    expect((draw({}, []).option as Opt).series[0].data).toEqual([]);
    const o = draw({}, [
      { country_name: null, count: 3, 'COUNT(*)': 1 },
      { country_name: 'France', count: null, 'COUNT(*)': null },
      { country_name: 'Spain', count: -4, 'COUNT(*)': -2 },
      { country_name: 'Italy', count: 8, 'COUNT(*)': 4 },
    ]).option as Opt;
    expect(o.series[0].data.map((d: Opt) => [d.name, d.value])).toEqual([
      ['FRA', null],
      ['ESP', -4],
      ['ITA', 8],
    ]);
    expect(o.series[0].data[0].itemStyle.areaColor).toBe('transparent');
    expect(o.series[1].data.map((d: Opt) => d.name)).toEqual(['ITA']);
    const one = draw({}, [{ country_name: 'Peru', count: 1, 'COUNT(*)': 1 }]).option as Opt;
    expect(one.series[0].data).toHaveLength(1);
  });

  it('thousands of rows: one country drawn once', () => {
    const names = ['France', 'Japan', 'Kenya', 'Chile'];
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      country_name: names[i % 4],
      count: i,
      'COUNT(*)': i,
    }));
    const o = draw({}, rows).option as Opt;
    expect(o.series[0].data).toHaveLength(4);
  });

  it('the bubble colour from color_picker', () => {
    expect(rgbaColor({ r: 1, g: 2, b: 3, a: 0.5 })).toBe('rgba(1,2,3,0.5)');
    expect(rgbaColor(null)).toBe('rgba(0,122,135,1)');
  });
});
