/** Drawn by the shared ECharts renderer (bar series, registered there). */
export { default } from '../shared/echarts/EchartsChart.js';
