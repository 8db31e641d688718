/**
 * Who sees and changes datasets, and the paths around them: a Gamma user sees only the
 * datasets granted to its role; an Alpha user changes only the datasets it owns; the list's
 * filters, order and pages; related, distinct and _info; duplicate and bulk delete; the
 * explore client's legacy /datasource/ paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { browserLogin, call, login } from '../support/client.js';

const available = await storeAvailable();
const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

describe.skipIf(!available)('dataset access and the paths around datasets', () => {
  let s: TestServer;
  let dir: string;
  let admin: string;
  let alpha: string;
  let gamma: string;
  let alphaId: number;
  let readersRoleId: number;
  let databaseId: number;
  const ids: Record<string, number> = {};

  const api = (method: string, path: string, body?: unknown, token = admin) =>
    call(s.url, method, path, { token, body });
  const names = async (token: string, query = '') => {
    const r = await api('GET', `/api/v1/dataset/${query}`, undefined, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.map((d: { table_name: string }) => d.table_name);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-ds-access-'));
    const file = join(dir, 'park.duckdb');
    const duck = await DuckDBInstance.create(file);
    const conn = await duck.connect();
    await conn.run(`
      CREATE SCHEMA zoo;
      CREATE TABLE zoo.animals (id INTEGER, name VARCHAR, kind VARCHAR, born DATE);
      INSERT INTO zoo.animals VALUES (1, 'Rex', 'dog', '2020-05-01'), (2, 'Tom', 'cat', '2019-01-10'),
        (3, 'Kit', 'cat', NULL);
      CREATE TABLE zoo.keepers (id INTEGER, name VARCHAR);
      CREATE TABLE main.tickets (id INTEGER, price DOUBLE);
    `);
    conn.closeSync();
    duck.closeSync();

    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const roles = await api('GET', '/api/v1/security/roles/');
    const roleId = (name: string) =>
      roles.body.result.find((r: { name: string }) => r.name === name).id as number;
    readersRoleId = (await api('POST', '/api/v1/security/roles/', { name: 'zoo_readers' })).body.id;
    const user = (username: string, first: string, roleIds: number[]) =>
      api('POST', '/api/v1/security/users/', {
        username,
        first_name: first,
        last_name: 'Tester',
        email: `${username}@example.com`,
        active: true,
        roles: roleIds,
        password: `${username}-password-1`,
      });
    alphaId = (await user('alfa', 'Alfa', [roleId('Alpha')])).body.id;
    await user('gemma', 'Gemma', [roleId('Gamma'), readersRoleId]);
    alpha = await login(s.url, 'alfa', 'alfa-password-1');
    gamma = await login(s.url, 'gemma', 'gemma-password-1');

    const db = await api('POST', '/api/v1/database/', {
      database_name: 'Zoo',
      sqlalchemy_uri: `duckdb:///${file}`,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    databaseId = db.body.id;
    for (const [table_name, schema] of [
      ['animals', 'zoo'],
      ['keepers', 'zoo'],
      ['tickets', 'main'],
    ]) {
      const r = await api('POST', '/api/v1/dataset/', { database: databaseId, schema, table_name });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids[table_name] = r.body.id;
    }
    const virtual = await api(
      'POST',
      '/api/v1/dataset/',
      {
        database: databaseId,
        table_name: 'cats',
        sql: "SELECT * FROM zoo.animals WHERE kind = 'cat'",
      },
      alpha,
    );
    expect(virtual.status, JSON.stringify(virtual.body)).toBe(201);
    ids.cats = virtual.body.id;
  });

  afterAll(async () => {
    await s?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists with filters, order and pages', async () => {
    expect(await names(admin, q('(order_column:table_name,order_direction:asc)'))).toEqual([
      'animals',
      'cats',
      'keepers',
      'tickets',
    ]);
    expect(await names(admin, q('(filters:!((col:table_name,opr:ct,value:EEP)))'))).toEqual([
      'keepers',
    ]);
    expect(
      await names(admin, q('(filters:!((col:schema,opr:eq,value:zoo)),order_column:table_name)')),
    ).toEqual(['animals', 'keepers']);
    expect(
      await names(
        admin,
        q('(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!t)),order_column:table_name)'),
      ),
    ).toEqual(['animals', 'keepers', 'tickets']);
    expect(await names(admin, q(`(filters:!((col:owners,opr:rel_m_m,value:${alphaId})))`))).toEqual(
      ['cats'],
    );
    expect(
      await names(
        admin,
        q(
          `(filters:!((col:database,opr:rel_o_m,value:${databaseId})),page:1,page_size:3,order_column:table_name)`,
        ),
      ),
    ).toEqual(['tickets']);

    const page = await api(
      'GET',
      `/api/v1/dataset/${q('(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)')}`,
    );
    expect(page.body.count).toBe(4);
    expect(page.body.ids).toHaveLength(4);
    const cats = page.body.result.find((d: { table_name: string }) => d.table_name === 'cats');
    expect(cats).toMatchObject({
      kind: 'virtual',
      datasource_type: 'table',
      schema: null,
      owners: [{ id: alphaId, first_name: 'Alfa', last_name: 'Tester' }],
      changed_by: { id: alphaId, first_name: 'Alfa' },
      changed_by_name: 'Alfa Tester',
      changed_on_delta_humanized: expect.stringMatching(/now|seconds? ago/),
      explore_url: `/explore/?datasource_type=table&datasource_id=${ids.cats}`,
      database: { id: databaseId, database_name: 'Zoo' },
    });
    const picked = await api(
      'GET',
      `/api/v1/dataset/${q('(columns:!(id,table_name,owners.id),filters:!((col:table_name,opr:eq,value:cats)))')}`,
    );
    expect(picked.body.result).toEqual([
      { id: ids.cats, table_name: 'cats', owners: [{ id: alphaId }] },
    ]);
    const withoutIds = await api(
      'GET',
      `/api/v1/dataset/${q('(columns:!(table_name),filters:!((col:table_name,opr:eq,value:cats)))')}`,
    );
    expect(withoutIds.body).toMatchObject({ ids: [ids.cats], result: [{ table_name: 'cats' }] });

    const badOrder = await api('GET', `/api/v1/dataset/${q('(order_column:sql)')}`);
    expect(badOrder.status).toBe(400);
    const badFilter = await api(
      'GET',
      `/api/v1/dataset/${q('(filters:!((col:password,opr:eq,value:x)))')}`,
    );
    expect(badFilter.status).toBe(400);
  });

  it('shows a Gamma user only the datasets granted to its role', async () => {
    expect(await names(gamma)).toEqual([]);
    expect((await api('GET', `/api/v1/dataset/${ids.animals}`, undefined, gamma)).status).toBe(404);
    expect(
      (await api('GET', `/api/v1/dataset/${ids.animals}/samples`, undefined, gamma)).status,
    ).toBe(404);

    const perms = await api('GET', '/api/v1/security/permissions-resources/');
    const pv = perms.body.result.find(
      (p: { permission: { name: string }; view_menu: { name: string } }) =>
        p.permission.name === 'datasource_access' &&
        p.view_menu.name === `[Zoo].[animals](id:${ids.animals})`,
    );
    expect(pv).toBeDefined();
    const grant = await api('POST', `/api/v1/security/roles/${readersRoleId}/permissions`, {
      permission_view_menu_ids: [pv.id],
    });
    expect(grant.status).toBe(200);

    expect(await names(gamma)).toEqual(['animals']);
    const shown = await api('GET', `/api/v1/dataset/${ids.animals}`, undefined, gamma);
    expect(shown.status).toBe(200);
    expect((await api('GET', `/api/v1/dataset/${ids.keepers}`, undefined, gamma)).status).toBe(404);
    const samples = await api('GET', `/api/v1/dataset/${ids.animals}/samples`, undefined, gamma);
    expect(samples.body.result.rowcount).toBe(3);
    const values = await api(
      'GET',
      `/api/v1/datasource/table/${ids.animals}/column/kind/values/`,
      undefined,
      gamma,
    );
    expect(values.body.result).toEqual(['cat', 'dog']);
    const denied = await api(
      'GET',
      `/api/v1/datasource/table/${ids.keepers}/column/name/values/`,
      undefined,
      gamma,
    );
    expect(denied.status).toBe(403);
    expect((await api('GET', `/api/v1/dataset/distinct/schema`, undefined, gamma)).body).toEqual({
      count: 1,
      result: [{ text: 'zoo', value: 'zoo' }],
    });

    // Gamma reads but never writes datasets.
    const write = await api('PUT', `/api/v1/dataset/${ids.animals}`, { description: 'x' }, gamma);
    expect(write.status).toBe(403);
    const create = await api(
      'POST',
      '/api/v1/dataset/',
      { database: databaseId, table_name: 'x', sql: 'SELECT 1' },
      gamma,
    );
    expect(create.status).toBe(403);
    const info = await api(
      'GET',
      `/api/v1/dataset/_info${q('(keys:!(permissions))')}`,
      undefined,
      gamma,
    );
    expect(info.body).toEqual({ permissions: ['can_read'] });
  });

  it('lets only owners and admins change a dataset', async () => {
    const denied = await api(
      'PUT',
      `/api/v1/dataset/${ids.animals}`,
      { description: 'mine now' },
      alpha,
    );
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]).toMatchObject({
      error_type: 'MISSING_OWNERSHIP_ERROR',
      message: "You don't have the rights to alter zoo.animals",
    });
    for (const [method, path] of [
      ['DELETE', `/api/v1/dataset/${ids.animals}`],
      ['PUT', `/api/v1/dataset/${ids.animals}/refresh`],
      ['DELETE', `/api/v1/dataset/${q(`!(${ids.animals})`)}`],
    ]) {
      expect((await api(method, path, undefined, alpha)).status, `${method} ${path}`).toBe(403);
    }

    // Admins change any dataset; owners they add may then change it.
    const share = await api('PUT', `/api/v1/dataset/${ids.animals}`, { owners: [alphaId] });
    expect(share.status).toBe(200);
    const owned = await api(
      'PUT',
      `/api/v1/dataset/${ids.animals}`,
      { description: 'Zoo animals' },
      alpha,
    );
    expect(owned.status, JSON.stringify(owned.body)).toBe(200);
    const ds = (await api('GET', `/api/v1/dataset/${ids.animals}`)).body.result;
    expect(ds.description).toBe('Zoo animals');
    expect(ds.owners.map((o: { id: number }) => o.id)).toEqual([alphaId]);

    // A non-admin owner who leaves itself out of the owners stays one.
    await api('PUT', `/api/v1/dataset/${ids.animals}`, { owners: [] }, alpha);
    const after = (await api('GET', `/api/v1/dataset/${ids.animals}`)).body.result;
    expect(after.owners.map((o: { id: number }) => o.id)).toEqual([alphaId]);

    const info = await api(
      'GET',
      `/api/v1/dataset/_info${q('(keys:!(permissions,add_title))')}`,
      undefined,
      alpha,
    );
    expect(info.body).toEqual({
      permissions: ['can_read', 'can_write', 'can_export'],
      add_title: 'Add Sqla Table',
    });
  });

  it('offers related owners and databases, distinct schemas and related objects', async () => {
    const owners = await api('GET', `/api/v1/dataset/related/owners${q('(filter:alf)')}`);
    expect(owners.body).toEqual({
      count: 1,
      result: [
        { value: alphaId, text: 'Alfa Tester', extra: { email: 'alfa@example.com', active: true } },
      ],
    });
    const dbs = await api('GET', '/api/v1/dataset/related/database');
    expect(dbs.body).toEqual({ count: 1, result: [{ value: databaseId, text: 'Zoo', extra: {} }] });
    expect((await api('GET', '/api/v1/dataset/related/sql')).status).toBe(404);
    const schemas = await api('GET', '/api/v1/dataset/distinct/schema');
    expect(schemas.body).toEqual({
      count: 2,
      result: [
        { text: 'main', value: 'main' },
        { text: 'zoo', value: 'zoo' },
      ],
    });
    const related = await api('GET', `/api/v1/dataset/${ids.animals}/related_objects`);
    expect(related.body).toEqual({
      charts: { count: 0, result: [] },
      dashboards: { count: 0, result: [] },
    });
  });

  it('serves the explore client the datasource, and saves the legacy editor', async () => {
    const got = await api('GET', `/datasource/get/table/${ids.animals}/`);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toMatchObject({
      id: ids.animals,
      uid: `${ids.animals}__table`,
      type: 'table',
      name: 'zoo.animals',
      datasource_name: 'animals',
      main_dttm_col: 'born',
      edit_url: `/tablemodelview/edit/${ids.animals}`,
      database: { id: databaseId, name: 'Zoo', backend: 'duckdb' },
      verbose_map: { __timestamp: 'Time', count: 'COUNT(*)', name: 'name' },
      granularity_sqla: [['born', 'born']],
    });
    expect(got.body.time_grain_sqla[0]).toEqual([null, 'Original value']);
    expect(
      got.body.columns.find((c: { column_name: string }) => c.column_name === 'born'),
    ).toMatchObject({
      is_dttm: true,
      type_generic: 2,
    });
    const meta = await api(
      'GET',
      `/superset/fetch_datasource_metadata?datasourceKey=${ids.animals}__table`,
    );
    expect(meta.body.id).toBe(ids.animals);
    const filter = await api('GET', `/superset/filter/table/${ids.animals}/kind/`);
    expect(filter.body).toEqual(['cat', 'dog']);

    // The legacy editor posts the whole datasource as the `data` form field, with a session.
    const session = await browserLogin(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const data = structuredClone(got.body);
    data.columns.find((c: { column_name: string }) => c.column_name === 'name').verbose_name =
      'Animal';
    data.columns = data.columns.filter((c: { column_name: string }) => c.column_name !== 'id');
    data.columns.push({
      column_name: 'is_cat',
      expression: "kind = 'cat'",
      type: 'BOOLEAN',
      groupby: null,
    });
    data.metrics.push({
      metric_name: 'animals',
      expression: 'COUNT(DISTINCT id)',
      verbose_name: 'Animals',
    });
    data.owners = [{ value: alphaId, label: 'Alfa Tester' }];
    const save = (payload: unknown, headers: Record<string, string> = {}) =>
      call(s.url, 'POST', '/datasource/save/', {
        cookie: session.cookie,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ data: JSON.stringify(payload) }).toString(),
      });
    expect((await save(data)).status).toBe(400); // no CSRF token
    const saved = await save(data, { 'x-csrftoken': session.csrf });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.verbose_map).toMatchObject({ name: 'Animal', animals: 'Animals' });
    expect(saved.body.columns.map((c: { column_name: string }) => c.column_name).sort()).toEqual([
      'born',
      'is_cat',
      'kind',
      'name',
    ]);
    expect(saved.body.owners.map((o: { id: number }) => o.id)).toEqual([alphaId]);

    const dup = structuredClone(saved.body);
    dup.columns.push({ ...dup.columns[0] });
    const conflict = await save(dup, { 'x-csrftoken': session.csrf });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      error: `Duplicate column name(s): ${dup.columns[0].column_name}`,
    });

    const missing = await api('GET', '/datasource/get/table/999999/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Datasource does not exist' });
    const anonymous = await call(s.url, 'GET', `/datasource/get/table/${ids.animals}/`);
    expect(anonymous.status).toBe(401);
    const gammaDenied = await api('GET', `/datasource/get/table/${ids.keepers}/`, undefined, gamma);
    expect(gammaDenied.status).toBe(403);
    expect(gammaDenied.body.errors[0].error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
  });

  it('duplicates virtual datasets only', async () => {
    const copy = await api(
      'POST',
      '/api/v1/dataset/duplicate',
      { base_model_id: ids.cats, table_name: 'cats_copy' },
      alpha,
    );
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.result).toEqual({ base_model_id: ids.cats, table_name: 'cats_copy' });
    const ds = (await api('GET', `/api/v1/dataset/${copy.body.id}`)).body.result;
    expect(ds).toMatchObject({
      kind: 'virtual',
      sql: "SELECT * FROM zoo.animals WHERE kind = 'cat'",
      is_sqllab_view: true,
    });
    expect(ds.owners.map((o: { id: number }) => o.id)).toEqual([alphaId]);
    expect(ds.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id',
      'name',
      'kind',
      'born',
    ]);
    ids.cats_copy = copy.body.id;

    const physical = await api('POST', '/api/v1/dataset/duplicate', {
      base_model_id: ids.tickets,
      table_name: 'x',
    });
    expect(physical.status).toBe(422);
    expect(physical.body.message).toEqual({ datasource_type: ['Datasource type is invalid'] });
    const taken = await api('POST', '/api/v1/dataset/duplicate', {
      base_model_id: ids.cats,
      table_name: 'cats',
    });
    expect(taken.body.message).toEqual({ table_name: ['Dataset cats already exists'] });
  });

  it('deletes in bulk, all or nothing, and drops the permissions with the datasets', async () => {
    const notFound = await api('DELETE', `/api/v1/dataset/${q(`!(${ids.cats},999999)`)}`);
    expect(notFound.status).toBe(404);
    const r = await api('DELETE', `/api/v1/dataset/${q(`!(${ids.cats},${ids.cats_copy})`)}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Deleted 2 datasets' });
    expect((await api('GET', `/api/v1/dataset/${ids.cats}`)).status).toBe(404);
    const one = await api('DELETE', `/api/v1/dataset/${ids.tickets}`);
    expect(one.body).toEqual({ message: 'OK' });
    const perms = await api('GET', '/api/v1/security/permissions-resources/');
    const views = perms.body.result.map((p: { view_menu: { name: string } }) => p.view_menu.name);
    expect(views).not.toContain(`[Zoo].[cats](id:${ids.cats})`);
    expect(views).not.toContain(`[Zoo].[tickets](id:${ids.tickets})`);
    expect(views).toContain(`[Zoo].[animals](id:${ids.animals})`);
  });

  it('renames the permission with the dataset, keeping its grants', async () => {
    const r = await api('PUT', `/api/v1/dataset/${ids.animals}`, { table_name: 'animals' });
    expect(r.status).toBe(200);
    const created = await api('POST', '/api/v1/dataset/', {
      database: databaseId,
      table_name: 'cat_names',
      sql: "SELECT name FROM zoo.animals WHERE kind = 'cat'",
    });
    const renamed = await api('PUT', `/api/v1/dataset/${created.body.id}`, {
      table_name: 'feline_names',
    });
    expect(renamed.status).toBe(200);
    const perms = await api('GET', '/api/v1/security/permissions-resources/');
    const views = perms.body.result.map((p: { view_menu: { name: string } }) => p.view_menu.name);
    expect(views).toContain(`[Zoo].[feline_names](id:${created.body.id})`);
    expect(views).not.toContain(`[Zoo].[cat_names](id:${created.body.id})`);
    expect(await names(gamma)).toEqual(['animals']);
  });
});
