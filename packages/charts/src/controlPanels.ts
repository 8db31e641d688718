/**
 * The control panel of each chart type, keyed by viz_type: what explore draws and what fills
 * form data's defaults. Kept apart from the registry (metadata and buildQuery), so that the
 * pages which only query and draw charts (dashboards) carry no control panel.
 */
import { controlPanel as area } from './echarts_area/controlPanel.js';
import { controlPanel as bigNumber } from './big_number/controlPanel.js';
import { controlPanel as bigNumberTotal } from './big_number_total/controlPanel.js';
import { controlPanel as generic } from './echarts_timeseries/controlPanel.js';
import { controlPanel as filterBox } from './filter_box/controlPanel.js';
import { controlPanel as bar } from './echarts_timeseries_bar/controlPanel.js';
import { controlPanel as line } from './echarts_timeseries_line/controlPanel.js';
import { controlPanel as scatter } from './echarts_timeseries_scatter/controlPanel.js';
import { controlPanel as smooth } from './echarts_timeseries_smooth/controlPanel.js';
import { controlPanel as step } from './echarts_timeseries_step/controlPanel.js';
import { controlPanel as mixed } from './mixed_timeseries/controlPanel.js';
import { controlPanel as pie } from './pie/controlPanel.js';
import { controlPanel as funnel } from './funnel/controlPanel.js';
import { controlPanel as gaugeChart } from './gauge_chart/controlPanel.js';
import { controlPanel as radar } from './radar/controlPanel.js';
import { controlPanel as treemapV2 } from './treemap_v2/controlPanel.js';
import { controlPanel as sunburstV2 } from './sunburst_v2/controlPanel.js';
import { controlPanel as rose } from './rose/controlPanel.js';
import { controlPanel as sankey } from './sankey_v2/controlPanel.js';
import { controlPanel as graphChart } from './graph_chart/controlPanel.js';
import { controlPanel as treeChart } from './tree_chart/controlPanel.js';
import { controlPanel as chord } from './chord/controlPanel.js';
import { controlPanel as partition } from './partition/controlPanel.js';
import { controlPanel as boxPlot } from './box_plot/controlPanel.js';
import { controlPanel as histogram } from './histogram_v2/controlPanel.js';
import { controlPanel as heatmap } from './heatmap_v2/controlPanel.js';
import { controlPanel as bubbleV2 } from './bubble_v2/controlPanel.js';
import { controlPanel as waterfall } from './waterfall/controlPanel.js';
import { controlPanel as horizon } from './horizon/controlPanel.js';
import { controlPanel as timePivot } from './time_pivot/controlPanel.js';
import { controlPanel as compare } from './compare/controlPanel.js';
import { controlPanel as bullet } from './bullet/controlPanel.js';
import { controlPanel as para } from './para/controlPanel.js';
import { controlPanel as gantt } from './gantt_chart/controlPanel.js';
import { controlPanel as wordCloud } from './word_cloud/controlPanel.js';
import { controlPanel as handlebars } from './handlebars/controlPanel.js';
import { controlPanel as pairedTTest } from './paired_ttest/controlPanel.js';
import { controlPanel as timeTable } from './time_table/controlPanel.js';
import { controlPanel as popKpi } from './pop_kpi/controlPanel.js';
import { controlPanel as worldMap } from './world_map/controlPanel.js';
import { controlPanel as countryMap } from './country_map/controlPanel.js';
import { controlPanel as calHeatmap } from './cal_heatmap/controlPanel.js';
import { controlPanel as pivotTable } from './pivot_table_v2/controlPanel.js';
import { controlPanel as table } from './table/controlPanel.js';
import type { ControlPanelConfig } from './types.js';

const PANELS: [string, ControlPanelConfig][] = [
  ['table', table],
  ['pivot_table_v2', pivotTable],
  ['big_number_total', bigNumberTotal],
  ['big_number', bigNumber],
  ['echarts_timeseries_line', line],
  ['echarts_timeseries_bar', bar],
  ['echarts_area', area],
  ['echarts_timeseries_scatter', scatter],
  ['echarts_timeseries_smooth', smooth],
  ['echarts_timeseries_step', step],
  ['echarts_timeseries', generic],
  ['mixed_timeseries', mixed],
  ['pie', pie],
  ['funnel', funnel],
  ['gauge_chart', gaugeChart],
  ['radar', radar],
  ['treemap_v2', treemapV2],
  ['sunburst_v2', sunburstV2],
  ['rose', rose],
  ['sankey_v2', sankey],
  ['graph_chart', graphChart],
  ['tree_chart', treeChart],
  ['chord', chord],
  ['partition', partition],
  ['box_plot', boxPlot],
  ['histogram_v2', histogram],
  ['heatmap_v2', heatmap],
  ['bubble_v2', bubbleV2],
  // the legacy key's controls are bubble_v2's, over its migrated form data (bubble/migrate.ts)
  ['bubble', bubbleV2],
  ['waterfall', waterfall],
  ['horizon', horizon],
  ['time_pivot', timePivot],
  ['compare', compare],
  ['bullet', bullet],
  ['para', para],
  ['gantt_chart', gantt],
  ['word_cloud', wordCloud],
  ['handlebars', handlebars],
  ['paired_ttest', pairedTTest],
  ['time_table', timeTable],
  ['pop_kpi', popKpi],
  ['world_map', worldMap],
  ['country_map', countryMap],
  ['cal_heatmap', calHeatmap],
  ['filter_box', filterBox],
];

export const controlPanels: ReadonlyMap<string, ControlPanelConfig> = new Map(PANELS);

/** The chart type's control panel (none for an unknown type). */
export function getControlPanel(vizType: string): ControlPanelConfig | undefined {
  return controlPanels.get(vizType);
}
