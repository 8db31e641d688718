import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'box_plot',
  columns: ['state'],
  groupby: ['gender'],
  metrics: [SUM_NUM],
  adhoc_filters: [temporalRange('ds')],
  whiskerOptions: 'Tukey',
  x_ticks_layout: 'auto',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
  color_scheme: 'supersetColors',
  temporal_columns_lookup: { ds: true },
  time_grain_sqla: 'P1D',
};

describe('box_plot buildQuery', () => {
  it('groups by the distribution columns and the series, then a Tukey boxplot per series', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['state', 'gender']);
    expect(query.series_columns).toEqual(['gender']);
    expect(query.metrics).toEqual([SUM_NUM]);
    expect(query.post_processing).toEqual([
      {
        operation: 'boxplot',
        options: { whisker_type: 'tukey', groupby: ['gender'], metrics: ['SUM(num)'] },
      },
    ]);
    parseQueryContext(context);
  });

  it('whisker options: min/max and percentiles', () => {
    const minMax = buildQuery({ ...formData, whiskerOptions: 'Min/max (no outliers)' });
    expect(minMax.queries[0].post_processing?.[0]?.options).toMatchObject({
      whisker_type: 'min/max',
    });
    const pct = buildQuery({ ...formData, whiskerOptions: '9/91 percentiles' });
    expect(pct.queries[0].post_processing?.[0]?.options).toMatchObject({
      whisker_type: 'percentile',
      percentiles: [9, 91],
    });
    parseQueryContext(pct);
  });

  it('a temporal distribution column is cut at the grain; none falls back to the time column', () => {
    const temporal = buildQuery({ ...formData, columns: ['ds'] }).queries[0];
    expect(temporal.columns?.[0]).toEqual({
      timeGrain: 'P1D',
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
    });
    const legacy = buildQuery({
      ...formData,
      columns: [],
      groupby: [],
      granularity_sqla: 'ds',
    }).queries[0];
    expect(legacy.columns).toEqual(['ds']);
    expect(legacy.post_processing?.[0]?.options).toMatchObject({ groupby: [] });
  });
});
