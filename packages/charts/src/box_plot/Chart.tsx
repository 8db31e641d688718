/**
 * The box plot's renderer: the shared ECharts renderer with ECharts' boxplot series; a click
 * on a box (or one of its outliers) cross-filters by the box's dimension values, a
 * right-click drills by them.
 */
import { use } from 'echarts/core';
import { BoxplotChart } from 'echarts/charts';
import { itemEchartsChart } from '../shared/echarts/EchartsItemChart.js';

use([BoxplotChart]);

/** The box a clicked item belongs to: the box itself, or the series of its outliers. */
export default itemEchartsChart((params) =>
  params.seriesType === 'boxplot' ? params.name : params.seriesName,
);
