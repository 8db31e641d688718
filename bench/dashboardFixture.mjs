// The dashboard the dashboard benchmark opens: 50 charts of eight kinds (table, pivot table,
// big number, line, bar, area, pie, mixed) over birth_names, no two asking the same query, in
// two tabs of 25 charts (rows of three), made through the HTTP API as a user would; the native
// filters the filters benchmark gives it, and a dataset of 1,000,000 distinct values.

const SUM = (column) => ({
  expressionType: 'SIMPLE',
  column: { column_name: column, type: 'BIGINT' },
  aggregate: 'SUM',
  label: `SUM(${column})`,
});
const NO_TIME_FILTER = [
  {
    clause: 'WHERE',
    subject: 'ds',
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
    expressionType: 'SIMPLE',
  },
];
const COMMON = {
  adhoc_filters: NO_TIME_FILTER,
  granularity_sqla: 'ds',
  color_scheme: 'supersetColors',
};
const TIME = {
  ...COMMON,
  x_axis: 'ds',
  row_limit: 10000,
  comparison_type: 'values',
  order_desc: true,
};

const GROUPS = ['gender', 'state', 'name'];
const MEASURES = ['num', 'num_boys', 'num_girls'];
const GRAINS = ['P1Y', 'P1M', 'P3M'];

/** The form data of the i-th chart: its kind by i mod 8, its columns varied so none repeats. */
function formData(i) {
  const group = GROUPS[i % 3];
  const measure = MEASURES[Math.floor(i / 3) % 3];
  const grain = GRAINS[Math.floor(i / 9) % 3];
  const metric = SUM(measure);
  const kinds = [
    [
      'table',
      {
        ...COMMON,
        query_mode: 'aggregate',
        groupby: [group],
        metrics: [metric],
        row_limit: 50 + i,
      },
    ],
    [
      'pivot_table_v2',
      {
        ...COMMON,
        groupbyRows: [group === 'name' ? 'gender' : group],
        groupbyColumns: [],
        metrics: [metric],
        row_limit: 1000 + i,
      },
    ],
    [
      'big_number_total',
      {
        ...COMMON,
        metric,
        adhoc_filters: [
          ...NO_TIME_FILTER,
          { clause: 'WHERE', expressionType: 'SQL', sqlExpression: `num > ${i}` },
        ],
      },
    ],
    [
      'echarts_timeseries_line',
      {
        ...TIME,
        metrics: [metric],
        groupby: [group === 'name' ? 'gender' : group],
        time_grain_sqla: grain,
        row_limit: 10000 - i,
      },
    ],
    [
      'echarts_timeseries_bar',
      {
        ...TIME,
        metrics: [metric],
        groupby: ['gender'],
        time_grain_sqla: grain,
        row_limit: 9000 - i,
      },
    ],
    [
      'echarts_area',
      {
        ...TIME,
        metrics: [metric],
        groupby: ['gender'],
        stack: 'Stack',
        time_grain_sqla: grain,
        row_limit: 8000 - i,
      },
    ],
    ['pie', { ...COMMON, metric, groupby: [group], row_limit: 10 + i }],
    [
      'mixed_timeseries',
      {
        ...TIME,
        metrics: [metric],
        groupby: ['gender'],
        metrics_b: [SUM('num')],
        groupby_b: [],
        adhoc_filters_b: NO_TIME_FILTER,
        time_grain_sqla: grain,
        row_limit: 7000 - i,
      },
    ],
  ];
  return kinds[i % kinds.length];
}

/** The ids of the two tabs (25 charts each). */
export const BENCH_TABS = ['TAB-bench1', 'TAB-bench2'];

/** Superset's layout for the charts: ROOT → TABS → two TABs of rows of three. */
function layout(charts, title) {
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-bench'], parents: [], meta: {} },
    HEADER_ID: {
      id: 'HEADER_ID',
      type: 'HEADER',
      children: [],
      meta: { text: title },
    },
    'TABS-bench': { id: 'TABS-bench', type: 'TABS', children: [], parents: ['ROOT_ID'], meta: {} },
  };
  const tabs = position['TABS-bench'];
  const half = Math.ceil(charts.length / 2);
  for (const [t, part] of [charts.slice(0, half), charts.slice(half)].entries()) {
    const tabId = BENCH_TABS[t];
    tabs.children.push(tabId);
    position[tabId] = {
      id: tabId,
      type: 'TAB',
      children: [],
      parents: ['ROOT_ID', 'TABS-bench'],
      meta: { text: `Tab ${t + 1}` },
    };
    for (let r = 0; r * 3 < part.length; r++) {
      const rowId = `ROW-bench${t + 1}-${r}`;
      const rowParents = ['ROOT_ID', 'TABS-bench', tabId];
      position[tabId].children.push(rowId);
      position[rowId] = {
        id: rowId,
        type: 'ROW',
        children: [],
        parents: rowParents,
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      };
      for (const chart of part.slice(r * 3, r * 3 + 3)) {
        const id = `CHART-bench${chart.id}`;
        position[rowId].children.push(id);
        position[id] = {
          id,
          type: 'CHART',
          children: [],
          parents: [...rowParents, rowId],
          meta: { chartId: chart.id, sliceName: chart.name, width: 4, height: 50 },
        };
      }
    }
  }
  return position;
}

/**
 * Makes the charts (50 unless told) and their dashboard, the charts in two tabs; resolves to
 * { dashboardId, charts, datasetId }.
 */
export async function makeBenchDashboard(api, count = 50, title = `Bench: ${count} charts`) {
  const filter = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))');
  const datasetId = (await api('GET', `/api/v1/dataset/?q=${filter}`)).result[0].id;
  const charts = [];
  for (let i = 0; i < count; i++) {
    const [vizType, params] = formData(i);
    const name = `${title} ${i + 1} ${vizType}`;
    const { id } = await api('POST', '/api/v1/chart/', {
      slice_name: name,
      viz_type: vizType,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ ...params, viz_type: vizType, datasource: `${datasetId}__table` }),
    });
    charts.push({ id, name, vizType });
  }
  const { id: dashboardId } = await api('POST', '/api/v1/dashboard/', {
    dashboard_title: title,
    published: true,
    position_json: JSON.stringify(layout(charts, title)),
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
  });
  return { dashboardId, charts, datasetId };
}

/**
 * A native select filter (json_metadata.native_filter_configuration) on a column of a dataset,
 * over the layout components of `rootPath`; `searchAllOptions`: "Dynamically search all filter
 * values".
 */
export const selectFilter = (id, name, datasetId, column, rootPath, searchAllOptions = false) => ({
  id,
  type: 'NATIVE_FILTER',
  name,
  filterType: 'filter_select',
  targets: [{ datasetId, column: { name: column } }],
  controlValues: {
    enableEmptyFilter: false,
    defaultToFirstItem: false,
    multiSelect: true,
    searchAllOptions,
    inverseSelection: false,
  },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath, excluded: [] },
});

/** The dashboard's native filters (the rest of its metadata kept as the fixture made it). */
export const setNativeFilters = (api, dashboardId, filters) =>
  api('PUT', `/api/v1/dashboard/${dashboardId}`, {
    json_metadata: JSON.stringify({
      color_scheme: 'supersetColors',
      native_filter_configuration: filters,
    }),
  });

/**
 * A virtual dataset on the examples database of 1,000,000 distinct strings in `value`
 * ('value 0000000' … 'value 0999999'); resolves to its id.
 */
export async function makeMillionValuesDataset(api, datasetId) {
  const database = (await api('GET', `/api/v1/dataset/${datasetId}`)).result.database.id;
  const { id } = await api('POST', '/api/v1/dataset/', {
    database,
    table_name: `bench_million_${Date.now().toString(36)}`,
    sql: "SELECT 'value ' || lpad(CAST(i AS VARCHAR), 7, '0') AS value FROM range(1000000) t(i)",
  });
  return id;
}
