import { use } from 'echarts/core';
import { GaugeChart } from 'echarts/charts';

use([GaugeChart]);

/** Drawn by the shared item renderer (a click on a pointer cross-filters its values). */
export { default } from '../shared/echarts/EchartsItemChart.js';
