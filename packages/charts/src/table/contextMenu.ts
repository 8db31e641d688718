/**
 * A right-click on a table cell as the drill menu's filters (Superset's TableChart
 * `handleContextMenu`, aggregate mode only): drill to detail by every dimension value of
 * the row; drill by the clicked dimension cell's value (not from a metric cell).
 */
import { drillFilter } from '../shared/drill.js';
import type { ContextMenuFilters, DataRecord } from '../types.js';
import type { TableColumn } from './columns.js';
import { formatCellValue } from './columns.js';

const isMetricColumn = (c: TableColumn) => c.isMetric || c.isPercentMetric;

const cellFilter = (column: TableColumn, row: DataRecord) =>
  drillFilter(
    column.key,
    row[column.key],
    row[column.key] === null || row[column.key] === undefined
      ? undefined
      : formatCellValue(column, row[column.key]),
  );

export function tableContextMenuFilters(
  columns: readonly TableColumn[],
  row: DataRecord,
  clicked: TableColumn,
): ContextMenuFilters {
  const drillToDetail = columns.filter((c) => !isMetricColumn(c)).map((c) => cellFilter(c, row));
  if (isMetricColumn(clicked)) return { drillToDetail };
  return {
    drillToDetail,
    drillBy: { filters: [cellFilter(clicked, row)], groupbyFieldName: 'groupby' },
  };
}
