import { use } from 'echarts/core';
import { RadarChart } from 'echarts/charts';
import { RadarComponent } from 'echarts/components';

use([RadarChart, RadarComponent]);

/** Drawn by the shared item renderer (a click on a polygon cross-filters its values). */
export { default } from '../shared/echarts/EchartsItemChart.js';
