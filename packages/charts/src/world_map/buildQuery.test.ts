import { describe, expect, it } from 'vitest';
import { COUNT_STAR, SUM_NUM, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';
import { needsNewQuery } from '../renderOnly.js';

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

describe('map and calendar controls that only change the drawing', () => {
  it('need no new query', () => {
    const base = { datasource: '1__table', metric: 'count' };
    expect(
      needsNewQuery(
        { ...base, viz_type: 'world_map', country_fieldtype: 'cca2', color_by: 'metric' },
        { ...base, viz_type: 'world_map', country_fieldtype: 'name', color_by: 'country' },
      ),
    ).toBe(false);
    expect(
      needsNewQuery(
        { ...base, viz_type: 'world_map', show_bubbles: false, max_bubble_size: '25' },
        { ...base, viz_type: 'world_map', show_bubbles: true, max_bubble_size: '50' },
      ),
    ).toBe(false);
    expect(
      needsNewQuery(
        { ...base, viz_type: 'country_map', select_country: 'france' },
        { ...base, viz_type: 'country_map', select_country: 'usa' },
      ),
    ).toBe(false);
    expect(
      needsNewQuery(
        { ...base, viz_type: 'cal_heatmap', domain_granularity: 'month', cell_size: 10 },
        { ...base, viz_type: 'cal_heatmap', domain_granularity: 'year', cell_size: 14 },
      ),
    ).toBe(false);
    // the subdomain is the query's grain
    expect(
      needsNewQuery(
        { ...base, viz_type: 'cal_heatmap', subdomain_granularity: 'day' },
        { ...base, viz_type: 'cal_heatmap', subdomain_granularity: 'week' },
      ),
    ).toBe(true);
    expect(
      needsNewQuery(
        { ...base, viz_type: 'world_map', entity: 'a' },
        { ...base, viz_type: 'world_map', entity: 'b' },
      ),
    ).toBe(true);
  });
});
