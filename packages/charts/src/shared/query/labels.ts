import type { AdhocColumn, AdhocMetric } from '@tessera/core';
import type { QueryFormColumn, QueryFormMetric } from '../../types.js';

/** A dataset column referenced by name. */
export function isPhysicalColumn(column: unknown): column is string {
  return typeof column === 'string';
}

/** An adhoc SQL column `{sqlExpression, label, expressionType?: 'SQL'}`. */
export function isAdhocColumn(column: unknown): column is AdhocColumn {
  if (typeof column !== 'object' || column === null) return false;
  const c = column as Partial<AdhocColumn>;
  return (
    c.sqlExpression !== undefined &&
    c.label !== undefined &&
    (c.expressionType === undefined || c.expressionType === 'SQL')
  );
}

export function isQueryFormColumn(column: unknown): column is QueryFormColumn {
  return isPhysicalColumn(column) || isAdhocColumn(column);
}

export function isSavedMetric(metric: unknown): metric is string {
  return typeof metric === 'string';
}

export function isAdhocMetricSimple(metric: AdhocMetric): boolean {
  return metric.expressionType === 'SIMPLE';
}

/** Superset's `getColumnLabel`. */
export function getColumnLabel(column: QueryFormColumn): string {
  if (isPhysicalColumn(column)) return column;
  return column.label ?? column.sqlExpression;
}

/** Superset's `getMetricLabel`: saved name, label, `AGG(column)` or the SQL expression. */
export function getMetricLabel(metric: QueryFormMetric): string {
  if (isSavedMetric(metric)) return metric;
  if (metric.label) return metric.label;
  if (isAdhocMetricSimple(metric)) {
    const column = metric.column as { column_name?: string; columnName?: string } | null;
    return `${metric.aggregate}(${column?.columnName || column?.column_name})`;
  }
  return metric.sqlExpression ?? '';
}
