import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { drawingBox, tooltipAt } from './echartsPointer.js';
import { setsStartBoundFromKeyboard } from './ganttBounds.js';
import type { ChartTypeCase } from './types.js';

const sum = (column: string, label?: string) => ({
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: column },
  hasCustomLabel: Boolean(label),
  label: label ?? `SUM(${column})`,
  optionName: `metric_${column}`,
});

async function drawn(chart: Locator): Promise<{ legend: string[]; marks: number }> {
  const echarts = chart.locator('[data-testid="echarts"]');
  await expect
    .poll(async () => Number(await echarts.getAttribute('data-marks')))
    .toBeGreaterThan(0);
  return {
    legend: JSON.parse((await echarts.getAttribute('data-legend')) ?? '[]') as string[],
    marks: Number(await echarts.getAttribute('data-marks')),
  };
}

/** Each product line's first day of sales and its sales that day (SMART_NUMBER). */
const HORIZON_FIRST: Record<string, string[]> = {
  'Classic Cars': ['2003-01-29', '15.3k'],
  Motorcycles: ['2003-02-24', '25.8k'],
  Planes: ['2003-02-17', '39.2k'],
  Ships: ['2003-02-11', '20.5k'],
  Trains: ['2003-01-31', '4.93k'],
  'Trucks and Buses': ['2003-01-29', '23.0k'],
  'Vintage Cars': ['2003-01-06', '12.1k'],
};

/** The tooltip at the left and at the right end of the first row (25 px tall). */
async function tooltipsAlongFirstRow(chart: Locator) {
  const { width } = await drawingBox(chart);
  const left = await tooltipAt(chart, 2, 12);
  return { left, right: await tooltipAt(chart, width - 2, 12, left) };
}

/** A time series of n points over `groups` series (n/groups days each), for the legacy time types. */
const daysSql = (n: number, groups: number) =>
  `SELECT TIMESTAMP '2000-01-01' + to_days(CAST(range // ${groups} AS INTEGER)) AS ds, ` +
  `'g' || (range % ${groups}) AS grp, (range * 7919) % 1000 - 300 AS v FROM range(${n})`;

export const CASES: ChartTypeCase[] = [
  {
    // The params of the example "Seasonality of Revenue (per Product Line)".
    vizType: 'horizon',
    table: 'cleaned_sales_data',
    params: {
      adhoc_filters: [],
      granularity_sqla: 'order_date',
      groupby: ['product_line'],
      horizon_color_scale: 'series',
      metrics: [{ ...sum('sales'), label: '(Sales)', hasCustomLabel: false }],
      order_desc: true,
      row_limit: null,
      series_height: '25',
      time_range: 'No filter',
      annotation_layers: [],
    },
    check: async (chart) => {
      const { marks } = await drawn(chart);
      expect(marks).toBe(7); // one row per product line
      // the tooltip tells the series, the time and the value under the pointer: the first
      // row's first point at its left end, a point of its last month at its right end
      const tip = await tooltipsAlongFirstRow(chart);
      expect(Object.keys(HORIZON_FIRST)).toContain(tip.left.title);
      expect(tip.left.cells).toEqual(HORIZON_FIRST[tip.left.title]);
      expect(tip.right.title).toBe(tip.left.title);
      expect(tip.right.cells[0]).toMatch(/^2005-05-\d\d$/);
    },
    scale: {
      sql: (n) => daysSql(n, 50),
      params: {
        granularity_sqla: 'ds',
        groupby: ['grp'],
        metrics: [sum('v')],
        horizon_color_scale: 'series',
        series_height: '25',
        time_range: 'No filter',
        row_limit: 100000,
      },
      unit: 'points',
      sizes: [1000, 10000, 100000],
    },
  },
  {
    vizType: 'time_pivot',
    table: 'cleaned_sales_data',
    params: {
      granularity_sqla: 'order_date',
      time_grain_sqla: 'P1M',
      time_range: 'No filter',
      metric: sum('sales'),
      freq: 'AS',
      adhoc_filters: [],
      show_legend: true,
      line_interpolation: 'linear',
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      x_axis_format: '%b',
      y_axis_format: 'SMART_NUMBER',
    },
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      // one line per year (2003-2005), a point a month on the current year's axis
      expect(legend).toEqual(['-1', '-2', 'current']);
      expect(marks).toBeGreaterThan(24);
    },
    scale: {
      sql: (n) => daysSql(n, 1),
      params: {
        granularity_sqla: 'ds',
        time_range: 'No filter',
        metric: sum('v'),
        freq: 'W-MON',
        row_limit: 100000,
      },
      unit: 'points',
      sizes: [1000, 10000, 100000],
    },
  },
  {
    vizType: 'compare',
    table: 'birth_names',
    params: {
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metrics: [sum('num')],
      groupby: ['gender'],
      adhoc_filters: [],
      limit: 10,
      order_desc: true,
      contribution: false,
      row_limit: 50000,
      show_legend: true,
      x_axis_format: 'smart_date',
      y_axis_format: '.1%',
    },
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(legend).toEqual(['boy', 'girl']);
      expect(marks).toBeGreaterThan(40); // a point a year for each
    },
    scale: {
      sql: (n) => daysSql(n, 10),
      params: {
        granularity_sqla: 'ds',
        time_range: 'No filter',
        metrics: [sum('v')],
        groupby: ['grp'],
        row_limit: 100000,
      },
      unit: 'points',
      sizes: [1000, 10000, 100000],
    },
  },
  {
    vizType: 'bullet',
    table: 'birth_names',
    params: {
      metric: sum('num_boys'),
      adhoc_filters: [],
      time_range: 'No filter',
      ranges: '20000000, 40000000, 60000000',
      range_labels: 'Low, Mid, High',
      markers: '45000000',
      marker_labels: 'Target',
      marker_lines: '55000000',
      marker_line_labels: 'Stretch',
      y_axis_format: 'SMART_NUMBER',
    },
    check: async (chart) => {
      const { marks } = await drawn(chart);
      expect(marks).toBe(6); // three bands, the measure, a marker, a marker line
    },
    scale: {
      sql: (n) => `SELECT 'b' || range AS grp, range AS v FROM range(${n})`,
      params: { metric: sum('v'), groupby: ['grp'], ranges: '100, 1000', row_limit: 100000 },
      unit: 'bullets',
      sizes: [10, 100, 1000],
    },
  },
  {
    vizType: 'para',
    table: 'video_game_sales',
    params: {
      series: 'genre',
      metrics: [sum('na_sales'), sum('eu_sales'), sum('jp_sales')],
      secondary_metric: sum('global_sales'),
      adhoc_filters: [],
      limit: 100,
      show_datatable: false,
      include_series: true,
      linear_color_scheme: 'superset_seq_1',
      time_range: 'No filter',
    },
    check: async (chart) => {
      const { marks } = await drawn(chart);
      expect(marks).toBe(12); // one line per genre
    },
    scale: {
      sql: (n) =>
        `SELECT 'r' || range AS grp, range % 97 AS a, range % 89 AS b, range % 83 AS c FROM range(${n})`,
      params: {
        series: 'grp',
        metrics: [sum('a'), sum('b')],
        secondary_metric: sum('c'),
        limit: 100000,
      },
      unit: 'lines',
      sizes: [100, 1000, 10000],
    },
  },
  {
    vizType: 'gantt_chart',
    table: 'cleaned_sales_data',
    params: {
      start_time: 'order_date',
      end_time: {
        expressionType: 'SQL',
        sqlExpression: 'order_date + to_days(CAST(quantity_ordered AS INTEGER))',
        label: 'delivered',
      },
      y_axis: 'deal_size',
      series: 'product_line',
      subcategories: true,
      tooltip_metrics: [],
      tooltip_columns: ['customer_name'],
      adhoc_filters: [],
      order_by_cols: ['["order_date", true]'],
      row_limit: 60,
      show_legend: true,
      x_axis_time_format: 'smart_date',
    },
    check: async (chart) => {
      const { legend, marks } = await drawn(chart);
      expect(marks).toBe(60); // one bar per row
      expect(legend.length).toBeGreaterThan(1); // product lines
      // the first order of the examples' sales is on 2003-01-06
      await setsStartBoundFromKeyboard(chart, '2003-01-06');
    },
    scale: {
      sql: (n) =>
        `SELECT TIMESTAMP '2000-01-01' + to_days(CAST(range AS INTEGER)) AS s, ` +
        `TIMESTAMP '2000-01-01' + to_days(CAST(range + 5 + range % 20 AS INTEGER)) AS e, ` +
        `'task ' || (range % 200) AS task, 'team ' || (range % 7) AS team FROM range(${n})`,
      params: {
        start_time: 's',
        end_time: 'e',
        y_axis: 'task',
        series: 'team',
        row_limit: 100000,
      },
      unit: 'bars',
      sizes: [1000, 10000, 50000],
    },
  },
];
