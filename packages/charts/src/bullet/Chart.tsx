/** Drawn by the shared ECharts renderer (line series, options from transformProps). */
export { default } from '../shared/echarts/EchartsChart.js';
