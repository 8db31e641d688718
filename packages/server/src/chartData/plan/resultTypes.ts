/**
 * What each `result_type` runs (Superset's `common/query_actions.py`): `samples` and
 * `drill_detail` rewrite the query object to raw rows of every dataset column (samples
 * without the time bounds, drill detail ordered by the first column and keeping them);
 * `columns` and `timegrains` answer from the dataset and engine without a query.
 */
import type { ChartDataColumnsResult, ChartDataTimeGrainsResult, QueryObject } from '@tessera/core';
import type { CHART_DATA_RESULT_TYPES } from '@tessera/core';
import { ORIGINAL_VALUE_GRAIN_NAME } from '../../engines/timeGrains.js';
import type { ChartDataset } from '../dataset/chartDataset.js';

export type ChartDataResultType = (typeof CHART_DATA_RESULT_TYPES)[number];

/** The result types that run the query and answer with rows. */
export const DATA_RESULT_TYPES: ReadonlySet<ChartDataResultType> = new Set([
  'full',
  'results',
  'samples',
  'drill_detail',
  'post_processed',
]);

function rawRowsOf(query: QueryObject, ds: ChartDataset): QueryObject {
  return {
    ...query,
    columns: ds.compiler.columns.map((c) => c.column_name),
    metrics: null,
    is_timeseries: false,
    is_rowcount: false,
    orderby: [],
    post_processing: [],
    time_offsets: [],
    series_columns: [],
    series_limit: 0,
    series_limit_metric: null,
    annotation_layers: [],
    extras: { ...query.extras, having: null },
  };
}

/** The query object a result type runs. */
export function effectiveQuery(
  query: QueryObject,
  resultType: ChartDataResultType,
  ds: ChartDataset,
): QueryObject {
  if (resultType === 'samples') {
    return { ...rawRowsOf(query, ds), time_range: null, granularity: null, time_shift: null };
  }
  if (resultType === 'drill_detail') {
    const raw = rawRowsOf(query, ds);
    return { ...raw, orderby: raw.columns.length ? [[raw.columns[0] as string, true]] : [] };
  }
  return query;
}

export function columnsResult(ds: ChartDataset): ChartDataColumnsResult {
  return {
    data: ds.parts.columns.map((c) => ({
      column_name: c.column_name,
      verbose_name: c.verbose_name,
      dtype: c.type,
    })),
  };
}

export function timeGrainsResult(ds: ChartDataset): ChartDataTimeGrainsResult {
  const spec = ds.engine.spec;
  return {
    data: [
      { name: ORIGINAL_VALUE_GRAIN_NAME, function: '{col}', duration: null },
      ...spec.timeGrains.map((g) => ({
        name: g.name,
        function: spec.timeGrainExpression('{col}', g.duration),
        duration: g.duration,
      })),
    ],
  };
}
