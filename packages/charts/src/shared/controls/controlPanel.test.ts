import { describe, expect, it } from 'vitest';
import { chartRegistry } from '../../registry.js';
import { controlPanels } from '../../controlPanels.js';
import type { ControlPanelState, DatasourceMeta } from '../../types.js';
import {
  COMPARISON_TYPE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  ROLLING_TYPE_CHOICES,
  TIME_SHIFT_CHOICES,
} from './advancedAnalytics.js';
import {
  controlPanelDefaults,
  controlWithState,
  getControlConfig,
  isControlVisible,
  isCustomControl,
  resetHiddenControls,
  resolveControlPanel,
  stateFromFormData,
  validateControlPanel,
} from './controlPanel.js';
import { SHARED_CONTROLS } from './sharedControls.js';

const datasource: DatasourceMeta = {
  columns: [
    { column_name: 'ds', is_dttm: true, groupby: true, filterable: true },
    { column_name: 'gender', is_dttm: false, groupby: true, filterable: true },
    { column_name: 'num', is_dttm: false, groupby: true, filterable: true },
  ],
  time_grain_sqla: [
    ['P1D', 'Day'],
    ['P1M', 'Month'],
  ],
  main_dttm_col: 'ds',
};

const panelOf = (vizType: string) => controlPanels.get(vizType)!;
const visible = (vizType: string, name: string, state: ControlPanelState) =>
  isControlVisible(getControlConfig(panelOf(vizType), name)!, state, name);

describe('control panels', () => {
  it('every chart type of the registry has its control panel, and no other type has one', () => {
    expect([...controlPanels.keys()]).toEqual([...chartRegistry.keys()]);
  });

  it.each([...chartRegistry.keys()])(
    '%s: every named control exists in the shared registry, names are unique',
    (vizType) => {
      const panel = panelOf(vizType);
      for (const section of panel.sections) {
        for (const row of section.controlSetRows) {
          for (const item of row) {
            if (typeof item === 'string') expect(SHARED_CONTROLS, item).toHaveProperty(item);
          }
        }
      }
      const names = resolveControlPanel(panel).map((c) => c.name);
      expect(new Set(names).size, names.join()).toBe(names.length);
    },
  );

  it.each([...chartRegistry.keys()])(
    '%s: fixed-choice defaults are among the choices',
    (vizType) => {
      for (const { name, config } of resolveControlPanel(panelOf(vizType))) {
        // A null default is "nothing selected".
        if (!config.choices || config.freeForm || config.multi || config.default == null) continue;
        const values = config.choices.map(([value]) => value);
        expect(values, name).toContainEqual(config.default);
      }
    },
  );

  it('a custom control is data with a type; shared controls are referenced by name', () => {
    const query = panelOf('pie').sections[0];
    expect(query.controlSetRows.flat()).toEqual([
      'groupby',
      'metric',
      'adhoc_filters',
      'row_limit',
      'sort_by_metric',
    ]);
    const threshold = panelOf('pie').sections[1].controlSetRows[1][0];
    expect(isCustomControl(threshold) && threshold.config.type).toBe('TextControl');
  });

  it("the advanced analytics choices are the spec's", () => {
    expect(ROLLING_TYPE_CHOICES.map(([, label]) => label)).toEqual([
      'None',
      'mean',
      'sum',
      'std',
      'cumsum',
    ]);
    expect(TIME_SHIFT_CHOICES.map(([v]) => v)).toEqual([
      '1 day ago',
      '1 week ago',
      '28 days ago',
      '30 days ago',
      '1 month ago',
      '52 weeks ago',
      '1 year ago',
      '104 weeks ago',
      '2 years ago',
      '156 weeks ago',
      '3 years ago',
      'custom',
      'inherit',
    ]);
    expect(COMPARISON_TYPE_CHOICES.map(([v]) => v)).toEqual([
      'values',
      'difference',
      'percentage',
      'ratio',
    ]);
    expect(RESAMPLE_RULE_CHOICES.map(([v]) => v)).toEqual([
      '1T',
      '1H',
      '1D',
      '7D',
      '1MS',
      '1M',
      '1AS',
      '1A',
    ]);
    expect(RESAMPLE_METHOD_CHOICES.map(([v]) => v)).toEqual([
      'asfreq',
      'zerofill',
      'linear',
      'ffill',
      'bfill',
      'median',
      'mean',
      'sum',
    ]);
  });

  it('new charts get the controls defaults (row limit per type, P1D grain, no time filter)', () => {
    const line = controlPanelDefaults(panelOf('echarts_timeseries_line'));
    expect(line).toMatchObject({
      row_limit: 10000,
      time_grain_sqla: 'P1D',
      comparison_type: 'values',
      color_scheme: 'supersetColors',
      y_axis_format: 'SMART_NUMBER',
      x_axis_time_format: 'smart_date',
      order_desc: true,
      truncate_metric: true,
      show_empty_columns: true,
      rich_tooltip: true,
      show_legend: true,
      legendType: 'scroll',
      annotation_layers: [],
      adhoc_filters: [],
      groupby: [],
    });
    expect(controlPanelDefaults(panelOf('pie'))).toMatchObject({
      row_limit: 100,
      sort_by_metric: true,
      label_type: 'key',
      outerRadius: 70,
      innerRadius: 30,
      donut: false,
    });
    expect(controlPanelDefaults(panelOf('table'))).toMatchObject({
      row_limit: 1000,
      server_page_length: 10,
      show_cell_bars: true,
      table_timestamp_format: 'smart_date',
    });
    expect(controlPanelDefaults(panelOf('big_number'))).toMatchObject({
      show_trend_line: true,
      header_font_size: 0.4,
      subheader_font_size: 0.15,
      aggregation: 'LAST_VALUE',
    });
    expect(controlPanelDefaults(panelOf('pivot_table_v2'))).toMatchObject({
      aggregateFunction: 'Sum',
      metricsLayout: 'COLUMNS',
      rowOrder: 'key_a_to_z',
      valueFormat: 'SMART_NUMBER',
    });
    expect(controlPanelDefaults(panelOf('mixed_timeseries'))).toMatchObject({
      row_limit: 10000,
      row_limit_b: 10000,
      seriesType: 'line',
      seriesTypeB: 'line',
      yAxisIndexB: 0,
    });
  });

  it('labels follow the chart: "Cell limit" on the pivot table, "Number format" on big numbers', () => {
    expect(getControlConfig(panelOf('pivot_table_v2'), 'row_limit')?.label).toBe('Cell limit');
    expect(getControlConfig(panelOf('big_number_total'), 'y_axis_format')?.label).toBe(
      'Number format',
    );
    expect(getControlConfig(panelOf('echarts_timeseries_line'), 'y_axis_format')?.label).toBe(
      'Y Axis Format',
    );
  });

  it('render-only controls are marked as render triggers, query controls are not', () => {
    const panel = panelOf('echarts_timeseries_line');
    expect(getControlConfig(panel, 'color_scheme')?.renderTrigger).toBe(true);
    expect(getControlConfig(panel, 'show_legend')?.renderTrigger).toBe(true);
    expect(getControlConfig(panel, 'metrics')?.renderTrigger).toBeFalsy();
    expect(getControlConfig(panel, 'rolling_type')?.renderTrigger).toBeFalsy();
  });
});

describe('validation of a whole panel', () => {
  it('a line chart needs an x-axis and metrics', () => {
    const state = stateFromFormData(
      { viz_type: 'echarts_timeseries_line', metrics: [] },
      datasource,
    );
    expect(validateControlPanel(panelOf('echarts_timeseries_line'), state)).toEqual({
      x_axis: ['cannot be empty'],
      metrics: ['cannot be empty'],
    });
  });

  it('a bad row limit and rolling periods are reported', () => {
    const state = stateFromFormData(
      {
        x_axis: 'ds',
        metrics: ['count'],
        row_limit: 'lots',
        rolling_type: 'mean',
        rolling_periods: '1.5',
      },
      datasource,
    );
    expect(validateControlPanel(panelOf('echarts_timeseries_line'), state)).toEqual({
      row_limit: ['is expected to be an integer'],
      rolling_periods: ['is expected to be an integer'],
    });
  });

  it('a table in aggregate mode needs a dimension or a metric; in raw mode columns', () => {
    const panel = panelOf('table');
    expect(validateControlPanel(panel, stateFromFormData({ query_mode: 'aggregate' }))).toEqual({
      metrics: ['Group By, Metrics or Percentage Metrics must have a value'],
    });
    expect(
      validateControlPanel(
        panel,
        stateFromFormData({ query_mode: 'aggregate', groupby: ['gender'] }),
      ),
    ).toEqual({});
    expect(validateControlPanel(panel, stateFromFormData({ query_mode: 'raw' }))).toEqual({
      all_columns: ['must have a value'],
    });
    expect(
      validateControlPanel(
        panel,
        stateFromFormData({ query_mode: 'raw', all_columns: ['num'], row_limit: 200000 }),
      ),
    ).toEqual({ row_limit: ['Server pagination needs to be enabled for values over 100000'] });
  });
});

describe('visibility rules', () => {
  it('rolling periods show for mean/sum/std, not for None or cumsum; Query B follows rolling_type_b', () => {
    const state = (formData: Record<string, unknown>) => stateFromFormData(formData, datasource);
    expect(
      visible('echarts_timeseries_line', 'rolling_periods', state({ rolling_type: 'mean' })),
    ).toBe(true);
    expect(
      visible('echarts_timeseries_line', 'min_periods', state({ rolling_type: 'cumsum' })),
    ).toBe(false);
    expect(
      visible('echarts_timeseries_line', 'rolling_periods', state({ rolling_type: null })),
    ).toBe(false);
    const b = state({ rolling_type: null, rolling_type_b: 'sum' });
    expect(visible('mixed_timeseries', 'rolling_periods', b)).toBe(false);
    expect(visible('mixed_timeseries', 'rolling_periods_b', b)).toBe(true);
  });

  it('the time grain and advanced analytics need a temporal x-axis', () => {
    const temporal = stateFromFormData({ x_axis: 'ds' }, datasource);
    const categorical = stateFromFormData({ x_axis: 'gender' }, datasource);
    expect(visible('echarts_timeseries_bar', 'time_grain_sqla', temporal)).toBe(true);
    expect(visible('echarts_timeseries_bar', 'time_grain_sqla', categorical)).toBe(false);
    const section = panelOf('echarts_timeseries_bar').sections.find(
      (s) => s.label === 'Advanced analytics',
    )!;
    expect(section.visibility!(temporal)).toBe(true);
    expect(section.visibility!(categorical)).toBe(false);
    // The x-axis can be sorted only when it is not temporal.
    expect(visible('echarts_timeseries_bar', 'x_axis_sort', categorical)).toBe(true);
    expect(visible('echarts_timeseries_bar', 'x_axis_sort', temporal)).toBe(false);
  });

  it('"Sort descending" shows only with a sort metric', () => {
    expect(visible('echarts_timeseries_line', 'order_desc', stateFromFormData({}))).toBe(false);
    expect(
      visible(
        'echarts_timeseries_line',
        'order_desc',
        stateFromFormData({ timeseries_limit_metric: 'count' }),
      ),
    ).toBe(true);
    expect(
      visible('pivot_table_v2', 'order_desc', stateFromFormData({ series_limit_metric: 'count' })),
    ).toBe(true);
  });

  it('the table shows aggregate or raw controls by query mode', () => {
    const aggregate = stateFromFormData({ query_mode: 'aggregate' });
    const raw = stateFromFormData({ query_mode: 'raw' });
    expect(visible('table', 'groupby', aggregate)).toBe(true);
    expect(visible('table', 'groupby', raw)).toBe(false);
    expect(visible('table', 'all_columns', raw)).toBe(true);
    expect(visible('table', 'order_by_cols', raw)).toBe(true);
    expect(visible('table', 'show_totals', raw)).toBe(false);
    expect(
      visible('table', 'server_page_length', stateFromFormData({ server_pagination: true })),
    ).toBe(true);
    expect(visible('table', 'server_page_length', aggregate)).toBe(false);
    expect(visible('table', 'temporal_columns_lookup', aggregate)).toBe(false);
  });

  it('hidden controls reset to their default, except those kept on hide', () => {
    const pie = resetHiddenControls(
      panelOf('pie'),
      stateFromFormData({
        donut: false,
        innerRadius: 55,
        show_labels: false,
        labels_outside: false,
      }),
    );
    expect(pie).toMatchObject({ innerRadius: 30, labels_outside: true });
    const table = resetHiddenControls(
      panelOf('table'),
      stateFromFormData({ query_mode: 'raw', groupby: ['gender'], all_columns: ['num'] }),
    );
    expect(table.groupby).toEqual(['gender']);
  });

  it('mapStateToProps: grains from the dataset, percent formats for percentage change, Y-axis label', () => {
    const line = panelOf('echarts_timeseries_line');
    const grain = controlWithState(
      getControlConfig(line, 'time_grain_sqla')!,
      stateFromFormData({}, datasource),
    );
    expect(grain.choices).toEqual(datasource.time_grain_sqla);
    const format = controlWithState(
      getControlConfig(line, 'y_axis_format')!,
      stateFromFormData({ comparison_type: 'percentage' }),
    );
    expect(format.choices?.every(([value]) => String(value).includes('%'))).toBe(true);
    const xAxis = controlWithState(
      getControlConfig(panelOf('echarts_timeseries_bar'), 'x_axis')!,
      stateFromFormData({ orientation: 'horizontal' }, datasource),
    );
    expect(xAxis.label).toBe('Y-axis');
  });
});
