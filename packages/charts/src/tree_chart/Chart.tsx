/** Drawn by the shared ECharts renderer, with ECharts' tree series registered here. */
import { use } from 'echarts/core';
import { TreeChart } from 'echarts/charts';

use([TreeChart]);

export { default } from '../shared/echarts/EchartsChart.js';
