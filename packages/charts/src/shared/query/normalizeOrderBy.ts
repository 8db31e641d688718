import type { ChartQueryObject } from '../../types.js';
import { isEmptyValue } from './valueChecks.js';

/**
 * Superset's `normalizeOrderBy`: keeps a valid first `[item, bool]` clause; otherwise
 * drops `orderby`, `order_desc`, `timeseries_limit_metric` and orders by the sort-by
 * metric (`series_limit_metric`, else `timeseries_limit_metric`), or the first metric,
 * ascending when `order_desc` is false.
 */
export function normalizeOrderBy(queryObject: ChartQueryObject): ChartQueryObject {
  const { orderby } = queryObject;
  if (Array.isArray(orderby) && orderby.length > 0) {
    const clause = orderby[0];
    if (
      Array.isArray(clause) &&
      clause.length === 2 &&
      !isEmptyValue(clause[0]) &&
      typeof clause[1] === 'boolean'
    ) {
      return queryObject;
    }
  }

  const clone: ChartQueryObject = { ...queryObject };
  delete clone.timeseries_limit_metric;
  delete clone.legacy_order_by;
  delete clone.order_desc;
  delete clone.orderby;

  const isAsc = !queryObject.order_desc;
  const seriesLimitMetric = queryObject.series_limit_metric;
  if (!isEmptyValue(seriesLimitMetric) && !Array.isArray(seriesLimitMetric)) {
    return { ...clone, orderby: [[seriesLimitMetric!, isAsc]] };
  }
  if (!isEmptyValue(queryObject.timeseries_limit_metric)) {
    return { ...clone, orderby: [[queryObject.timeseries_limit_metric!, isAsc]] };
  }
  if (!isEmptyValue(queryObject.legacy_order_by)) {
    return { ...clone, orderby: [[queryObject.legacy_order_by as string, isAsc]] };
  }
  if (Array.isArray(queryObject.metrics) && queryObject.metrics.length > 0) {
    return { ...clone, orderby: [[queryObject.metrics[0], isAsc]] };
  }
  return clone;
}
