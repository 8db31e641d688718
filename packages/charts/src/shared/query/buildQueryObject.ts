import type { AdhocFilter } from '@tessera/core';
import type { ChartQueryObject, ExtraFormData, QueryFormData } from '../../types.js';
import { overrideExtraFormData } from './extraFormData.js';
import { extractExtras } from './extractExtras.js';
import { extractQueryFields } from './extractQueryFields.js';
import type { QueryFieldAliases } from './extractQueryFields.js';
import { processFilters } from './filters.js';

const toNumber = (value: unknown): number | undefined => {
  if (value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? undefined : n;
};

/**
 * Superset's `buildQueryObject`: the part of every query object that does not depend
 * on the chart type (time range, filters, extras, metrics/columns/orderby gathered from
 * the form data, limits, `extra_form_data` overrides).
 */
export function buildQueryObject(
  formData: QueryFormData,
  queryFields?: QueryFieldAliases,
): ChartQueryObject {
  const {
    annotation_layers = [],
    extra_form_data,
    time_range,
    since,
    until,
    row_limit,
    row_offset,
    order_desc,
    limit,
    timeseries_limit_metric,
    granularity,
    url_params = {},
    custom_params = {},
    series_columns,
    series_limit,
    series_limit_metric,
    ...residualFormData
  } = formData;
  const {
    adhoc_filters: appendAdhocFilters = [],
    filters: appendFilters = [],
    custom_form_data = {},
    ...overrides
  } = (extra_form_data ?? {}) as ExtraFormData;

  const { metrics, columns, orderby } = extractQueryFields(residualFormData, queryFields);

  const extras = extractExtras(formData);
  const adhocFilters: AdhocFilter[] = [...(formData.adhoc_filters ?? []), ...appendAdhocFilters];
  const extrasAndFilters = processFilters({
    adhoc_filters: adhocFilters,
    extras: extras.extras,
    filters: [...extras.filters, ...appendFilters],
    where: formData.where,
  });

  const queryObject: ChartQueryObject = {
    time_range: (time_range as string) || undefined,
    since: (since as string) || undefined,
    until: (until as string) || undefined,
    granularity: (granularity as string) || undefined,
    ...extras,
    ...extrasAndFilters,
    columns,
    metrics,
    orderby,
    annotation_layers: annotation_layers as ChartQueryObject['annotation_layers'],
    row_limit: toNumber(row_limit),
    row_offset: toNumber(row_offset),
    series_columns: series_columns as ChartQueryObject['series_columns'],
    series_limit: series_limit as ChartQueryObject['series_limit'],
    series_limit_metric: series_limit_metric as ChartQueryObject['series_limit_metric'],
    timeseries_limit: limit ? Number(limit) : 0,
    timeseries_limit_metric:
      (timeseries_limit_metric as ChartQueryObject['timeseries_limit_metric']) || undefined,
    order_desc: order_desc === undefined ? true : (order_desc as boolean),
    url_params: url_params || undefined,
    custom_params: custom_params as ChartQueryObject['custom_params'],
  };
  return { ...overrideExtraFormData(queryObject, overrides), custom_form_data };
}
