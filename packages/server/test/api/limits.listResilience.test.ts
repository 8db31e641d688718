/**
 * Rows stored before the write limits (or by an import) must not break a page for everyone:
 * hostile values are written straight into the metadata store (bypassing the API) and every
 * list and show answer stays 200, the bad field shown as null or empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { createBirthsDuckDb, registerBirths, type BirthsDatabase } from './chartDataFixtures.js';

const available = await storeAvailable();

/** Valid JSON nested 5,000 deep, as an object and as an array. */
const DEEP_OBJECT = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
const DEEP_ARRAY = '['.repeat(5000) + ']'.repeat(5000);
const BROKEN = '{"viz_type": "table", ';
/** About 9.5 MB of text. */
const HUGE = 'lorem ipsum '.repeat(800_000);

describe.skipIf(!available)('lists survive hostile stored rows', () => {
  let s: TestServer;
  let births: BirthsDatabase;
  let token: string;
  let ids: Record<string, number>;
  const get = (path: string) => call(s.url, 'GET', path, { token });
  const post = async (path: string, body: unknown) => {
    const r = await call(s.url, 'POST', path, { token, body });
    expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body;
  };

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    s = await startTestServer();
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const reg = await registerBirths(s.url, token, births.file);
    const db = s.store.db;
    const dataset = await get(`/api/v1/dataset/${reg.births}`);
    const databaseId = dataset.body.result.database.id;
    ids = { dataset: reg.births, database: databaseId };

    // Charts: deep params and query context, a huge description; broken params; a good one.
    ids.deepChart = (
      await post('/api/v1/chart/', {
        slice_name: 'deep',
        datasource_id: reg.births,
        datasource_type: 'table',
        viz_type: 'table',
        params: '{}',
      })
    ).id;
    ids.brokenChart = (
      await post('/api/v1/chart/', {
        slice_name: 'broken',
        datasource_id: reg.births,
        datasource_type: 'table',
        viz_type: 'table',
        params: '{}',
      })
    ).id;
    ids.goodChart = (
      await post('/api/v1/chart/', {
        slice_name: 'good',
        datasource_id: reg.births,
        datasource_type: 'table',
        viz_type: 'table',
        params: '{"viz_type": "table", "row_limit": 10}',
      })
    ).id;
    await db
      .updateTable('slices')
      .set({ params: DEEP_OBJECT, query_context: DEEP_ARRAY, description: HUGE })
      .where('id', '=', ids.deepChart)
      .execute();
    await db
      .updateTable('slices')
      .set({ params: BROKEN, query_context: BROKEN, description: '# fine' })
      .where('id', '=', ids.brokenChart)
      .execute();

    // The dataset, its columns and metrics, and its database.
    await db
      .updateTable('tables')
      .set({
        extra: DEEP_OBJECT,
        params: DEEP_ARRAY,
        template_params: BROKEN,
        description: HUGE,
        sql: null,
      })
      .where('id', '=', reg.births)
      .execute();
    await db
      .updateTable('table_columns')
      .set({ extra: DEEP_OBJECT, description: HUGE })
      .where('table_id', '=', reg.births)
      .execute();
    await db
      .updateTable('sql_metrics')
      .set({ extra: DEEP_ARRAY, currency: DEEP_OBJECT })
      .where('table_id', '=', reg.births)
      .execute();
    await db.updateTable('dbs').set({ extra: DEEP_OBJECT }).where('id', '=', databaseId).execute();

    // A dashboard with deep position and metadata; a broken one.
    for (const [title, value] of [
      ['deep', DEEP_OBJECT],
      ['broken', BROKEN],
    ] as const) {
      const d = await post('/api/v1/dashboard/', { dashboard_title: title });
      await db
        .updateTable('dashboards')
        .set({ position_json: value, json_metadata: value, css: HUGE, description: HUGE })
        .where('id', '=', d.id)
        .execute();
    }

    // A saved query, a SQL Lab run, an annotation, a row level security rule.
    const saved = await post('/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'q',
      sql: 'SELECT 1',
    });
    await db
      .updateTable('saved_query')
      .set({ extra_json: DEEP_OBJECT, template_parameters: BROKEN, description: HUGE })
      .where('id', '=', saved.id)
      .execute();
    ids.savedQuery = saved.id;
    await db.updateTable('dbs').set({ expose_in_sqllab: 1 }).where('id', '=', databaseId).execute();
    await call(s.url, 'POST', '/api/v1/sqllab/execute/', {
      token,
      body: { database_id: databaseId, sql: 'SELECT 1 AS x', client_id: 'hostile1' },
    });
    await db
      .updateTable('query')
      .set({ extra_json: DEEP_OBJECT })
      .where('client_id', '=', 'hostile1')
      .execute();
    const layer = await post('/api/v1/annotation_layer/', { name: 'layer' });
    ids.layer = layer.id;
    const annotation = await post(`/api/v1/annotation_layer/${layer.id}/annotation/`, {
      short_descr: 'a',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-02',
      json_metadata: '{}',
    });
    ids.annotation = annotation.id;
    await db
      .updateTable('annotation')
      .set({ json_metadata: DEEP_OBJECT, long_descr: HUGE })
      .where('id', '=', annotation.id)
      .execute();
    await db
      .updateTable('annotation_layer')
      .set({ descr: HUGE })
      .where('id', '=', layer.id)
      .execute();
    const rule = await post('/api/v1/rowlevelsecurity/', {
      name: 'r',
      filter_type: 'Regular',
      tables: [reg.births],
      roles: [1],
      clause: '1 = 1',
    });
    await db
      .updateTable('row_level_security_filters')
      .set({ description: HUGE })
      .where('id', '=', rule.id)
      .execute();
  }, 120_000);

  afterAll(async () => {
    await s?.stop();
    births?.cleanup();
  });

  it('lists and shows charts, the bad fields as null', async () => {
    const list = await get('/api/v1/chart/');
    expect(list.status, JSON.stringify(list.body).slice(0, 500)).toBe(200);
    const byId = new Map(list.body.result.map((c: { id: number }) => [c.id, c]));
    expect(byId.size).toBe(3);
    const deep = byId.get(ids.deepChart) as Record<string, unknown>;
    expect(deep.params).toBeNull();
    expect(deep.query_context).toBeNull();
    expect(deep.description).toBeNull();
    expect(deep.form_data).toMatchObject({ slice_id: ids.deepChart, viz_type: 'table' });
    const broken = byId.get(ids.brokenChart) as Record<string, unknown>;
    expect(broken.params).toBeNull();
    expect(broken.description_markeddown).toContain('fine');
    const good = byId.get(ids.goodChart) as Record<string, unknown>;
    expect(good.form_data).toMatchObject({ row_limit: 10 });
    for (const id of [ids.deepChart, ids.brokenChart, ids.goodChart]) {
      const show = await get(`/api/v1/chart/${id}`);
      expect(show.status, JSON.stringify(show.body).slice(0, 300)).toBe(200);
    }
    expect((await get(`/api/v1/chart/${ids.deepChart}`)).body.result.params).toBeNull();
  });

  it('lists and shows datasets and databases', async () => {
    const list = await get('/api/v1/dataset/');
    expect(list.status, JSON.stringify(list.body).slice(0, 500)).toBe(200);
    expect(list.body.result[0].extra).toBeNull();
    expect(list.body.result[0].description).toBeNull();
    const show = await get(`/api/v1/dataset/${ids.dataset}`);
    expect(show.status, JSON.stringify(show.body).slice(0, 500)).toBe(200);
    expect(show.body.result.extra).toBeNull();
    expect(show.body.result.columns[0].extra).toBeNull();
    const dbs = await get('/api/v1/database/');
    expect(dbs.status, JSON.stringify(dbs.body).slice(0, 500)).toBe(200);
    const db = await get(`/api/v1/database/${ids.database}`);
    expect(db.status, JSON.stringify(db.body).slice(0, 500)).toBe(200);
  });

  it('lists dashboards, saved queries, runs, annotations and rules', async () => {
    for (const path of [
      '/api/v1/dashboard/',
      '/api/v1/saved_query/',
      `/api/v1/saved_query/${ids.savedQuery}`,
      '/api/v1/query/',
      '/api/v1/annotation_layer/',
      `/api/v1/annotation_layer/${ids.layer}/annotation/`,
      `/api/v1/annotation_layer/${ids.layer}/annotation/${ids.annotation}`,
      '/api/v1/rowlevelsecurity/',
      '/api/v1/sqllab/',
    ]) {
      const r = await get(path);
      expect(r.status, `${path}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
    }
    const dashboards = await get('/api/v1/dashboard/');
    expect(dashboards.body.count).toBe(2);
    for (const d of dashboards.body.result) {
      const show = await get(`/api/v1/dashboard/${d.id}`);
      expect(show.status, JSON.stringify(show.body).slice(0, 300)).toBe(200);
      expect(show.body.result.position_json).toBeNull();
      expect(show.body.result.json_metadata).toBeNull();
    }
    const annotation = await get(
      `/api/v1/annotation_layer/${ids.layer}/annotation/${ids.annotation}`,
    );
    expect(annotation.body.result.json_metadata).toBeNull();
  });

  it('still answers the explore and chart data of a chart with bad stored JSON', async () => {
    for (const id of [ids.deepChart, ids.brokenChart]) {
      const r = await get(`/api/v1/explore/?slice_id=${id}`);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBeLessThan(500);
      const data = await get(`/api/v1/chart/${id}/data/`);
      expect(data.status, JSON.stringify(data.body).slice(0, 300)).toBeLessThan(500);
    }
  });
});
