import { use } from 'echarts/core';
import { SunburstChart } from 'echarts/charts';

use([SunburstChart]);

/** Drawn by the shared item renderer (a click on a node cross-filters its path). */
export { default } from '../shared/echarts/EchartsItemChart.js';
