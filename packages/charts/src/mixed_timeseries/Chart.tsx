/** Drawn by the shared ECharts renderer (options from transformProps). */
export { default } from '../shared/echarts/EchartsChart.js';
