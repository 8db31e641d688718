import { DTTM_ALIAS } from '@tessera/core';
import type { QueryFormColumn, QueryFormMetric, QueryFormOrderBy } from '../../types.js';
import { getColumnLabel, getMetricLabel } from './labels.js';
import { removeDuplicates } from './valueChecks.js';

/** Form data keys read as metrics / columns / orderby (Superset's predefined aliases). */
export type QueryFieldAliases = Record<string, 'metrics' | 'columns' | 'groupby' | 'orderby'>;

const DEFAULT_ALIASES: QueryFieldAliases = {
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  all_columns: 'columns',
  series: 'groupby',
  order_by_cols: 'orderby',
};

export interface QueryFields {
  columns: QueryFormColumn[];
  metrics: QueryFormMetric[] | undefined;
  orderby: QueryFormOrderBy[] | undefined;
}

/**
 * Superset's `extractQueryFields`: walks the form data in key order and gathers every
 * metric-like and column-like field. `query_mode: 'aggregate'` ignores columns,
 * `'raw'` ignores groupby and metrics (and sends no metrics at all).
 */
export function extractQueryFields(
  formData: Record<string, unknown>,
  aliases?: QueryFieldAliases,
): QueryFields {
  const fieldAliases: QueryFieldAliases = { ...DEFAULT_ALIASES, ...aliases };
  const { query_mode: queryMode, include_time: includeTime, ...rest } = formData;

  let columns: QueryFormColumn[] = [];
  let metrics: QueryFormMetric[] = [];
  let orderby: (QueryFormOrderBy | string)[] = [];

  for (const [key, value] of Object.entries(rest)) {
    if (value === null || value === undefined) continue;
    let field: string = fieldAliases[key] ?? key;
    if (queryMode === 'aggregate' && field === 'columns') continue;
    if (queryMode === 'raw' && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'groupby') field = 'columns';
    if (field === 'metrics') metrics = metrics.concat(value as QueryFormMetric);
    else if (field === 'columns') columns = columns.concat(value as QueryFormColumn);
    else if (field === 'orderby') orderby = orderby.concat(value as QueryFormOrderBy);
  }

  if (includeTime && !columns.includes(DTTM_ALIAS)) columns.unshift(DTTM_ALIAS);

  return {
    columns: removeDuplicates(
      columns.filter((col) => col !== ''),
      getColumnLabel,
    ),
    metrics: queryMode === 'raw' ? undefined : removeDuplicates(metrics, getMetricLabel),
    orderby:
      orderby.length > 0
        ? orderby.map((item) => {
            // Raw mode stores `order_by_cols` as JSON strings: '["col", true]'.
            if (typeof item !== 'string') return item;
            try {
              return JSON.parse(item) as QueryFormOrderBy;
            } catch {
              throw new Error('Found invalid orderby options');
            }
          })
        : undefined,
  };
}
