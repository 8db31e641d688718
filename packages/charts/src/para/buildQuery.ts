import { getMetricLabel } from '../shared/query/labels.js';
import { buildQueryContext } from '../shared/query/index.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { BuildQuery, QueryFormMetric, QueryFormOrderBy } from '../types.js';

/**
 * One row per `series` value with the metrics and the colour metric; `limit` keeps the
 * top rows by the sort metric (`timeseries_limit_metric`, else the first metric).
 */
export const buildQuery: BuildQuery = (formData) => {
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined);
  const secondary = formData.secondary_metric as QueryFormMetric | undefined | null;
  const labels = metrics.map(getMetricLabel);
  const allMetrics =
    secondary && !labels.includes(getMetricLabel(secondary)) ? [...metrics, secondary] : metrics;
  const sortBy = (formData.timeseries_limit_metric as QueryFormMetric | null) || metrics[0];
  const limit = Number(formData.limit) || undefined;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: formData.series ? [formData.series as string] : [],
      metrics: allMetrics,
      timeseries_limit: 0,
      ...(sortBy
        ? { orderby: [[sortBy, !(formData.order_desc ?? true)] as QueryFormOrderBy] }
        : {}),
      ...(limit ? { row_limit: limit } : {}),
    },
  ]);
};
