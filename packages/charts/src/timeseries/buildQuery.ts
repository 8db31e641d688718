import type { BuildQuery, ChartQueryObject } from '../types.js';
import {
  contributionOperator,
  extractExtraMetrics,
  flattenOperator,
  getTimeOffsets,
  isTimeComparison,
  pivotOperator,
  prophetOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../shared/operators/index.js';
import {
  buildQueryContext,
  ensureIsArray,
  getXAxisColumn,
  isXAxisSet,
  normalizeOrderBy,
} from '../shared/query/index.js';

/**
 * The ECharts time-series family's one query: `[x_axis, ...groupby]` with the groupby as
 * series columns, and post-processing pivot (or the time-compare pivot) -> rolling|cum
 * -> compare -> resample -> rename -> contribution -> sort -> flatten -> prophet.
 */
export const buildTimeseriesQuery: BuildQuery = (formData) => {
  const { groupby } = formData;
  return buildQueryContext(formData, (baseQueryObject): ChartQueryObject[] => {
    const extraMetrics = extractExtraMetrics(formData);
    const comparing = isTimeComparison(formData, baseQueryObject);
    const pivot = comparing
      ? timeComparePivotOperator(formData, baseQueryObject)
      : pivotOperator(formData, baseQueryObject);
    const columns = [
      ...(isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : []),
      ...ensureIsArray(groupby),
    ];
    const timeOffsets = comparing ? getTimeOffsets(formData) : [];

    return [
      {
        ...baseQueryObject,
        metrics: [...(baseQueryObject.metrics ?? []), ...extraMetrics],
        columns,
        series_columns: groupby as ChartQueryObject['series_columns'],
        ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
        orderby: normalizeOrderBy(baseQueryObject).orderby,
        time_offsets: timeOffsets,
        post_processing: [
          pivot,
          rollingWindowOperator(formData, baseQueryObject),
          timeCompareOperator(formData, baseQueryObject),
          resampleOperator(formData, baseQueryObject),
          renameOperator(formData, baseQueryObject),
          contributionOperator(formData, baseQueryObject, timeOffsets),
          sortOperator(formData, baseQueryObject),
          flattenOperator(formData, baseQueryObject),
          prophetOperator(formData, baseQueryObject),
        ],
      },
    ];
  });
};

export default buildTimeseriesQuery;
