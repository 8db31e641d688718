import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { clickAndRedraw, drawingBox, tooltipAt } from './echartsPointer.js';
import type { ChartTypeCase } from './types.js';

/** The ECharts drawing once its shapes have loaded (a map waits for its chunk first). */
async function drawn(chart: Locator) {
  const echarts = chart.locator('[data-testid="echarts"][data-marks]:not([data-drawing])');
  await echarts.waitFor();
  return {
    marks: Number(await echarts.getAttribute('data-marks')),
    legend: JSON.parse((await echarts.getAttribute('data-legend')) ?? '[]') as string[],
    echarts,
  };
}

const COUNT_OF = (column: string) => ({
  aggregate: 'COUNT',
  column: { column_name: column },
  expressionType: 'SIMPLE',
  hasCustomLabel: false,
  label: `COUNT(${column})`,
  optionName: `metric_count_${column}`,
});
const SUM_V = {
  aggregate: 'SUM',
  column: { column_name: 'v' },
  expressionType: 'SIMPLE',
  hasCustomLabel: false,
  label: 'SUM(v)',
  optionName: 'metric_sum_v',
};

const CCA3 = [
  'USA',
  'CAN',
  'MEX',
  'BRA',
  'ARG',
  'CHL',
  'PER',
  'COL',
  'FRA',
  'DEU',
  'ESP',
  'ITA',
  'GBR',
  'POL',
  'SWE',
  'NOR',
  'FIN',
  'RUS',
  'UKR',
  'TUR',
  'EGY',
  'NGA',
  'KEN',
  'ZAF',
  'ETH',
  'IND',
  'CHN',
  'JPN',
  'KOR',
  'IDN',
  'AUS',
  'NZL',
  'SAU',
  'IRN',
  'PAK',
  'THA',
  'VNM',
  'PHL',
  'MYS',
  'MAR',
];

export const CASES: ChartTypeCase[] = [
  {
    // Superset's example "Vaccine Candidates per Country" (COVID Vaccines dashboard).
    vizType: 'world_map',
    table: 'covid_vaccines',
    params: {
      adhoc_filters: [],
      color_picker: { a: 1, b: 135, g: 122, r: 0 },
      country_fieldtype: 'name',
      entity: 'country_name',
      linear_color_scheme: 'schemeYlOrBr',
      max_bubble_size: '25',
      metric: 'count',
      row_limit: 10000,
      secondary_metric: COUNT_OF('country_name'),
      show_bubbles: true,
      time_range: 'No filter',
      url_params: {},
      viz_type: 'world_map',
    },
    check: async (chart) => {
      const { marks, legend } = await drawn(chart);
      // a country and a bubble for each of the (about 30) countries with candidates
      expect(marks).toBeGreaterThanOrEqual(40);
      expect(legend).toEqual([]);
      expect(await chart.locator('canvas').count()).toBeGreaterThan(0);
    },
    scale: {
      sql: (n) =>
        `SELECT (${JSON.stringify(CCA3).replaceAll('"', "'")})[1 + i % ${CCA3.length}] AS code, ` +
        `i AS v FROM range(${n}) t(i)`,
      params: {
        entity: 'code',
        country_fieldtype: 'cca3',
        metric: SUM_V,
        secondary_metric: SUM_V,
        show_bubbles: true,
        row_limit: 1000000,
        adhoc_filters: [],
      },
      unit: 'rows',
      sizes: [1000, 100000, 1000000],
    },
  },
  {
    // Superset's example "Birth in France by department in 2016".
    vizType: 'country_map',
    table: 'birth_france_by_region',
    params: {
      adhoc_filters: [],
      entity: 'DEPT_ID',
      linear_color_scheme: 'superset_seq_1',
      metric: 'avg__2004',
      number_format: '.3s',
      select_country: 'france',
      time_range: 'No filter',
      viz_type: 'country_map',
    },
    check: async (chart) => {
      const { marks, legend } = await drawn(chart);
      // 96 metropolitan departments in the map and in the data
      expect(marks).toBeGreaterThanOrEqual(90);
      expect(legend).toEqual([]);
      // hovering a department tells its name and metric; a click on it zooms into it (it
      // fills the map, under the pointer at the centre), a second click zooms back out
      const { width, height } = await drawingBox(chart);
      const [cx, cy] = [width / 2, height / 2];
      const west = cx - Math.min(width, height) / 5;
      const centre = await tooltipAt(chart, cx, cy);
      const clicked = await tooltipAt(chart, west, cy, centre);
      expect(clicked.title).not.toMatch(/^FR-|^$/);
      expect(clicked.cells[0]).toBe('avg__2004');
      expect(clicked.cells[1]).toMatch(/\d/);
      await clickAndRedraw(chart, west, cy);
      const zoomed = await tooltipAt(chart, cx, cy, centre);
      expect(zoomed.title).toBe(clicked.title);
      await clickAndRedraw(chart, cx, cy);
      expect((await tooltipAt(chart, cx + 1, cy + 1, zoomed)).title).toBe(centre.title);
    },
    scale: {
      sql: (n) =>
        `SELECT 'FR-' || lpad(CAST(1 + i % 95 AS VARCHAR), 2, '0') AS code, i AS v ` +
        `FROM range(${n}) t(i)`,
      params: {
        entity: 'code',
        metric: SUM_V,
        select_country: 'france',
        adhoc_filters: [],
        row_limit: 1000000,
      },
      unit: 'rows',
      sizes: [1000, 100000, 1000000],
    },
  },
  {
    vizType: 'cal_heatmap',
    table: 'random_time_series',
    params: {
      adhoc_filters: [
        {
          clause: 'WHERE',
          comparator: '2017-01-01 : 2018-01-01',
          expressionType: 'SIMPLE',
          operator: 'TEMPORAL_RANGE',
          subject: 'ds',
        },
      ],
      granularity_sqla: 'ds',
      time_range: '2017-01-01 : 2018-01-01',
      domain_granularity: 'year',
      subdomain_granularity: 'day',
      metrics: ['count'],
      linear_color_scheme: 'schemeRdYlBu',
      cell_size: 10,
      cell_padding: 2,
      cell_radius: 0,
      steps: 10,
      y_axis_format: 'SMART_NUMBER',
      x_axis_time_format: 'smart_date',
      show_legend: true,
      show_values: false,
      show_metric_name: true,
      viz_type: 'cal_heatmap',
    },
    check: async (chart) => {
      const { marks } = await drawn(chart);
      // a cell for most days of 2017 (random timestamps, a few hundred a year)
      expect(marks).toBeGreaterThan(100);
      expect(marks).toBeLessThanOrEqual(366);
    },
    scale: {
      sql: (n) =>
        `SELECT TIMESTAMP '2000-01-01' + INTERVAL (i) DAY AS ds, i % 97 AS v FROM range(${n}) t(i)`,
      params: {
        granularity_sqla: 'ds',
        time_range: 'No filter',
        domain_granularity: 'year',
        subdomain_granularity: 'day',
        metrics: [SUM_V],
        adhoc_filters: [],
      },
      unit: 'cells',
      sizes: [365, 3650, 36500],
    },
  },
];
