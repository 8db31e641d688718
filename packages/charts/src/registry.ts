/**
 * The chart registry keyed by viz_type: the pure half of each chart type (metadata and
 * buildQuery; its control panel is in controlPanels.ts). Safe for the server: no React, no
 * renderer.
 */
import * as area from './echarts_area/index.js';
import * as bigNumber from './big_number/index.js';
import * as bigNumberTotal from './big_number_total/index.js';
import * as generic from './echarts_timeseries/index.js';
import * as filterBox from './filter_box/index.js';
import * as bar from './echarts_timeseries_bar/index.js';
import * as line from './echarts_timeseries_line/index.js';
import * as scatter from './echarts_timeseries_scatter/index.js';
import * as smooth from './echarts_timeseries_smooth/index.js';
import * as step from './echarts_timeseries_step/index.js';
import * as mixed from './mixed_timeseries/index.js';
import * as pie from './pie/index.js';
import * as funnel from './funnel/index.js';
import * as gaugeChart from './gauge_chart/index.js';
import * as radar from './radar/index.js';
import * as treemapV2 from './treemap_v2/index.js';
import * as sunburstV2 from './sunburst_v2/index.js';
import * as rose from './rose/index.js';
import * as sankey from './sankey_v2/index.js';
import * as graphChart from './graph_chart/index.js';
import * as treeChart from './tree_chart/index.js';
import * as chord from './chord/index.js';
import * as partition from './partition/index.js';
import * as boxPlot from './box_plot/index.js';
import * as histogram from './histogram_v2/index.js';
import * as heatmap from './heatmap_v2/index.js';
import * as bubbleV2 from './bubble_v2/index.js';
import * as bubble from './bubble/index.js';
import * as waterfall from './waterfall/index.js';
import * as horizon from './horizon/index.js';
import * as timePivot from './time_pivot/index.js';
import * as compare from './compare/index.js';
import * as bullet from './bullet/index.js';
import * as para from './para/index.js';
import * as gantt from './gantt_chart/index.js';
import * as wordCloud from './word_cloud/index.js';
import * as handlebars from './handlebars/index.js';
import * as pairedTTest from './paired_ttest/index.js';
import * as timeTable from './time_table/index.js';
import * as popKpi from './pop_kpi/index.js';
import * as worldMap from './world_map/index.js';
import * as countryMap from './country_map/index.js';
import * as calHeatmap from './cal_heatmap/index.js';
import * as pivotTable from './pivot_table_v2/index.js';
import * as table from './table/index.js';
import { sortByGalleryOrder } from './galleryOrder.js';
import type { ChartPlugin } from './types.js';

const plugin = (
  vizType: string,
  parts: Pick<ChartPlugin, 'metadata' | 'buildQuery' | 'migrateFormData'>,
): ChartPlugin => ({
  vizType,
  metadata: parts.metadata,
  buildQuery: parts.buildQuery,
  ...(parts.migrateFormData ? { migrateFormData: parts.migrateFormData } : {}),
});

/** Registration order (the gallery sorts with {@link GALLERY_ORDER}). */
const PLUGINS: ChartPlugin[] = [
  plugin('table', table),
  plugin('pivot_table_v2', pivotTable),
  plugin('big_number_total', bigNumberTotal),
  plugin('big_number', bigNumber),
  plugin('echarts_timeseries_line', line),
  plugin('echarts_timeseries_bar', bar),
  plugin('echarts_area', area),
  plugin('echarts_timeseries_scatter', scatter),
  plugin('echarts_timeseries_smooth', smooth),
  plugin('echarts_timeseries_step', step),
  plugin('echarts_timeseries', generic),
  plugin('mixed_timeseries', mixed),
  plugin('pie', pie),
  plugin('funnel', funnel),
  plugin('gauge_chart', gaugeChart),
  plugin('radar', radar),
  plugin('treemap_v2', treemapV2),
  plugin('sunburst_v2', sunburstV2),
  plugin('rose', rose),
  plugin('sankey_v2', sankey),
  plugin('graph_chart', graphChart),
  plugin('tree_chart', treeChart),
  plugin('chord', chord),
  plugin('partition', partition),
  plugin('box_plot', boxPlot),
  plugin('histogram_v2', histogram),
  plugin('heatmap_v2', heatmap),
  plugin('bubble_v2', bubbleV2),
  plugin('bubble', bubble),
  plugin('waterfall', waterfall),
  plugin('horizon', horizon),
  plugin('time_pivot', timePivot),
  plugin('compare', compare),
  plugin('bullet', bullet),
  plugin('para', para),
  plugin('gantt_chart', gantt),
  plugin('word_cloud', wordCloud),
  plugin('handlebars', handlebars),
  plugin('paired_ttest', pairedTTest),
  plugin('time_table', timeTable),
  plugin('pop_kpi', popKpi),
  plugin('world_map', worldMap),
  plugin('country_map', countryMap),
  plugin('cal_heatmap', calHeatmap),
  plugin('filter_box', filterBox),
];

export const chartRegistry: ReadonlyMap<string, ChartPlugin> = new Map(
  PLUGINS.map((p) => [p.vizType, p]),
);

export function getChartPlugin(vizType: string): ChartPlugin | undefined {
  return chartRegistry.get(vizType);
}

/** Registered viz types in gallery order. */
export function galleryVizTypes(): string[] {
  return sortByGalleryOrder([...chartRegistry.keys()]);
}
