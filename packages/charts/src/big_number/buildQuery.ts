import {
  flattenOperator,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
} from '../shared/operators/index.js';
import {
  buildQueryContext,
  ensureIsArray,
  getXAxisColumn,
  isXAxisSet,
} from '../shared/query/index.js';
import type { BuildQuery, ChartQueryObject } from '../types.js';

/**
 * The trendline: the metric over the x-axis, post-processed pivot -> rolling|cum ->
 * resample -> flatten. With `aggregation: "raw"` ("Overall value") a second query asks
 * for the metric over the whole range (no time column).
 */
export const buildQuery: BuildQuery = (formData) => {
  const timeColumn = isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : [];
  return buildQueryContext(formData, (baseQueryObject) => {
    const queries: ChartQueryObject[] = [
      {
        ...baseQueryObject,
        columns: [...timeColumn],
        ...(timeColumn.length ? {} : { is_timeseries: true }),
        post_processing: [
          pivotOperator(formData, baseQueryObject),
          rollingWindowOperator(formData, baseQueryObject),
          resampleOperator(formData, baseQueryObject),
          flattenOperator(formData, baseQueryObject),
        ],
      },
    ];
    if (formData.aggregation === 'raw') {
      queries.push({ ...baseQueryObject, columns: [], is_timeseries: false, post_processing: [] });
    }
    return queries;
  });
};
