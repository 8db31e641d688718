import type { ChartMetadata } from './types.js';

/**
 * Superset's gallery ordering (`VizTypeGallery.DEFAULT_ORDER`); types not listed come
 * after, in registration order. Some entries are retired keys no longer registered.
 */
export const GALLERY_ORDER = [
  'line',
  'big_number',
  'big_number_total',
  'table',
  'pivot_table_v2',
  'echarts_timeseries_line',
  'echarts_area',
  'echarts_timeseries_bar',
  'echarts_timeseries_scatter',
  'pie',
  'mixed_timeseries',
  'filter_box',
  'dist_bar',
  'area',
  'bar',
  'deck_polygon',
  'time_table',
  'histogram',
  'deck_scatter',
  'deck_hex',
  'time_pivot',
  'deck_arc',
  'heatmap',
  'deck_grid',
  'deck_screengrid',
  'treemap_v2',
  'box_plot',
  'sunburst',
  'sankey',
  'word_cloud',
  'mapbox',
  'kepler',
  'cal_heatmap',
  'rose',
  'bubble',
  'bubble_v2',
  'deck_geojson',
  'horizon',
  'deck_multi',
  'compare',
  'partition',
  'event_flow',
  'deck_path',
  'graph_chart',
  'world_map',
  'paired_ttest',
  'para',
  'country_map',
] as const;

/** The six quick tiles of the explore viz picker (`FEATURED_CHARTS`). */
export const FEATURED_CHARTS = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
] as const;

/** Superset's retired viz keys and the types that replaced them. */
export const RETIRED_VIZ_TYPES: Record<string, string> = {
  line: 'echarts_timeseries_line',
  bar: 'echarts_timeseries_bar',
  dist_bar: 'echarts_timeseries_bar',
  area: 'echarts_area',
  heatmap: 'heatmap_v2',
  histogram: 'histogram_v2',
  sankey: 'sankey_v2',
  sunburst: 'sunburst_v2',
  treemap: 'treemap_v2',
  pivot_table: 'pivot_table_v2',
  dual_line: 'mixed_timeseries',
  line_multi: 'mixed_timeseries',
  bubble: 'bubble_v2',
};

const orderIndex = new Map<string, number>(GALLERY_ORDER.map((key, i) => [key, i]));

/** Sorts viz type keys by the gallery ordering, unknown keys after in their given order. */
export function sortByGalleryOrder<T extends string>(vizTypes: T[]): T[] {
  return vizTypes
    .map((key, position) => ({ key, position }))
    .sort((a, b) => {
      const ia = orderIndex.get(a.key) ?? GALLERY_ORDER.length + a.position;
      const ib = orderIndex.get(b.key) ?? GALLERY_ORDER.length + b.position;
      return ia - ib;
    })
    .map(({ key }) => key);
}

/** Whether the gallery lists a chart: not deprecated and not a native filter plugin. */
export function isShownInGallery(
  metadata: ChartMetadata,
  denylist: string[] = [],
  key = '',
): boolean {
  return (
    !metadata.deprecated && !metadata.behaviors.includes('NATIVE_FILTER') && !denylist.includes(key)
  );
}
