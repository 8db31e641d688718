/** Drawn by the shared ECharts renderer (scatter series, registered there). */
export { default } from '../shared/echarts/EchartsChart.js';
