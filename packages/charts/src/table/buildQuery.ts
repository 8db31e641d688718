import type { AdhocColumn } from '@tessera/core';
import { isTimeComparison, timeCompareOperator } from '../shared/operators/index.js';
import {
  buildQueryContext,
  ensureIsArray,
  getMetricLabel,
  isPhysicalColumn,
  isEmptyValue,
  removeDuplicates,
} from '../shared/query/index.js';
import type {
  BuildQuery,
  ChartQueryObject,
  PostProcessingRule,
  QueryFormColumn,
  QueryFormData,
  QueryFormMetric,
  QueryFormOrderBy,
} from '../types.js';
import { getQueryMode } from './queryMode.js';

/** The time shifts a table compares with (`custom` uses `start_date_offset`). */
function tableTimeOffsets(formData: QueryFormData, comparing: boolean): string[] {
  const shifts = ensureIsArray(formData.time_compare as string | string[] | undefined);
  const regular = shifts.filter((s) => s !== 'custom' && s !== 'inherit');
  const special = shifts.filter((s) => s === 'custom' || s === 'inherit');
  let offsets: string[] = [];
  if (comparing && regular.length > 0) offsets = regular;
  if (comparing && special.length > 0) {
    if (special.includes('custom'))
      offsets = offsets.concat([formData.start_date_offset as string]);
    if (special.includes('inherit')) offsets = offsets.concat(['inherit']);
  }
  const extraCompare = formData.extra_form_data?.time_compare;
  if (extraCompare && !offsets.includes(extraCompare)) offsets = [extraCompare];
  return offsets;
}

/**
 * The table's queries. Aggregate mode: groupby + metrics (+ percent metrics with a
 * `contribution` step), ordered by the sort metric or the first metric descending, a
 * temporal groupby column with a grain as the `BASE_AXIS`; an extra totals query with
 * `show_totals`. Raw mode: `all_columns` ordered by `order_by_cols`. Server pagination
 * asks for one page (from the chart's own state) plus a row count query; downloads ask
 * for everything up to the row limit.
 */
export const buildQuery: BuildQuery = (formData, options) => {
  const percentMetrics = ensureIsArray(formData.percent_metrics as QueryFormMetric[] | undefined);
  const orderDesc = formData.order_desc ?? false;
  const queryMode = getQueryMode(formData);
  const [sortByMetric] = ensureIsArray(formData.timeseries_limit_metric);
  const timeGrain = formData.extra_form_data?.time_grain_sqla || formData.time_grain_sqla;
  // Raw records never include the time column.
  const formDataCopy: QueryFormData =
    queryMode === 'raw' ? { ...formData, include_time: false } : formData;

  return buildQueryContext(formDataCopy, (baseQueryObject) => {
    let metrics = baseQueryObject.metrics;
    let orderby: QueryFormOrderBy[] = baseQueryObject.orderby ?? [];
    let columns: QueryFormColumn[] = baseQueryObject.columns ?? [];
    const postProcessing: PostProcessingRule[] = [];
    let contribution: PostProcessingRule | undefined;
    const comparing = isTimeComparison(formData, baseQueryObject);
    const timeOffsets = tableTimeOffsets(formData, comparing);

    if (queryMode === 'aggregate') {
      metrics = metrics ?? [];
      if (sortByMetric) orderby = [[sortByMetric, !orderDesc]];
      else if (metrics.length > 0) orderby = [[metrics[0], false]];

      if (percentMetrics.length > 0) {
        const labels = percentMetrics.map(getMetricLabel);
        const withComparison = comparing
          ? labels.flatMap((m) => [m, ...timeOffsets.map((suffix) => `${m}__${suffix}`)])
          : labels;
        const percentLabels = removeDuplicates(withComparison);
        metrics = removeDuplicates(metrics.concat(percentMetrics), getMetricLabel);
        contribution = {
          operation: 'contribution',
          options: { columns: percentLabels, rename_columns: percentLabels.map((m) => `%${m}`) },
        };
        postProcessing.push(contribution);
      }
      if (!isEmptyValue(timeOffsets)) {
        const compare = timeCompareOperator(formData, baseQueryObject);
        if (compare) postProcessing.push(compare);
      }

      const temporalLookup = formData.temporal_columns_lookup as
        Record<string, boolean> | undefined;
      let temporalColumn: AdhocColumn | undefined;
      columns = columns.filter((col) => {
        if (!temporalColumn && isPhysicalColumn(col) && timeGrain && temporalLookup?.[col]) {
          temporalColumn = {
            timeGrain,
            columnType: 'BASE_AXIS',
            sqlExpression: col,
            label: col,
            expressionType: 'SQL',
          };
          return false;
        }
        return true;
      });
      if (temporalColumn) columns = [temporalColumn, ...columns];
    }

    const ownState = options?.ownState ?? {};
    const pageSize = Number(ownState.pageSize ?? formDataCopy.server_page_length) || 0;
    const configuredRowLimit = Number(formDataCopy.row_limit) || 0;
    const isDownloadQuery =
      ['csv', 'xlsx'].includes(formData.result_format ?? '') ||
      (formData.result_format === 'json' && formData.result_type === 'results');
    const moreProps: Partial<ChartQueryObject> = {};
    if (isDownloadQuery) {
      moreProps.row_limit =
        formDataCopy.row_limit != null ? Number(formDataCopy.row_limit) : undefined;
      moreProps.row_offset = 0;
    } else if (formDataCopy.server_pagination) {
      // Never page past the configured row limit.
      const lastPage =
        configuredRowLimit > 0 && pageSize > 0
          ? Math.max(Math.ceil(configuredRowLimit / pageSize) - 1, 0)
          : Number(ownState.currentPage) || 0;
      const currentPage = Math.min(Number(ownState.currentPage) || 0, lastPage);
      const rowOffset = currentPage * pageSize;
      const remainingRows =
        configuredRowLimit > 0 ? Math.max(configuredRowLimit - rowOffset, 0) : pageSize;
      moreProps.row_limit = configuredRowLimit > 0 ? Math.min(pageSize, remainingRows) : pageSize;
      moreProps.row_offset = rowOffset;
    }

    const sortByFromOwnState: QueryFormOrderBy[] | undefined =
      Array.isArray(ownState.sortBy) && ownState.sortBy.length > 0
        ? [[ownState.sortBy[0].key, !ownState.sortBy[0].desc]]
        : undefined;

    let queryObject: ChartQueryObject = {
      ...baseQueryObject,
      columns,
      extras: baseQueryObject.extras ?? {},
      orderby: formData.server_pagination && sortByFromOwnState ? sortByFromOwnState : orderby,
      metrics,
      post_processing: postProcessing,
      time_offsets: timeOffsets,
      ...moreProps,
    };

    if (formData.server_pagination && ownState.searchText && ownState.searchColumn) {
      queryObject = {
        ...queryObject,
        filters: [
          ...(queryObject.filters ?? []),
          { col: ownState.searchColumn, op: 'ILIKE', val: `${ownState.searchText}%` },
        ],
      };
    }

    const extraQueries: ChartQueryObject[] = [];
    if (metrics?.length && formData.show_totals && queryMode === 'aggregate') {
      extraQueries.push({
        ...queryObject,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        // Only the percent-metric contribution, so the totals row has `%metric` keys.
        post_processing: contribution ? [contribution] : [],
        order_desc: undefined,
        orderby: undefined,
      });
    }

    const interactiveGroupBy = formData.extra_form_data?.interactive_groupby;
    if (interactiveGroupBy && queryObject.columns) {
      queryObject.columns = removeDuplicates([...queryObject.columns, ...interactiveGroupBy]);
    }

    if (formData.server_pagination && !isDownloadQuery) {
      return [
        { ...queryObject },
        {
          ...queryObject,
          time_offsets: [],
          row_limit: Number(formData.row_limit ?? 0),
          row_offset: 0,
          post_processing: [],
          is_rowcount: true,
        },
        ...extraQueries,
      ];
    }
    return [queryObject, ...extraQueries];
  });
};
