/**
 * Limits on what a user can store: JSON text nested too deep or too long, and text too
 * long, are refused with a 400 naming the field, for every resource that keeps JSON or
 * long text; values within the limits are kept as given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_LIMITS } from '@tessera/core';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { createBirthsDuckDb, registerBirths, type BirthsDatabase } from './chartDataFixtures.js';

const available = await storeAvailable();

const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const DEEP = deepObject(5000);
const JUST_DEEP_ENOUGH = deepObject(STORED_LIMITS.jsonDepth);
const TOO_DEEP = deepArray(STORED_LIMITS.jsonDepth + 1);
/** Valid JSON just past the JSON length limit. */
const LONG_JSON = JSON.stringify({ a: 'x'.repeat(STORED_LIMITS.jsonLength) });
const LONG_TEXT = 'y'.repeat(STORED_LIMITS.textLength + 1);
/** A ~9.5 MB description, as the tester sent. */
const HUGE_TEXT = 'lorem ipsum '.repeat(800_000);
const DEPTH_MESSAGE = `Nested deeper than ${STORED_LIMITS.jsonDepth} levels.`;
const LENGTH_MESSAGE = (n: number) => `Longer than maximum length ${n}.`;

describe.skipIf(!available)('stored JSON and text limits', () => {
  let s: TestServer;
  let births: BirthsDatabase;
  let token: string;
  let datasetId: number;
  let databaseId: number;
  let chartId: number;
  const send = (method: string, path: string, body: unknown) =>
    call(s.url, method, path, { token, body });
  /** The 400 names `field` with `message`. */
  const refused = async (
    method: string,
    path: string,
    body: unknown,
    field: string,
    message: string,
  ) => {
    const r = await send(method, path, body);
    expect(r.status, `${method} ${path} ${field}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(
      400,
    );
    expect(JSON.stringify(r.body).slice(0, 2000)).toContain(field);
    expect(JSON.stringify(r.body).slice(0, 2000)).toContain(message);
  };

  beforeAll(async () => {
    births = await createBirthsDuckDb();
    s = await startTestServer({ TESSERA_FEATURE_SHARE_QUERIES_VIA_KV_STORE: 'true' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const ids = await registerBirths(s.url, token, births.file);
    datasetId = ids.births;
    const ds = await call(s.url, 'GET', `/api/v1/dataset/${datasetId}`, { token });
    databaseId = ds.body.result.database.id;
    const chart = await send('POST', '/api/v1/chart/', {
      slice_name: 'c',
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    chartId = chart.body.id;
  });
  afterAll(async () => {
    await s?.stop();
    births?.cleanup();
  });

  it('refuses chart params, query context and texts past the limits, naming the field', async () => {
    const base = { slice_name: 'x', datasource_id: datasetId, datasource_type: 'table' };
    for (const [method, path] of [
      ['POST', '/api/v1/chart/'],
      ['PUT', `/api/v1/chart/${chartId}`],
    ]) {
      await refused(method, path, { ...base, params: DEEP }, 'params', DEPTH_MESSAGE);
      await refused(method, path, { ...base, params: TOO_DEEP }, 'params', DEPTH_MESSAGE);
      await refused(method, path, { ...base, query_context: DEEP }, 'query_context', DEPTH_MESSAGE);
      await refused(
        method,
        path,
        { ...base, params: LONG_JSON },
        'params',
        LENGTH_MESSAGE(STORED_LIMITS.jsonLength),
      );
      await refused(
        method,
        path,
        { ...base, description: HUGE_TEXT },
        'description',
        LENGTH_MESSAGE(STORED_LIMITS.textLength),
      );
      await refused(method, path, { ...base, slice_name: 'n'.repeat(251) }, 'slice_name', '250');
      await refused(method, path, { ...base, params: '{"a": ' }, 'params', 'JSON not valid');
    }
    // Within the limits: kept as given.
    const ok = await send('PUT', `/api/v1/chart/${chartId}`, {
      params: JUST_DEEP_ENOUGH,
      description: 'd'.repeat(STORED_LIMITS.textLength),
    });
    expect(ok.status, JSON.stringify(ok.body).slice(0, 300)).toBe(200);
    const show = await call(s.url, 'GET', `/api/v1/chart/${chartId}`, { token });
    expect(show.body.result.params).toBe(JUST_DEEP_ENOUGH);
    const list = await call(s.url, 'GET', '/api/v1/chart/', { token });
    expect(list.status).toBe(200);
  });

  it('refuses dataset JSON, SQL and expressions past the limits', async () => {
    const path = `/api/v1/dataset/${datasetId}`;
    await refused('PUT', path, { extra: DEEP }, 'extra', DEPTH_MESSAGE);
    await refused(
      'PUT',
      path,
      { extra: JSON.parse(JUST_DEEP_ENOUGH.replace('1', '{"b":1}')) },
      'extra',
      DEPTH_MESSAGE,
    );
    await refused('PUT', path, { template_params: TOO_DEEP }, 'template_params', DEPTH_MESSAGE);
    await refused(
      'PUT',
      path,
      { description: HUGE_TEXT },
      'description',
      LENGTH_MESSAGE(STORED_LIMITS.textLength),
    );
    await refused(
      'PUT',
      path,
      { sql: HUGE_TEXT },
      'sql',
      LENGTH_MESSAGE(STORED_LIMITS.longTextLength),
    );
    await refused(
      'PUT',
      path,
      { columns: [{ column_name: 'c', expression: LONG_TEXT }] },
      'columns.0.expression',
      LENGTH_MESSAGE(STORED_LIMITS.textLength),
    );
    await refused(
      'PUT',
      path,
      { columns: [{ column_name: 'c', extra: DEEP }] },
      'columns.0.extra',
      DEPTH_MESSAGE,
    );
    await refused(
      'PUT',
      path,
      { metrics: [{ metric_name: 'm', expression: 'COUNT(*)', extra: DEEP }] },
      'metrics.0.extra',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/api/v1/dataset/',
      { database: databaseId, table_name: 'v', sql: HUGE_TEXT },
      'sql',
      LENGTH_MESSAGE(STORED_LIMITS.longTextLength),
    );
  });

  it('refuses database extra, dashboard JSON and CSS, annotations, rules and saved queries', async () => {
    await refused('PUT', `/api/v1/database/${databaseId}`, { extra: DEEP }, 'extra', DEPTH_MESSAGE);
    await refused(
      'PUT',
      `/api/v1/database/${databaseId}`,
      { extra: LONG_JSON },
      'extra',
      LENGTH_MESSAGE(STORED_LIMITS.jsonLength),
    );
    await refused(
      'POST',
      '/api/v1/dashboard/',
      { position_json: DEEP },
      'position_json',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/api/v1/dashboard/',
      { json_metadata: DEEP },
      'json_metadata',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/api/v1/dashboard/',
      { css: HUGE_TEXT },
      'css',
      LENGTH_MESSAGE(STORED_LIMITS.longTextLength),
    );
    const layer = await send('POST', '/api/v1/annotation_layer/', { name: 'l' });
    expect(layer.status).toBe(201);
    await refused(
      'POST',
      '/api/v1/annotation_layer/',
      { name: 'l2', descr: HUGE_TEXT },
      'descr',
      LENGTH_MESSAGE(STORED_LIMITS.textLength),
    );
    const annotation = {
      short_descr: 'a',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-02',
    };
    await refused(
      'POST',
      `/api/v1/annotation_layer/${layer.body.id}/annotation/`,
      { ...annotation, json_metadata: DEEP },
      'json_metadata',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      `/api/v1/annotation_layer/${layer.body.id}/annotation/`,
      { ...annotation, long_descr: HUGE_TEXT },
      'long_descr',
      LENGTH_MESSAGE(STORED_LIMITS.textLength),
    );
    await refused(
      'POST',
      '/api/v1/rowlevelsecurity/',
      { name: 'r', filter_type: 'Regular', tables: [datasetId], roles: [1], clause: HUGE_TEXT },
      'clause',
      LENGTH_MESSAGE(STORED_LIMITS.textLength),
    );
    await refused(
      'POST',
      '/api/v1/saved_query/',
      { db_id: databaseId, label: 'q', sql: 'SELECT 1', extra_json: DEEP },
      'extra_json',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/api/v1/saved_query/',
      { db_id: databaseId, label: 'q', sql: HUGE_TEXT },
      'sql',
      LENGTH_MESSAGE(STORED_LIMITS.longTextLength),
    );
  });

  it('refuses explore form data, permalinks, SQL Lab tabs, shared queries and log events', async () => {
    await refused(
      'POST',
      '/api/v1/explore/form_data',
      { datasource_id: datasetId, datasource_type: 'table', form_data: DEEP },
      'form_data',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/api/v1/explore/permalink',
      { formData: JSON.parse(deepObject(200)) },
      'formData',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/api/v1/sqllab/permalink',
      { dbId: databaseId, name: 't', sql: 'SELECT 1', extra: JSON.parse(deepObject(200)) },
      'extra',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/tabstateview/',
      { queryEditor: JSON.stringify({ title: 't', dbId: databaseId, sql: HUGE_TEXT }) },
      'queryEditor',
      LENGTH_MESSAGE(STORED_LIMITS.jsonLength),
    );
    await refused(
      'POST',
      '/tabstateview/',
      {
        queryEditor: JSON.stringify({
          title: 't',
          dbId: databaseId,
          templateParams: JSON.parse(deepObject(100)),
        }),
      },
      'queryEditor',
      DEPTH_MESSAGE,
    );
    const tab = await send('POST', '/tabstateview/', {
      queryEditor: JSON.stringify({ title: 't', dbId: databaseId, sql: 'SELECT 1' }),
    });
    expect(tab.status, JSON.stringify(tab.body)).toBe(200);
    await refused(
      'PUT',
      `/tabstateview/${tab.body.id}`,
      { sql: HUGE_TEXT },
      'sql',
      LENGTH_MESSAGE(STORED_LIMITS.longTextLength),
    );
    await refused(
      'PUT',
      `/tabstateview/${tab.body.id}`,
      { template_params: TOO_DEEP },
      'template_params',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/kv/store/',
      { data: JSON.parse(deepObject(100)) },
      'data',
      DEPTH_MESSAGE,
    );
    await refused(
      'POST',
      '/kv/store/',
      { data: HUGE_TEXT },
      'data',
      LENGTH_MESSAGE(STORED_LIMITS.longTextLength),
    );
    const log = await send('POST', '/superset/log/?explode=events', {
      events: [{ event_name: 'x', payload: JSON.parse(deepObject(100)) }],
    });
    expect(log.status).toBe(400);
    // Nothing above broke a page.
    for (const path of [
      '/api/v1/chart/',
      '/api/v1/dataset/',
      '/api/v1/saved_query/',
      '/api/v1/sqllab/',
    ]) {
      expect((await call(s.url, 'GET', path, { token })).status).toBe(200);
    }
  });
});
