/** Part-of-a-whole, KPI and ranking types drawn with ECharts: funnel, gauge, radar, treemap, sunburst, rose. */
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import type { ChartTypeCase } from './types.js';

const sum = (column: string) => ({
  expressionType: 'SIMPLE',
  column: { column_name: column },
  aggregate: 'SUM',
  label: `SUM(${column})`,
  hasCustomLabel: false,
  optionName: `metric_sum_${column}`,
});

/** The ECharts element once drawn: its legend names and the number of items it drew. */
async function drawn(chart: Locator): Promise<{ legend: string[]; marks: number }> {
  const echarts = chart.locator('[data-testid="echarts"][data-marks]');
  await echarts.waitFor();
  return {
    legend: JSON.parse((await echarts.getAttribute('data-legend')) ?? '[]') as string[],
    marks: Number(await echarts.getAttribute('data-marks')),
  };
}

const TOP_GENRES = ['Action', 'Sports', 'Misc', 'Role-Playing', 'Shooter'];

export const CASES: ChartTypeCase[] = [
  {
    vizType: 'funnel',
    table: 'video_game_sales',
    params: {
      groupby: ['genre'],
      metric: 'count',
      adhoc_filters: [],
      row_limit: 10,
      sort_by_metric: true,
      percent_calculation_type: 'first_step',
      color_scheme: 'supersetColors',
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      label_type: 'key_percent',
      tooltip_label_type: 'key_value_percent',
      number_format: 'SMART_NUMBER',
      show_labels: true,
      show_tooltip_labels: true,
      time_range: 'No filter',
    },
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      // ten stages, the biggest genres first
      expect(marks).toBe(10);
      expect(legend.slice(0, 5)).toEqual(TOP_GENRES);
    },
    scale: {
      sql: (n) =>
        `SELECT 'stage ' || i AS stage, n_rows - i AS v FROM range(${n}) t(i), (SELECT ${n} AS n_rows)`,
      params: { groupby: ['stage'], metric: sum('v'), row_limit: 50000, sort_by_metric: true },
      unit: 'stages',
      sizes: [10, 100, 1000],
    },
  },
  {
    vizType: 'gauge_chart',
    table: 'video_game_sales',
    params: {
      groupby: ['genre'],
      metric: 'count',
      adhoc_filters: [],
      row_limit: 3,
      sort_by_metric: true,
      color_scheme: 'supersetColors',
      font_size: 15,
      number_format: 'SMART_NUMBER',
      value_formatter: '{value}',
      show_pointer: true,
      animation: false,
      show_progress: true,
      overlap: true,
      split_number: 10,
      start_angle: 225,
      end_angle: -45,
      max_val: 4000,
      intervals: '2000,3000,4000',
      interval_color_indices: '2,3,4',
      time_range: 'No filter',
    },
    check: async (chart) => {
      const { marks } = await drawn(chart);
      // three pointers on one dial: the three biggest genres
      expect(marks).toBe(3);
    },
    scale: {
      sql: (n) => `SELECT 'g' || i AS g, i AS v FROM range(${n}) t(i)`,
      params: { groupby: ['g'], metric: sum('v'), row_limit: 50000, sort_by_metric: true },
      unit: 'pointers',
      sizes: [10, 100, 1000],
    },
  },
  {
    vizType: 'radar',
    table: 'video_game_sales',
    params: {
      groupby: ['genre'],
      metrics: [sum('na_sales'), sum('eu_sales'), sum('jp_sales'), sum('other_sales')],
      adhoc_filters: [],
      row_limit: 5,
      color_scheme: 'supersetColors',
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      show_labels: false,
      label_type: 'value',
      label_position: 'top',
      number_format: 'SMART_NUMBER',
      is_circle: false,
      column_config: {},
      time_range: 'No filter',
    },
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(marks).toBe(5);
      expect([...legend].sort()).toEqual(['Action', 'Misc', 'Platform', 'Shooter', 'Sports']);
    },
    scale: {
      sql: (n) =>
        `SELECT 'g' || i AS g, i AS a, i * 2 AS b, n_rows - i AS c FROM range(${n}) t(i), (SELECT ${n} AS n_rows)`,
      params: { groupby: ['g'], metrics: [sum('a'), sum('b'), sum('c')], row_limit: 50000 },
      unit: 'polygons',
      sizes: [10, 100, 1000],
    },
  },
  {
    vizType: 'treemap_v2',
    table: 'video_game_sales',
    params: {
      groupby: ['genre', 'platform'],
      metric: 'count',
      adhoc_filters: [],
      row_limit: 10000,
      sort_by_metric: true,
      color_scheme: 'supersetColors',
      show_labels: true,
      show_upper_labels: true,
      label_type: 'key_value',
      number_format: 'SMART_NUMBER',
      time_range: 'No filter',
    },
    check: async (chart) => {
      const { marks } = await drawn(chart);
      // the root (the metric), 12 genres and the 293 genre/platform pairs
      expect(marks).toBe(1 + 12 + 293);
    },
    scale: {
      sql: (n) =>
        `SELECT 'g' || (i % 50) AS a, 'leaf ' || i AS b, i + 1 AS v FROM range(${n}) t(i)`,
      params: { groupby: ['a', 'b'], metric: sum('v'), row_limit: 50000, sort_by_metric: true },
      unit: 'leaves',
      sizes: [1000, 10000, 50000],
    },
  },
  {
    vizType: 'sunburst_v2',
    table: 'covid_vaccines',
    params: {
      columns: ['product_category', 'clinical_stage'],
      metric: 'count',
      adhoc_filters: [],
      row_limit: 10000,
      sort_by_metric: true,
      color_scheme: 'supersetColors',
      linear_color_scheme: 'schemeYlOrBr',
      show_labels: true,
      show_labels_threshold: 5,
      show_total: true,
      label_type: 'key',
      number_format: 'SMART_NUMBER',
      time_range: 'No filter',
    },
    check: async (chart) => {
      const { marks } = await drawn(chart);
      // 10 product categories, 38 category/stage pairs
      expect(marks).toBe(10 + 38);
    },
    scale: {
      sql: (n) =>
        `SELECT 'g' || (i % 20) AS a, 'leaf ' || i AS b, i + 1 AS v FROM range(${n}) t(i)`,
      params: { columns: ['a', 'b'], metric: sum('v'), row_limit: 50000, sort_by_metric: true },
      unit: 'leaves',
      sizes: [1000, 10000, 50000],
    },
  },
  {
    vizType: 'rose',
    table: 'birth_names',
    params: {
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metrics: [sum('num')],
      groupby: ['gender'],
      adhoc_filters: [],
      limit: null,
      order_desc: true,
      row_limit: 10000,
      color_scheme: 'supersetColors',
      number_format: 'SMART_NUMBER',
      date_time_format: 'smart_date',
      rich_tooltip: true,
      rose_area_proportion: false,
      rolling_type: 'None',
    },
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      // a wedge per year (1965-2008), boys and girls stacked in each
      expect(legend).toEqual(['boy', 'girl']);
      expect(marks).toBe(44 * 2);
      // a click on a wedge expands its year into a pie of boys and girls; another returns
      const echarts = chart.locator('[data-testid="echarts"]');
      const box = (await echarts.boundingBox())!;
      const centre = { x: box.width / 2 + 25, y: box.height * 0.54 };
      await echarts.click({ position: centre });
      await expect.poll(() => echarts.getAttribute('data-marks')).toBe('2');
      await echarts.click({ position: centre });
      await expect.poll(() => echarts.getAttribute('data-marks')).toBe(String(44 * 2));
    },
    scale: {
      sql: (n) =>
        `SELECT TIMESTAMP '2000-01-01' + INTERVAL (i) DAY AS ds, 'g' || (i % 2) AS g, i AS v FROM range(${n}) t(i)`,
      params: {
        granularity_sqla: 'ds',
        time_grain_sqla: 'P1D',
        time_range: 'No filter',
        metrics: [sum('v')],
        groupby: ['g'],
        row_limit: 50000,
      },
      unit: 'wedges',
      sizes: [100, 1000, 10000],
    },
  },
];
