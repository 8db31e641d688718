/**
 * SQL Lab tab persistence over HTTP as Superset's client calls it: tabs created from the
 * client editor (form-encoded or JSON), read back with their tables, changed field by field,
 * activated, deleted with their tables; another user's tab is not found; the bootstrap lists
 * a user's tabs in order with the active one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { form, sqlLabWorld, type SqlLabWorld } from './sqlLabState.fixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('SQL Lab tab state API', () => {
  let w: SqlLabWorld;
  const api = (token: string, method: string, path: string, body?: unknown) =>
    call(w.s.url, method, path, { token, body });
  const post = (token: string, path: string, fields: Record<string, unknown>) =>
    call(w.s.url, 'POST', path, { token, ...form(fields) });
  const newTab = async (token: string, editor: Record<string, unknown>) => {
    const r = await post(token, '/tabstateview/', { queryEditor: JSON.stringify(editor) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.id as number;
  };

  beforeAll(async () => {
    w = await sqlLabWorld();
  });
  afterAll(async () => {
    await w?.stop();
  });

  it('keeps a tab from the client editor and gives it back as Superset does', async () => {
    const id = await newTab(w.alice, {
      title: 'Birds by name',
      dbId: w.databaseId,
      schema: 'main',
      autorun: false,
      sql: 'SELECT name FROM birds',
      queryLimit: 100,
      templateParams: '{"a": 1}',
    });
    const r = await api(w.alice, 'GET', `/tabstateview/${id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id,
      user_id: w.aliceId,
      label: 'Birds by name',
      active: true,
      database_id: w.databaseId,
      catalog: null,
      schema: 'main',
      table_schemas: [],
      sql: 'SELECT name FROM birds',
      query_limit: 100,
      latest_query: null,
      autorun: false,
      template_params: '{"a": 1}',
      hide_left_bar: false,
      saved_query: null,
      extra_json: null,
    });
  });

  it('accepts a JSON body too, and names an untitled tab "Untitled Query"', async () => {
    const r = await api(w.alice, 'POST', '/tabstateview/', {
      queryEditor: { dbId: w.databaseId, sql: 'SELECT 1' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const tab = await api(w.alice, 'GET', `/tabstateview/${r.body.id}`);
    expect(tab.body.label).toBe('Untitled Query');
  });

  it('changes the fields the client sends, one call each, form-encoded or JSON', async () => {
    const id = await newTab(w.alice, { title: 'Edit me', dbId: w.databaseId, sql: 'SELECT 1' });
    const put = (fields: Record<string, unknown>) =>
      call(w.s.url, 'PUT', `/tabstateview/${id}`, { token: w.alice, ...form(fields) });
    for (const fields of [
      { sql: 'SELECT 2' },
      { label: 'Renamed' },
      { autorun: true },
      { hide_left_bar: true },
      { query_limit: 25 },
      { schema: 'main' },
      { template_params: '{"x": 2}' },
      { latest_query_id: 'abc123' },
    ]) {
      const r = await put(fields);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toBe(id);
    }
    const json = await api(w.alice, 'PUT', `/tabstateview/${id}`, { dbId: w.databaseId });
    expect(json.status).toBe(200);
    const tab = (await api(w.alice, 'GET', `/tabstateview/${id}`)).body;
    expect(tab).toMatchObject({
      sql: 'SELECT 2',
      label: 'Renamed',
      autorun: true,
      hide_left_bar: true,
      query_limit: 25,
      schema: 'main',
      template_params: '{"x": 2}',
      database_id: w.databaseId,
    });
    // No query table row with that client id: the tab has no latest query to show.
    expect(tab.latest_query).toBeNull();
  });

  it('refuses bad input naming the field', async () => {
    const id = await newTab(w.alice, { title: 'Strict', dbId: w.databaseId });
    const limit = await api(w.alice, 'PUT', `/tabstateview/${id}`, { query_limit: 'many' });
    expect(limit.status).toBe(400);
    expect(limit.body.message).toEqual({ query_limit: ['Not a valid integer.'] });
    const unknown = await api(w.alice, 'PUT', `/tabstateview/${id}`, { owner: 3 });
    expect(unknown.body.message).toEqual({ owner: ['Unknown field.'] });
    const db = await api(w.alice, 'PUT', `/tabstateview/${id}`, { database_id: 999999 });
    expect(db.status).toBe(400);
    expect(db.body.message).toEqual({ database_id: ['Database does not exist'] });
    const missing = await api(w.alice, 'POST', '/tabstateview/', {});
    expect(missing.body.message).toEqual({ queryEditor: ['Missing data for required field.'] });
    const notJson = await call(w.s.url, 'POST', '/tabstateview/', {
      token: w.alice,
      body: 'queryEditor=%7Bbroken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.body.message).toEqual({ queryEditor: ['Not a valid JSON object.'] });
    const table = await api(w.alice, 'POST', '/tableschemaview/', {
      table: { queryEditorId: id, dbId: w.databaseId, schema: 'main' },
    });
    expect(table.body.message).toEqual({ 'table.name': ['Missing data for required field.'] });
  });

  it("answers 404 for another user's tab and table, and leaves them alone", async () => {
    const id = await newTab(w.alice, { title: 'Private', dbId: w.databaseId, sql: 'SELECT 3' });
    const t = await post(w.alice, '/tableschemaview/', {
      table: JSON.stringify({
        queryEditorId: id,
        dbId: w.databaseId,
        schema: 'main',
        name: 'birds',
      }),
    });
    for (const [method, path] of [
      ['GET', `/tabstateview/${id}`],
      ['PUT', `/tabstateview/${id}`],
      ['DELETE', `/tabstateview/${id}`],
      ['POST', `/tabstateview/${id}/activate`],
      ['DELETE', `/tabstateview/${id}/query/abc`],
      ['POST', `/tabstateview/${id}/migrate_query`],
      ['POST', `/tableschemaview/${t.body.id}/expanded`],
      ['DELETE', `/tableschemaview/${t.body.id}`],
    ]) {
      const r = await api(w.bob, method, path, method === 'GET' ? undefined : { sql: 'x' });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    const stolen = await api(w.bob, 'POST', '/tableschemaview/', {
      table: { queryEditorId: id, dbId: w.databaseId, schema: 'main', name: 'birds' },
    });
    expect(stolen.status).toBe(404);
    const mine = await api(w.alice, 'GET', `/tabstateview/${id}`);
    expect(mine.body.sql).toBe('SELECT 3');
    expect(mine.body.table_schemas).toHaveLength(1);
    expect((await api(w.alice, 'GET', '/tabstateview/987654')).status).toBe(404);
  });

  it('keeps the tables of a tab, expands and collapses them, and replaces a re-added one', async () => {
    const id = await newTab(w.alice, { title: 'Tables', dbId: w.databaseId });
    const table = { queryEditorId: id, dbId: w.databaseId, schema: 'main', name: 'birds' };
    const first = await post(w.alice, '/tableschemaview/', { table: JSON.stringify(table) });
    expect(first.status).toBe(200);
    const again = await post(w.alice, '/tableschemaview/', {
      table: JSON.stringify({ ...table, dataPreviewQueryId: 'q1' }),
    });
    const collapsed = await post(w.alice, `/tableschemaview/${again.body.id}/expanded`, {
      expanded: false,
    });
    expect(collapsed.body).toEqual({ id: again.body.id, expanded: false });
    const tab = (await api(w.alice, 'GET', `/tabstateview/${id}`)).body;
    expect(tab.table_schemas).toEqual([
      {
        id: again.body.id,
        tab_state_id: id,
        database_id: w.databaseId,
        catalog: null,
        schema: 'main',
        table: 'birds',
        description: { ...table, dataPreviewQueryId: 'q1' },
        expanded: false,
      },
    ]);
    const removed = await api(w.alice, 'DELETE', `/tableschemaview/${again.body.id}`);
    expect(removed.body).toBe('OK');
    expect((await api(w.alice, 'GET', `/tabstateview/${id}`)).body.table_schemas).toEqual([]);
  });

  it('deletes a tab together with its tables', async () => {
    const id = await newTab(w.alice, { title: 'Doomed', dbId: w.databaseId });
    const t = await api(w.alice, 'POST', '/tableschemaview/', {
      table: { queryEditorId: id, dbId: w.databaseId, schema: 'main', name: 'birds' },
    });
    const r = await api(w.alice, 'DELETE', `/tabstateview/${id}`);
    expect(r.status).toBe(200);
    expect(r.body).toBe('OK');
    expect((await api(w.alice, 'GET', `/tabstateview/${id}`)).status).toBe(404);
    expect((await api(w.alice, 'DELETE', `/tableschemaview/${t.body.id}`)).status).toBe(404);
  });

  it('bootstraps SQL Lab with the tabs in order, the active tab and the databases', async () => {
    const first = await newTab(w.bob, { title: 'One', dbId: w.databaseId, sql: 'SELECT 1' });
    const second = await newTab(w.bob, { title: 'Two', dbId: w.databaseId, sql: 'SELECT 2' });
    let boot = await api(w.bob, 'GET', '/api/v1/sqllab/');
    expect(boot.status).toBe(200);
    expect(boot.body.result.tab_state_ids).toEqual([
      [first, 'One'],
      [second, 'Two'],
    ]);
    expect(boot.body.result.active_tab.id).toBe(second);
    expect(boot.body.result.queries).toEqual({});
    const activated = await api(w.bob, 'POST', `/tabstateview/${first}/activate`);
    expect(activated.body).toBe(first);
    boot = await api(w.bob, 'GET', '/api/v1/sqllab/');
    expect(boot.body.result.active_tab).toMatchObject({ id: first, label: 'One', active: true });
    expect((await api(w.bob, 'GET', `/tabstateview/${second}`)).body.active).toBe(false);
    // Bob has no access to the Birds connection; the admin has.
    expect(boot.body.result.databases).toEqual({});
    const adminBoot = await api(w.admin, 'GET', '/api/v1/sqllab/');
    expect(adminBoot.body.result.databases[w.databaseId]).toMatchObject({
      id: w.databaseId,
      database_name: 'Birds',
      backend: 'sqlite',
      expose_in_sqllab: true,
      allow_run_async: false,
    });
    expect(adminBoot.body.result.tab_state_ids).toEqual([]);
    expect(adminBoot.body.result.active_tab).toBeNull();
  });

  it('links a tab to a saved query of its owner only', async () => {
    const saved = await api(w.alice, 'POST', '/api/v1/saved_query/', {
      db_id: w.databaseId,
      label: 'Linked',
      sql: 'SELECT 1',
    });
    const id = await newTab(w.alice, { title: 'From saved', dbId: w.databaseId });
    const put = await api(w.alice, 'PUT', `/tabstateview/${id}`, { saved_query_id: saved.body.id });
    expect(put.status).toBe(200);
    expect((await api(w.alice, 'GET', `/tabstateview/${id}`)).body.saved_query).toEqual({
      id: saved.body.id,
    });
    const bobTab = await newTab(w.bob, { title: 'Nope', dbId: w.databaseId });
    const bad = await api(w.bob, 'PUT', `/tabstateview/${bobTab}`, {
      saved_query_id: saved.body.id,
    });
    expect(bad.body.message).toEqual({ saved_query_id: ['Saved query does not exist'] });
  });

  it('moves and removes queries of a tab without a query table answering', async () => {
    const id = await newTab(w.alice, { title: 'Queries', dbId: w.databaseId });
    await api(w.alice, 'PUT', `/tabstateview/${id}`, { latest_query_id: 'q-latest' });
    const moved = await api(w.alice, 'POST', `/tabstateview/${id}/migrate_query`, {
      queryId: 'q-latest',
    });
    expect(moved.status).toBe(200);
    const noId = await api(w.alice, 'POST', `/tabstateview/${id}/migrate_query`, {});
    expect(noId.body.message).toEqual({ queryId: ['Missing data for required field.'] });
    const removed = await api(w.alice, 'DELETE', `/tabstateview/${id}/query/q-latest`);
    expect(removed.body).toBe('OK');
    // The removed query was the latest: the tab no longer points at it.
    expect((await api(w.alice, 'GET', `/tabstateview/${id}`)).body.latest_query).toBeNull();
  });

  it('gives back the tab’s latest query run in SQL Lab, in the bootstrap too', async () => {
    const id = await newTab(w.admin, { title: 'Run here', dbId: w.databaseId });
    const run = await api(w.admin, 'POST', '/api/v1/sqllab/execute/', {
      database_id: w.databaseId,
      sql: 'SELECT name FROM birds ORDER BY id',
      client_id: 'tabRun1',
      sql_editor_id: String(id),
      tab: 'Run here',
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    await api(w.admin, 'PUT', `/tabstateview/${id}`, { latest_query_id: 'tabRun1' });
    await call(w.s.url, 'POST', `/tabstateview/${id}/activate`, { token: w.admin });
    const tab = await api(w.admin, 'GET', `/tabstateview/${id}`);
    expect(tab.body.latest_query).toMatchObject({
      id: 'tabRun1',
      state: 'success',
      rows: 2,
      sqlEditorId: String(id),
      db: 'Birds',
    });
    const boot = await api(w.admin, 'GET', '/api/v1/sqllab/');
    expect(boot.body.result.queries.tabRun1).toMatchObject({ id: 'tabRun1', state: 'success' });
    expect(boot.body.result.active_tab.latest_query.id).toBe('tabRun1');
    // Another user cannot move this query into a tab of theirs.
    const bobTab = await newTab(w.bob, { title: 'Not mine', dbId: w.databaseId });
    await api(w.bob, 'POST', `/tabstateview/${bobTab}/migrate_query`, { queryId: 'tabRun1' });
    const after = await api(w.admin, 'GET', `/tabstateview/${id}`);
    expect(after.body.latest_query.sqlEditorId).toBe(String(id));
  });
});
