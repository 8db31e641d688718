/**
 * A click on a table cell cross-filters on its value (when the chart emits cross-filters);
 * the clicked cell counts as selected while the page's filter state has a selection (a cross-filter
 * cleared elsewhere, as from the dashboard's filter bar, clears it).
 */
import { useState } from 'react';
import type { TableColumn } from './columns.js';
import { tableCrossFilter } from './crossFilter.js';
import type { TableSelection } from './crossFilter.js';
import type { TableChartProps } from './types.js';

export function useCellCrossFilter({
  emitCrossFilters,
  hooks,
  filterState,
}: Pick<TableChartProps, 'emitCrossFilters' | 'hooks' | 'filterState'>) {
  const [chosen, setSelected] = useState<TableSelection | null>(null);
  const selected = filterState?.selectedValues?.length ? chosen : null;
  return (column: TableColumn, value: unknown) => {
    if (!emitCrossFilters || !hooks?.setDataMask) return;
    const next = tableCrossFilter(column, value, selected);
    if (!next) return;
    setSelected(next.selected);
    hooks.setDataMask(next.dataMask);
  };
}
