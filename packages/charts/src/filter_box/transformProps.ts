import { filterBoxConfigs, type FilterBoxConfig } from '@tessera/core';
import { getMetricLabel } from '../shared/query/labels.js';
import type { ChartProps, DataRecordValue } from '../types.js';
import { filterBoxMetric, filterBoxSearchQuery } from './buildQuery.js';
import type { FilterBoxChartProps, FilterBoxChoice } from './types.js';

const NOOP = () => undefined;

/** A value as the select shows it (Superset's BOOL_TRUE_DISPLAY / BOOL_FALSE_DISPLAY). */
export function choiceText(value: DataRecordValue): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  return String(value);
}

/** A select filter's values as its query answered them (in order), with their metric. */
function choicesOf(
  config: FilterBoxConfig,
  rows: readonly Record<string, unknown>[],
): FilterBoxChoice[] {
  const metric = getMetricLabel(filterBoxMetric(config.metric));
  return rows.map((row) => {
    const id = (row[config.column] ?? null) as DataRecordValue;
    return { id, text: choiceText(id), metric: Number(row[metric]) || 0 };
  });
}

/**
 * The filter box's props: each select filter (its label: its own, the column's verbose name,
 * or the column) with the values its query answered (in order), the time filters it shows,
 * what the dashboard holds for it, and the hook its selection goes to.
 */
export default function transformProps(chartProps: ChartProps): FilterBoxChartProps {
  const { formData, queriesData, datasource, hooks, width, height, theme } = chartProps;
  const verboseMap = datasource.verbose_map ?? {};
  const configs = filterBoxConfigs(formData);
  const filtersChoices: Record<string, FilterBoxChoice[]> = {};
  configs.forEach((config, i) => {
    filtersChoices[config.column] = choicesOf(config, queriesData[i]?.data ?? []);
  });
  return {
    chartId: Number(formData.slice_id) || 0,
    width,
    height,
    theme,
    filtersFields: configs.map((config) => ({
      key: config.column,
      label: config.label || verboseMap[config.column] || config.column,
      multiple: Boolean(config.multiple),
      clearable: Boolean(config.clearable),
      asc: config.asc ?? true,
      searchAllOptions: Boolean(config.searchAllOptions),
    })),
    filtersChoices,
    instantFiltering: Boolean(formData.instant_filtering),
    showDateFilter: Boolean(formData.date_filter),
    showSqlaTimeGrain: Boolean(formData.show_sqla_time_granularity),
    showSqlaTimeColumn: Boolean(formData.show_sqla_time_column),
    timeGrainChoices: datasource.time_grain_sqla ?? [],
    timeColumnChoices: datasource.columns.filter((c) => c.is_dttm).map((c) => c.column_name),
    origSelectedValues: chartProps.initialValues ?? {},
    searchQuery: (column, text) => filterBoxSearchQuery(formData, column, text),
    searchChoices: (column, rows) => {
      const config = configs.find((c) => c.column === column);
      return config ? choicesOf(config, rows) : [];
    },
    onChange: hooks?.onAddFilter ?? NOOP,
  };
}
