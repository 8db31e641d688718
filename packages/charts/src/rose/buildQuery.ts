import {
  flattenOperator,
  isTimeComparison,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../shared/operators/index.js';
import { buildQueryContext, ensureIsArray } from '../shared/query/index.js';
import type { BuildQuery, ChartQueryObject, QueryFormData, QueryFormOrderBy } from '../types.js';

/**
 * The legacy time series query the rose rides on: the metrics per time period (and per
 * groupby value), ordered by the first metric (descending with `order_desc`), pivoted on the
 * timestamp, then resample, rolling window, time comparison and the legacy `contribution`
 * (row share), flattened back into records.
 */
export const buildQuery: BuildQuery = (rawFormData) => {
  // the legacy control says 'absolute' where the compare operation says 'difference'
  const formData: QueryFormData = {
    ...rawFormData,
    comparison_type:
      rawFormData.comparison_type === 'absolute' ? 'difference' : rawFormData.comparison_type,
  };
  return buildQueryContext(formData, (baseQueryObject) => {
    const firstMetric = ensureIsArray(baseQueryObject.metrics)[0];
    const comparing = isTimeComparison(formData, baseQueryObject);
    const queryObject: ChartQueryObject = {
      ...baseQueryObject,
      is_timeseries: true,
      orderby: firstMetric
        ? [[firstMetric, !formData.order_desc] as QueryFormOrderBy]
        : baseQueryObject.orderby,
      time_offsets: comparing ? (ensureIsArray(formData.time_compare) as string[]) : [],
    };
    const contribution = formData.contribution
      ? { operation: 'contribution' as const, options: { orientation: 'row' as const } }
      : undefined;
    return [
      {
        ...queryObject,
        post_processing: [
          comparing
            ? timeComparePivotOperator(formData, queryObject)
            : pivotOperator(formData, queryObject),
          resampleOperator(formData, queryObject),
          rollingWindowOperator(formData, queryObject),
          timeCompareOperator(formData, queryObject),
          contribution,
          flattenOperator(formData, queryObject),
        ],
      },
    ];
  });
};
