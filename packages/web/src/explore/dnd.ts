/**
 * Drag and drop between the dataset panel and the control panel's drop targets: a dragged
 * column or metric travels as JSON under its own MIME type.
 */
import type { ExploreColumn, ExploreMetric } from './types';

export const COLUMN_DRAG_TYPE = 'application/x-tessera-column';
export const METRIC_DRAG_TYPE = 'application/x-tessera-metric';

export function setColumnDragData(dt: DataTransfer, column: ExploreColumn): void {
  dt.setData(COLUMN_DRAG_TYPE, JSON.stringify(column));
  dt.setData('text/plain', column.column_name);
  dt.effectAllowed = 'copy';
}

export function setMetricDragData(dt: DataTransfer, metric: ExploreMetric): void {
  dt.setData(METRIC_DRAG_TYPE, JSON.stringify(metric));
  dt.setData('text/plain', metric.metric_name);
  dt.effectAllowed = 'copy';
}

function read<T>(dt: DataTransfer, type: string): T | null {
  const text = dt.getData(type);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const getDraggedColumn = (dt: DataTransfer) => read<ExploreColumn>(dt, COLUMN_DRAG_TYPE);
export const getDraggedMetric = (dt: DataTransfer) => read<ExploreMetric>(dt, METRIC_DRAG_TYPE);
