/**
 * Sharing SQL Lab state and turning queries into datasets: permalinks (key in, state out),
 * the legacy key-value store, `/superset/sqllab_viz/` (a virtual dataset from a query, then
 * overwritten with `PUT /api/v1/dataset/<id>?override_columns=true`) and
 * `/superset/get_or_create_table/`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { form, sqlLabWorld, type SqlLabWorld } from './sqlLabState.fixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('SQL Lab sharing and datasets from queries', () => {
  let w: SqlLabWorld;
  const api = (token: string, method: string, path: string, body?: unknown) =>
    call(w.s.url, method, path, { token, body });

  beforeAll(async () => {
    w = await sqlLabWorld();
  });
  afterAll(async () => {
    await w?.stop();
  });

  it('keeps a tab state behind a permalink and gives it back', async () => {
    const state = {
      dbId: w.databaseId,
      name: 'Shared birds',
      schema: 'main',
      sql: 'SELECT * FROM birds',
      autorun: false,
      templateParams: '{"x": 1}',
    };
    const r = await api(w.alice, 'POST', '/api/v1/sqllab/permalink', state);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(r.body.url).toBe(`${w.s.url}/sqllab/p/${r.body.key}`);
    // Anyone with SQL Lab may open a shared link.
    const got = await api(w.bob, 'GET', `/api/v1/sqllab/permalink/${r.body.key}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(state);
    expect((await api(w.bob, 'GET', '/api/v1/sqllab/permalink/nope')).status).toBe(404);
    const other = r.body.key.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await api(w.bob, 'GET', `/api/v1/sqllab/permalink/${other}`)).status).toBe(404);
  });

  it('refuses a permalink without its required fields, naming them', async () => {
    const r = await api(w.alice, 'POST', '/api/v1/sqllab/permalink', { sql: 7 });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatchObject({
      dbId: ['Missing data for required field.'],
      name: ['Missing data for required field.'],
      sql: ['Not a valid string.'],
    });
  });

  it('keeps and reads shared queries in the legacy key-value store', async () => {
    const value = JSON.stringify({ dbId: w.databaseId, sql: 'SELECT 1', title: 'kv' });
    const stored = await call(w.s.url, 'POST', '/kv/store/', {
      token: w.alice,
      body: new URLSearchParams({ data: value }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    // the id is an unguessable key, not the row's number (security.sharing.test.ts)
    expect(stored.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const got = await api(w.bob, 'GET', `/kv/${stored.body.id}`);
    expect(got.body).toEqual(JSON.parse(value));
    expect((await api(w.bob, 'GET', '/kv/99999')).status).toBe(404);
    const empty = await api(w.alice, 'POST', '/kv/store/', {});
    expect(empty.body.message).toEqual({ data: ['Missing data for required field.'] });
  });

  it('makes a virtual dataset from a query and overwrites it with new SQL', async () => {
    const data = {
      sql: "SELECT id, name, seen FROM birds WHERE name <> 'x'",
      dbId: w.databaseId,
      schema: 'main',
      templateParams: null,
      datasourceName: 'Bird query 01/02/2024 10:00:00',
      columns: [
        { column_name: 'id', type: 'INTEGER', is_dttm: false },
        { name: 'name', type: 'TEXT', is_dttm: false },
      ],
    };
    const r = await call(w.s.url, 'POST', '/superset/sqllab_viz/', {
      token: w.admin,
      ...form({ data: JSON.stringify(data) }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.table_id;
    expect(r.body.data).toMatchObject({ id, name: expect.stringContaining('Bird query') });
    const ds = await api(w.admin, 'GET', `/api/v1/dataset/${id}`);
    expect(ds.body.result).toMatchObject({
      table_name: data.datasourceName,
      sql: data.sql,
      is_sqllab_view: true,
      kind: 'virtual',
    });
    expect(ds.body.result.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id',
      'name',
      'seen',
    ]);
    const again = await call(w.s.url, 'POST', '/superset/sqllab_viz/', {
      token: w.admin,
      ...form({ data: JSON.stringify(data) }),
    });
    expect(again.status).toBe(422);
    expect(again.body.message.table_name[0]).toMatch(/already exists/);

    const overwrite = await api(w.admin, 'PUT', `/api/v1/dataset/${id}?override_columns=true`, {
      sql: 'SELECT name AS bird FROM birds',
      columns: [{ column_name: 'bird', type: 'TEXT', is_dttm: false }],
      owners: [1],
      database_id: w.databaseId,
    });
    expect(overwrite.status, JSON.stringify(overwrite.body)).toBe(200);
    const after = await api(w.admin, 'GET', `/api/v1/dataset/${id}`);
    expect(after.body.result.sql).toBe('SELECT name AS bird FROM birds');
    expect(after.body.result.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'bird',
    ]);
  });

  it('refuses a dataset request without a name or database, naming the field', async () => {
    const r = await api(w.admin, 'POST', '/superset/sqllab_viz/', {
      data: { sql: 'SELECT 1', schema: 'main' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toEqual({
      'data.datasourceName': ['Missing data for required field.'],
      'data.dbId': ['Missing data for required field.'],
    });
    const none = await api(w.admin, 'POST', '/superset/get_or_create_table/', {});
    expect(none.body.message).toEqual({ data: ['Missing data for required field.'] });
  });

  it("gets a table's dataset, creating it the first time", async () => {
    const data = { datasourceName: 'birds', dbId: w.databaseId, schema: 'main' };
    const first = await call(w.s.url, 'POST', '/superset/get_or_create_table/', {
      token: w.admin,
      ...form({ data: JSON.stringify(data) }),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api(w.admin, 'POST', '/superset/get_or_create_table/', { data });
    expect(second.body).toEqual({ table_id: first.body.table_id });
    const ds = await api(w.admin, 'GET', `/api/v1/dataset/${first.body.table_id}`);
    expect(ds.body.result).toMatchObject({ table_name: 'birds', schema: 'main', sql: null });
  });
});
