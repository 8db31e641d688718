import { use } from 'echarts/core';
import { TreemapChart } from 'echarts/charts';

use([TreemapChart]);

/** Drawn by the shared item renderer (a click on a node cross-filters its path). */
export { default } from '../shared/echarts/EchartsItemChart.js';
