/**
 * The waterfall's renderer: the shared ECharts renderer (bar series); a click on an
 * Increase or Decrease bar cross-filters by its x value (and breakdown value).
 */
import { itemEchartsChart } from '../shared/echarts/EchartsItemChart.js';
import { ASSIST_MARK } from './transformProps.js';

export default itemEchartsChart((params) =>
  params.seriesName === ASSIST_MARK || params.dataIndex === undefined
    ? undefined
    : String(params.dataIndex),
);
