/**
 * Metrics as SQL: saved metrics by name (their expression, labelled with the name), adhoc
 * SIMPLE metrics (an aggregate over a dataset column; COUNT_DISTINCT is
 * `COUNT(DISTINCT col)`, COUNT without a column `COUNT(*)`) and adhoc SQL metrics.
 * Labels follow Superset's `get_metric_name` (core's `queryMetricLabel`).
 */
import type { AdhocMetric, QueryMetric } from '@tessera/core';
import { ADHOC_METRIC_AGGREGATES, queryMetricLabel } from '@tessera/core';
import { datasetColumnSql } from './columns.js';
import type { CompilerScope } from './compilerScope.js';
import { QueryObjectValidationError, columnsMissingError, metricMissingError } from './errors.js';

export interface ResolvedMetric {
  label: string;
  sql: string;
}

function simpleMetricSql(scope: CompilerScope, metric: AdhocMetric, label: string): string {
  const aggregate = metric.aggregate;
  if (!aggregate || !(ADHOC_METRIC_AGGREGATES as readonly string[]).includes(aggregate)) {
    throw new QueryObjectValidationError(
      `Adhoc metric "${label}" has an invalid aggregate: ${String(aggregate ?? null)}`,
    );
  }
  const columnName = metric.column?.column_name;
  if (!columnName) {
    if (aggregate === 'COUNT') return 'COUNT(*)';
    throw new QueryObjectValidationError(`Adhoc metric "${label}" needs a column`);
  }
  const column = scope.columnsByName.get(columnName);
  if (!column) throw columnsMissingError([columnName]);
  const columnSql = datasetColumnSql(scope, column);
  if (aggregate === 'COUNT_DISTINCT') return `COUNT(DISTINCT ${columnSql})`;
  return `${aggregate}(${columnSql})`;
}

/** A metric as SQL with its label; unknown saved metrics give "Metric 'x' does not exist". */
export function resolveMetric(scope: CompilerScope, metric: QueryMetric): ResolvedMetric {
  if (typeof metric === 'string') {
    const saved = scope.metricsByName.get(metric);
    if (!saved) throw metricMissingError(metric);
    return { label: metric, sql: scope.storedSql(saved.expression, `metric "${metric}"`) };
  }
  const label = queryMetricLabel(metric);
  if (metric.expressionType === 'SIMPLE') {
    return { label, sql: simpleMetricSql(scope, metric, label) };
  }
  if (!metric.sqlExpression || !metric.sqlExpression.trim()) {
    throw new QueryObjectValidationError(`Adhoc metric "${label}" has no SQL expression`);
  }
  return { label, sql: scope.requestSql(metric.sqlExpression, `adhoc metric "${label}"`) };
}

/** The dataset column names the metrics aggregate (for the "Columns missing" check). */
export function metricColumnNames(metrics: readonly QueryMetric[]): string[] {
  return metrics.flatMap((m) =>
    typeof m !== 'string' && m.expressionType === 'SIMPLE' && m.column?.column_name
      ? [m.column.column_name]
      : [],
  );
}
