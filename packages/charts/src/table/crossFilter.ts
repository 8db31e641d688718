import { clearedCrossFilter, columnValueFilter } from '../shared/crossFilter.js';
import type { DataMask } from '../types.js';
import type { TableColumn } from './columns.js';

/** The cell a table cross-filters on: the column's key and the clicked value. */
export interface TableSelection {
  key: string;
  value: unknown;
}

/** The column a click filters: the column config's emit target, else the column itself. */
export const crossFilterColumn = (column: TableColumn): string =>
  column.config.emitTarget?.trim() || column.key;

/**
 * A click on a dimension cell: filters its column (or emit target) to the value (IS NULL
 * for null); clicking the selected cell again clears the filter. Metrics never filter.
 */
export function tableCrossFilter(
  column: TableColumn,
  value: unknown,
  selected: TableSelection | null,
): { dataMask: DataMask; selected: TableSelection | null } | undefined {
  if (column.isMetric || column.isPercentMetric) return undefined;
  if (selected?.key === column.key && selected.value === value) {
    return { selected: null, dataMask: clearedCrossFilter() };
  }
  return {
    selected: { key: column.key, value },
    dataMask: {
      extraFormData: { filters: [columnValueFilter(crossFilterColumn(column), [value])] },
      filterState: { value: [value], selectedValues: [value] },
    },
  };
}
