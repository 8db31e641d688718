import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery } from '../types.js';

/** The legacy time-series query of the one metric over `granularity_sqla` (`__timestamp`). */
export const buildQuery: BuildQuery = (formData) => {
  const { metric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      is_timeseries: true,
      metrics: metric ? [metric] : [],
    },
  ]);
};
