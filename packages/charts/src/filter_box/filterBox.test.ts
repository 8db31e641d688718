import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery, FILTER_OPTIONS_LIMIT, filterBoxSearchQuery } from './buildQuery.js';
import FilterBox, { filterOptions, legacyFilterValue } from './Chart.js';
import transformProps from './transformProps.js';

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'filter_box',
  slice_id: 12,
  time_range: 'No filter',
  granularity_sqla: 'ds',
  adhoc_filters: [
    {
      clause: 'WHERE',
      expressionType: 'SIMPLE',
      subject: 'num',
      operator: '>',
      comparator: 0,
    },
  ],
  date_filter: true,
  show_sqla_time_granularity: true,
  filter_configs: [
    { column: 'gender', label: 'Gender', multiple: true, clearable: true, asc: true },
    { column: 'state', metric: 'count', asc: false },
    { column: '' },
  ],
};

describe('filter_box buildQuery', () => {
  it('asks one query per select filter: its values, sized and sorted, limited', () => {
    const context = buildQuery(formData);
    parseQueryContext(context);
    expect(context.queries).toHaveLength(2);
    const [gender, state] = context.queries;
    expect(gender).toMatchObject({
      columns: ['gender'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' }],
      orderby: [['gender', true]],
      row_limit: FILTER_OPTIONS_LIMIT,
      time_range: 'No filter',
      filters: [{ col: 'num', op: '>', val: 0 }],
    });
    expect(state).toMatchObject({
      columns: ['state'],
      metrics: ['count'],
      orderby: [['count', false]],
    });
  });

  it("searches all of one filter's values for typed text: its own query and an ILIKE", () => {
    const context = filterBoxSearchQuery(formData, 'state', 'ali');
    parseQueryContext(context);
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['state'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: FILTER_OPTIONS_LIMIT,
      filters: [
        { col: 'num', op: '>', val: 0 },
        { col: 'state', op: 'ILIKE', val: '%ali%' },
      ],
    });
    expect(filterBoxSearchQuery(formData, 'nowhere', 'x').queries).toEqual([]);
  });

  it("the dashboard's other filter boxes narrow its values", () => {
    const context = buildQuery({
      ...formData,
      extra_filters: [
        { col: 'name', op: 'IN', val: ['Aaron'] },
        { col: '__time_range', op: '==', val: 'Last year' },
      ],
    });
    expect(context.queries[0].time_range).toBe('Last year');
    expect(context.queries[0].filters).toContainEqual(
      expect.objectContaining({ col: 'name', op: 'IN', val: ['Aaron'] }),
    );
  });

  it('without select filters, no query', () => {
    expect(buildQuery({ ...formData, filter_configs: [] }).queries).toEqual([]);
  });
});

describe('filter_box transformProps and rendering', () => {
  const answers = [
    queryResult([
      { gender: 'boy', 'COUNT(*)': 10 },
      { gender: 'girl', 'COUNT(*)': 5 },
    ]),
    queryResult([
      { state: 'CA', count: 3 },
      { state: null, count: 1 },
    ]),
  ];
  const onAddFilter = () => undefined;
  const props = transformProps(
    chartProps(formData, answers, {
      initialValues: { gender: ['girl'], __time_range: 'Last week' },
      hooks: { onAddFilter },
      datasource: {
        columns: [
          { column_name: 'ds', is_dttm: true },
          { column_name: 'gender' },
          { column_name: 'state' },
        ],
        metrics: [],
        verbose_map: { state: 'State' },
        time_grain_sqla: [
          [null, 'Original value'],
          ['P1D', 'Day'],
        ],
      },
    }),
  );

  it('takes each filter, its values and what the dashboard holds', () => {
    expect(props.chartId).toBe(12);
    expect(props.filtersFields).toEqual([
      {
        key: 'gender',
        label: 'Gender',
        multiple: true,
        clearable: true,
        asc: true,
        searchAllOptions: false,
      },
      {
        key: 'state',
        label: 'State',
        multiple: false,
        clearable: false,
        asc: false,
        searchAllOptions: false,
      },
    ]);
    expect(props.filtersChoices.gender).toEqual([
      { id: 'boy', text: 'boy', metric: 10 },
      { id: 'girl', text: 'girl', metric: 5 },
    ]);
    expect(props.filtersChoices.state[1]).toEqual({ id: null, text: 'null', metric: 1 });
    expect(props).toMatchObject({
      instantFiltering: false,
      showDateFilter: true,
      showSqlaTimeGrain: true,
      showSqlaTimeColumn: false,
      timeColumnChoices: ['ds'],
      origSelectedValues: { gender: ['girl'], __time_range: 'Last week' },
      onChange: onAddFilter,
    });
  });

  it("offers a search's answer as the filter's own values", () => {
    expect(props.searchQuery('gender', 'gi').queries[0].filters).toContainEqual({
      col: 'gender',
      op: 'ILIKE',
      val: '%gi%',
    });
    expect(props.searchChoices('state', [{ state: 'CA', count: 3 }])).toEqual([
      { id: 'CA', text: 'CA', metric: 3 },
    ]);
  });

  it('offers the values with their bar, chosen ones not offered first, no null', () => {
    expect(filterOptions(props.filtersChoices.state, ['TX'])).toEqual([
      { value: 'TX', label: 'TX', share: 0 },
      { value: 'CA', label: 'CA', share: 1 },
    ]);
    expect(legacyFilterValue('gender', 'boy')).toEqual(['boy']);
    expect(legacyFilterValue('__time_range', 'Last day')).toBe('Last day');
    expect(legacyFilterValue('gender', undefined)).toBeNull();
  });

  it('draws the date filter, the time grain, the selects and Apply', () => {
    const html = renderToString(createElement(FilterBox, props));
    expect(html).toContain('Time Range');
    expect(html).toContain('Last week');
    expect(html).toContain('Time Grain');
    expect(html).toContain('Day');
    expect(html).not.toContain('Original value');
    expect(html).toContain('Gender');
    expect(html).toContain('State');
    expect(html).toContain('Apply');
    const instant = renderToString(createElement(FilterBox, { ...props, instantFiltering: true }));
    expect(instant).not.toContain('Apply');
  });
});
