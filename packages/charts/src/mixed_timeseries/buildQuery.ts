import {
  flattenOperator,
  getTimeOffsets,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../shared/operators/index.js';
import {
  buildQueryContext,
  ensureIsArray,
  getXAxisColumn,
  isXAxisSet,
  normalizeOrderBy,
  removeFormDataSuffix,
  retainFormDataSuffix,
} from '../shared/query/index.js';
import type { BuildQuery, ChartQueryObject } from '../types.js';

/**
 * Two queries over the shared x-axis: the form data is split into Query A (keys without
 * `_b`) and Query B (`_b` keys, suffix stripped); each runs pivot -> rolling -> compare
 * -> resample -> rename -> flatten and is ordered by its sort metric or first metric.
 */
export const buildQuery: BuildQuery = (formData) => {
  const formDataA = removeFormDataSuffix(formData, '_b');
  const formDataB = retainFormDataSuffix(formData, '_b');

  const [contextA, contextB] = [formDataA, formDataB].map((fd) =>
    buildQueryContext(fd, (baseQueryObject) => {
      const queryObject: ChartQueryObject = {
        ...baseQueryObject,
        columns: [
          ...(isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : []),
          ...ensureIsArray(fd.groupby),
        ],
        series_columns: fd.groupby as ChartQueryObject['series_columns'],
        ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
      };
      const comparing = isTimeComparison(fd, queryObject);
      return [
        normalizeOrderBy({
          ...queryObject,
          time_offsets: comparing ? getTimeOffsets(fd) : [],
          post_processing: [
            comparing ? timeComparePivotOperator(fd, queryObject) : pivotOperator(fd, queryObject),
            rollingWindowOperator(fd, queryObject),
            timeCompareOperator(fd, queryObject),
            resampleOperator(fd, queryObject),
            renameOperator(fd, queryObject),
            flattenOperator(fd, queryObject),
          ],
        }),
      ];
    }),
  );
  return { ...contextA, queries: [...contextA.queries, ...contextB.queries] };
};
