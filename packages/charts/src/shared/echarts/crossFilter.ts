import type { DataMask, DataRecordValue } from '../../types.js';
import { clearedCrossFilter, columnValueFilter } from '../crossFilter.js';

/**
 * The data mask a click emits: selecting a series (or slice) filters each groupby column
 * to its value; clicking the selected one again clears the filter.
 */
export function crossFilterDataMask(
  clicked: string,
  selectedValues: string[],
  labelMap: Record<string, DataRecordValue[]>,
  groupby: string[],
): DataMask | undefined {
  const values = labelMap[clicked];
  if (!values || groupby.length === 0) return undefined;
  if (selectedValues.includes(clicked)) return clearedCrossFilter();
  return {
    extraFormData: { filters: groupby.map((col, i) => columnValueFilter(col, [values[i]])) },
    filterState: { value: [values], selectedValues: [clicked] },
  };
}
