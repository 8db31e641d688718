import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

/** Video Game Sales' "Games per Genre" as the example bundle saves it. */
const GAMES_PER_GENRE: QueryFormData = {
  adhoc_filters: [],
  color_scheme: 'supersetColors',
  datasource: '1559__table',
  granularity_sqla: 'year',
  groupby: ['genre'],
  label_colors: {},
  metric: 'count',
  number_format: 'SMART_NUMBER',
  queryFields: { groupby: 'groupby', metrics: 'metrics' },
  row_limit: null,
  time_range: 'No filter',
  treemap_ratio: 1.618033988749895,
  url_params: {},
  viz_type: 'treemap_v2',
};

describe('treemap_v2 buildQuery', () => {
  it("the example's saved chart: groupby and metric, no row limit", () => {
    const context = buildQuery(GAMES_PER_GENRE);
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({ columns: ['genre'], metrics: ['count'] });
    expect(context.queries[0].row_limit).toBeUndefined();
    parseQueryContext(context);
  });
  it('with a row limit: the metric descending, then the levels', () => {
    const context = buildQuery({
      ...GAMES_PER_GENRE,
      groupby: ['genre', 'platform'],
      row_limit: 10,
      sort_by_metric: true,
    });
    expect(context.queries[0]).toMatchObject({
      row_limit: 10,
      orderby: [
        ['count', false],
        ['genre', true],
        ['platform', true],
      ],
    });
    parseQueryContext(context);
    const unsorted = buildQuery({ ...GAMES_PER_GENRE, row_limit: 10, sort_by_metric: false });
    expect(unsorted.queries[0].orderby).toEqual([['genre', true]]);
  });
});
