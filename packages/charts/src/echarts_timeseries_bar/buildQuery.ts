/** The ECharts time-series family shares one buildQuery. */
export { buildTimeseriesQuery as buildQuery } from '../timeseries/buildQuery.js';
