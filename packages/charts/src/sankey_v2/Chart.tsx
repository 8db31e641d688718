/** Drawn by the shared ECharts renderer, with ECharts' sankey series registered here. */
import { use } from 'echarts/core';
import { SankeyChart } from 'echarts/charts';

use([SankeyChart]);

export { default } from '../shared/echarts/EchartsChart.js';
