import { describe, expect, it } from 'vitest';
import { BASE_QUERY } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'pie',
  groupby: ['gender'],
  metric: 'count',
  adhoc_filters: [],
  row_limit: 100,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
  show_labels_threshold: 5,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  label_type: 'key',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
  show_labels: true,
  labels_outside: true,
  outerRadius: 70,
  innerRadius: 30,
  donut: false,
  time_range: 'No filter',
};

describe('pie buildQuery', () => {
  it('groups by the slices, sorted by the metric descending', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        time_range: 'No filter',
        filters: [],
        extras: { having: '', where: '' },
        columns: ['gender'],
        metrics: ['count'],
        orderby: [['count', false]],
        row_limit: 100,
        timeseries_limit: 0,
        order_desc: true,
      },
    ]);
    parseQueryContext(context);
  });

  it('does not order without "Sort by metric"', () => {
    const context = buildQuery({ ...formData, sort_by_metric: false });
    expect(context.queries[0]).not.toHaveProperty('orderby');
  });
});
