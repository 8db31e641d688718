/**
 * The renderer half, loaded lazily per viz_type: each entry imports the chart type's
 * `transformProps` and `Chart` on demand, so the web bundles each chart type apart.
 */
import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import type { ChartProps } from './types.js';

export interface ChartRenderer<P extends object = object> {
  /** Chart props + query results → the renderer's props (pure). */
  transformProps: (chartProps: ChartProps) => P;
  Chart: ComponentType<P>;
}

/** A renderer whose props type is erased (what the lazy map holds). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyChartRenderer = ChartRenderer<any>;

type Module<T> = Promise<{ default: T }>;

function load<P extends object>(
  transformProps: Module<(chartProps: ChartProps) => P>,
  chart: Module<ComponentType<P>>,
): Promise<ChartRenderer<P>> {
  return Promise.all([transformProps, chart]).then(([t, c]) => ({
    transformProps: t.default,
    Chart: c.default,
  }));
}

export const chartRenderers: Readonly<Record<string, () => Promise<AnyChartRenderer>>> = {
  table: () => load(import('./table/transformProps.js'), import('./table/Chart.js')),
  pivot_table_v2: () =>
    load(import('./pivot_table_v2/transformProps.js'), import('./pivot_table_v2/Chart.js')),
  big_number_total: () =>
    load(import('./big_number_total/transformProps.js'), import('./big_number_total/Chart.js')),
  big_number: () => load(import('./big_number/transformProps.js'), import('./big_number/Chart.js')),
  echarts_timeseries_line: () =>
    load(
      import('./echarts_timeseries_line/transformProps.js'),
      import('./echarts_timeseries_line/Chart.js'),
    ),
  echarts_timeseries_bar: () =>
    load(
      import('./echarts_timeseries_bar/transformProps.js'),
      import('./echarts_timeseries_bar/Chart.js'),
    ),
  echarts_area: () =>
    load(import('./echarts_area/transformProps.js'), import('./echarts_area/Chart.js')),
  echarts_timeseries_scatter: () =>
    load(
      import('./echarts_timeseries_scatter/transformProps.js'),
      import('./echarts_timeseries_scatter/Chart.js'),
    ),
  echarts_timeseries_smooth: () =>
    load(
      import('./echarts_timeseries_smooth/transformProps.js'),
      import('./echarts_timeseries_smooth/Chart.js'),
    ),
  echarts_timeseries_step: () =>
    load(
      import('./echarts_timeseries_step/transformProps.js'),
      import('./echarts_timeseries_step/Chart.js'),
    ),
  echarts_timeseries: () =>
    load(import('./echarts_timeseries/transformProps.js'), import('./echarts_timeseries/Chart.js')),
  mixed_timeseries: () =>
    load(import('./mixed_timeseries/transformProps.js'), import('./mixed_timeseries/Chart.js')),
  pie: () => load(import('./pie/transformProps.js'), import('./pie/Chart.js')),
  funnel: () => load(import('./funnel/transformProps.js'), import('./funnel/Chart.js')),
  gauge_chart: () =>
    load(import('./gauge_chart/transformProps.js'), import('./gauge_chart/Chart.js')),
  radar: () => load(import('./radar/transformProps.js'), import('./radar/Chart.js')),
  treemap_v2: () => load(import('./treemap_v2/transformProps.js'), import('./treemap_v2/Chart.js')),
  sunburst_v2: () =>
    load(import('./sunburst_v2/transformProps.js'), import('./sunburst_v2/Chart.js')),
  rose: () => load(import('./rose/transformProps.js'), import('./rose/Chart.js')),
  sankey_v2: () => load(import('./sankey_v2/transformProps.js'), import('./sankey_v2/Chart.js')),
  graph_chart: () =>
    load(import('./graph_chart/transformProps.js'), import('./graph_chart/Chart.js')),
  tree_chart: () => load(import('./tree_chart/transformProps.js'), import('./tree_chart/Chart.js')),
  chord: () => load(import('./chord/transformProps.js'), import('./chord/Chart.js')),
  partition: () => load(import('./partition/transformProps.js'), import('./partition/Chart.js')),
  box_plot: () => load(import('./box_plot/transformProps.js'), import('./box_plot/Chart.js')),
  histogram_v2: () =>
    load(import('./histogram_v2/transformProps.js'), import('./histogram_v2/Chart.js')),
  heatmap_v2: () => load(import('./heatmap_v2/transformProps.js'), import('./heatmap_v2/Chart.js')),
  bubble_v2: () => load(import('./bubble_v2/transformProps.js'), import('./bubble_v2/Chart.js')),
  bubble: () => load(import('./bubble/transformProps.js'), import('./bubble/Chart.js')),
  waterfall: () => load(import('./waterfall/transformProps.js'), import('./waterfall/Chart.js')),
  horizon: () => load(import('./horizon/transformProps.js'), import('./horizon/Chart.js')),
  time_pivot: () => load(import('./time_pivot/transformProps.js'), import('./time_pivot/Chart.js')),
  compare: () => load(import('./compare/transformProps.js'), import('./compare/Chart.js')),
  bullet: () => load(import('./bullet/transformProps.js'), import('./bullet/Chart.js')),
  para: () => load(import('./para/transformProps.js'), import('./para/Chart.js')),
  gantt_chart: () =>
    load(import('./gantt_chart/transformProps.js'), import('./gantt_chart/Chart.js')),
  word_cloud: () => load(import('./word_cloud/transformProps.js'), import('./word_cloud/Chart.js')),
  handlebars: () => load(import('./handlebars/transformProps.js'), import('./handlebars/Chart.js')),
  paired_ttest: () =>
    load(import('./paired_ttest/transformProps.js'), import('./paired_ttest/Chart.js')),
  time_table: () => load(import('./time_table/transformProps.js'), import('./time_table/Chart.js')),
  pop_kpi: () => load(import('./pop_kpi/transformProps.js'), import('./pop_kpi/Chart.js')),
  world_map: () => load(import('./world_map/transformProps.js'), import('./world_map/Chart.js')),
  country_map: () =>
    load(import('./country_map/transformProps.js'), import('./country_map/Chart.js')),
  cal_heatmap: () =>
    load(import('./cal_heatmap/transformProps.js'), import('./cal_heatmap/Chart.js')),
  filter_box: () => load(import('./filter_box/transformProps.js'), import('./filter_box/Chart.js')),
};

export function hasChartRenderer(vizType: string): boolean {
  return Object.hasOwn(chartRenderers, vizType);
}

/** Each viz type's renderer as it loads (or has loaded): one object per viz type. */
const loading = new Map<string, Promise<AnyChartRenderer>>();
const loaded = new Map<string, AnyChartRenderer>();

/**
 * The renderer of a viz type, or undefined when it has none: loaded once, the same object
 * answered at every call (a chart asked again is not drawn again for a new renderer); a load
 * that failed is tried again at the next call.
 */
export function loadChartRenderer(vizType: string): Promise<AnyChartRenderer> | undefined {
  if (!hasChartRenderer(vizType)) return undefined;
  let renderer = loading.get(vizType);
  if (!renderer) {
    renderer = chartRenderers[vizType]().then(
      (ready) => {
        loaded.set(vizType, ready);
        return ready;
      },
      (error: unknown) => {
        loading.delete(vizType);
        throw error;
      },
    );
    loading.set(vizType, renderer);
  }
  return renderer;
}

/**
 * The renderer of a viz type if it has loaded already (a page that started loading it early
 * draws its chart in its first render instead of waiting a turn for the promise).
 */
export function loadedChartRenderer(vizType: string): AnyChartRenderer | undefined {
  return loaded.get(vizType);
}

/** The chart element for these props (transformProps, then the Chart). */
export function renderChart<P extends object>(
  renderer: ChartRenderer<P>,
  chartProps: ChartProps,
): ReactElement {
  return createElement(renderer.Chart, renderer.transformProps(chartProps));
}
