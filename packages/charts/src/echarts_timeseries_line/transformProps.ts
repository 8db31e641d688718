import type { ChartProps } from '../types.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { transformTimeseriesProps } from '../timeseries/transformProps.js';

/** Line chart: the time-series transformProps with line series. */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  return transformTimeseriesProps(chartProps, { seriesType: 'line' });
}
