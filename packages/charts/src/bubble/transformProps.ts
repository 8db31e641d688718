import bubbleV2TransformProps from '../bubble_v2/transformProps.js';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import type { ChartProps } from '../types.js';
import { toBubbleV2FormData } from './migrate.js';

/** The legacy bubble chart drawn by bubble_v2, from its migrated form data. */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const props = bubbleV2TransformProps({
    ...chartProps,
    formData: toBubbleV2FormData(chartProps.formData),
  });
  return { ...props, formData: chartProps.formData };
}
