import type { ChartProps } from '../types.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { transformTimeseriesProps } from '../timeseries/transformProps.js';

/** Area chart: line series (of `seriesType`) with filled areas. */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  return transformTimeseriesProps(chartProps, { area: true });
}
