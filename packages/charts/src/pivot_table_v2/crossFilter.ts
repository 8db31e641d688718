import { columnValueFilter } from '../shared/crossFilter.js';
import { getColumnLabel } from '../shared/query/labels.js';
import type { DataMask, DataRecordValue, QueryFormColumn } from '../types.js';

/** The attribute the metrics are pivoted on (Superset's METRIC_KEY). */
export const METRIC_KEY = 'Metric';

/** Selected header values per groupby column label (Superset's `selectedFilters`). */
export type SelectedFilters = Record<string, DataRecordValue[]>;

/** A pivot data mask: the filter state also keeps the selected filters. */
export interface PivotDataMask extends DataMask {
  filterState: NonNullable<DataMask['filterState']> & { selectedFilters: SelectedFilters | null };
}

/** What a header stands for: each attribute down to its level → the header's value there. */
export function headerFilters(
  attrs: string[],
  path: DataRecordValue[],
  level: number,
): Record<string, DataRecordValue> {
  const filters: Record<string, DataRecordValue> = {};
  for (let i = 0; i <= level && i < path.length; i += 1) filters[attrs[i]] = path[i];
  return filters;
}

/** Whether a header's own value is among the selected ones (it is highlighted). */
export function isActiveHeader(
  selected: SelectedFilters | null | undefined,
  attr: string,
  value: DataRecordValue,
): boolean {
  return Boolean(selected?.[attr]?.includes(value));
}

/**
 * Superset's `toggleFilter`: a header click selects its deepest non-metric attribute's
 * value alone (single select); clicking the selected value again clears the selection.
 * Undefined when the header filters nothing (a metric header).
 */
export function toggleSelectedFilters(
  selected: SelectedFilters | null | undefined,
  filters: Record<string, DataRecordValue>,
): SelectedFilters | undefined {
  const entries = Object.entries(filters).filter(([key]) => key !== METRIC_KEY);
  if (entries.length === 0) return undefined;
  const [key, value] = entries[entries.length - 1];
  return isActiveHeader(selected, key, value) ? {} : { [key]: [value] };
}

/**
 * The data mask for the selected header values: each filters its groupby column (the
 * adhoc column itself for an adhoc one) with IN, or IS NULL for a null value; no
 * selection clears the cross-filter.
 */
export function pivotCrossFilterDataMask(
  selected: SelectedFilters,
  groupby: QueryFormColumn[],
): PivotDataMask {
  const keys = Object.keys(selected);
  const columnOf = (key: string) => groupby.find((c) => getColumnLabel(c) === key) ?? key;
  return {
    extraFormData: {
      filters: keys.map((key) => columnValueFilter(columnOf(key), selected[key])),
    },
    filterState: {
      value: keys.length ? Object.values(selected) : null,
      selectedValues: keys.length ? Object.values(selected).flat() : null,
      selectedFilters: keys.length ? selected : null,
    },
  };
}
