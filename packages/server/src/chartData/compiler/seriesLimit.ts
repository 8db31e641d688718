/**
 * Series limit (Superset's `timeseries_limit` join): an inner query picks the top-N
 * series (the series columns grouped, ordered by the main metric or
 * `series_limit_metric`, with the same WHERE), joined to the main query on the series
 * columns. With `group_others_when_limit_reached` the join is LEFT and the other series
 * are folded into "Others".
 */
import type { ResolvedColumn } from './columns.js';
import type { CompilerScope } from './compilerScope.js';
import type { SqlFragment } from './sqlFragment.js';
import { sql } from './sqlFragment.js';

export const SERIES_LIMIT_ALIAS = 'series_limit';
export const INNER_METRIC_ALIAS = 'mme_inner__';

export interface SeriesLimitInput {
  from: string;
  where: SqlFragment | null;
  seriesColumns: readonly ResolvedColumn[];
  /** The first metric's SQL, or COUNT(*) when the query has none. */
  mainMetricSql: string;
  /** `series_limit_metric` as SQL; null orders by the main metric. */
  orderSql: string | null;
  orderDesc: boolean;
  limit: number;
  groupOthers: boolean;
}

export interface SeriesLimitJoin {
  /** The FROM with the join. */
  from: SqlFragment;
  /** A series column's SQL in the main query (a CASE folding others when grouping them). */
  columnSql(column: ResolvedColumn): string;
}

export function seriesLimitJoin(scope: CompilerScope, input: SeriesLimitInput): SeriesLimitJoin {
  const innerAlias = (c: ResolvedColumn) => scope.alias(`${c.label}__`);
  const selects = [
    ...input.seriesColumns.map((c) => `${c.sql} AS ${innerAlias(c)}`),
    `${input.mainMetricSql} AS ${scope.quote(INNER_METRIC_ALIAS)}`,
  ].join(', ');
  const groupBy = input.seriesColumns.map((c) => c.sql).join(', ');
  const order = `${input.orderSql ?? scope.quote(INNER_METRIC_ALIAS)} ${input.orderDesc ? 'DESC' : 'ASC'}`;
  const where = input.where ? sql`\nWHERE ${input.where}` : sql``;
  const inner = sql`SELECT ${selects}\nFROM ${input.from}${where}\nGROUP BY ${groupBy}\nORDER BY ${order}\nLIMIT ${String(input.limit)}`;
  const subquery = scope.quote(SERIES_LIMIT_ALIAS);
  const on = input.seriesColumns
    .map((c) => `${c.sql} = ${subquery}.${innerAlias(c)}`)
    .join(' AND ');
  const join = input.groupOthers ? 'LEFT JOIN' : 'JOIN';
  const series = new Set(input.seriesColumns.map((c) => c.label));
  return {
    from: sql`${input.from}\n${join} (\n${inner}\n) AS ${subquery} ON ${on}`,
    columnSql: (c) =>
      input.groupOthers && series.has(c.label)
        ? `CASE WHEN ${subquery}.${innerAlias(c)} IS NOT NULL THEN ${c.sql} ELSE 'Others' END`
        : c.sql,
  };
}
