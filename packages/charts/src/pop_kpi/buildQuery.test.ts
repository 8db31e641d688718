import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, inFilter, temporalRange } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';
import { comparisonOffset } from './offsets.js';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'pop_kpi',
  metric: SUM_NUM,
  adhoc_filters: [temporalRange('ds', '2000-01-01 : 2005-01-01'), inFilter('gender', ['boy'])],
  time_comparison: 'y',
  row_limit: 10000,
  y_axis_format: 'SMART_NUMBER',
  header_font_size: 0.2,
  subheader_font_size: 0.125,
  comparison_color_enabled: false,
  comparison_color_scheme: 'Green',
};

describe('pop_kpi buildQuery', () => {
  it('the metric over the range, compared through time_offsets on the range’s column', () => {
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      {
        ...BASE_QUERY,
        granularity: 'ds',
        time_range: '2000-01-01 : 2005-01-01',
        filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
        extras: { having: '', where: '' },
        columns: [],
        metrics: [SUM_NUM],
        row_limit: 10000,
        timeseries_limit: 0,
        order_desc: true,
        time_offsets: ['1 year ago'],
      },
    ]);
    parseQueryContext(context);
  });
  it('the comparison choices', () => {
    const offset = (fd: Partial<QueryFormData>) => comparisonOffset({ ...formData, ...fd });
    expect(offset({ time_comparison: 'm' })).toBe('1 month ago');
    expect(offset({ time_comparison: 'w' })).toBe('1 week ago');
    expect(offset({ time_comparison: 'r' })).toBe('inherit');
    expect(offset({ time_comparison: 'inherit' })).toBe('inherit');
    expect(offset({ time_comparison: undefined })).toBe('inherit');
    expect(
      offset({
        time_comparison: 'c',
        adhoc_custom: [temporalRange('ds', '1990-01-01 : 1995-01-01')],
      }),
    ).toBe('1990-01-01 : 1995-01-01');
    expect(offset({ time_comparison: 'c' })).toBeUndefined();
    expect(offset({ time_compare: ['2 years ago'] })).toBe('2 years ago');
    expect(offset({ time_compare: 'custom', start_date_offset: '1999-01-01' })).toBe('1999-01-01');
  });
  it("a dashboard's time filter moves the range compared", () => {
    const [query] = buildQuery({
      ...formData,
      extra_form_data: { time_range: 'Last year' },
    }).queries;
    expect(query.time_range).toBe('Last year');
    expect(query.granularity).toBe('ds');
    expect(query.time_offsets).toEqual(['1 year ago']);
  });
  it('no time range, nothing to compare: no offsets', () => {
    const [query] = buildQuery({ ...formData, adhoc_filters: [temporalRange('ds')] }).queries;
    expect(query.time_offsets).toEqual([]);
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
  });
});
