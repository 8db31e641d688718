import type { ChartProps } from '../types.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { transformTimeseriesProps } from '../timeseries/transformProps.js';

/** The generic chart: the series style comes from `seriesType`. */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  return transformTimeseriesProps(chartProps);
}
