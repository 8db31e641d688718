import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'paired_ttest',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  adhoc_filters: [temporalRange('ds')],
  limit: 10,
  order_desc: true,
  contribution: false,
  row_limit: 10000,
  significance_level: 0.05,
  pvalue_precision: 6,
  liftvalue_precision: 4,
};

describe('paired_ttest buildQuery', () => {
  it('a time series of the metrics per group at the time grain', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query).toMatchObject({
      ...BASE_QUERY,
      granularity: 'ds',
      is_timeseries: true,
      columns: ['gender'],
      metrics: [SUM_NUM],
      row_limit: 10000,
      timeseries_limit: 10,
      extras: { having: '', where: '', time_grain_sqla: 'P1Y' },
    });
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    parseQueryContext(context);
  });
  it('without granularity_sqla the time column is the time range filter’s', () => {
    const { granularity_sqla: _omit, ...rest } = formData;
    expect(buildQuery(rest as QueryFormData).queries[0].granularity).toBe('ds');
  });
});
