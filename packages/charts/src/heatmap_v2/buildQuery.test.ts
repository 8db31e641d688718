import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

/** An example dashboard's heatmap (Video Game Sales: Popular Genres Across Platforms). */
const formData: QueryFormData = {
  datasource: '64__table',
  viz_type: 'heatmap_v2',
  adhoc_filters: [],
  x_axis: 'platform',
  groupby: 'genre' as unknown as string[],
  granularity_sqla: 'year',
  metric: 'count',
  linear_color_scheme: 'blue_white_yellow',
  normalize_across: 'heatmap_v2',
  row_limit: 10000,
  show_legend: true,
  show_percentage: true,
  show_values: true,
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_asc',
  time_range: 'No filter',
  value_bounds: [null, null],
  y_axis_format: 'SMART_NUMBER',
};

describe('heatmap_v2 buildQuery', () => {
  it('x and y columns, ordered by the axes, and a rank over the whole heatmap', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'platform',
        label: 'platform',
        expressionType: 'SQL',
      },
      'genre',
    ]);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([
      ['platform', true],
      ['genre', true],
    ]);
    expect(query.post_processing).toEqual([{ operation: 'rank', options: { metric: 'count' } }]);
    expect(query.row_limit).toBe(10000);
    parseQueryContext(context);
  });

  it('ranks within x or y when normalizing across one; metric sorts are left to the renderer', () => {
    const acrossX = buildQuery({
      ...formData,
      groupby: ['genre'],
      metric: SUM_NUM,
      normalize_across: 'x',
      sort_x_axis: 'value_desc',
      sort_y_axis: 'alpha_desc',
    }).queries[0];
    expect(acrossX.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'SUM(num)', group_by: 'platform' } },
    ]);
    expect(acrossX.orderby).toEqual([['genre', false]]);
    const acrossY = buildQuery({ ...formData, normalize_across: 'y' }).queries[0];
    expect(acrossY.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'genre' } },
    ]);
  });

  it('a temporal x axis keeps its grain; filters pass through', () => {
    const context = buildQuery({
      ...formData,
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      adhoc_filters: [temporalRange('ds')],
      sort_x_axis: undefined,
      sort_y_axis: undefined,
    });
    const [query] = context.queries;
    expect(query.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', timeGrain: 'P1Y' });
    expect(query.orderby).toEqual([]);
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    parseQueryContext(context);
  });
});
