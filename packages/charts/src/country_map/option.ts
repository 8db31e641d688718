import type { EChartsCoreOption } from 'echarts/core';
import type { FeatureCollection, Position } from 'geojson';
import { themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { ChartTheme } from '../types.js';
import type { CountryMapProps } from './transformProps.js';

/** The fill of a subdivision without data. */
const noDataColor = (theme: ChartTheme) => (theme === 'dark' ? '#3A3A3A' : '#E6E6E6');

interface Shape {
  labels: Map<string, string>;
  /** cos of the middle latitude: east-west distances shrink away from the equator. */
  aspectScale: number;
}

const shapes = new WeakMap<FeatureCollection, Shape>();

/** The subdivisions' names by code, and the aspect the map is drawn with. */
function shapeOf(geo: FeatureCollection): Shape {
  let shape = shapes.get(geo);
  if (shape) return shape;
  const labels = new Map<string, string>();
  let minLat = 90;
  let maxLat = -90;
  const visit = (coords: unknown): void => {
    if (typeof (coords as Position)[0] === 'number') {
      const lat = (coords as Position)[1];
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
      return;
    }
    for (const c of coords as unknown[]) visit(c);
  };
  for (const f of geo.features) {
    const props = f.properties as { name: string; label: string };
    labels.set(props.name, props.label);
    if (f.geometry && 'coordinates' in f.geometry) visit(f.geometry.coordinates);
  }
  const mid = minLat <= maxLat ? (minLat + maxLat) / 2 : 0;
  shape = { labels, aspectScale: Math.max(0.2, Math.cos((mid * Math.PI) / 180)) };
  shapes.set(geo, shape);
  return shape;
}

/**
 * The ECharts option of a country map: a map series of the country's subdivisions, those
 * with data filled with their row's colour; the tooltip names the subdivision and its value.
 */
export function countryMapOption(
  props: CountryMapProps,
  mapName: string,
  geo: FeatureCollection,
): EChartsCoreOption {
  const { theme, formatter, metricLabel } = props;
  const colors = themeColors(theme);
  const { labels, aspectScale } = shapeOf(geo);
  const data = props.rows
    .filter((r) => labels.has(r.code))
    .map((r) => ({
      name: r.code,
      value: r.value,
      itemStyle: { areaColor: r.color },
      emphasis: { itemStyle: { areaColor: r.color } },
    }));
  return {
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: 'item',
      formatter: (params: { name?: string; value?: unknown }) => {
        const name = params.name ?? '';
        const value = params.value;
        const shown =
          typeof value === 'number' && Number.isFinite(value) ? formatter(value) : 'No data';
        return tooltipHtml([{ cells: [metricLabel || 'Value', shown] }], labels.get(name) ?? name);
      },
    },
    series: [
      {
        type: 'map',
        map: mapName,
        left: 8,
        right: 8,
        top: 8,
        bottom: 8,
        aspectScale,
        preserveAspect: true,
        roam: false,
        selectedMode: false,
        animation: false,
        itemStyle: {
          areaColor: noDataColor(theme),
          borderColor: colors.background,
          borderWidth: 0.6,
        },
        label: { show: false },
        emphasis: {
          label: { show: false },
          itemStyle: { borderColor: colors.text, borderWidth: 1.2 },
        },
        data,
      },
    ],
  };
}
