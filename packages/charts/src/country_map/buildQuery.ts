import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery, QueryFormMetric } from '../types.js';

/** One query grouped by the subdivision code column, with the metric (the legacy CountryMapViz). */
export const buildQuery: BuildQuery = (formData) => {
  const { entity, metric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: entity ? [entity as string] : [],
      metrics: metric ? [metric as QueryFormMetric] : [],
    },
  ]);
};
