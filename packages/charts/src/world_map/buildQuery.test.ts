import { describe, expect, it } from 'vitest';
import { COUNT_STAR, SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

/** The "Vaccine Candidates per Country" example's form data (Superset's examples). */
const formData: QueryFormData = {
  datasource: '14__table',
  viz_type: 'world_map',
  entity: 'country_name',
  country_fieldtype: 'name',
  metric: 'count',
  secondary_metric: COUNT_STAR,
  adhoc_filters: [],
  row_limit: 10000,
  show_bubbles: true,
  max_bubble_size: '25',
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  linear_color_scheme: 'schemeYlOrBr',
  time_range: 'No filter',
};

describe('world_map buildQuery', () => {
  it('groups by the country column with the colour and bubble metrics', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['country_name']);
    expect(query.metrics).toEqual(['count', COUNT_STAR]);
    expect(query.row_limit).toBe(10000);
    expect(query).not.toHaveProperty('orderby');
    parseQueryContext(context);
  });

  it('asks a bubble metric equal to the colour metric once, and orders under "Sort by metric"', () => {
    const context = buildQuery({
      ...formData,
      metric: SUM_NUM,
      secondary_metric: { ...SUM_NUM, optionName: 'other' },
      sort_by_metric: true,
      adhoc_filters: [temporalRange('ds', 'Last year')],
    });
    const [query] = context.queries;
    expect(query.metrics).toEqual([SUM_NUM]);
    expect(query.orderby).toEqual([[SUM_NUM, false]]);
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }]);
    parseQueryContext(context);
  });

  it('without a bubble metric or a country column', () => {
    const [query] = buildQuery({ ...formData, secondary_metric: null, entity: null }).queries;
    expect(query.metrics).toEqual(['count']);
    expect(query.columns).toEqual([]);
  });
});
