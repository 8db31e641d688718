/** Drawn by the shared ECharts renderer, with ECharts' heatmap series and visual map. */
import { use } from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';

use([HeatmapChart, VisualMapComponent]);

export { default } from '../shared/echarts/EchartsChart.js';
