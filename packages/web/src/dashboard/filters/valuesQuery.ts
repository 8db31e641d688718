/**
 * The chart data requests a filter's control asks its values with (Superset's `getFormData`
 * for a native filter, then its plugin's `buildQuery`): a select's distinct values of its
 * column (sorted, at most 1,000, narrowed by its pre-filter, its parents' selections and, with
 * "Dynamically search all filter values", by the typed text), a range's MIN and MAX, the time
 * grains of the dataset's database. They go through the one chart data API, so the server's
 * results cache keeps them as it keeps charts'.
 */
import {
  NO_TIME_RANGE,
  type ExtraFormData,
  type NativeFilter,
  type QueryObjectFilterClause,
} from '@tessera/core';
import { buildQueryContextFrom, type QueryFormData } from '@tessera/charts';
import { nativeFilterColumn } from '@tessera/core';

/** Superset's row limit of a filter's values query. */
export const FILTER_VALUES_ROW_LIMIT = 1000;

/** Labels of the range query's metrics. */
export const RANGE_MIN = 'min';
export const RANGE_MAX = 'max';

const datasetIdOf = (filter: NativeFilter) => filter.targets?.[0]?.datasetId;

/** Superset's `getFormData` of a native filter (its values query's form data). */
export function filterFormData(
  filter: NativeFilter,
  dependencies: ExtraFormData,
  dashboardId: number,
): QueryFormData | undefined {
  const datasetId = datasetIdOf(filter);
  if (!datasetId) return undefined;
  const column = filter.targets?.[0]?.column?.name;
  const sortMetric = filter.sortMetric ?? filter.controlValues?.sortMetric ?? undefined;
  return {
    ...filter.controlValues,
    datasource: `${datasetId}__table`,
    viz_type: filter.filterType,
    ...(column ? { groupby: [column] } : {}),
    ...(sortMetric ? { sortMetric } : {}),
    metrics: [],
    adhoc_filters: filter.adhoc_filters ?? [],
    extra_form_data: dependencies,
    ...(filter.granularity_sqla ? { granularity_sqla: filter.granularity_sqla } : {}),
    ...(filter.time_range && filter.time_range !== NO_TIME_RANGE
      ? { time_range: filter.time_range }
      : {}),
    row_limit: FILTER_VALUES_ROW_LIMIT,
    dashboardId,
    native_filter_id: filter.id,
  } as QueryFormData;
}

/**
 * A select's values: the column grouped (no NULLs), ordered by the column (or the sort metric)
 * ascending unless told otherwise; `search` adds `ILIKE '%text%'`.
 */
export function selectValuesRequest(
  filter: NativeFilter,
  options: { dependencies: ExtraFormData; dashboardId: number; search?: string },
): Record<string, unknown> | undefined {
  const formData = filterFormData(filter, options.dependencies, options.dashboardId);
  const column = nativeFilterColumn(filter);
  if (!formData || !column) return undefined;
  const sortMetric = formData.sortMetric as string | undefined;
  const ascending = filter.controlValues?.sortAscending !== false;
  const search = options.search?.trim();
  return buildQueryContextFrom(formData, (base) => {
    const filters: QueryObjectFilterClause[] = [
      ...(base.filters ?? []),
      { col: column, op: 'IS NOT NULL' },
    ];
    if (search) filters.push({ col: column, op: 'ILIKE', val: `%${search}%` });
    return [
      {
        ...base,
        apply_fetch_values_predicate: true,
        columns: [column],
        metrics: sortMetric ? [sortMetric] : [],
        filters,
        orderby: [[sortMetric ?? column, ascending]],
      },
    ];
  }) as unknown as Record<string, unknown>;
}

/** A range's bounds: MIN and MAX of the column, labelled `min` and `max`. */
export function rangeValuesRequest(
  filter: NativeFilter,
  options: { dependencies: ExtraFormData; dashboardId: number },
): Record<string, unknown> | undefined {
  const formData = filterFormData(filter, options.dependencies, options.dashboardId);
  const column = nativeFilterColumn(filter);
  if (!formData || !column) return undefined;
  const bound = (aggregate: 'MIN' | 'MAX', label: string) => ({
    aggregate,
    column: { column_name: column },
    expressionType: 'SIMPLE' as const,
    hasCustomLabel: true,
    label,
  });
  return buildQueryContextFrom(formData, (base) => [
    {
      ...base,
      columns: [],
      metrics: [bound('MIN', RANGE_MIN), bound('MAX', RANGE_MAX)],
      orderby: [],
    },
  ]) as unknown as Record<string, unknown>;
}

/** The time grains of the dataset's database (`result_type: timegrains`). */
export function timeGrainsRequest(
  filter: NativeFilter,
  dashboardId: number,
): Record<string, unknown> | undefined {
  const formData = filterFormData(filter, {}, dashboardId);
  if (!formData) return undefined;
  return buildQueryContextFrom({ ...formData, result_type: 'timegrains' }, (base) => [
    { ...base, columns: [], metrics: [], orderby: [] },
  ]) as unknown as Record<string, unknown>;
}
