/**
 * Drawn by the shared ECharts renderer, with ECharts' tree series and its label layout (that
 * hides overlapping labels) registered here, laid out again on each zoom (treeRoam.ts).
 */
import { use } from 'echarts/core';
import { TreeChart } from 'echarts/charts';
import { LabelLayout } from 'echarts/features';
import EchartsChart from '../shared/echarts/EchartsChart.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { TREE_ROAM_HANDLERS } from './treeRoam.js';

use([TreeChart, LabelLayout]);

export default function TreeChartRenderer(props: EchartsChartProps) {
  return <EchartsChart {...props} eventHandlers={TREE_ROAM_HANDLERS} />;
}
