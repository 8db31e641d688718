import type { ChartDatasource } from '../../types.js';

/** Column and metric name → verbose name (the datasource's map plus its metrics' names). */
export function verboseMapOf(datasource: ChartDatasource): Record<string, string> {
  const map: Record<string, string> = {};
  for (const column of datasource.columns ?? []) {
    if (column.verbose_name) map[column.column_name] = column.verbose_name;
  }
  for (const metric of datasource.metrics ?? []) {
    if (metric.verbose_name) map[metric.metric_name] = metric.verbose_name;
  }
  return { ...map, ...(datasource.verbose_map ?? {}) };
}
