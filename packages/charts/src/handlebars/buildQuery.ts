import { buildQueryContext, normalizeOrderBy } from '../shared/query/index.js';
import type { BuildQuery } from '../types.js';

/** The base query (the table's keys: aggregate or raw records), with a normalised orderby. */
export const buildQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (baseQueryObject) => [
    { ...baseQueryObject, orderby: normalizeOrderBy(baseQueryObject).orderby },
  ]);
