import { describe, expect, it } from 'vitest';
import { changedFormDataKeys, needsNewQuery } from './renderOnly.js';

const LINE = { datasource: '3__table', viz_type: 'echarts_timeseries_line', metrics: ['count'] };

describe('render-only changes', () => {
  it('render triggers (legend, colours, formats, zoom) need no new query', () => {
    expect(needsNewQuery(LINE, { ...LINE, legendOrientation: 'left', zoomable: true })).toBe(false);
    expect(
      needsNewQuery(LINE, { ...LINE, color_scheme: 'd3Category10', y_axis_format: ',d' }),
    ).toBe(false);
    expect(needsNewQuery(LINE, { ...LINE, label_colors: { boy: '#000' } })).toBe(false);
  });
  it('query controls and a new chart type do', () => {
    expect(needsNewQuery(LINE, { ...LINE, metrics: ['count', 'sum'] })).toBe(true);
    expect(needsNewQuery(LINE, { ...LINE, row_limit: 10 })).toBe(true);
    expect(needsNewQuery(LINE, { ...LINE, viz_type: 'echarts_timeseries_bar' })).toBe(true);
  });
  it('table options are render-only, the query mode is not', () => {
    const table = { datasource: '3__table', viz_type: 'table', groupby: ['name'] };
    expect(needsNewQuery(table, { ...table, include_search: true, page_length: 20 })).toBe(false);
    expect(needsNewQuery(table, { ...table, query_mode: 'raw' })).toBe(true);
    expect(changedFormDataKeys(table, { ...table, include_search: true })).toEqual([
      'include_search',
    ]);
  });
});
