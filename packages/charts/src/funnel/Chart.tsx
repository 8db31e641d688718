import { use } from 'echarts/core';
import { FunnelChart } from 'echarts/charts';

use([FunnelChart]);

/** Drawn by the shared item renderer (a click on a stage cross-filters it). */
export { default } from '../shared/echarts/EchartsItemChart.js';
