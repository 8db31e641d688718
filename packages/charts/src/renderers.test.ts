import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { chartRegistry } from './registry.js';
import {
  chartRenderers,
  hasChartRenderer,
  loadChartRenderer,
  renderChart,
  type AnyChartRenderer,
} from './renderers.js';
import { chartProps, queryResult, utc } from './shared/testing/chartProps.js';
import { SUM_NUM } from './shared/testing/fixtures.js';

const TIMESERIES = queryResult(
  [
    { ds: utc('2020-01-01'), boy: 1, girl: 2 },
    { ds: utc('2020-01-02'), boy: 3, girl: 4 },
  ],
  ['ds'],
);

describe('renderers', () => {
  it('every registered chart type has a lazily loaded renderer', async () => {
    expect(Object.keys(chartRenderers).sort()).toEqual([...chartRegistry.keys()].sort());
    for (const vizType of chartRegistry.keys()) {
      const renderer = await loadChartRenderer(vizType);
      expect(typeof renderer?.transformProps).toBe('function');
      expect(renderer?.Chart).toBeTruthy();
    }
    expect(hasChartRenderer('no_such_viz')).toBe(false);
    expect(loadChartRenderer('no_such_viz')).toBeUndefined();
    // (it imports every renderer with ECharts, d3 and the maps: seconds on a loaded machine)
  }, 60_000);

  it("a viz type's renderer is loaded once: the same object at every call", async () => {
    const first = await loadChartRenderer('pie');
    expect(await loadChartRenderer('pie')).toBe(first);
    expect(loadChartRenderer('pie')).toBe(loadChartRenderer('pie'));
  });

  it('a renderer that failed to load is loaded again at the next call', async () => {
    vi.resetModules();
    const fresh = await import('./renderers.js');
    const loaders = fresh.chartRenderers as Record<string, () => Promise<AnyChartRenderer>>;
    const spy = vi.spyOn(loaders, 'big_number').mockRejectedValueOnce(new Error('offline'));
    await expect(fresh.loadChartRenderer('big_number')).rejects.toThrow('offline');
    expect(fresh.loadedChartRenderer('big_number')).toBeUndefined();
    const renderer = await fresh.loadChartRenderer('big_number');
    expect(typeof renderer?.transformProps).toBe('function');
    expect(fresh.loadedChartRenderer('big_number')).toBe(renderer);
    expect(await fresh.loadChartRenderer('big_number')).toBe(renderer);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('the table renders its headers, cells and summary', async () => {
    const renderer = (await loadChartRenderer('table'))!;
    const html = renderToString(
      renderChart(
        renderer,
        chartProps(
          {
            viz_type: 'table',
            groupby: ['name'],
            metrics: [SUM_NUM],
            show_totals: true,
            include_search: true,
          },
          [queryResult([{ name: 'Aaron', 'SUM(num)': 1234 }]), queryResult([{ 'SUM(num)': 1234 }])],
        ),
      ),
    );
    expect(html).toContain('SUM(num)');
    expect(html).toContain('1.23k');
    expect(html).toContain('Summary');
    expect(html).toContain('aria-label="Search"');
  });

  it('the pivot table and big numbers render their text', async () => {
    const pivot = renderToString(
      renderChart(
        (await loadChartRenderer('pivot_table_v2'))!,
        chartProps(
          {
            viz_type: 'pivot_table_v2',
            groupbyRows: ['name'],
            metrics: [SUM_NUM],
            rowTotals: true,
          },
          [queryResult([{ name: 'Aaron', 'SUM(num)': 1234 }])],
        ),
      ),
    );
    expect(pivot).toContain('Aaron');
    expect(pivot).toContain('Total (Sum)');
    const big = renderToString(
      renderChart(
        (await loadChartRenderer('big_number_total'))!,
        chartProps({ viz_type: 'big_number_total', metric: SUM_NUM, subheader: 'births' }, [
          queryResult([{ 'SUM(num)': 1234567 }]),
        ]),
      ),
    );
    expect(big).toContain('1.23M');
    expect(big).toContain('births');
  });

  it('ECharts charts render a container of the chart size', async () => {
    const html = renderToString(
      renderChart(
        (await loadChartRenderer('echarts_timeseries_line'))!,
        chartProps(
          {
            viz_type: 'echarts_timeseries_line',
            x_axis: 'ds',
            metrics: [SUM_NUM],
            groupby: ['gender'],
          },
          [TIMESERIES],
        ),
      ),
    );
    expect(html).toContain('width:800px');
    expect(html).toContain('height:600px');
  });
});
