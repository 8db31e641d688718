import { buildQuery as bubbleV2BuildQuery } from '../bubble_v2/buildQuery.js';
import type { BuildQuery } from '../types.js';
import { toBubbleV2FormData } from './migrate.js';

/** The legacy bubble chart queries as bubble_v2 does, over its migrated form data. */
export const buildQuery: BuildQuery = (formData, options) => {
  const context = bubbleV2BuildQuery(toBubbleV2FormData(formData), options);
  return { ...context, form_data: formData };
};
