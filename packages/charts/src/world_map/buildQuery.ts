import { buildQueryContext } from '../shared/query/index.js';
import { getMetricLabel } from '../shared/query/labels.js';
import type { BuildQuery, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/**
 * One query grouped by the country column, with the colour metric and (when it differs) the
 * bubble metric, ordered by the colour metric descending under "Sort by metric"
 * (Superset 6's world map buildQuery, the legacy WorldMapViz query).
 */
export const buildQuery: BuildQuery = (formData) => {
  const { entity, metric, secondary_metric: secondary, sort_by_metric: sortByMetric } = formData;
  const metrics: QueryFormMetric[] = metric ? [metric as QueryFormMetric] : [];
  if (
    secondary &&
    (!metric || getMetricLabel(secondary as QueryFormMetric) !== getMetricLabel(metric))
  ) {
    metrics.push(secondary as QueryFormMetric);
  }
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: entity ? [entity as string] : [],
      metrics,
      ...(sortByMetric && metric ? { orderby: [[metric, false] as QueryFormOrderBy] } : {}),
    },
  ]);
};
