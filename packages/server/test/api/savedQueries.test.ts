/**
 * Saved queries over HTTP: Superset's REST API (list with search, filters and order, show,
 * create, update, delete, bulk delete, _info, related, distinct) and the legacy view SQL
 * Lab's save dialog calls. Each user sees only their own saved queries; the admin all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { rison, sqlLabWorld, type SqlLabWorld } from './sqlLabState.fixtures.js';

const available = await storeAvailable();
const BASE = '/api/v1/saved_query/';

describe.skipIf(!available)('saved query API', () => {
  let w: SqlLabWorld;
  const api = (token: string, method: string, path: string, body?: unknown) =>
    call(w.s.url, method, path, { token, body });
  const save = async (token: string, fields: Record<string, unknown>) => {
    const r = await api(token, 'POST', BASE, { db_id: w.databaseId, ...fields });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as number;
  };
  const labels = async (token: string, q: string) => {
    const r = await api(token, 'GET', BASE + rison(q));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.map((i: { label: string }) => i.label);
  };

  beforeAll(async () => {
    w = await sqlLabWorld();
    await save(w.alice, {
      label: 'Robins',
      sql: "SELECT * FROM main.birds WHERE name = 'robin'",
      schema: 'main',
      description: 'Only robins',
    });
    await save(w.alice, { label: 'All birds', sql: 'SELECT * FROM birds', schema: 'other' });
    await save(w.bob, { label: 'Bob secret', sql: 'SELECT 42' });
  });
  afterAll(async () => {
    await w?.stop();
  });

  it('saves a query and shows it with its database, creator and tables', async () => {
    const id = await save(w.alice, {
      label: 'Wrens',
      sql: 'SELECT name FROM main.birds b JOIN main.flocks f ON b.flock_id = f.id',
      schema: 'main',
      template_parameters: '{"limit": 5}',
    });
    const r = await api(w.alice, 'GET', `${BASE}${id}`);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      id,
      label: 'Wrens',
      schema: 'main',
      template_parameters: '{"limit": 5}',
      database: { id: w.databaseId, database_name: 'Birds' },
      created_by: { id: w.aliceId, first_name: 'Alice', last_name: 'Analyst' },
      sql_tables: [
        { catalog: null, schema: 'main', table: 'birds' },
        { catalog: null, schema: 'main', table: 'flocks' },
      ],
    });
    expect(r.body.show_columns).toContain('template_parameters');
  });

  it("lists only the user's own saved queries; the admin sees everyone's", async () => {
    expect(await labels(w.bob, '(order_column:label,order_direction:asc)')).toEqual(['Bob secret']);
    const adminLabels = await labels(w.admin, '(order_column:label,order_direction:asc)');
    expect(adminLabels).toEqual(expect.arrayContaining(['Bob secret', 'Robins', 'All birds']));
    const robins = (
      await api(w.alice, 'GET', BASE + rison('(filters:!((col:label,opr:eq,value:Robins)))'))
    ).body.ids[0];
    expect((await api(w.bob, 'GET', `${BASE}${robins}`)).status).toBe(404);
    expect((await api(w.bob, 'PUT', `${BASE}${robins}`, { label: 'Mine' })).status).toBe(404);
    expect((await api(w.bob, 'DELETE', `${BASE}${robins}`)).status).toBe(404);
    expect((await api(w.alice, 'GET', `${BASE}${robins}`)).body.result.label).toBe('Robins');
  });

  it('searches label, description and SQL, filters by schema and database, and sorts', async () => {
    const search = (t: string) =>
      labels(
        w.alice,
        `(filters:!((col:label,opr:all_text,value:'${t}')),order_column:label,order_direction:asc)`,
      );
    expect(await search('robin')).toEqual(['Robins']);
    expect(await search('ONLY')).toEqual(['Robins']);
    expect(await search('from birds')).toEqual(['All birds']);
    expect(await labels(w.alice, '(filters:!((col:schema,opr:eq,value:other)))')).toEqual([
      'All birds',
    ]);
    expect(
      await labels(
        w.alice,
        `(filters:!((col:database,opr:rel_o_m,value:${w.databaseId})),order_column:label,order_direction:desc)`,
      ),
    ).toEqual(['Wrens', 'Robins', 'All birds']);
    const page = await api(
      w.alice,
      'GET',
      BASE + rison('(order_column:label,order_direction:asc,page:1,page_size:2)'),
    );
    expect(page.body.count).toBe(3);
    expect(page.body.result.map((i: { label: string }) => i.label)).toEqual(['Wrens']);
    const bad = await api(w.alice, 'GET', BASE + rison('(order_column:owner)'));
    expect(bad.status).toBe(400);
  });

  it('gives the list columns Superset gives', async () => {
    const r = await api(
      w.alice,
      'GET',
      BASE + rison('(filters:!((col:label,opr:eq,value:Robins)))'),
    );
    expect(r.body.result[0]).toMatchObject({
      label: 'Robins',
      description: 'Only robins',
      db_id: w.databaseId,
      database: { id: w.databaseId, database_name: 'Birds' },
      created_by: { first_name: 'Alice' },
      changed_on_delta_humanized: expect.stringMatching(/ago|now/),
      last_run_delta_humanized: '',
      extra: {},
      tags: [],
      rows: null,
    });
    expect(r.body.list_columns).toContain('sql_tables');
    expect(r.body.order_columns).toContain('changed_on_delta_humanized');
  });

  it('refuses bad input naming the field', async () => {
    const missing = await api(w.alice, 'POST', BASE, { sql: 'SELECT 1' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.message).sort()).toEqual(['db_id', 'label']);
    const noDb = await api(w.alice, 'POST', BASE, { db_id: 99999, label: 'x' });
    expect(noDb.body.message).toEqual({ db_id: ['Database does not exist'] });
    const badJson = await api(w.alice, 'POST', BASE, {
      db_id: w.databaseId,
      label: 'x',
      extra_json: '{nope',
    });
    expect(badJson.body.message).toEqual({ extra_json: ['Not a valid JSON.'] });
    const emptyLabel = await api(w.alice, 'PUT', `${BASE}1`, { label: '  ' });
    expect(emptyLabel.status).toBe(400);
    expect(emptyLabel.body.message.label).toBeDefined();
  });

  it('updates a saved query and keeps a schedule in extra_json', async () => {
    const id = await save(w.alice, { label: 'Nightly', sql: 'SELECT 1' });
    const schedule = { schedule_info: { output_table: 'nightly', start_date: '2024-01-01' } };
    const r = await api(w.alice, 'PUT', `${BASE}${id}`, {
      sql: 'SELECT 2',
      extra_json: JSON.stringify(schedule),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      id,
      result: { sql: 'SELECT 2', extra_json: JSON.stringify(schedule) },
    });
    const list = await api(
      w.alice,
      'GET',
      BASE + rison('(filters:!((col:label,opr:eq,value:Nightly)))'),
    );
    expect(list.body.result[0]).toMatchObject({ sql: 'SELECT 2', extra: schedule });
    await api(w.alice, 'DELETE', `${BASE}${id}`);
  });

  it('deletes one or many, all or nothing', async () => {
    const a = await save(w.alice, { label: 'Tmp A', sql: 'SELECT 1' });
    const b = await save(w.alice, { label: 'Tmp B', sql: 'SELECT 1' });
    const c = await save(w.alice, { label: 'Tmp C', sql: 'SELECT 1' });
    const bobs = (await api(w.bob, 'GET', BASE)).body.ids[0];
    const mixed = await api(w.alice, 'DELETE', `${BASE}${rison(`!(${a},${bobs})`)}`);
    expect(mixed.status).toBe(404);
    expect((await api(w.alice, 'GET', `${BASE}${a}`)).status).toBe(200);
    const bulk = await api(w.alice, 'DELETE', `${BASE}${rison(`!(${a},${b})`)}`);
    expect(bulk.body).toEqual({ message: 'Deleted 2 saved queries' });
    const one = await api(w.alice, 'DELETE', `${BASE}${c}`);
    expect(one.body).toEqual({ message: 'OK' });
    expect(await labels(w.alice, '(filters:!((col:label,opr:sw,value:Tmp)))')).toEqual([]);
  });

  it('answers _info, related and distinct lookups', async () => {
    const info = await api(w.alice, 'GET', `${BASE}_info${rison('(keys:!(permissions))')}`);
    expect(info.body).toEqual({ permissions: ['can_read', 'can_write', 'can_export'] });
    const users = await api(w.alice, 'GET', `${BASE}related/created_by${rison('(filter:ali)')}`);
    expect(users.body.result.map((u: { text: string }) => u.text)).toEqual(['Alice Analyst']);
    const dbs = await api(w.admin, 'GET', `${BASE}related/database`);
    expect(dbs.body.result).toEqual([{ value: w.databaseId, text: 'Birds', extra: {} }]);
    const schemas = await api(w.alice, 'GET', `${BASE}distinct/schema`);
    expect(schemas.body).toEqual({
      count: 2,
      result: [
        { text: 'main', value: 'main' },
        { text: 'other', value: 'other' },
      ],
    });
    expect((await api(w.bob, 'GET', `${BASE}distinct/schema`)).body.count).toBe(0);
    expect((await api(w.alice, 'GET', `${BASE}related/owners`)).status).toBe(404);
  });

  it('saves, updates and reads through the legacy view SQL Lab calls', async () => {
    const created = await api(w.alice, 'POST', '/savedqueryviewapi/api/create', {
      db_id: w.databaseId,
      label: 'From the editor',
      schema: 'main',
      sql: 'SELECT 1',
      description: '',
      // The client sends its own fields along; they are not stored.
      remoteId: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.item).toMatchObject({ label: 'From the editor', db_id: w.databaseId });
    const id = created.body.item.id;
    const updated = await api(w.alice, 'PUT', `/savedqueryviewapi/api/update/${id}`, {
      sql: 'SELECT 2',
      label: 'From the editor',
    });
    expect(updated.body.item.sql).toBe('SELECT 2');
    const got = await api(w.alice, 'GET', `/savedqueryviewapi/api/get/${id}`);
    expect(got.body).toMatchObject({ pk: id, result: { sql: 'SELECT 2', schema: 'main' } });
    expect((await api(w.bob, 'GET', `/savedqueryviewapi/api/get/${id}`)).status).toBe(404);
    const bad = await api(w.alice, 'POST', '/savedqueryviewapi/api/create', { sql: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual(['db_id', 'label']);
    expect((await call(w.s.url, 'GET', `/savedqueryviewapi/api/get/${id}`)).status).toBe(401);
  });
});
