import { describe, expect, it } from 'vitest';
import type { DashboardChart, DashboardShow } from '../schemas/dashboard.js';
import {
  chartQueryOrder,
  dashboardOpening,
  dashboardChartFormData,
  parseDashboardMetadata,
} from './dashboardOpening.js';
import type { DashboardLayout, LayoutItem } from './layout.js';
import { chosenTabsOf } from './pageUrl.js';
import type { NativeFilter } from './nativeFilters.js';
import { nativeFilter } from './nativeFilters.fixtures.js';

const item = (id: string, type: LayoutItem['type'], children: string[] = [], meta = {}) => ({
  id,
  type,
  children,
  meta,
});
const layout = Object.fromEntries(
  [
    item('ROOT_ID', 'ROOT', ['TABS-1']),
    item('TABS-1', 'TABS', ['TAB-A', 'TAB-B']),
    item('TAB-A', 'TAB', ['CHART-1', 'CHART-2']),
    item('TAB-B', 'TAB', ['CHART-3']),
    ...[1, 2, 3].map((n) => item(`CHART-${n}`, 'CHART', [], { chartId: n })),
  ].map((i) => [i.id, i]),
) as DashboardLayout;

describe('the order of the chart queries', () => {
  it('asks the shown tab’s charts first, then the others', () => {
    expect(chartQueryOrder(layout, [])).toEqual({ first: [1, 2], later: [3] });
    expect(chartQueryOrder(layout, ['TAB-B'])).toEqual({ first: [3], later: [1, 2] });
  });

  it('shows the tabs the address chooses and those leading to its hash', () => {
    expect(chosenTabsOf(layout, '?activeTabs=TAB-B,TAB-nope', '')).toEqual(['TAB-B']);
    expect(chosenTabsOf(layout, '', '#CHART-3')).toEqual(['TAB-B']);
    expect(chosenTabsOf(layout, '?activeTabs=TAB-A', '#CHART-gone')).toEqual(['TAB-A']);
  });
});

const chart = {
  id: 7,
  viz_type: 'pie',
  datasource_id: 3,
  datasource_type: 'table',
  form_data: { metric: 'count', color_scheme: 'own' },
} as unknown as DashboardChart;

describe('the form data a dashboard chart is queried with', () => {
  it('fills in the chart, its type and dataset, the dashboard and its colours', () => {
    const formData = dashboardChartFormData(
      chart,
      4,
      { color_scheme: 'supersetColors', label_colors: { boy: '#000000' } },
      {},
    );
    expect(formData).toMatchObject({
      slice_id: 7,
      viz_type: 'pie',
      datasource: '3__table',
      dashboardId: 4,
      color_scheme: 'supersetColors',
      label_colors: { boy: '#000000' },
      metric: 'count',
    });
  });

  it('applies the data mask', () => {
    const formData = dashboardChartFormData(
      chart,
      4,
      {},
      {
        'NATIVE_FILTER-1': { extraFormData: { time_range: 'Last year' } },
      },
    );
    expect(formData.extra_form_data).toEqual({ time_range: 'Last year' });
    expect(formData.color_scheme).toBe('own');
  });

  it('reads unreadable metadata as none', () => {
    expect(parseDashboardMetadata('not json')).toEqual({});
    expect(parseDashboardMetadata('[1]')).toEqual({});
    expect(parseDashboardMetadata(null)).toEqual({});
  });
});

describe('dashboardOpening', () => {
  it('gives each chart’s form data, the shown tab’s charts first', () => {
    const charts = [1, 2, 3].map((id) => ({ ...chart, id }));
    const dashboard = {
      id: 4,
      position_json: JSON.stringify(layout),
      json_metadata: '{"color_scheme":"supersetColors"}',
      dashboard_title: 'T',
    } as DashboardShow;
    const { first, later } = dashboardOpening(dashboard, charts, '', '#CHART-3');
    expect(first.map((c) => c.chartId)).toEqual([3]);
    expect(later.map((c) => c.chartId)).toEqual([1, 2]);
    expect(first[0]!.formData).toMatchObject({
      slice_id: 3,
      dashboardId: 4,
      color_scheme: 'supersetColors',
    });
  });
});

describe('dashboardOpening with native filters', () => {
  const filter = (id: string, over: Partial<NativeFilter>) => nativeFilter({ id, ...over });

  it("applies the filters' defaults to the charts in their scope; first items wait", () => {
    const charts = [1, 2, 3].map((id) => ({ ...chart, id }));
    const metadata = {
      native_filter_configuration: [
        filter('NATIVE_FILTER-a', {
          defaultDataMask: { filterState: { value: ['boy'] } },
          scope: { rootPath: ['TAB-A'], excluded: [2] },
        }),
        filter('NATIVE_FILTER-b', {
          controlValues: { defaultToFirstItem: true },
          scope: { rootPath: ['TAB-B'], excluded: [] },
        }),
      ],
    };
    const dashboard = {
      id: 4,
      position_json: JSON.stringify(layout),
      json_metadata: JSON.stringify(metadata),
      dashboard_title: 'T',
    } as DashboardShow;
    const { first, later } = dashboardOpening(dashboard, charts, '', '');
    expect(first.map((c) => c.chartId)).toEqual([1, 2]);
    // chart 3 waits for filter b's first item
    expect(later).toEqual([]);
    expect(first[0]!.formData.extra_form_data).toEqual({
      filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
    });
    expect(first[1]!.formData.extra_form_data).toBeUndefined();
  });
});
