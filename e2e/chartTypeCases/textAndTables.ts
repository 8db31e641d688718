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
];
