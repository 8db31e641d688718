/**
 * `orderby: [[column_or_metric, ascending], ...]` as ORDER BY items (Superset's rules):
 * an adhoc metric, a metric of the query by label or a saved metric by name (each makes
 * the query aggregate), or a dataset column. Items whose label is an output column are
 * ordered by its alias, so a time-grained x-axis sorts by its grain.
 */
import type { AdhocColumn, AdhocMetric, QueryObject } from '@tessera/core';
import { queryMetricLabel } from '@tessera/core';
import { datasetColumnSql, resolveColumn } from './columns.js';
import type { CompilerScope } from './compilerScope.js';
import { QueryObjectValidationError } from './errors.js';
import type { ResolvedMetric } from './metrics.js';
import { resolveMetric } from './metrics.js';

export interface OrderItem {
  label: string;
  sql: string;
  ascending: boolean;
}

export interface ResolvedOrderBy {
  items: OrderItem[];
  /** The ordering refers to a metric, so the query must aggregate. */
  needsGroupBy: boolean;
}

/** An adhoc column (x-axis) rather than an adhoc metric: no expression type or a column type. */
function isAdhocColumn(item: AdhocColumn | AdhocMetric): item is AdhocColumn {
  return !('expressionType' in item && item.expressionType) || 'columnType' in item;
}

export function resolveOrderBy(
  scope: CompilerScope,
  query: QueryObject,
  metrics: readonly ResolvedMetric[],
): ResolvedOrderBy {
  let needsGroupBy = false;
  const items = query.orderby.map(([item, ascending]): OrderItem => {
    if (typeof item !== 'string' && isAdhocColumn(item)) {
      const column = resolveColumn(scope, item, { grouped: true });
      return { label: column.label, sql: column.sql, ascending };
    }
    if (typeof item !== 'string') {
      needsGroupBy = true;
      const metric = resolveMetric(scope, item);
      const same = metrics.find((m) => m.sql === metric.sql);
      return { label: same?.label ?? queryMetricLabel(item), sql: metric.sql, ascending };
    }
    const queried = metrics.find((m) => m.label === item);
    if (queried) {
      needsGroupBy = true;
      return { label: item, sql: queried.sql, ascending };
    }
    if (scope.metricsByName.has(item)) {
      needsGroupBy = true;
      return { label: item, sql: resolveMetric(scope, item).sql, ascending };
    }
    const column = scope.columnsByName.get(item);
    if (column) return { label: item, sql: datasetColumnSql(scope, column), ascending };
    throw new QueryObjectValidationError(`Unknown column used in orderby: ${item}`);
  });
  return { items, needsGroupBy };
}

/** `ORDER BY` text: by alias when the label is an output column, else by expression. */
export function orderByClause(
  scope: CompilerScope,
  items: readonly OrderItem[],
  outputLabels: ReadonlySet<string>,
): string {
  if (items.length === 0) return '';
  const parts = items.map(
    (o) =>
      `${outputLabels.has(o.label) ? scope.alias(o.label) : o.sql} ${o.ascending ? 'ASC' : 'DESC'}`,
  );
  return `ORDER BY ${parts.join(', ')}`;
}
