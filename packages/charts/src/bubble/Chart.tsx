/** Drawn as bubble_v2 draws (the shared ECharts renderer). */
export { default } from '../bubble_v2/Chart.js';
