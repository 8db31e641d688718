import { defineChartMetadata, type MetadataInput } from '../shared/metadata.js';
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

/** A member of the family's metadata: in Evolution, with the family's behaviours and layers. */
export function defineTimeseriesMetadata(
  input: Omit<MetadataInput, 'category' | 'behaviors' | 'supportedAnnotationTypes'>,
) {
  return defineChartMetadata({
    category: 'Evolution',
    behaviors: TIMESERIES_BEHAVIORS,
    supportedAnnotationTypes: TIMESERIES_ANNOTATION_TYPES,
    ...input,
  });
}
