import { expect } from 'vitest';
import type { ChartTypeCase } from './types.js';

const sum = (column: string, label = `SUM(${column})`) => ({
  expressionType: 'SIMPLE',
  column: { column_name: column },
  aggregate: 'SUM',
  label,
  hasCustomLabel: false,
  optionName: `metric_${column}`,
});

const noTimeFilter = (subject: string) => ({
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
  expressionType: 'SIMPLE',
});

export const CASES: ChartTypeCase[] = [
  {
    vizType: 'word_cloud',
    // The params of Superset's example chart "Unicode Cloud" (legacy keys as saved there).
    table: 'unicode_test',
    params: {
      granularity_sqla: 'dttm',
      groupby: [],
      limit: '100',
      metric: {
        aggregate: 'SUM',
        column: { column_name: 'value' },
        expressionType: 'SIMPLE',
        label: 'Value',
      },
      rotation: 'square',
      row_limit: 50000,
      series: 'short_phrase',
      since: '100 years ago',
      size_from: '10',
      size_to: '70',
      until: 'now',
      viz_type: 'word_cloud',
    },
    check: async (chart) => {
      const cloud = chart.getByTestId('word-cloud');
      await expect.poll(async () => cloud.locator('text').count()).toBeGreaterThan(10);
      const sizes = await cloud
        .locator('text')
        .evaluateAll((nodes) => nodes.map((n) => parseFloat(n.getAttribute('font-size') ?? '0')));
      // the biggest word is drawn at size_to, the smallest no smaller than size_from
      expect(Math.max(...sizes)).toBeCloseTo(70, 0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
      const rotations = await cloud
        .locator('text')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('transform') ?? ''));
      expect(rotations.every((t) => /rotate\((0|90)\)$/.test(t))).toBe(true);
    },
    scale: {
      sql: (n) => `SELECT 'word' || i AS word, (i % 97) + 1 AS weight FROM range(${n}) t(i)`,
      params: {
        series: 'word',
        metric: sum('weight'),
        adhoc_filters: [],
        row_limit: 1000000,
        sort_by_metric: true,
        size_from: 10,
        size_to: 70,
        rotation: 'square',
        color_scheme: 'supersetColors',
      },
      unit: 'words',
      sizes: [100, 300, 1000, 3000],
    },
  },
  {
    vizType: 'handlebars',
    table: 'birth_names',
    params: {
      query_mode: 'aggregate',
      groupby: ['name'],
      metrics: [sum('num')],
      adhoc_filters: [noTimeFilter('ds')],
      row_limit: 10,
      order_desc: true,
      include_time: false,
      handlebarsTemplate:
        '<h4 class="title">Top names</h4><ol class="data-list">{{#each data}}' +
        '<li onclick="window.__pwned = 1"><b>{{name}}</b>: {{formatNumber [SUM(num)] format=",d"}}</li>' +
        '{{/each}}</ol><script>window.__pwned = 2</script><a href="javascript:void(window.__pwned = 3)">x</a>',
      styleTemplate:
        '@import url("https://example.invalid/a.css");\n' +
        '.data-list li { color: rgb(0, 128, 0); background: url(https://example.invalid/p.png); }\n' +
        'body { font-size: 15px; }',
    },
    check: async (chart) => {
      const box = chart.getByTestId('handlebars');
      await expect.poll(async () => box.locator('ol.data-list li').count()).toBe(10);
      expect(await box.locator('h4.title').textContent()).toBe('Top names');
      const first = await box.locator('ol.data-list li').first().textContent();
      expect(first).toMatch(/^[A-Z][a-z]+: \d{1,3}(,\d{3})+$/);
      // the chart's CSS reaches its own list and nothing else, and loads nothing
      const color = await box
        .locator('li')
        .first()
        .evaluate(
          (n) =>
            (
              globalThis as unknown as { getComputedStyle(e: unknown): { color: string } }
            ).getComputedStyle(n).color,
        );
      expect(color).toBe('rgb(0, 128, 0)');
      const css = await box.locator('style').textContent();
      expect(css).not.toMatch(/url|@import/);
      expect(await chart.page().evaluate('getComputedStyle(document.body).fontSize')).not.toBe(
        '15px',
      );
      // sanitised: no script, no handler, no javascript: link
      expect(await box.locator('script, [onclick]').count()).toBe(0);
      expect(await box.locator('a').first().getAttribute('href')).not.toMatch(/javascript/);
      await box.locator('li').first().click();
      expect(await chart.page().evaluate('window.__pwned')).toBe(undefined);
    },
    scale: {
      sql: (n) => `SELECT 'name' || i AS name, i AS num FROM range(${n}) t(i)`,
      params: {
        query_mode: 'raw',
        all_columns: ['name', 'num'],
        adhoc_filters: [],
        row_limit: 1000000,
        handlebarsTemplate:
          '<ul class="data-list">{{#each data}}<li>{{name}} {{formatNumber num}}</li>{{/each}}</ul>',
        styleTemplate: '.data-list li { color: teal; }',
      },
      unit: 'rows',
      sizes: [100, 1000, 10000, 50000],
    },
  },
  {
    vizType: 'paired_ttest',
    table: 'birth_names',
    params: {
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: [sum('num'), sum('num_girls')],
      adhoc_filters: [noTimeFilter('ds')],
      groupby: ['state'],
      limit: 5,
      order_desc: true,
      contribution: false,
      row_limit: 10000,
      significance_level: 0.05,
      pvalue_precision: 6,
      liftvalue_precision: 4,
    },
    check: async (chart) => {
      const box = chart.getByTestId('paired-ttest');
      await expect.poll(async () => box.locator('table').count()).toBe(2);
      expect(await box.locator('h3').allTextContents()).toEqual(['SUM(num)', 'SUM(num_girls)']);
      const table = box.locator('table').first();
      expect(await table.locator('th').allTextContents()).toEqual([
        'state',
        'p-value',
        'Lift %',
        'Significant',
      ]);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(5);
      expect(await rows.first().locator('td').nth(1).textContent()).toBe('control');
      const p = await rows.nth(1).locator('td').nth(1).textContent();
      expect(p).toMatch(/^(0|1)\.\d{6}$/);
      expect(await rows.nth(1).locator('td').nth(2).textContent()).toMatch(/^-?\d+\.\d{4}$/);
      // a click makes the row the control
      await rows.nth(2).click();
      await expect.poll(async () => rows.nth(2).locator('td').nth(1).textContent()).toBe('control');
      expect(await rows.first().locator('td').nth(1).textContent()).toMatch(/^(0|1)\.\d{6}$/);
    },
    scale: {
      sql: (n) =>
        `SELECT DATE '2000-01-01' + INTERVAL (i % 20) YEAR AS ds, 'group' || (i // 20) AS grp, ` +
        `(i * 7919) % 1000 AS value FROM range(${n}) t(i)`,
      params: {
        granularity_sqla: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: [sum('value')],
        adhoc_filters: [],
        groupby: ['grp'],
        row_limit: 1000000,
        significance_level: 0.05,
        pvalue_precision: 6,
        liftvalue_precision: 4,
      },
      unit: 'rows (20 years per group)',
      sizes: [200, 2000, 20000, 100000],
    },
  },
  {
    vizType: 'time_table',
    table: 'birth_names',
    params: {
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: [sum('num')],
      adhoc_filters: [noTimeFilter('ds')],
      groupby: ['gender'],
      limit: 10,
      column_collection: [
        { key: 'spark1', label: 'Trend', colType: 'spark', width: '220', height: '40' },
        {
          key: 'yoy',
          label: 'YoY',
          colType: 'time',
          timeLag: 1,
          comparisonType: 'perc_change',
          d3format: '+.1%',
          bounds: [-0.1, 0.1],
        },
        { key: 'share', label: 'Share', colType: 'contrib', d3format: '.1%' },
        { key: 'avg5', label: '5y avg', colType: 'avg', timeLag: 5, d3format: ',.0f' },
      ],
      url: '/explore/?gender={{ metric }}',
      row_limit: 10000,
      order_desc: true,
    },
    check: async (chart) => {
      const box = chart.getByTestId('time-table');
      await expect.poll(async () => box.locator('tbody tr').count()).toBe(2);
      expect(await box.locator('th').allTextContents()).toEqual([
        'Group',
        'Trend',
        'YoY',
        'Share',
        '5y avg',
      ]);
      expect(await box.locator('tbody tr td:first-child').allTextContents()).toEqual([
        'boy',
        'girl',
      ]);
      expect(await box.locator('tbody a').first().getAttribute('href')).toBe(
        '/explore/?gender=boy',
      );
      // one sparkline per row, drawn over the years
      expect(await box.locator('svg.sparkline path').count()).toBe(2);
      const d = (await box.locator('svg.sparkline path').first().getAttribute('d')) ?? '';
      expect(d.split('L').length).toBeGreaterThan(10);
      const [yoy, share, avg] = await box
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((tds) => tds.slice(2).map((td) => td.textContent ?? ''));
      expect(yoy).toMatch(/^[+−-]\d+\.\d%$/);
      expect(share).toMatch(/^\d+\.\d%$/);
      expect(avg).toMatch(/^\d{1,3}(,\d{3})*$/);
      const shares = await box
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.children[3]?.textContent ?? ''));
      expect(shares.reduce((a, s) => a + parseFloat(s), 0)).toBeCloseTo(100, 0);
    },
    scale: {
      sql: (n) =>
        `SELECT DATE '2000-01-01' + INTERVAL (i % 20) YEAR AS ds, 'row' || (i // 20) AS grp, ` +
        `(i * 7919) % 1000 AS value FROM range(${n}) t(i)`,
      params: {
        granularity_sqla: 'ds',
        time_grain_sqla: 'P1Y',
        metrics: [sum('value')],
        adhoc_filters: [],
        groupby: ['grp'],
        column_collection: [
          { key: 's', label: 'Trend', colType: 'spark' },
          { key: 't', label: 'Change', colType: 'time', timeLag: 1, comparisonType: 'diff' },
        ],
        row_limit: 1000000,
      },
      unit: 'rows (20 years per table row)',
      sizes: [200, 2000, 20000, 100000],
    },
  },
  {
    vizType: 'pop_kpi',
    table: 'birth_names',
    params: {
      metric: sum('num'),
      adhoc_filters: [
        {
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: '2000-01-01 : 2005-01-01',
          expressionType: 'SIMPLE',
        },
      ],
      time_comparison: 'y',
      row_limit: 10000,
      y_axis_format: 'SMART_NUMBER',
      percentDifferenceFormat: '+,.1%',
      header_font_size: 0.6,
      subheader_font_size: 0.2,
      comparison_color_enabled: true,
      comparison_color_scheme: 'Green',
      show_metric_name: true,
    },
    check: async (chart) => {
      const box = chart.getByTestId('pop-kpi');
      await expect.poll(async () => box.locator('.big-number').textContent()).toMatch(/^\d/);
      expect(await box.locator('.metric-name').textContent()).toBe('SUM(num)');
      expect(await box.locator('.comparison .symbol').allTextContents()).toEqual(['#', '△', '%']);
      const [previous, delta, percent] = await box.locator('.comparison .value').allTextContents();
      expect(previous).toMatch(/^\d+(\.\d+)?[kM]?$/);
      expect(delta).toMatch(/^-?\d+(\.\d+)?[kM]?$/);
      expect(percent).toMatch(/^[+-]\d+\.\d%$/);
      expect(percent).not.toBe('+0.0%');
      // the arrow shows the direction of the change
      const arrow = await box.locator('.arrow').textContent();
      expect(arrow).toBe(percent.startsWith('-') ? '↓' : '↑');
    },
    scale: {
      sql: (n) =>
        `SELECT TIMESTAMP '2000-01-01' + INTERVAL (i % 3650) DAY AS ds, (i * 7919) % 1000 AS value ` +
        `FROM range(${n}) t(i)`,
      params: {
        metric: sum('value'),
        adhoc_filters: [
          {
            clause: 'WHERE',
            subject: 'ds',
            operator: 'TEMPORAL_RANGE',
            comparator: '2005-01-01 : 2010-01-01',
            expressionType: 'SIMPLE',
          },
        ],
        time_comparison: 'r',
        row_limit: 10000,
      },
      unit: 'rows aggregated',
      sizes: [1000, 100000, 1000000],
    },
  },
];
