import type { AnnotationType, Behavior } from '../types.js';

/** What every member of the ECharts time-series family shares. */
export const TIMESERIES_BEHAVIORS: Behavior[] = [
  'INTERACTIVE_CHART',
  'DRILL_TO_DETAIL',
  'DRILL_BY',
];
export const TIMESERIES_ANNOTATION_TYPES: AnnotationType[] = [
  'EVENT',
  'FORMULA',
  'INTERVAL',
  'TIME_SERIES',
];
