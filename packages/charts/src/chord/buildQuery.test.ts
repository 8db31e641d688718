import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

/** The example dashboards' "Cross Channel Relationship" chart, as saved by Superset. */
const SUM_CNT = {
  aggregate: 'SUM',
  column: { column_name: 'cnt', type: 'INT' },
  expressionType: 'SIMPLE',
  hasCustomLabel: false,
  label: 'SUM(cnt)',
  optionName: 'metric_i1djbl8i2y_2vdl690dkyu',
  sqlExpression: null,
};
const formData = {
  adhoc_filters: [],
  color_scheme: 'supersetColors',
  columns: 'channel_2',
  datasource: '59__table',
  groupby: 'channel_1',
  label_colors: {},
  metric: SUM_CNT,
  queryFields: { columns: 'groupby', groupby: 'groupby', metric: 'metrics' },
  row_limit: 1000,
  time_range: 'No filter',
  viz_type: 'chord',
  y_axis_format: 'SMART_NUMBER',
} as unknown as QueryFormData;

describe('chord buildQuery', () => {
  it('source and target (saved as names) as columns, the metric, the row limit', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['channel_1', 'channel_2']);
    expect(query.metrics).toEqual([SUM_CNT]);
    expect(query.row_limit).toBe(1000);
    expect(query).not.toHaveProperty('orderby');
    parseQueryContext(context);
  });
  it('lists as saved by newer builds, ordered by the metric when sorting', () => {
    const context = buildQuery({
      ...formData,
      groupby: ['channel_1'] as string[],
      columns: ['channel_2'],
      sort_by_metric: true,
    });
    expect(context.queries[0].columns).toEqual(['channel_1', 'channel_2']);
    expect(context.queries[0].orderby).toEqual([[SUM_CNT, false]]);
  });
});
