import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery } from '../types.js';

/** The one metric (by the optional groupby, one bullet per group), ordered by it. */
export const buildQuery: BuildQuery = (formData) => {
  const { metric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      metrics: metric ? [metric] : [],
      ...(metric && baseQueryObject.columns?.length ? { orderby: [[metric, false]] } : {}),
    },
  ]);
};
