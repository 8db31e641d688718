import { describe, expect, it } from 'vitest';
import type { DashboardChart, LayoutItem } from '@tessera/core';
import { chartName, chartTitle, titleOverride } from './titleText';

const chart = { id: 1, slice_name: 'Births by state' } as DashboardChart;
const item = (meta: LayoutItem['meta']): LayoutItem => ({
  id: 'CHART-a',
  type: 'CHART',
  children: [],
  meta,
});

describe('chartTitle', () => {
  it('is the override when the layout has one, else the chart’s name', () => {
    expect(chartTitle(chart, item({ chartId: 1, sliceNameOverride: 'Top states' }))).toBe(
      'Top states',
    );
    expect(chartTitle(chart, item({ chartId: 1, sliceNameOverride: '' }))).toBe('Births by state');
    expect(chartTitle(chart, item({ chartId: 1 }))).toBe('Births by state');
  });

  it('falls back to the name the layout remembers', () => {
    const unnamed = { ...chart, slice_name: '' } as DashboardChart;
    expect(chartName(unnamed, item({ chartId: 1, sliceName: 'Old name' }))).toBe('Old name');
  });
});

describe('titleOverride', () => {
  it('is the typed text, trimmed', () => {
    expect(titleOverride('  Top states ', 'Births by state')).toBe('Top states');
  });

  it('is none for an empty text or the chart’s own name', () => {
    expect(titleOverride('', 'Births by state')).toBeUndefined();
    expect(titleOverride('   ', 'Births by state')).toBeUndefined();
    expect(titleOverride('Births by state', 'Births by state')).toBeUndefined();
  });
});
