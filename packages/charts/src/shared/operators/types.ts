import type { ChartQueryObject, PostProcessingRule, QueryFormData } from '../../types.js';

/** Builds one post-processing step from the form data and the base query object, or nothing. */
export type PostProcessingFactory<T = PostProcessingRule | undefined> = (
  formData: QueryFormData,
  queryObject: ChartQueryObject,
) => T;
