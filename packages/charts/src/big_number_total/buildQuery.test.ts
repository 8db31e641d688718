import { describe, expect, it } from 'vitest';
import { BASE_QUERY, SUM_NUM, sqlFilter } from '../shared/testing/fixtures.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'big_number_total',
  metric: SUM_NUM,
  adhoc_filters: [
    sqlFilter('HAVING', 'SUM(num) > 10 -- big only'),
    sqlFilter('WHERE', "gender = 'girl'"),
  ],
  subheader: 'girls',
  header_font_size: 0.4,
  subheader_font_size: 0.15,
  y_axis_format: 'SMART_NUMBER',
  time_format: 'smart_date',
  force_timestamp_formatting: false,
  time_range: 'No filter',
};

describe('big_number_total buildQuery', () => {
  it('asks for the one metric, custom SQL filters in WHERE / HAVING', () => {
    const context = buildQuery(formData);
    expect(context).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      result_format: 'json',
      result_type: 'full',
      form_data: formData,
      queries: [
        {
          ...BASE_QUERY,
          time_range: 'No filter',
          filters: [],
          // A clause with a `--` comment gets a newline before its closing parenthesis.
          extras: { having: '(SUM(num) > 10 -- big only\n)', where: "(gender = 'girl')" },
          columns: [],
          metrics: [SUM_NUM],
          timeseries_limit: 0,
          order_desc: true,
        },
      ],
    });
    parseQueryContext(context);
  });

  it('honours force and a saved-query datasource', () => {
    const context = buildQuery({ ...formData, datasource: '12__query', force: true });
    expect(context.datasource).toEqual({ id: 12, type: 'query' });
    expect(context.force).toBe(true);
  });
});
