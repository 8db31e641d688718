/**
 * Where each chart type's renderer lives: its `transformProps` and `Chart` modules, as paths
 * under `packages/charts/src/`. Pure data, read by the server (which preloads a chart's
 * renderer with the explore page that opens it, from the web build's manifest); `renderers.ts`
 * imports exactly these modules (its test checks that they agree).
 */
export interface RendererModules {
  transformProps: string;
  chart: string;
}

const own = (vizType: string): RendererModules => ({
  transformProps: `${vizType}/transformProps.ts`,
  chart: `${vizType}/Chart.tsx`,
});

/** The viz types that have a renderer, each in its own folder. */
export const RENDERED_VIZ_TYPES = [
  'table',
  'pivot_table_v2',
  'big_number_total',
  'big_number',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries',
  'mixed_timeseries',
  'pie',
  'funnel',
  'gauge_chart',
  'radar',
  'treemap_v2',
  'sunburst_v2',
  'rose',
  'sankey_v2',
  'graph_chart',
  'tree_chart',
  'chord',
  'partition',
  'box_plot',
  'histogram_v2',
  'heatmap_v2',
  'bubble_v2',
  'bubble',
  'waterfall',
  'horizon',
  'time_pivot',
  'compare',
  'bullet',
  'para',
  'gantt_chart',
  'word_cloud',
  'handlebars',
  'paired_ttest',
  'time_table',
  'pop_kpi',
  'world_map',
  'country_map',
  'cal_heatmap',
  'filter_box',
] as const;

/** The renderer modules of a viz type, or undefined when it has no renderer. */
export function rendererModules(vizType: string): RendererModules | undefined {
  return (RENDERED_VIZ_TYPES as readonly string[]).includes(vizType) ? own(vizType) : undefined;
}
