export type { PostProcessingFactory } from './types.js';
export {
  TIME_COMPARISON_SEPARATOR,
  COMPARISON_TYPES,
  comparisonTypeOf,
  getMetricOffsetsMap,
  isTimeComparison,
  extractExtraMetrics,
} from './timeComparison.js';
export type { ComparisonType } from './timeComparison.js';
export { getTimeOffsets, CUSTOM_TIME_SHIFT, INHERIT_TIME_SHIFT } from './timeOffsets.js';
export { pivotOperator, timeComparePivotOperator } from './pivot.js';
export { rollingWindowOperator, ROLLING_TYPES } from './rollingWindow.js';
export { timeCompareOperator } from './timeCompare.js';
export { resampleOperator } from './resample.js';
export { renameOperator } from './rename.js';
export { contributionOperator } from './contribution.js';
export { flattenOperator } from './flatten.js';
export { prophetOperator } from './prophet.js';
export { sortOperator } from './sort.js';
export { boxplotOperator } from './boxplot.js';
