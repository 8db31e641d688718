/**
 * Chart-data post-processing (Superset's pandas_postprocessing) as pure
 * functions over a columnar DataFrame; see dataFrame.ts for the frame.
 */
export { dataFrameFromRecords, dataFrameFromColumns } from './dataFrame.js';
export type {
  DataFrame,
  DataFrameColumn,
  DataFrameCell,
  DataFrameLabel,
  DataFrameColumnName,
  DataFrameColumnLevel,
  DataFrameFromRecordsOptions,
} from './dataFrame.js';
export { PostProcessingError } from './errors.js';
export * from './schemas.js';
export { parsePostProcessing, applyPostProcessing, applyPostProcessingOperation } from './apply.js';
export { dataFrameToRecords } from './records.js';
export type { ChartDataRecords } from './records.js';
export { postProcessors } from './operations.js';
export { NULL_STRING, pivotFrame } from './pivot.js';
export { compareLabels, compareLabelTuples } from './grouping.js';
export type { PivotFrameOptions } from './pivot.js';
export type { NamedReducer, Reducer } from './aggregate.js';
export { PIVOT_TABLE_AGGREGATES, pivotTableReducer } from './pivotAggregates.js';
export type { PivotAccumulator } from './pivotAggregates.js';
export { ROLLING_TYPES } from './rolling.js';
export { COMPARE_TYPES, TIME_COMPARISON } from './compare.js';
export { RESAMPLE_METHODS } from './resample.js';
export {
  FLAT_COLUMN_SEPARATOR,
  escapeSeparator,
  unescapeSeparator,
  joinColumnLevels,
} from './flatten.js';
export { joinTimeOffset, parseTimeDelta, addTimeDelta } from './timeOffset.js';
export type { TimeDelta, TimeDeltaUnit, TimeOffsetJoinOptions } from './timeOffset.js';
export { NUMPY_FUNCTIONS } from './numpyFunctions.js';
export type { NumpyFunction } from './numpyFunctions.js';
