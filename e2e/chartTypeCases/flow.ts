import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { clickAndRedraw, drawingBox, tooltipAt, type TooltipSeen } from './echartsPointer.js';
import type { ChartTypeCase } from './types.js';

/** An adhoc SUM metric as explore saves it. */
const sum = (column: string, type = 'DOUBLE') => ({
  expressionType: 'SIMPLE',
  column: { column_name: column, type },
  aggregate: 'SUM',
  label: `SUM(${column})`,
  hasCustomLabel: false,
  optionName: `metric_sum_${column}`,
});

const echarts = (chart: Locator) => chart.locator('[data-testid="echarts"]');
const marks = async (chart: Locator) => Number(await echarts(chart).getAttribute('data-marks'));
const legend = async (chart: Locator) =>
  JSON.parse((await echarts(chart).getAttribute('data-legend')) ?? '[]') as string[];

/** The energy_usage flows: 41 distinct sources and targets, 85 links, no cycle. */
const ENERGY = { nodes: 41, links: 85 };

export const CASES: ChartTypeCase[] = [
  {
    vizType: 'sankey_v2',
    table: 'energy_usage',
    params: {
      source: 'source',
      target: 'target',
      metric: sum('value'),
      adhoc_filters: [],
      row_limit: 10000,
      sort_by_metric: true,
      color_scheme: 'supersetColors',
    },
    check: async (chart) => {
      expect(await marks(chart)).toBe(ENERGY.nodes + ENERGY.links);
      expect(await legend(chart)).toEqual([]);
    },
    scale: {
      sql: (n) =>
        `SELECT 'source ' || (i % 100) AS source, 'target ' || i AS target, i + 1 AS value FROM range(${n}) t(i)`,
      params: {
        source: 'source',
        target: 'target',
        metric: sum('value', 'BIGINT'),
        row_limit: 1000000,
      },
      unit: 'links',
      sizes: [100, 1000, 5000, 20000],
    },
  },
  {
    vizType: 'graph_chart',
    table: 'energy_usage',
    params: {
      source: 'source',
      target: 'target',
      metric: sum('value'),
      adhoc_filters: [],
      row_limit: 10000,
      layout: 'force',
      roam: true,
      draggable: false,
      selectedMode: 'single',
      showSymbolThreshold: 0,
      repulsion: 1000,
      gravity: 0.3,
      edgeSymbol: 'none,arrow',
      edgeLength: 400,
      baseEdgeWidth: 3,
      baseNodeSize: 20,
      friction: 0.2,
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      color_scheme: 'supersetColors',
    },
    check: async (chart) => {
      expect(await marks(chart)).toBe(ENERGY.nodes + ENERGY.links);
      expect(await legend(chart)).toEqual([]);
    },
    scale: {
      sql: (n) => {
        const nodes = Math.max(2, Math.ceil(n / 5));
        return `SELECT 'node ' || (i % ${nodes}) AS source, 'node ' || ((i * 7 + 1) % ${nodes}) AS target, i + 1 AS value FROM range(${n}) t(i)`;
      },
      params: {
        source: 'source',
        target: 'target',
        metric: sum('value', 'BIGINT'),
        row_limit: 1000000,
        layout: 'force',
      },
      unit: 'edges',
      sizes: [100, 1000, 5000, 20000],
    },
  },
  {
    vizType: 'tree_chart',
    table: 'cleaned_sales_data',
    params: {
      id: 'city',
      parent: 'country',
      name: 'city',
      root_node_id: '',
      metric: sum('sales'),
      adhoc_filters: [],
      row_limit: 10000,
      layout: 'orthogonal',
      orient: 'LR',
      node_label_position: 'left',
      child_label_position: 'bottom',
      emphasis: 'descendant',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: true,
    },
    // 73 cities under their 19 countries, under one "All" root; Singapore, a city and its
    // own country, is one top node
    check: async (chart) => {
      expect(await marks(chart)).toBe(1 + 19 + 73 - 1);
    },
    scale: {
      sql: (n) =>
        `SELECT i AS id, CASE WHEN i = 0 THEN NULL ELSE (i - 1) // 5 END AS parent, 'node ' || i AS name, 1 AS value FROM range(${n}) t(i)`,
      params: {
        id: 'id',
        parent: 'parent',
        name: 'name',
        metric: sum('value', 'INTEGER'),
        row_limit: 1000000,
      },
      unit: 'nodes',
      sizes: [100, 1000, 5000, 20000],
    },
  },
  {
    vizType: 'chord',
    // the example dashboards' "Cross Channel Relationship", as Superset saved it
    table: 'users_channels-uzooNNtSRO',
    params: {
      adhoc_filters: [],
      color_scheme: 'supersetColors',
      columns: 'channel_2',
      groupby: 'channel_1',
      label_colors: {},
      metric: {
        aggregate: 'SUM',
        column: { column_name: 'cnt', type: 'INT' },
        expressionType: 'SIMPLE',
        hasCustomLabel: false,
        isNew: false,
        label: 'SUM(cnt)',
        optionName: 'metric_i1djbl8i2y_2vdl690dkyu',
        sqlExpression: null,
      },
      queryFields: { columns: 'groupby', groupby: 'groupby', metric: 'metrics' },
      row_limit: 1000,
      time_range: 'No filter',
      y_axis_format: 'SMART_NUMBER',
    },
    // 30 channels (arcs), 435 pairs of channels sharing members (ribbons)
    check: async (chart) => {
      expect(await marks(chart)).toBe(30 + 435);
    },
    scale: {
      sql: (n) => {
        const k = Math.max(2, Math.ceil(Math.sqrt(n)));
        return `SELECT 'channel ' || (i % ${k}) AS a, 'channel ' || ((i // ${k}) % ${k}) AS b, i + 1 AS v FROM range(${n}) t(i)`;
      },
      params: { groupby: 'a', columns: 'b', metric: sum('v', 'BIGINT'), row_limit: 1000000 },
      unit: 'pairs',
      sizes: [100, 1000, 10000, 40000],
    },
  },
  {
    vizType: 'partition',
    table: 'birth_names',
    params: {
      groupby: ['gender', 'state'],
      metrics: ['sum__num'],
      adhoc_filters: [],
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      time_series_option: 'not_time',
      order_desc: true,
      row_limit: 10000,
      color_scheme: 'supersetColors',
      number_format: 'SMART_NUMBER',
      date_time_format: 'smart_date',
      partition_limit: '3',
      partition_threshold: '0.05',
      log_scale: false,
      equal_date_size: true,
      rich_tooltip: true,
    },
    // the metric, the two genders, the three largest states of each
    check: async (chart) => {
      expect(await marks(chart)).toBe(1 + 2 + 3 * 2);
      // a click on the upper gender zooms into it: it fills the chart's height, down to the
      // bottom where the lower one was; a click on the strip at the left zooms back out
      const { width, height } = await drawingBox(chart);
      const genderAtBottom = async (unlike?: TooltipSeen) => {
        const seen = await tooltipAt(chart, width / 2, height - 5, unlike);
        return { seen, gender: seen.cells.find((cell) => cell === 'boy' || cell === 'girl') };
      };
      const lower = await genderAtBottom();
      expect(lower.gender).toBeDefined();
      await clickAndRedraw(chart, width / 2, 5);
      const upper = await genderAtBottom(lower.seen);
      expect(upper.gender).toBeDefined();
      expect(upper.gender).not.toBe(lower.gender);
      await clickAndRedraw(chart, 10, height / 2);
      expect((await genderAtBottom(upper.seen)).gender).toBe(lower.gender);
    },
    scale: {
      sql: (n) =>
        `SELECT 'group ' || (i % 20) AS g1, 'leaf ' || i AS g2, i + 1 AS v FROM range(${n}) t(i)`,
      params: {
        groupby: ['g1', 'g2'],
        metrics: [sum('v', 'BIGINT')],
        partition_limit: '0',
        partition_threshold: '0',
        row_limit: 1000000,
      },
      unit: 'leaves',
      sizes: [100, 1000, 10000, 50000],
    },
  },
];
