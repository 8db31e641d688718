import type { ChartProps } from '../types.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { transformTimeseriesProps } from '../timeseries/transformProps.js';

/** Bar chart: bar series (horizontal with `orientation`). */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  return transformTimeseriesProps(chartProps, { seriesType: 'bar' });
}
