/**
 * Distribution and correlation charts (issue 17): box plot, histogram, heatmap, bubble (and
 * the legacy bubble key), waterfall, as Superset's explore saves them.
 */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { ChartTypeCase } from './types.js';

const sqlMetric = (sqlExpression: string) => ({
  expressionType: 'SQL',
  sqlExpression,
  label: sqlExpression,
  hasCustomLabel: false,
});
const simpleMetric = (aggregate: string, column: string, type = 'BIGINT') => ({
  expressionType: 'SIMPLE',
  column: { column_name: column, type },
  aggregate,
  sqlExpression: null,
  hasCustomLabel: false,
  label: `${aggregate}(${column})`,
  optionName: `metric_e2e_${aggregate}_${column}`.toLowerCase(),
});
const noTimeFilter = (subject: string) => [
  {
    clause: 'WHERE',
    subject,
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
    expressionType: 'SIMPLE',
  },
];
const COMMON = { extra_form_data: {}, dashboards: [], color_scheme: 'supersetColors' };

async function drawn(chart: Locator): Promise<{ legend: string[]; marks: number }> {
  const echarts = chart.locator('[data-testid="echarts"]');
  await echarts.locator('canvas, svg').first().waitFor();
  return {
    legend: JSON.parse((await echarts.getAttribute('data-legend')) ?? '[]') as string[],
    marks: Number(await echarts.getAttribute('data-marks')),
  };
}

const bubbleScaleSql = (n: number) =>
  `SELECT 'e' || i AS entity, 'g' || (i % 10) AS grp, i AS a, i % 97 AS b, i % 13 + 1 AS c FROM range(${n}) t(i)`;

/** birth_names' bubbles: one per name (the 100 most given), x births, y average, sized by rows. */
const BIRTHS_BUBBLE = {
  series: 'gender',
  entity: 'name',
  x: simpleMetric('SUM', 'num'),
  y: simpleMetric('AVG', 'num'),
  size: sqlMetric('COUNT(*)'),
};

export const CASES: ChartTypeCase[] = [
  {
    vizType: 'box_plot',
    table: 'birth_names',
    params: {
      ...COMMON,
      adhoc_filters: noTimeFilter('ds'),
      columns: ['state'],
      groupby: ['gender'],
      metrics: [simpleMetric('SUM', 'num')],
      time_grain_sqla: 'P1D',
      temporal_columns_lookup: { ds: true },
      whiskerOptions: 'Tukey',
      x_ticks_layout: 'auto',
      number_format: 'SMART_NUMBER',
      date_format: 'smart_date',
    },
    // one box per gender (each from the 11 states' sums), and their outliers
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(legend).toEqual([]);
      expect(marks).toBeGreaterThanOrEqual(2);
      expect(marks).toBeLessThanOrEqual(2 + 22);
    },
    scale: {
      sql: (n) =>
        `SELECT i AS obs, 'g' || (i % 10) AS grp, (i * 7919) % 10007 AS val FROM range(${n}) t(i)`,
      params: {
        ...COMMON,
        adhoc_filters: [],
        columns: ['obs'],
        groupby: ['grp'],
        metrics: [sqlMetric('SUM(val)')],
        whiskerOptions: 'Tukey',
        row_limit: 100_000,
      },
      unit: 'rows',
      sizes: [1000, 10_000, 100_000],
    },
  },
  {
    vizType: 'histogram_v2',
    table: 'birth_names',
    params: {
      ...COMMON,
      adhoc_filters: noTimeFilter('ds'),
      column: 'num',
      groupby: ['gender'],
      row_limit: 10000,
      bins: 10,
      normalize: false,
      cumulative: false,
      show_value: false,
      show_legend: true,
      x_axis_title: 'Births per name',
      x_axis_format: 'SMART_NUMBER',
      y_axis_title: 'Names',
      y_axis_format: 'SMART_NUMBER',
    },
    // a bar series per gender over the 10 bins
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(legend.sort()).toEqual(['boy', 'girl']);
      expect(marks).toBe(20);
    },
    scale: {
      sql: (n) => `SELECT 'g' || (i % 5) AS grp, (i * 7919) % 10007 AS val FROM range(${n}) t(i)`,
      params: {
        ...COMMON,
        adhoc_filters: [],
        column: 'val',
        groupby: ['grp'],
        bins: 20,
        row_limit: 100_000,
      },
      unit: 'rows',
      sizes: [1000, 10_000, 100_000],
    },
  },
  {
    vizType: 'heatmap_v2',
    table: 'video_game_sales',
    // as the Video Game Sales example dashboard's "Popular Genres Across Platforms"
    params: {
      ...COMMON,
      adhoc_filters: [],
      x_axis: 'platform',
      groupby: 'genre',
      metric: 'count',
      linear_color_scheme: 'blue_white_yellow',
      normalize_across: 'heatmap',
      row_limit: 10000,
      show_legend: true,
      show_percentage: true,
      show_values: true,
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'alpha_asc',
      value_bounds: [null, null],
      y_axis_format: 'SMART_NUMBER',
      xscale_interval: null,
      yscale_interval: null,
      left_margin: 'auto',
      bottom_margin: 'auto',
    },
    // one cell per (platform, genre) pair that has games: 31 platforms x 12 genres, 293 pairs
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(legend).toEqual([]);
      expect(marks).toBe(293);
    },
    scale: {
      sql: (n) => {
        const k = Math.ceil(Math.sqrt(n));
        return `SELECT 'x' || (i % ${k}) AS x, 'y' || (i // ${k}) AS y, i AS v FROM range(${n}) t(i)`;
      },
      params: {
        ...COMMON,
        adhoc_filters: [],
        x_axis: 'x',
        groupby: ['y'],
        metric: sqlMetric('SUM(v)'),
        linear_color_scheme: 'superset_seq_1',
        sort_x_axis: 'alpha_asc',
        sort_y_axis: 'alpha_asc',
        row_limit: 100_000,
      },
      unit: 'cells',
      sizes: [100, 1000, 10_000, 100_000],
    },
  },
  {
    vizType: 'bubble_v2',
    table: 'birth_names',
    params: {
      ...COMMON,
      adhoc_filters: noTimeFilter('ds'),
      ...BIRTHS_BUBBLE,
      orderby: simpleMetric('SUM', 'num'),
      order_desc: true,
      row_limit: 100,
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      max_bubble_size: '25',
      tooltipSizeFormat: 'SMART_NUMBER',
      opacity: 0.6,
      x_axis_label: 'Births',
      xAxisFormat: 'SMART_NUMBER',
      logXAxis: false,
      y_axis_label: 'Average per row',
      y_axis_format: 'SMART_NUMBER',
      logYAxis: false,
      truncateXAxis: false,
      truncateYAxis: false,
      xAxisLabelRotation: 0,
    },
    // the 100 most given names, a series (legend entry) per gender
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(legend.sort()).toEqual(['boy', 'girl']);
      expect(marks).toBe(100);
    },
    scale: {
      sql: bubbleScaleSql,
      params: {
        ...COMMON,
        adhoc_filters: [],
        series: 'grp',
        entity: 'entity',
        x: sqlMetric('SUM(a)'),
        y: sqlMetric('SUM(b)'),
        size: sqlMetric('SUM(c)'),
        max_bubble_size: '25',
        row_limit: 100_000,
      },
      unit: 'bubbles',
      sizes: [100, 1000, 10_000, 100_000],
    },
  },
  {
    vizType: 'bubble',
    table: 'birth_names',
    // the legacy (nvd3) bubble chart's form data, drawn by bubble_v2's renderer
    params: {
      ...COMMON,
      granularity_sqla: 'ds',
      time_range: 'No filter',
      adhoc_filters: [],
      ...BIRTHS_BUBBLE,
      limit: 30,
      max_bubble_size: '50',
      show_legend: true,
      x_axis_label: 'Births',
      left_margin: 'auto',
      x_axis_format: '.3s',
      x_ticks_layout: 'auto',
      x_log_scale: true,
      x_axis_showminmax: false,
      y_axis_label: 'Average per row',
      bottom_margin: 'auto',
      y_axis_format: '.3s',
      y_log_scale: false,
      y_axis_showminmax: false,
    },
    // `limit` is the number of bubbles
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(legend.length).toBeGreaterThanOrEqual(1);
      expect(legend.every((name) => name === 'boy' || name === 'girl')).toBe(true);
      expect(marks).toBe(30);
    },
    scale: {
      sql: bubbleScaleSql,
      params: {
        ...COMMON,
        adhoc_filters: [],
        series: 'grp',
        entity: 'entity',
        x: sqlMetric('SUM(a)'),
        y: sqlMetric('SUM(b)'),
        size: sqlMetric('SUM(c)'),
        max_bubble_size: '25',
        limit: 100_000,
      },
      unit: 'bubbles',
      sizes: [100, 1000, 10_000, 100_000],
    },
  },
  {
    vizType: 'waterfall',
    table: 'birth_names',
    // the yearly change of (boys - girls) births, 1965 to 2008, and the total
    params: {
      ...COMMON,
      adhoc_filters: noTimeFilter('ds'),
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      groupby: [],
      metric: sqlMetric('SUM(num_boys) - SUM(num_girls)'),
      row_limit: 10000,
      show_value: false,
      show_legend: true,
      x_axis_label: '',
      x_axis_time_format: 'smart_date',
      x_ticks_layout: 'auto',
      y_axis_label: 'Boys minus girls',
      y_axis_format: 'SMART_NUMBER',
    },
    // 44 years and a total, each a stack of assist, increase, decrease and total items
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(legend).toEqual(['Increase', 'Decrease', 'Total']);
      expect(marks).toBe(45 * 4);
    },
    scale: {
      sql: (n) =>
        `SELECT 'c' || lpad(i::VARCHAR, 7, '0') AS cat, (i % 7) - 3 AS v FROM range(${n}) t(i)`,
      params: {
        ...COMMON,
        adhoc_filters: [],
        x_axis: 'cat',
        groupby: [],
        metric: sqlMetric('SUM(v)'),
        row_limit: 100_000,
      },
      unit: 'bars',
      sizes: [100, 1000, 10_000, 100_000],
    },
  },
];
