/**
 * A small bundle for the import tests: a PostgreSQL connection (its password masked, as
 * exports write it), a dataset on it, a chart on the dataset and a dashboard showing the
 * chart, each file changeable by the test.
 */
import { stringify } from 'yaml';
import { underRoot, zipOf } from './bundles.fixtures.js';

export const UUIDS = {
  database: '6f0b1a7e-0000-4000-8000-000000000001',
  dataset: '6f0b1a7e-0000-4000-8000-000000000002',
  chart: '6f0b1a7e-0000-4000-8000-000000000003',
  dashboard: '6f0b1a7e-0000-4000-8000-000000000004',
};

export const DATABASE_FILE = 'databases/warehouse.yaml';
export const DATASET_FILE = 'datasets/warehouse/orders_1.yaml';
export const CHART_FILE = 'charts/Orders_2.yaml';
export const DASHBOARD_FILE = 'dashboards/Orders_board_3.yaml';

export const MASKED_URI = 'postgresql://scott:XXXXXXXXXX@warehouse.example.com:5432/sales';

type Files = Record<string, Record<string, unknown>>;

export function worldFiles(): Files {
  return {
    [DATABASE_FILE]: {
      database_name: 'warehouse',
      sqlalchemy_uri: MASKED_URI,
      expose_in_sqllab: true,
      allow_csv_upload: false,
      extra: { allows_virtual_table_explore: true },
      uuid: UUIDS.database,
      version: '1.0.0',
    },
    [DATASET_FILE]: {
      table_name: 'orders',
      schema: 'public',
      sql: null,
      columns: [
        { column_name: 'id', type: 'INTEGER', groupby: true, filterable: true },
        { column_name: 'amount', type: 'NUMERIC', groupby: false, filterable: true },
      ],
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
      uuid: UUIDS.dataset,
      database_uuid: UUIDS.database,
      version: '1.0.0',
    },
    [CHART_FILE]: {
      slice_name: 'Orders',
      viz_type: 'table',
      params: { viz_type: 'table', datasource: '17__table', metrics: ['count'] },
      query_context: null,
      uuid: UUIDS.chart,
      dataset_uuid: UUIDS.dataset,
      version: '1.0.0',
    },
    [DASHBOARD_FILE]: {
      dashboard_title: 'Orders board',
      published: true,
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: {} },
        'CHART-1': {
          id: 'CHART-1',
          type: 'CHART',
          children: [],
          meta: { chartId: 17, uuid: UUIDS.chart, width: 4, height: 50 },
        },
      },
      metadata: { timed_refresh_immune_slices: [17, 99], expanded_slices: { '17': true } },
      uuid: UUIDS.dashboard,
      version: '1.0.0',
    },
  };
}

/** The files as a bundle of the given type (`metadata.yaml` first), zipped under a root. */
export function bundleOf(type: string, files: Files | Record<string, string>): Promise<Uint8Array> {
  const texts: Record<string, string> = {
    'metadata.yaml': stringify({ version: '1.0.0', type, timestamp: '2024-01-01T00:00:00+00:00' }),
  };
  for (const [path, value] of Object.entries(files))
    texts[path] = typeof value === 'string' ? value : stringify(value);
  return zipOf(underRoot('export', texts));
}
