import { comparisonTypeOf, getMetricOffsetsMap, isTimeComparison } from './timeComparison.js';
import type { PostProcessingFactory } from './types.js';

/** `compare` each metric with its time-shifted twin (difference, percentage or ratio). */
export const timeCompareOperator: PostProcessingFactory = (formData, queryObject) => {
  const comparisonType = comparisonTypeOf(formData);
  if (!isTimeComparison(formData, queryObject) || comparisonType === 'values') return undefined;
  const metricOffsetMap = getMetricOffsetsMap(formData, queryObject);
  return {
    operation: 'compare',
    options: {
      source_columns: [...metricOffsetMap.values()],
      compare_columns: [...metricOffsetMap.keys()],
      compare_type: comparisonType,
      drop_original_columns: true,
    },
  };
};
