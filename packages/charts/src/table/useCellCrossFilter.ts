/** A click on a table cell cross-filters on its value (when the chart emits cross-filters). */
import { useState } from 'react';
import type { TableColumn } from './columns.js';
import { tableCrossFilter } from './crossFilter.js';
import type { TableSelection } from './crossFilter.js';
import type { TableChartProps } from './types.js';

export function useCellCrossFilter({
  emitCrossFilters,
  hooks,
}: Pick<TableChartProps, 'emitCrossFilters' | 'hooks'>) {
  const [selected, setSelected] = useState<TableSelection | null>(null);
  return (column: TableColumn, value: unknown) => {
    if (!emitCrossFilters || !hooks?.setDataMask) return;
    const next = tableCrossFilter(column, value, selected);
    if (!next) return;
    setSelected(next.selected);
    hooks.setDataMask(next.dataMask);
  };
}
