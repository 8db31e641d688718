import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

/** A legacy rose as Superset 5 saved it. */
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'rose',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: [SUM_NUM],
  groupby: ['gender'],
  adhoc_filters: [],
  limit: null,
  timeseries_limit_metric: null,
  order_desc: true,
  contribution: false,
  row_limit: 10000,
  color_scheme: 'supersetColors',
  number_format: 'SMART_NUMBER',
  date_time_format: 'smart_date',
  rich_tooltip: true,
  rose_area_proportion: false,
  rolling_type: 'None',
  comparison_type: 'values',
  resample_rule: null,
  resample_method: null,
};

const ops = (fd: Partial<QueryFormData>) =>
  (buildQuery({ ...formData, ...fd }).queries[0].post_processing ?? []).map(
    (op) => op && op.operation,
  );

describe('rose buildQuery', () => {
  it('a time series query on the legacy time column, pivoted and flattened', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query).toMatchObject({
      is_timeseries: true,
      granularity: 'ds',
      columns: ['gender'],
      metrics: [SUM_NUM],
      orderby: [[SUM_NUM, false]],
      extras: expect.objectContaining({ time_grain_sqla: 'P1Y' }),
    });
    expect(query.post_processing?.filter(Boolean)).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    parseQueryContext(context);
  });
  it('ascending without order_desc', () => {
    expect(buildQuery({ ...formData, order_desc: false }).queries[0].orderby).toEqual([
      [SUM_NUM, true],
    ]);
  });
  it('resample, rolling window, time comparison and contribution, in the legacy order', () => {
    expect(
      ops({
        resample_rule: '1AS',
        resample_method: 'sum',
        rolling_type: 'cumsum',
        time_compare: ['1 year ago'],
        comparison_type: 'absolute',
        contribution: true,
      }).filter(Boolean),
    ).toEqual(['pivot', 'resample', 'cum', 'compare', 'contribution', 'flatten']);
    const context = buildQuery({
      ...formData,
      time_compare: ['1 year ago'],
      rolling_type: 'mean',
      rolling_periods: 3,
    });
    expect(context.queries[0].time_offsets).toEqual(['1 year ago']);
    parseQueryContext(context);
  });
});
