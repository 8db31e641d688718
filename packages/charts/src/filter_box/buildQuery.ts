import { filterBoxConfigs, type AdhocMetric, type FilterBoxConfig } from '@tessera/core';
import { buildQueryContext } from '../shared/query/index.js';
import type {
  BuildQuery,
  ChartQueryContext,
  ChartQueryObject,
  QueryFormData,
  QueryFormMetric,
} from '../types.js';

/** How many values each filter offers (Superset's FILTER_OPTIONS_LIMIT). */
export const FILTER_OPTIONS_LIMIT = 1000;

/** The rows behind each value, when a filter has no sort metric of its own. */
export const FILTER_BOX_COUNT: AdhocMetric = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: 'COUNT(*)',
};

/** The metric a filter's values are sized (and, when it is its own, sorted) by. */
export const filterBoxMetric = (metric: string | null | undefined): QueryFormMetric =>
  metric || FILTER_BOX_COUNT;

/**
 * One query per select filter (Superset's FilterBoxViz): its column's values, grouped, with
 * its sort metric (or the row count), sorted by that metric (or by the value), at most
 * FILTER_OPTIONS_LIMIT of them; the form data's time range and adhoc filters ("Limit selector
 * values") apply, and so do the dashboard's other filters on the filter box.
 */
export const buildQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (base) =>
    filterBoxConfigs(formData).map((config) => valuesQuery(base, config)),
  );

/** A select filter's query: its column's values, with their metric, in the filter's order. */
function valuesQuery(base: ChartQueryObject, config: FilterBoxConfig): ChartQueryObject {
  const metric = filterBoxMetric(config.metric);
  return {
    ...base,
    columns: [config.column],
    metrics: [metric],
    orderby: [[config.metric ? metric : config.column, config.asc ?? true]],
    row_limit: FILTER_OPTIONS_LIMIT,
  };
}

/**
 * A select filter's search of all its values ("Search all filter options", Superset's
 * FilterBox `loadOptions`): its own query with the typed text as an ILIKE filter on its column,
 * so that a value past the FILTER_OPTIONS_LIMIT it was given can be found.
 */
export function filterBoxSearchQuery(
  formData: QueryFormData,
  column: string,
  text: string,
): ChartQueryContext {
  return buildQueryContext(formData, (base) =>
    filterBoxConfigs(formData)
      .filter((config) => config.column === column)
      .slice(0, 1)
      .map((config) => {
        const query = valuesQuery(base, config);
        return {
          ...query,
          filters: [...(query.filters ?? []), { col: column, op: 'ILIKE', val: `%${text}%` }],
        };
      }),
  );
}
