/**
 * A Superset query object over a dataset as ONE SQL statement in the engine's dialect,
 * with every request value bound (Superset's `get_sqla_query`). Pure: no I/O; the caller
 * runs `sql` with `params` on the dataset's database and renames the result's columns to
 * `labels` positionally.
 */
import type { QueryObject } from '@tessera/core';
import { DTTM_ALIAS, queryColumnLabel } from '@tessera/core';
import type { EngineSpec } from '../../engines/types.js';
import { newTemplateTracking } from '../../sql/template/sqlTemplate.js';
import { epochMs } from './coerce.js';
import type { ResolvedColumn } from './columns.js';
import { resolveColumn, withTimeGrain } from './columns.js';
import { createScope } from './compilerScope.js';
import type { CompilerScope } from './compilerScope.js';
import { QueryObjectValidationError } from './errors.js';
import { compileFilters } from './filters.js';
import { fromClause } from './fromClause.js';
import { resolveMetric } from './metrics.js';
import { orderByClause, resolveOrderBy } from './orderBy.js';
import { queryDialectFor } from './queryDialect.js';
import { validateQueryObject } from './queryValidation.js';
import { rlsPredicates } from './rowLevelSecurity.js';
import { seriesLimitJoin } from './seriesLimit.js';
import { SqlFragment, andAll, renderFragment, sql } from './sqlFragment.js';
import type { TimeBounds } from './temporal.js';
import { evaluateTimeRange, formatDttm, reportedTimeRange, timeFilter } from './temporal.js';
import type { CompileContext, CompiledQuery, CompilerDataset, OutputColumn } from './types.js';

interface SelectItem {
  column: OutputColumn;
  sql: string;
}

function parseJsonObject(value: string | Record<string, unknown> | null | undefined, what: string) {
  if (!value) return {};
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    throw new QueryObjectValidationError(`The dataset's ${what} is not valid JSON`);
  }
}

/** Superset's granularity rules: fall back to the main datetime column; must exist. */
function granularityColumn(query: QueryObject, dataset: CompilerDataset): string | null {
  let granularity = query.granularity;
  const dttmColumns = dataset.columns.filter((c) => c.is_dttm).map((c) => c.column_name);
  if (dataset.main_dttm_col) dttmColumns.push(dataset.main_dttm_col);
  if (granularity && !dttmColumns.includes(granularity)) granularity = dataset.main_dttm_col;
  if (!granularity && query.is_timeseries) {
    throw new QueryObjectValidationError(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  }
  if (granularity && !dataset.columns.some((c) => c.column_name === granularity)) {
    throw new QueryObjectValidationError(`Time column "${granularity}" does not exist in dataset`);
  }
  return granularity || null;
}

function rowLimit(query: QueryObject, context: CompileContext): number | null {
  let limit = query.row_limit || context.defaultRowLimit || null;
  if (context.maxRowLimit && (!limit || limit > context.maxRowLimit)) limit = context.maxRowLimit;
  return limit;
}

function templateInput(
  query: QueryObject,
  dataset: CompilerDataset,
  context: CompileContext,
  bounds: TimeBounds,
) {
  return {
    urlParams: { ...(context.urlParams ?? {}), ...query.url_params },
    filters: query.filters,
    user: context.user ?? null,
    fromDttm: bounds.since ? formatDttm(bounds.since) : null,
    toDttm: bounds.until ? formatDttm(bounds.until) : null,
    templateParams: parseJsonObject(dataset.template_params, 'template parameters'),
    variables: {
      table_columns: dataset.columns.map((c) => c.column_name),
      row_limit: rowLimit(query, context),
      row_offset: query.row_offset,
    },
    requestVariables: {
      columns: query.columns.map(queryColumnLabel),
      groupby: query.columns.map(queryColumnLabel),
      metrics: (query.metrics ?? []).map((m) => (typeof m === 'string' ? m : (m.label ?? ''))),
      filter: query.filters,
      time_column: query.granularity,
      time_grain: query.extras.time_grain_sqla ?? null,
    },
  };
}

function outputColumn(column: ResolvedColumn, kind: OutputColumn['kind']): OutputColumn {
  return { label: column.label, kind, isDttm: column.isDttm, generic: column.generic };
}

export function compileQuery(
  query: QueryObject,
  dataset: CompilerDataset,
  spec: EngineSpec,
  context: CompileContext = {},
): CompiledQuery {
  validateQueryObject(query, dataset);
  const dialect = queryDialectFor(spec);
  const bounds = evaluateTimeRange(reportedTimeRange(query), query, context);
  const tracking = newTemplateTracking();
  const scope: CompilerScope = createScope({
    spec,
    dialect,
    dataset,
    context,
    template: templateInput(query, dataset, context, bounds),
    tracking,
  });

  // FROM first: a virtual dataset's template may take over filters (remove_filter=True).
  const from = fromClause(scope);
  const metrics = (query.metrics ?? []).map((m) => resolveMetric(scope, m));
  const orderBy = resolveOrderBy(scope, query, metrics);
  const grouped = query.metrics !== null || orderBy.needsGroupBy;
  const granularity = granularityColumn(query, dataset);
  const timeGrain = query.extras.time_grain_sqla ?? null;

  const columns = query.columns
    .filter((c) => c !== DTTM_ALIAS)
    .map((c) => resolveColumn(scope, c, { grouped, granularity, timeGrain }));
  const seriesLabels = new Set(query.series_columns.map(queryColumnLabel));
  const seriesColumns = grouped
    ? columns.filter(
        (c) => (query.is_timeseries && seriesLabels.size === 0) || seriesLabels.has(c.label),
      )
    : [];

  const rawTimeColumn = granularity ? resolveColumn(scope, granularity, { grouped: false }) : null;
  const timestamp =
    rawTimeColumn && query.is_timeseries
      ? { ...withTimeGrain(scope, rawTimeColumn, timeGrain ?? ''), label: DTTM_ALIAS }
      : null;

  // WHERE: legacy time filter, filters, RLS, extras.where, values predicate (Superset's order).
  const filters = compileFilters(scope, {
    query,
    timestampColumn: rawTimeColumn,
    metricSqlByLabel: new Map(metrics.map((m) => [m.label, m.sql])),
    evaluate: (timeRange) => evaluateTimeRange(timeRange, query, context),
  });
  const where: SqlFragment[] = [];
  if (rawTimeColumn) {
    const condition = timeFilter(scope, rawTimeColumn, rawTimeColumn.sql, bounds);
    if (condition) where.push(condition);
  }
  where.push(...filters.where);
  const rls = rlsPredicates(
    context.rlsRules ?? [],
    { datasetId: dataset.id, roleIds: context.roleIds ?? [] },
    context.guestRlsRules ?? [],
    (clause) => scope.storedSql(clause, 'row level security clause'),
  );
  where.push(...rls.map((clause) => sql`${clause}`));
  if (query.extras.where?.trim()) {
    where.push(sql`${scope.requestSql(query.extras.where, 'WHERE clause')}`);
  }
  // Superset's `apply_fetch_values_predicate`: the dataset's values predicate, last.
  const valuesPredicate = dataset.fetch_values_predicate?.trim();
  if (query.apply_fetch_values_predicate && valuesPredicate) {
    where.push(sql`${scope.storedSql(valuesPredicate, 'values predicate')}`);
  }
  const having = [...filters.having];
  if (query.extras.having?.trim()) {
    having.push(sql`${scope.requestSql(query.extras.having, 'HAVING clause')}`);
  }
  const whereSql = andAll(where);

  // FROM with the series limit join.
  let fromSql: SqlFragment = sql`${from}`;
  let columnSql = (c: ResolvedColumn) => c.sql;
  if (query.series_limit && seriesColumns.length > 0) {
    const join = seriesLimitJoin(scope, {
      from,
      where: whereSql,
      seriesColumns,
      mainMetricSql: metrics[0]?.sql ?? 'COUNT(*)',
      orderSql: query.series_limit_metric
        ? resolveMetric(scope, query.series_limit_metric).sql
        : null,
      orderDesc: query.order_desc,
      limit: query.series_limit,
      groupOthers: query.group_others_when_limit_reached,
    });
    fromSql = join.from;
    columnSql = join.columnSql;
  }

  // SELECT: __timestamp first, then columns, then metrics; duplicate labels once.
  const items: SelectItem[] = [];
  const add = (item: SelectItem) => {
    if (!items.some((i) => i.column.label === item.column.label)) items.push(item);
  };
  if (timestamp) add({ column: outputColumn(timestamp, 'timestamp'), sql: timestamp.sql });
  for (const c of columns) add({ column: outputColumn(c, 'column'), sql: columnSql(c) });
  if (grouped) {
    for (const m of metrics) {
      add({ column: { label: m.label, kind: 'metric', isDttm: false, generic: null }, sql: m.sql });
    }
  }
  const groupBy = grouped
    ? [...(timestamp ? [timestamp.sql] : []), ...columns.map(columnSql)].filter(
        (s, i, all) => all.indexOf(s) === i,
      )
    : [];

  const clauses: SqlFragment[] = [
    sql`SELECT ${items.map((i) => `${i.sql} AS ${scope.alias(i.column.label)}`).join(', ')}`,
    sql`FROM ${fromSql}`,
  ];
  if (whereSql) clauses.push(sql`WHERE ${whereSql}`);
  if (groupBy.length > 0) clauses.push(sql`GROUP BY ${groupBy.join(', ')}`);
  const havingSql = andAll(having);
  if (havingSql) clauses.push(sql`HAVING ${havingSql}`);
  const order = orderByClause(scope, orderBy.items, new Set(items.map((i) => i.column.label)));
  if (order) clauses.push(sql`${order}`);

  const rendered = renderFragment(SqlFragment.join(clauses, '\n'), spec, dialect.lexical);
  let text = spec.applyLimit(rendered.sql, rowLimit(query, context), query.row_offset || null);
  let outputs = items.map((i) => i.column);
  if (query.is_rowcount) {
    text = `SELECT COUNT(*) AS ${scope.alias('rowcount')} FROM (\n${text}\n) AS rowcount_qry`;
    outputs = [{ label: 'rowcount', kind: 'rowcount', isDttm: false, generic: 'NUMERIC' }];
  }
  return {
    sql: text,
    params: rendered.params,
    labels: outputs.map((o) => o.label),
    columns: outputs,
    appliedFilters: filters.applied.map((column) => ({ column })),
    rejectedFilters: filters.rejected.map((column) => ({
      column,
      reason: 'not_in_datasource' as const,
    })),
    appliedTemplateFilters: [...tracking.appliedFilters],
    fromDttm: epochMs(bounds.since),
    toDttm: epochMs(bounds.until),
  };
}
