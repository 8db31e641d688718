/**
 * Explore's form data as a query context, for the legacy `/superset/explore_json/` path:
 * the base query object every chart type builds (charts-catalogue.md §2.1, Superset's
 * `buildQueryObject`): metric and column aliases, raw mode, the x-axis or the legacy time
 * column, adhoc and extra filters, limits and order. Chart-specific post-processing is not
 * derived: the answer is the base query's rows.
 */
import type { AdhocFilter, QueryColumn, QueryMetric, QueryObjectInput } from '@tessera/core';
import {
  AdhocFilter as AdhocFilterSchema,
  QueryColumn as QueryColumnSchema,
  QueryMetric as QueryMetricSchema,
  queryMetricLabel,
} from '@tessera/core';
import { BadRequestError } from '../../errors.js';

type FormData = Record<string, unknown>;

const METRIC_KEYS = ['metrics', 'metric', 'metric_2', 'secondary_metric', 'x', 'y', 'size'];
const COLUMN_KEYS = ['groupby', 'columns', 'series', 'entity'];

const list = (v: unknown): unknown[] =>
  v === undefined || v === null || v === '' ? [] : [v].flat();

function metricsOf(fd: FormData): QueryMetric[] {
  const seen = new Set<string>();
  const metrics: QueryMetric[] = [];
  for (const key of METRIC_KEYS) {
    for (const raw of list(fd[key])) {
      const parsed = QueryMetricSchema.safeParse(raw);
      if (!parsed.success) throw new BadRequestError(`Invalid metric in form data field ${key}`);
      const label = queryMetricLabel(parsed.data);
      if (seen.has(label)) continue;
      seen.add(label);
      metrics.push(parsed.data);
    }
  }
  return metrics;
}

function columnsOf(fd: FormData, keys: readonly string[]): QueryColumn[] {
  const columns: QueryColumn[] = [];
  for (const key of keys) {
    for (const raw of list(fd[key])) {
      const parsed = QueryColumnSchema.safeParse(raw);
      if (!parsed.success) throw new BadRequestError(`Invalid column in form data field ${key}`);
      if (!columns.some((c) => JSON.stringify(c) === JSON.stringify(parsed.data)))
        columns.push(parsed.data);
    }
  }
  return columns;
}

interface Filters {
  filters: NonNullable<QueryObjectInput['filters']>;
  where: string[];
  having: string[];
  timeRange: string | null;
}

function filtersOf(fd: FormData): Filters {
  const out: Filters = { filters: [], where: [], having: [], timeRange: null };
  for (const raw of list(fd.adhoc_filters)) {
    const parsed = AdhocFilterSchema.safeParse(raw);
    if (!parsed.success) throw new BadRequestError('Invalid adhoc filter in form data');
    const f: AdhocFilter = parsed.data;
    if (f.expressionType === 'SQL') {
      if (f.sqlExpression?.trim())
        (f.clause === 'HAVING' ? out.having : out.where).push(`(${f.sqlExpression})`);
    } else if (f.subject && f.operator) {
      out.filters.push({ col: f.subject, op: f.operator, val: f.comparator });
    }
  }
  for (const raw of [...list(fd.filters), ...list(fd.extra_filters)]) {
    const f = raw as { col?: unknown; op?: unknown; val?: unknown };
    if (f.col === '__time_range' && typeof f.val === 'string') out.timeRange = f.val;
    else if (typeof f.col === 'string' && typeof f.op === 'string' && !f.col.startsWith('__')) {
      out.filters.push({ col: f.col, op: f.op, val: f.val });
    }
  }
  return out;
}

function orderByOf(fd: FormData): NonNullable<QueryObjectInput['orderby']> {
  return list(fd.order_by_cols).flatMap((raw) => {
    try {
      const pair: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'boolean') {
        return [[pair[0], pair[1]] as [string, boolean]];
      }
    } catch {
      // not an order pair
    }
    return [];
  });
}

const int = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** The datasource of form data's `datasource: "<id>__<type>"`. */
export function datasourceOfFormData(fd: FormData): { id: number | string; type: string } | null {
  const text = typeof fd.datasource === 'string' ? fd.datasource : null;
  if (!text) return null;
  const [id, type] = text.split('__');
  return { id: /^\d+$/.test(id) ? Number(id) : id, type: type ?? 'table' };
}

export function queryObjectOfFormData(fd: FormData): QueryObjectInput {
  const { filters, where, having, timeRange } = filtersOf(fd);
  const timeGrain = typeof fd.time_grain_sqla === 'string' ? fd.time_grain_sqla : undefined;
  const raw =
    fd.query_mode === 'raw' || (fd.query_mode !== 'aggregate' && list(fd.all_columns).length > 0);
  const columns = raw ? columnsOf(fd, ['all_columns']) : columnsOf(fd, COLUMN_KEYS);
  const xAxis = typeof fd.x_axis === 'string' && fd.x_axis ? fd.x_axis : null;
  if (xAxis && !raw) {
    columns.unshift({ label: xAxis, sqlExpression: xAxis, columnType: 'BASE_AXIS', timeGrain });
  }
  const granularity = typeof fd.granularity_sqla === 'string' ? fd.granularity_sqla : undefined;
  const metrics = raw ? null : metricsOf(fd);
  const orderDesc = fd.order_desc === undefined ? true : fd.order_desc !== false;
  const limitMetric = fd.timeseries_limit_metric ?? fd.series_limit_metric;
  const orderby = orderByOf(fd);
  if (!raw && orderby.length === 0 && metrics && metrics.length > 0) {
    const by = QueryMetricSchema.safeParse(limitMetric);
    orderby.push([by.success ? by.data : metrics[0], !orderDesc] as [QueryMetric, boolean]);
  }
  return {
    columns,
    metrics,
    filters,
    extras: {
      ...(where.length && { where: where.join(' AND ') }),
      ...(having.length && { having: having.join(' AND ') }),
      ...(timeGrain && { time_grain_sqla: timeGrain }),
    },
    granularity: xAxis ? undefined : granularity,
    time_range:
      (typeof fd.time_range === 'string' ? fd.time_range : null) ?? timeRange ?? undefined,
    is_timeseries: !xAxis && !raw && granularity !== undefined && fd.include_time === true,
    orderby,
    order_desc: orderDesc,
    row_limit: int(fd.row_limit),
    row_offset: int(fd.row_offset),
    series_limit: int(fd.limit ?? fd.series_limit),
    ...(QueryMetricSchema.safeParse(limitMetric).success && {
      series_limit_metric: limitMetric as QueryMetric,
    }),
    url_params: (fd.url_params as Record<string, string> | undefined) ?? undefined,
  };
}

/** The query context of legacy form data (one query). */
export function queryContextOfFormData(
  fd: FormData,
  datasource: { id: number | string; type: string },
  resultType: string,
  resultFormat: string,
): Record<string, unknown> {
  return {
    datasource,
    queries: [queryObjectOfFormData(fd)],
    form_data: fd,
    result_type: resultType,
    result_format: resultFormat,
    force: fd.force === true || fd.force === 'true',
  };
}
