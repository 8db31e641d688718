import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery } from '../types.js';

/** The time grain each subdomain (cell) asks of the query. */
export const SUBDOMAIN_TO_TIME_GRAIN: Record<string, string> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
  year: 'P1Y',
};

/**
 * A time-series query (the metrics over `__timestamp`) whose grain is forced from the
 * subdomain granularity (Superset's CalHeatmapViz query; `min` when unknown).
 */
export const buildQuery: BuildQuery = (formData) => {
  const subdomain = String(formData.subdomain_granularity ?? 'day');
  const grain = SUBDOMAIN_TO_TIME_GRAIN[subdomain] ?? 'PT1M';
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      is_timeseries: true,
      extras: { ...baseQueryObject.extras, time_grain_sqla: grain },
    },
  ]);
};
