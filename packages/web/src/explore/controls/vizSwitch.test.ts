import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@tessera/charts';
import { withControlDefaults } from '@tessera/charts';
import { standardizedOf, switchVizType } from './vizSwitch';
import type { ExploreDatasource } from './types';

const ds: ExploreDatasource = {
  id: 3,
  type: 'table',
  database: { id: 1, backend: 'duckdb' },
  name: 'birth_names',
  main_dttm_col: 'ds',
  columns: [
    { column_name: 'ds', is_dttm: true, type: 'TIMESTAMP' },
    { column_name: 'gender', type: 'VARCHAR' },
    { column_name: 'num', type: 'BIGINT' },
  ],
  metrics: [{ metric_name: 'count' }],
  time_grain_sqla: [['P1Y', 'Year']],
};
const sum = {
  expressionType: 'SIMPLE' as const,
  column: { column_name: 'num' },
  aggregate: 'SUM' as const,
  label: 'SUM(num)',
};
const timeFilter = {
  expressionType: 'SIMPLE',
  subject: 'ds',
  operator: 'TEMPORAL_RANGE',
  comparator: 'Last year',
  clause: 'WHERE',
};
const line = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  slice_id: 7,
  metrics: [sum, 'count'],
  groupby: ['gender'],
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  adhoc_filters: [timeFilter],
  row_limit: 500,
  markerEnabled: true,
  color_scheme: 'bnbColors',
} as unknown as QueryFormData;

describe('switching the chart type', () => {
  it('collects metrics and columns from every standard key, once each', () => {
    expect(
      standardizedOf({
        metric: 'count',
        metrics: ['count', sum],
        groupby: ['a'],
        columns: ['a', 'b'],
      }),
    ).toEqual({ metrics: ['count', sum], columns: ['a', 'b'] });
  });

  it('gives a pie the first metric and every column, and its own defaults', () => {
    const pie = switchVizType(line, 'pie', ds);
    expect(pie.viz_type).toBe('pie');
    expect(pie.metric).toEqual(sum);
    expect(pie.groupby).toEqual(['gender']);
    expect(pie.adhoc_filters).toEqual([timeFilter]);
    expect(pie.row_limit).toBe(500);
    expect(pie.slice_id).toBe(7);
    expect(pie.datasource).toBe('3__table');
    // a control of the same name keeps its value; the pie's own ones take their defaults
    expect(pie.color_scheme).toBe('bnbColors');
    expect(pie.show_labels).toBe(true);
    // the line's own controls are gone
    expect('markerEnabled' in pie).toBe(false);
    expect('x_axis' in pie).toBe(false);
    expect('metrics' in pie).toBe(false);
  });

  it('gives a table all metrics and columns in aggregate mode', () => {
    const table = switchVizType(line, 'table', ds);
    expect(table.metrics).toEqual([sum, 'count']);
    expect(table.groupby).toEqual(['gender']);
    expect(table.query_mode).toBe('aggregate');
  });

  it('gives a big number its first metric', () => {
    const big = switchVizType(line, 'big_number_total', ds);
    expect(big.metric).toEqual(sum);
    expect('groupby' in big).toBe(false);
  });

  it('comes back to what the chart had under a type, with public controls from now', () => {
    const memory = new Map([['echarts_timeseries_line', line]]);
    const pie = { ...switchVizType(line, 'pie', ds), row_limit: 50 } as QueryFormData;
    const back = switchVizType(pie, 'echarts_timeseries_line', ds, memory);
    expect(back.markerEnabled).toBe(true);
    expect(back.x_axis).toBe('ds');
    expect(back.row_limit).toBe(50);
    expect(back.metrics).toEqual([sum]);
  });

  it('starts the x-axis of a new timeseries from the time column it had', () => {
    const table = {
      datasource: '3__table',
      viz_type: 'table',
      query_mode: 'aggregate',
      metrics: ['count'],
      groupby: ['gender'],
      granularity_sqla: 'ds',
    } as unknown as QueryFormData;
    const bar = switchVizType(table, 'echarts_timeseries_bar', ds);
    expect(bar.metrics).toEqual(['count']);
    expect(bar.groupby).toEqual(['gender']);
    expect(bar.x_axis).toBe('ds');
  });
});

describe('opening a chart', () => {
  it('fills the controls the form data lacks with their defaults, keeping the rest', () => {
    const opened = withControlDefaults(
      {
        datasource: '3__table',
        viz_type: 'echarts_timeseries_line',
        metrics: ['count'],
        extra_key: 1,
      } as unknown as QueryFormData,
      ds,
    );
    expect(opened.truncate_metric).toBe(true);
    expect(opened.metrics).toEqual(['count']);
    expect(opened.extra_key).toBe(1);
  });
});
