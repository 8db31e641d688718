/**
 * The column order the user dragged the headers into (`allow_rearrange_columns`); not saved
 * with the chart.
 */
import { useMemo, useState } from 'react';
import type { TableColumn } from './columns.js';
import { moveColumn, orderColumns } from './tableState.js';

export function useColumnOrder(allColumns: TableColumn[], allowRearrange: boolean) {
  const [columnOrder, setColumnOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const columns = useMemo(
    () => orderColumns(allColumns, allowRearrange ? columnOrder : null),
    [allColumns, allowRearrange, columnOrder],
  );
  const onColumnDrop = (target: string) => {
    if (dragged && dragged !== target) {
      setColumnOrder(
        moveColumn(
          columns.map((c) => c.key),
          dragged,
          target,
        ),
      );
    }
    setDragged(null);
  };
  return { columns, dragged, setDragged, onColumnDrop };
}
