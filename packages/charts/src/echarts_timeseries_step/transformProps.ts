import type { ChartProps } from '../types.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { transformTimeseriesProps } from '../timeseries/transformProps.js';

const STEP_TYPES = ['start', 'middle', 'end'] as const;

/** Stepped line: `seriesType` is the step position (start by default). */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const requested = chartProps.formData.seriesType;
  const seriesType = STEP_TYPES.find((t) => t === requested) ?? 'start';
  return transformTimeseriesProps(chartProps, { seriesType });
}
