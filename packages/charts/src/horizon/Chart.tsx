/** Drawn by the shared ECharts renderer, with the custom series registered here. */
import { use } from 'echarts/core';
import { CustomChart } from 'echarts/charts';

use([CustomChart]);

export { default } from '../shared/echarts/EchartsChart.js';
