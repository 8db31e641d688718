import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'ds',
  time_range: 'No filter',
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  metrics: ['count'],
  adhoc_filters: [],
  linear_color_scheme: 'superset_seq_1',
};

describe('cal_heatmap buildQuery', () => {
  it("a time series at the subdomain's grain", () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.is_timeseries).toBe(true);
    expect(query.granularity).toBe('ds');
    expect(query.metrics).toEqual(['count']);
    expect(query.extras?.time_grain_sqla).toBe('P1D');
    parseQueryContext(context);
  });

  it('every subdomain forces its grain (minutes when unknown)', () => {
    const grain = (subdomain: string) =>
      buildQuery({ ...formData, subdomain_granularity: subdomain, time_grain_sqla: 'P1Y' })
        .queries[0].extras?.time_grain_sqla;
    expect(['min', 'hour', 'day', 'week', 'month'].map(grain)).toEqual([
      'PT1M',
      'PT1H',
      'P1D',
      'P1W',
      'P1M',
    ]);
    expect(grain('fortnight')).toBe('PT1M');
  });
});
