import { QueryContext } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { isShownInGallery } from './galleryOrder.js';
import {
  FEATURED_CHARTS,
  GALLERY_ORDER,
  UnknownVizTypeError,
  buildQueryContext,
  chartRegistry,
  galleryVizTypes,
  getChartPlugin,
} from './query.js';
import type { QueryFormData } from './types.js';

const VIZ_TYPES = [
  'table',
  'pivot_table_v2',
  'big_number_total',
  'big_number',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries',
  'mixed_timeseries',
  'pie',
  'funnel',
  'gauge_chart',
  'radar',
  'treemap_v2',
  'sunburst_v2',
  'rose',
  'sankey_v2',
  'graph_chart',
  'tree_chart',
  'chord',
  'partition',
  'box_plot',
  'histogram_v2',
  'heatmap_v2',
  'bubble_v2',
  'bubble',
  'waterfall',
  'horizon',
  'time_pivot',
  'compare',
  'bullet',
  'para',
  'gantt_chart',
  'word_cloud',
  'handlebars',
  'paired_ttest',
  'time_table',
  'pop_kpi',
  'world_map',
  'country_map',
  'cal_heatmap',
  'filter_box',
];

/** The smallest form data a new chart of each type would have. */
const minimal = (vizType: string): QueryFormData => ({
  datasource: '1__table',
  viz_type: vizType,
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['count'],
  metric: 'count',
  metrics_b: ['count'],
  groupby: [],
  groupbyRows: ['gender'],
  adhoc_filters: [],
  row_limit: 100,
  filter_configs: [{ column: 'gender' }],
});

describe('the chart registry', () => {
  it('has every chart type keyed by viz_type', () => {
    expect([...chartRegistry.keys()].sort()).toEqual([...VIZ_TYPES].sort());
    for (const vizType of VIZ_TYPES) expect(getChartPlugin(vizType)?.vizType).toBe(vizType);
  });

  it.each(VIZ_TYPES)(
    '%s: buildQueryContext picks its buildQuery and the server accepts the result',
    (vizType) => {
      const context = buildQueryContext(minimal(vizType));
      expect(context.queries).toHaveLength(chartRegistry.get(vizType)!.metadata.queryObjectCount);
      expect(QueryContext.safeParse(context).success).toBe(true);
    },
  );

  it('an unknown viz_type is a clear error', () => {
    expect(() => buildQueryContext({ datasource: '1__table', viz_type: 'no_such_viz' })).toThrow(
      UnknownVizTypeError,
    );
    expect(() => buildQueryContext({ datasource: '1__table', viz_type: 'no_such_viz' })).toThrow(
      /Unknown chart type \(viz_type\) "no_such_viz"/,
    );
    expect(() => buildQueryContext({ datasource: '1__table' } as unknown as QueryFormData)).toThrow(
      'The form data has no viz_type',
    );
  });

  it('form data without a datasource is a clear error', () => {
    expect(() => buildQueryContext({ viz_type: 'pie' } as unknown as QueryFormData)).toThrow(
      /no datasource/,
    );
  });

  it('every chart has gallery metadata', () => {
    for (const [vizType, { metadata }] of chartRegistry) {
      if (vizType === 'filter_box' || vizType === 'bubble') continue;
      expect(metadata.name, vizType).toBeTruthy();
      expect(metadata.description.length, vizType).toBeGreaterThan(20);
      expect(metadata.thumbnail.startsWith('<svg'), vizType).toBe(true);
      // Superset's charts under "Other" (no category, e.g. handlebars) have no tags either.
      if (metadata.category !== null) expect(metadata.tags.length, vizType).toBeGreaterThan(0);
      expect(metadata.deprecated).toBe(false);
      expect(metadata.useLegacyApi).toBe(false);
      expect(isShownInGallery(metadata)).toBe(true);
    }
    expect(chartRegistry.get('mixed_timeseries')!.metadata.queryObjectCount).toBe(2);
    expect(chartRegistry.get('table')!.metadata.canBeAnnotationTypes).toEqual([
      'EVENT',
      'INTERVAL',
    ]);
    expect(chartRegistry.get('pie')!.metadata.category).toBe('Part of a Whole');
    // the legacy filter box, deprecated as in Superset: hidden from the gallery
    const filterBox = chartRegistry.get('filter_box')!.metadata;
    expect(filterBox).toMatchObject({ name: 'Filter box', category: 'Tools', deprecated: true });
    expect(isShownInGallery(filterBox)).toBe(false);
    // the legacy bubble chart, deprecated as in Superset: hidden from the gallery, still drawn
    const bubble = chartRegistry.get('bubble')!.metadata;
    expect(bubble).toMatchObject({ deprecated: true, label: 'DEPRECATED' });
    expect(isShownInGallery(bubble)).toBe(false);
  });

  it('the gallery hides deprecated charts, native filters and denied keys', () => {
    const { metadata } = chartRegistry.get('pie')!;
    expect(isShownInGallery({ ...metadata, deprecated: true })).toBe(false);
    expect(isShownInGallery({ ...metadata, behaviors: ['NATIVE_FILTER'] })).toBe(false);
    expect(isShownInGallery(metadata, ['pie'], 'pie')).toBe(false);
  });

  it("sorts the gallery by Superset's fixed order, unlisted types after in registration order", () => {
    expect(GALLERY_ORDER.length).toBeGreaterThanOrEqual(45);
    expect(galleryVizTypes()).toEqual([
      'big_number',
      'big_number_total',
      'table',
      'pivot_table_v2',
      'echarts_timeseries_line',
      'echarts_area',
      'echarts_timeseries_bar',
      'echarts_timeseries_scatter',
      'pie',
      'mixed_timeseries',
      'filter_box',
      'time_table',
      'time_pivot',
      'treemap_v2',
      'box_plot',
      'word_cloud',
      'cal_heatmap',
      'rose',
      'bubble',
      'bubble_v2',
      'horizon',
      'compare',
      'partition',
      'graph_chart',
      'world_map',
      'paired_ttest',
      'para',
      'country_map',
      'echarts_timeseries_smooth',
      'echarts_timeseries_step',
      'echarts_timeseries',
      'funnel',
      'gauge_chart',
      'radar',
      'sunburst_v2',
      'sankey_v2',
      'tree_chart',
      'chord',
      'histogram_v2',
      'heatmap_v2',
      'waterfall',
      'bullet',
      'gantt_chart',
      'handlebars',
      'pop_kpi',
    ]);
    for (const key of FEATURED_CHARTS) expect(chartRegistry.has(key)).toBe(true);
  });
});
