/**
 * Imports as Superset answers them: a connection whose password the bundle masks needs one
 * ("Must provide a password for the database", per file), is stored with it encrypted and
 * exported masked again; a stored one keeps its password, but never for another host; an
 * object that exists needs `overwrite=true`; `metadata.yaml` must name the import's type; a
 * bundle with one bad file writes nothing; a Gamma user creates no database; and the
 * pre-1.0 JSON export of dashboards imports onto a database of the same name; a newer
 * Superset's tags and theme are left aside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { findDatabaseByUuid } from '../../src/meta/databases.js';
import { getBundle, idsQuery, postBundle, underRoot, yamlOf, zipOf } from './bundles.fixtures.js';
import {
  bundleOf,
  CHART_FILE,
  DASHBOARD_FILE,
  DATABASE_FILE,
  DATASET_FILE,
  UUIDS,
  worldFiles,
} from './bundles.world.js';

const available = await storeAvailable();
const NEEDS_PASSWORD = { _schema: ['Must provide a password for the database'] };

describe.skipIf(!available)('bundle imports', () => {
  let s: TestServer;
  let admin: string;
  const api = (method: string, path: string, body?: unknown, token = admin) =>
    call(s.url, method, path, { token, body });
  const post = (
    path: string,
    bundle: Uint8Array,
    fields: Record<string, string> = {},
    token = admin,
  ) => postBundle(s.url, token, path, bundle, fields);
  const count = async (resource: string) => (await api('GET', `/api/v1/${resource}/`)).body.count;
  const storedUri = async () => {
    const row = (await findDatabaseByUuid(s.store.db, UUIDS.database))!;
    return s.services.databaseConnections.fullUri(row);
  };

  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  }, 120_000);
  afterAll(() => s?.stop());

  it('asks for the password a bundle masks, then stores it and exports it masked', async () => {
    const { [DATABASE_FILE]: database } = worldFiles();
    const bundle = await bundleOf('Database', { [DATABASE_FILE]: database });
    const refused = await post('/api/v1/database/import/', bundle);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Error importing database',
      error_type: 'GENERIC_COMMAND_ERROR',
      extra: { [DATABASE_FILE]: NEEDS_PASSWORD },
    });
    expect(await count('database')).toBe(0);

    const passwords = JSON.stringify({ [DATABASE_FILE]: 's3cret!' });
    const done = await post('/api/v1/database/import/', bundle, { passwords });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await storedUri()).toBe('postgresql://scott:s3cret%21@warehouse.example.com:5432/sales');
    const id = (await api('GET', '/api/v1/database/')).body.result[0].id;
    const exported = await getBundle(s.url, admin, `/api/v1/database/export/${idsQuery([id])}`);
    expect(exported.status).toBe(200);
    const file = yamlOf(exported.files.get('databases/warehouse.yaml'));
    expect(file.sqlalchemy_uri).toBe(database.sqlalchemy_uri);
    expect([...exported.files.values()].join('\n')).not.toContain('s3cret');
  });

  it('needs overwrite=true for an existing object, keeping its password for the same host only', async () => {
    const { [DATABASE_FILE]: database } = worldFiles();
    const again = await bundleOf('Database', {
      [DATABASE_FILE]: { ...database, cache_timeout: 60 },
    });
    const refused = await post('/api/v1/database/import/', again);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extra[DATABASE_FILE]).toBe(
      'Database already exists and `overwrite=true` was not passed',
    );
    const overwritten = await post('/api/v1/database/import/', again, { overwrite: 'true' });
    expect(overwritten.status, JSON.stringify(overwritten.body)).toBe(200);
    expect(await storedUri()).toContain('s3cret%21@warehouse.example.com');

    const moved = {
      ...database,
      sqlalchemy_uri: 'postgresql://scott:XXXXXXXXXX@evil.example.com/sales',
    };
    const rebind = await post(
      '/api/v1/database/import/',
      await bundleOf('Database', { [DATABASE_FILE]: moved }),
      {
        overwrite: 'true',
      },
    );
    expect(rebind.status).toBe(422);
    expect(rebind.body.errors[0].extra[DATABASE_FILE].sqlalchemy_uri[0]).toMatch(
      /effective destination/,
    );
    expect(await storedUri()).toContain('@warehouse.example.com');
  });

  it('refuses a bundle whose metadata.yaml names another type', async () => {
    const r = await post(
      '/api/v1/chart/import/',
      await bundleOf('Database', { [DATABASE_FILE]: worldFiles()[DATABASE_FILE] }),
    );
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({
      message: 'Error importing chart',
      extra: { 'metadata.yaml': { type: ['Must be equal to Slice.'] } },
    });
    const later = await zipOf(underRoot('x', { 'metadata.yaml': 'version: 2.0.0\ntype: Slice\n' }));
    const unknown = await post('/api/v1/chart/import/', later);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].message).toBe('Could not find a valid command to import file');
  });

  it('writes nothing when one file is wrong, and says which', async () => {
    const files = worldFiles();
    const dashboard = files[DASHBOARD_FILE] as { position: Record<string, unknown> };
    dashboard.position['ROW-1'] = { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'NOWHERE'] };
    const before = { charts: await count('chart'), datasets: await count('dataset') };
    const r = await post('/api/v1/dashboard/import/', await bundleOf('Dashboard', files), {
      overwrite: 'true',
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors[0].extra)).toEqual([DASHBOARD_FILE, 'issue_codes']);
    expect(r.body.errors[0].extra[DASHBOARD_FILE].position_json[0]).toMatch(/NOWHERE/);
    expect({ charts: await count('chart'), datasets: await count('dataset') }).toEqual(before);
    expect((await findDatabaseByUuid(s.store.db, UUIDS.database))!.cache_timeout).toBe(60);
  });

  it('imports a dashboard with its chart and dataset, reusing the stored connection', async () => {
    const files = worldFiles();
    const r = await post('/api/v1/dashboard/import/', await bundleOf('Dashboard', files));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const chart = (await api('GET', `/api/v1/chart/${UUIDS.chart}`)).body.result;
    const dataset = (await api('GET', `/api/v1/dataset/${UUIDS.dataset}`)).body.result;
    expect(JSON.parse(chart.params).datasource).toBe(`${dataset.id}__table`);
    expect(dataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id',
      'amount',
    ]);
    const board = (await api('GET', '/api/v1/dashboard/')).body.result[0];
    const shown = (await api('GET', `/api/v1/dashboard/${board.id}`)).body.result;
    expect(JSON.parse(shown.position_json)['CHART-1'].meta.chartId).toBe(chart.id);
    expect(JSON.parse(shown.json_metadata)).toEqual({
      timed_refresh_immune_slices: [chart.id],
      expanded_slices: { [chart.id]: true },
    });
    expect(await storedUri()).toContain('s3cret%21@');
  });

  it("imports a newer Superset's bundle, leaving its tags and theme aside", async () => {
    // Superset 4.1+ writes tags (TAGGING_SYSTEM) and 6.0 themes; Tessera has neither, and
    // reads the rest as Superset does with those features off.
    const files = worldFiles();
    files[CHART_FILE] = { ...files[CHART_FILE], tags: ['finance'] };
    files[DASHBOARD_FILE] = {
      ...files[DASHBOARD_FILE],
      dashboard_title: 'Orders board, themed',
      tags: ['finance', 'weekly'],
      theme_uuid: '5a1c3d2e-0b7f-4f4e-9a61-3c2d1e0f9a8b',
    };
    const bundle = await bundleOf('Dashboard', {
      ...files,
      'tags.yaml': { tags: [{ tag_name: 'finance', description: 'Money' }] },
      'themes/Corporate_1.yaml': {
        theme_name: 'Corporate',
        json_data: { token: { colorPrimary: '#1f6feb' } },
        uuid: '5a1c3d2e-0b7f-4f4e-9a61-3c2d1e0f9a8b',
        version: '1.0.0',
      },
    });
    const r = await post('/api/v1/dashboard/import/', bundle, { overwrite: 'true' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const listed = (await api('GET', '/api/v1/dashboard/')).body;
    expect(listed.count).toBe(1);
    const board = (await api('GET', `/api/v1/dashboard/${listed.result[0].id}`)).body.result;
    expect(board.dashboard_title).toBe('Orders board, themed');
    const chart = (await api('GET', `/api/v1/chart/${UUIDS.chart}`)).body.result;
    expect(JSON.parse(board.position_json)['CHART-1'].meta.chartId).toBe(chart.id);
  });

  it('lets a Gamma user create no connection, and refuses it the dataset import', async () => {
    const roles = (await api('GET', '/api/v1/security/roles/')).body.result;
    const gammaRole = roles.find((r: { name: string }) => r.name === 'Gamma').id;
    await api('POST', '/api/v1/security/users/', {
      username: 'gina',
      first_name: 'Gina',
      last_name: 'Gamma',
      email: 'gina@example.com',
      active: true,
      roles: [gammaRole],
      password: 'gina-password-1',
    });
    const gamma = await login(s.url, 'gina', 'gina-password-1');
    const files = worldFiles();
    const fresh = (uuid: string) => uuid.replace(/^6f0b1a7e/, '7f0b1a7e');
    const database = {
      ...files[DATABASE_FILE],
      uuid: fresh(UUIDS.database),
      database_name: 'other',
    };
    const dataset = {
      ...files[DATASET_FILE],
      uuid: fresh(UUIDS.dataset),
      database_uuid: database.uuid,
    };
    const chart = { ...files[CHART_FILE], uuid: fresh(UUIDS.chart), dataset_uuid: dataset.uuid };
    const bundle = await bundleOf('Slice', {
      [DATABASE_FILE]: database,
      [DATASET_FILE]: dataset,
      [CHART_FILE]: chart,
    });
    const r = await post(
      '/api/v1/chart/import/',
      bundle,
      { passwords: JSON.stringify({ [DATABASE_FILE]: 'x' }) },
      gamma,
    );
    expect(r.status).toBe(422);
    expect(r.body.errors[0].extra).toMatchObject({
      [DATABASE_FILE]:
        "Database doesn't exist and user doesn't have permission to create databases",
    });
    expect(r.body.errors[0].extra[CHART_FILE]).toBeUndefined();
    expect((await post('/api/v1/dataset/import/', bundle, {}, gamma)).status).toBe(403);
    expect((await post('/api/v1/assets/import/', bundle, {}, gamma)).status).toBe(403);
  });

  it('imports the pre-1.0 JSON export onto the database of its name', async () => {
    const params = (extra: object) =>
      JSON.stringify({
        viz_type: 'table',
        datasource_name: 'orders',
        schema: 'public',
        database_name: 'warehouse',
        ...extra,
      });
    const legacy = {
      dashboards: [
        {
          __Dashboard__: {
            id: 40,
            dashboard_title: 'Legacy board',
            slug: 'legacy',
            position_json: JSON.stringify({
              DASHBOARD_VERSION_KEY: 'v2',
              ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
              GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-x'] },
              'ROW-x': { id: 'ROW-x', type: 'ROW', children: ['CHART-x'] },
              'CHART-x': {
                id: 'CHART-x',
                type: 'CHART',
                children: [],
                meta: { chartId: 11, width: 4, height: 50 },
              },
            }),
            json_metadata: JSON.stringify({ expanded_slices: { '12': true } }),
            slices: [
              {
                __Slice__: {
                  id: 11,
                  slice_name: 'Legacy one',
                  viz_type: 'table',
                  datasource_id: 5,
                  datasource_type: 'table',
                  params: params({}),
                },
              },
              {
                __Slice__: {
                  id: 12,
                  slice_name: 'Legacy two',
                  viz_type: 'table',
                  datasource_id: 5,
                  datasource_type: 'table',
                  params: params({}),
                },
              },
            ],
          },
        },
      ],
      datasources: [
        {
          __SqlaTable__: {
            id: 5,
            table_name: 'legacy_orders',
            schema: 'public',
            params: JSON.stringify({ remote_id: 5, database_name: 'warehouse' }),
            columns: [{ __TableColumn__: { column_name: 'id', type: 'INTEGER' } }],
            metrics: [{ __SqlMetric__: { metric_name: 'count', expression: 'COUNT(*)' } }],
          },
        },
      ],
    };
    const r = await post(
      '/api/v1/dashboard/import/',
      new TextEncoder().encode(JSON.stringify(legacy)),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const boards = (await api('GET', '/api/v1/dashboard/')).body.result;
    const board = boards.find(
      (d: { dashboard_title: string }) => d.dashboard_title === 'Legacy board',
    );
    expect(board.slug).toBeNull();
    const charts = (await api('GET', `/api/v1/dashboard/${board.id}/charts`)).body.result;
    expect(charts.map((c: { slice_name: string }) => c.slice_name).sort()).toEqual([
      'Legacy one',
      'Legacy two',
    ]);
    const shown = (await api('GET', `/api/v1/dashboard/${board.id}`)).body.result;
    const layout = JSON.parse(shown.position_json);
    const two = charts.find((c: { slice_name: string }) => c.slice_name === 'Legacy two');
    expect(layout['ROW-N-1'].children).toHaveLength(1);
    expect(JSON.parse(shown.json_metadata).expanded_slices).toEqual({ [two.id]: true });
    const dataset = (
      await api(
        'GET',
        `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:legacy_orders)))')}`,
      )
    ).body;
    expect(dataset.count).toBe(1);
    expect(
      (await post('/api/v1/dashboard/import/', new TextEncoder().encode('{"nope": 1}'))).status,
    ).toBe(400);
  });
});
