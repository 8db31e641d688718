import { describe, expect, it } from 'vitest';
import { initialFormData, openingChartQuery, openingFormData } from './opening.js';
import { getControlPanel } from './controlPanels.js';

const dataset = {
  id: 3,
  type: 'table',
  columns: [
    { column_name: 'ds', is_dttm: true, type_generic: 2 },
    { column_name: 'gender', is_dttm: false, type_generic: 1 },
    { column_name: 'num', is_dttm: false, type_generic: 0 },
  ],
  metrics: [{ metric_name: 'count' }],
  main_dttm_col: 'ds',
};
const explore = { form_data: { datasource: '3__table', viz_type: 'table' }, dataset };

describe('what an explore page opens with', () => {
  it("takes the URL's form data over the state's, and the URL's viz_type over both", () => {
    expect(initialFormData(explore, { formData: { viz_type: 'pie' } }).viz_type).toBe('pie');
    expect(
      initialFormData(explore, { formData: { viz_type: 'pie' }, vizType: 'big_number_total' })
        .viz_type,
    ).toBe('big_number_total');
    // the datasource is always the state's
    expect(initialFormData(explore, { formData: { datasource: '9__table' } }).datasource).toBe(
      '3__table',
    );
    expect(
      initialFormData({ ...explore, form_data: { datasource: '3__table' } }, {}).viz_type,
    ).toBe('table');
  });

  it("puts the URL's other parameters into url_params, over the form data's", () => {
    const fd = initialFormData(
      { ...explore, form_data: { ...explore.form_data, url_params: { foo: 'old', keep: '1' } } },
      { urlParams: { foo: 'bar' } },
    );
    expect(fd.url_params).toEqual({ foo: 'bar', keep: '1' });
    expect(initialFormData(explore, { urlParams: { foo: 'bar' } }).url_params).toEqual({
      foo: 'bar',
    });
    expect(initialFormData(explore, {}).url_params).toBeUndefined();
    // url_params given as JSON text is read, and left unchanged when it cannot be
    const text = { formData: { url_params: '{"a":"1"}' }, urlParams: { foo: 'bar' } };
    expect(initialFormData(explore, text).url_params).toEqual({ a: '1', foo: 'bar' });
    const broken = { formData: { url_params: '{oops' }, urlParams: { foo: 'bar' } };
    expect(initialFormData(explore, broken).url_params).toBe('{oops');
  });

  it("appends the URL's adhoc_filters and merges its extra_filters", () => {
    const own = { expressionType: 'SQL', sqlExpression: 'num > 0', clause: 'WHERE' };
    const added = { expressionType: 'SQL', sqlExpression: 'num < 9', clause: 'WHERE' };
    const fd = initialFormData(
      { ...explore, form_data: { ...explore.form_data, adhoc_filters: [own] } },
      {
        adhocFilters: [added],
        extraFilters: [
          { col: 'gender', op: 'IN', val: ['boy'] },
          { col: '__time_range', op: '==', val: 'Last year' },
        ],
      },
    );
    expect(fd.adhoc_filters).toEqual([
      own,
      added,
      expect.objectContaining({
        subject: 'gender',
        operator: 'IN',
        comparator: ['boy'],
        isExtra: true,
      }),
    ]);
    expect(fd.time_range).toBe('Last year');
    expect(fd.extra_filters).toBeUndefined();
  });

  it('sends url_params with the opening request, for Jinja url_param()', () => {
    const pie = { viz_type: 'pie', metric: 'count', groupby: ['gender'] };
    const { request } = openingChartQuery(explore, {
      formData: pie,
      urlParams: { foo: 'bar' },
    });
    expect(request?.body.form_data).toMatchObject({ url_params: { foo: 'bar' } });
    expect(request?.body.queries[0]).toMatchObject({ url_params: { foo: 'bar' } });
  });

  it("fills the chart type's control defaults in", () => {
    const fd = openingFormData(explore, { formData: { viz_type: 'pie', metric: 'count' } });
    expect(fd.row_limit).toBeDefined();
    expect(fd.metric).toBe('count');
  });

  it("opens a legacy bubble chart on bubble_v2's controls, its keys migrated", () => {
    expect(getControlPanel('bubble')).toBe(getControlPanel('bubble_v2'));
    const fd = openingFormData(
      {
        ...explore,
        form_data: {
          datasource: '3__table',
          viz_type: 'bubble',
          series: 'gender',
          entity: 'name',
          x: 'count',
          y: 'count',
          size: 'count',
          limit: 30,
          x_log_scale: true,
          x_ticks_layout: '45°',
          y_axis_showminmax: true,
        },
      },
      {},
    );
    expect(fd).toMatchObject({
      viz_type: 'bubble',
      row_limit: 30,
      logXAxis: true,
      xAxisLabelRotation: 45,
      truncateYAxis: true,
    });
    expect(fd).not.toHaveProperty('x_log_scale');
    expect(fd).not.toHaveProperty('limit');
  });

  it('opens a chart saved before generic axes on its granularity_sqla as the x axis', () => {
    const saved = {
      viz_type: 'echarts_timeseries_bar',
      granularity_sqla: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
    };
    const fd = openingFormData(explore, { formData: saved });
    expect(fd.x_axis).toBe('ds');
    expect(openingChartQuery(explore, { formData: saved }).request).toBeDefined();
    // a chart with its own x axis keeps it
    expect(openingFormData(explore, { formData: { ...saved, x_axis: 'gender' } }).x_axis).toBe(
      'gender',
    );
    // a new chart (no granularity_sqla) still asks for one
    const fresh = { ...saved, granularity_sqla: undefined };
    expect(openingFormData(explore, { formData: fresh }).x_axis).toBeUndefined();
  });

  it('sends no opening request while a control needs attention, nor without a dataset', () => {
    expect(openingChartQuery(explore, { vizType: 'pie' })).toEqual({ vizType: 'pie' });
    const pie = { formData: { viz_type: 'pie', metric: 'count', groupby: ['gender'] } };
    expect(
      openingChartQuery({ ...explore, dataset: { ...dataset, id: null } }, pie).request,
    ).toBeUndefined();
  });

  it("builds the chart type's query, past the cache when the URL forces it", () => {
    const pie = {
      formData: { viz_type: 'pie', metric: 'count', groupby: ['gender'], slice_id: 7 },
    };
    const { vizType, request: opening } = openingChartQuery(explore, { ...pie, force: true });
    expect(vizType).toBe('pie');
    expect(opening?.sliceId).toBe(7);
    expect(opening?.body).toMatchObject({
      datasource: { id: 3, type: 'table' },
      force: true,
      result_type: 'full',
      result_format: 'json',
    });
    expect(opening?.body.queries[0]).toMatchObject({ metrics: ['count'], columns: ['gender'] });
  });
});
