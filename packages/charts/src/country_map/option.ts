import type { EChartsCoreOption } from 'echarts/core';
import type { FeatureCollection } from 'geojson';
import { themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { ChartTheme } from '../types.js';
import type { CountryMapProps } from './transformProps.js';
import { regionBounds, regionView, type Bounds } from './zoom.js';

/** The fill of a subdivision without data. */
const noDataColor = (theme: ChartTheme) => (theme === 'dark' ? '#3A3A3A' : '#E6E6E6');

interface Shape {
  labels: Map<string, string>;
  /** Each subdivision's bounding box, and the map's. */
  regions: Map<string, Bounds>;
  map: Bounds | undefined;
  /** cos of the middle latitude: east-west distances shrink away from the equator. */
  aspectScale: number;
}

const shapes = new WeakMap<FeatureCollection, Shape>();

/** The subdivisions' names by code and bounds, and the aspect the map is drawn with. */
function shapeOf(geo: FeatureCollection): Shape {
  let shape = shapes.get(geo);
  if (shape) return shape;
  const labels = new Map<string, string>();
  for (const f of geo.features) {
    const props = f.properties as { name: string; label: string };
    labels.set(props.name, props.label);
  }
  const { regions, map } = regionBounds(geo);
  const mid = map ? (map[1] + map[3]) / 2 : 0;
  shape = { labels, regions, map, aspectScale: Math.max(0.2, Math.cos((mid * Math.PI) / 180)) };
  shapes.set(geo, shape);
  return shape;
}

/** The series' inset from the chart's edges, in pixels. */
const INSET = 8;

/** Superset's zoom transition, in milliseconds. */
const ZOOM_DURATION = 750;

/**
 * The ECharts option of a country map: a map series of the country's subdivisions, those
 * with data filled with their row's colour; the tooltip names the subdivision and its value.
 * With `zoomed`, that subdivision fills the drawing (zoom.ts); the change of view is animated.
 */
export function countryMapOption(
  props: CountryMapProps,
  mapName: string,
  geo: FeatureCollection,
  zoomed?: string,
): EChartsCoreOption {
  const { theme, formatter, metricLabel, width, height } = props;
  const colors = themeColors(theme);
  const { labels, regions, map, aspectScale } = shapeOf(geo);
  const region = zoomed === undefined ? undefined : regions.get(zoomed);
  const view =
    region && map
      ? regionView(region, map, width - 2 * INSET, height - 2 * INSET, aspectScale)
      : undefined;
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
        left: INSET,
        right: INSET,
        top: INSET,
        bottom: INSET,
        aspectScale,
        preserveAspect: true,
        ...view,
        roam: false,
        selectedMode: false,
        // the first drawing is not animated; a zoom in or out moves the view as Superset's
        animationDurationUpdate: ZOOM_DURATION,
        animationEasingUpdate: 'cubicInOut',
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
