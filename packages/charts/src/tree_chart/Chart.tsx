/**
 * Drawn by the shared ECharts renderer, with ECharts' tree series and its label layout (that
 * hides overlapping labels) registered here.
 */
import { use } from 'echarts/core';
import { TreeChart } from 'echarts/charts';
import { LabelLayout } from 'echarts/features';

use([TreeChart, LabelLayout]);

export { default } from '../shared/echarts/EchartsChart.js';
