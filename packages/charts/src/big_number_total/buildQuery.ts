import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery } from '../types.js';

/** The base query: one metric, no columns. */
export const buildQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (baseQueryObject) => [{ ...baseQueryObject }]);
