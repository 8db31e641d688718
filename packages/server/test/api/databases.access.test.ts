/**
 * Introspection and access over embedded engines (an SQLite and a DuckDB file made here):
 * schemas, tables, table metadata, select star (names with quotes and semicolons stay
 * names), function names; what a Gamma user sees as grants are added; rename and delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import {
  databaseNames,
  embeddedFiles,
  gammaUser,
  rison,
  WEIRD_TABLE,
  type EmbeddedFiles,
} from './databases.fixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('database connections: introspection and access', () => {
  let s: TestServer;
  let admin: string;
  let gamma: string;
  let gammaRoleId: number;
  let files: EmbeddedFiles;
  let sqliteId: number;
  let duckId: number;
  const names = (token = admin) => databaseNames(s, token);

  beforeAll(async () => {
    files = await embeddedFiles();
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const create = async (body: object) => {
      const r = await call(s.url, 'POST', '/api/v1/database/', { token: admin, body });
      expect(r.status).toBe(201);
      return r.body.id as number;
    };
    sqliteId = await create({
      database_name: 'Birds',
      sqlalchemy_uri: `sqlite:///${files.sqliteFile}`,
      allow_file_upload: true,
      extra: JSON.stringify({ schemas_allowed_for_file_upload: ['main'] }),
    });
    duckId = await create({
      database_name: 'Sales',
      engine: 'duckdb',
      parameters: { database: files.duckFile },
    });
    ({ token: gamma, roleId: gammaRoleId } = await gammaUser(s, admin));
  });

  afterAll(async () => {
    await s?.stop();
    files?.remove();
  });

  it('introspects the SQLite file: schemas, tables, metadata, select star, functions', async () => {
    const schemas = await call(
      s.url,
      'GET',
      `/api/v1/database/${sqliteId}/schemas/${rison('(force:!t)')}`,
      {
        token: admin,
      },
    );
    expect(schemas.body).toEqual({ result: ['main'], default_schema: 'main' });

    const tables = await call(
      s.url,
      'GET',
      `/api/v1/database/${sqliteId}/tables/${rison('(schema_name:main,force:!f)')}`,
      { token: admin },
    );
    expect(tables.status).toBe(200);
    expect(tables.body.result).toEqual(
      expect.arrayContaining([
        { value: 'birds', type: 'table', extra: null },
        { value: 'big_birds', type: 'view' },
      ]),
    );
    expect(tables.body.count).toBe(tables.body.result.length);

    const metadata = await call(
      s.url,
      'GET',
      `/api/v1/database/${sqliteId}/table_metadata/?name=birds&schema=main`,
      { token: admin },
    );
    expect(metadata.status).toBe(200);
    expect(metadata.body.name).toBe('birds');
    expect(metadata.body.columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'name',
      'seen',
      'flock_id',
    ]);
    const id = metadata.body.columns[0];
    expect(id.keys).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'pk', column_names: ['id'] })]),
    );
    expect(metadata.body.foreignKeys[0]).toMatchObject({
      type: 'fk',
      column_names: ['flock_id'],
      referred_table: 'flocks',
    });
    expect(metadata.body.selectStar).toMatch(/FROM "main"\."birds"/);

    const older = await call(s.url, 'GET', `/api/v1/database/${sqliteId}/table/birds/main/`, {
      token: admin,
    });
    expect(older.body.columns).toEqual(metadata.body.columns);

    const extra = await call(s.url, 'GET', `/api/v1/database/${sqliteId}/table_extra/birds/main/`, {
      token: admin,
    });
    expect(extra.body).toEqual({});

    const missing = await call(
      s.url,
      'GET',
      `/api/v1/database/${sqliteId}/table_metadata/?name=no_such_table&schema=main`,
      { token: admin },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');

    const weird = WEIRD_TABLE;
    const star = await call(
      s.url,
      'GET',
      `/api/v1/database/${sqliteId}/select_star/${encodeURIComponent(weird)}/main/`,
      { token: admin },
    );
    expect(star.status).toBe(200);
    expect(star.body.result).toBe(
      'SELECT\n  *\nFROM "main"."we""ird; DROP TABLE birds; --"\nLIMIT 100',
    );
    const weirdMeta = await call(
      s.url,
      'GET',
      `/api/v1/database/${sqliteId}/table_metadata/?name=${encodeURIComponent(weird)}`,
      { token: admin },
    );
    expect(weirdMeta.body.columns).toEqual([
      { name: 'x', type: 'INTEGER', longType: 'INTEGER', keys: [], comment: null },
    ]);
    // The names were never executed: the birds table is still there.
    const still = await call(s.url, 'GET', `/api/v1/database/${sqliteId}/table/birds/undefined/`, {
      token: admin,
    });
    expect(still.status).toBe(200);

    const functions = await call(s.url, 'GET', `/api/v1/database/${sqliteId}/function_names/`, {
      token: admin,
    });
    expect(functions.body.function_names).toEqual(expect.arrayContaining(['abs']));

    const upload = await call(
      s.url,
      'GET',
      `/api/v1/database/${sqliteId}/schemas_access_for_file_upload`,
      { token: admin },
    );
    expect(upload.body).toEqual({ schemas: ['main'] });

    const related = await call(s.url, 'GET', `/api/v1/database/${sqliteId}/related_objects/`, {
      token: admin,
    });
    expect(related.body).toEqual({
      charts: { count: 0, result: [] },
      dashboards: { count: 0, result: [] },
      sqllab_tab_states: { count: 0, result: [] },
    });
  });

  it('introspects the DuckDB file by schema', async () => {
    const schemas = await call(s.url, 'GET', `/api/v1/database/${duckId}/schemas/`, {
      token: admin,
    });
    expect(schemas.body.result).toEqual(expect.arrayContaining(['main', 'sales']));
    const tables = await call(
      s.url,
      'GET',
      `/api/v1/database/${duckId}/tables/${rison('(schema_name:sales)')}`,
      { token: admin },
    );
    expect(tables.body).toEqual({
      count: 1,
      result: [{ value: 'orders', type: 'table', extra: null }],
    });
    const metadata = await call(
      s.url,
      'GET',
      `/api/v1/database/${duckId}/table_metadata/?name=orders&schema=sales`,
      { token: admin },
    );
    expect(metadata.body.primaryKey).toMatchObject({ type: 'pk', column_names: ['id'] });
  });

  it('shows a Gamma user only the connections their roles reach', async () => {
    expect(await names(gamma)).toEqual([]);
    const info = await call(
      s.url,
      'GET',
      `/api/v1/database/_info${rison('(keys:!(permissions))')}`,
      {
        token: gamma,
      },
    );
    expect(info.body).toEqual({ permissions: ['can_read'] });
    for (const path of [
      `/api/v1/database/${sqliteId}`,
      `/api/v1/database/${sqliteId}/schemas/`,
      `/api/v1/database/${sqliteId}/tables/`,
      `/api/v1/database/${sqliteId}/table_metadata/?name=birds`,
      `/api/v1/database/${sqliteId}/select_star/birds/`,
      `/api/v1/database/${sqliteId}/function_names/`,
    ]) {
      const r = await call(s.url, 'GET', path, { token: gamma });
      expect(r.status, path).toBe(404);
    }
    const writes = [
      call(s.url, 'POST', '/api/v1/database/', {
        token: gamma,
        body: { database_name: 'mine', sqlalchemy_uri: 'sqlite://' },
      }),
      call(s.url, 'PUT', `/api/v1/database/${sqliteId}`, {
        token: gamma,
        body: { database_name: 'mine' },
      }),
      call(s.url, 'DELETE', `/api/v1/database/${sqliteId}`, { token: gamma }),
      call(s.url, 'POST', '/api/v1/database/test_connection/', {
        token: gamma,
        body: { sqlalchemy_uri: 'sqlite://' },
      }),
      call(s.url, 'GET', `/api/v1/database/${sqliteId}/connection`, { token: gamma }),
    ];
    for (const r of await Promise.all(writes)) expect(r.status).toBe(403);

    // Grant database_access on Birds: it shows up, with its schemas, but not the URI.
    const pvs = await call(s.url, 'GET', '/api/v1/security/permissions-resources/', {
      token: admin,
    });
    const pvId = (perm: string, view: string) =>
      pvs.body.result.find(
        (p: { permission: { name: string }; view_menu: { name: string } }) =>
          p.permission.name === perm && p.view_menu.name === view,
      )?.id as number;
    const access = pvId('database_access', `[Birds].(id:${sqliteId})`);
    expect(access).toBeTypeOf('number');
    expect(pvId('schema_access', '[Sales].[sales]')).toBeTypeOf('number');
    await call(s.url, 'POST', `/api/v1/security/roles/${gammaRoleId}/permissions`, {
      token: admin,
      body: { permission_view_menu_ids: [access] },
    });
    expect(await names(gamma)).toEqual(['Birds']);
    const shown = await call(s.url, 'GET', `/api/v1/database/${sqliteId}`, { token: gamma });
    expect(shown.status).toBe(200);
    expect(shown.body.result).not.toHaveProperty('sqlalchemy_uri');
    const schemas = await call(s.url, 'GET', `/api/v1/database/${sqliteId}/schemas/`, {
      token: gamma,
    });
    expect(schemas.body.result).toEqual(['main']);

    // A schema grant alone makes Sales visible, narrowed to that schema.
    await call(s.url, 'POST', `/api/v1/security/roles/${gammaRoleId}/permissions`, {
      token: admin,
      body: { permission_view_menu_ids: [pvId('schema_access', '[Sales].[sales]')] },
    });
    expect(await names(gamma)).toEqual(['Sales']);
    const salesSchemas = await call(s.url, 'GET', `/api/v1/database/${duckId}/schemas/`, {
      token: gamma,
    });
    expect(salesSchemas.body.result).toEqual(['sales']);
    const mainTables = await call(
      s.url,
      'GET',
      `/api/v1/database/${duckId}/table_metadata/?name=orders&schema=main`,
      { token: gamma },
    );
    expect(mainTables.status).toBe(404);
    const orders = await call(
      s.url,
      'GET',
      `/api/v1/database/${duckId}/table_metadata/?name=orders&schema=sales`,
      { token: gamma },
    );
    expect(orders.status).toBe(200);
  });

  it('renames a connection with its permissions, and refuses deleting one with datasets', async () => {
    const renamed = await call(s.url, 'PUT', `/api/v1/database/${duckId}`, {
      token: admin,
      body: { database_name: 'Sales DB', allow_dml: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ database_name: 'Sales DB', allow_dml: true });
    const views = (await s.services.roles.listPermissionViews()).map((p) => p.view_menu);
    expect(views).toContain(`[Sales DB].(id:${duckId})`);
    expect(views).toContain('[Sales DB].[sales]');
    expect(views.some((v) => v.startsWith('[Sales].'))).toBe(false);
    // The Gamma user's schema grant followed the rename.
    expect(await names(gamma)).toEqual(['Sales DB']);

    const dup = await call(s.url, 'PUT', `/api/v1/database/${duckId}`, {
      token: admin,
      body: { database_name: 'Birds' },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.message.database_name).toEqual([
      'A database with the same name already exists.',
    ]);

    const now = new Date().toISOString();
    await s.store.db
      .insertInto('tables')
      .values({
        uuid: crypto.randomUUID(),
        table_name: 'orders',
        schema: 'sales',
        catalog: null,
        database_id: duckId,
        sql: null,
        is_sqllab_view: 0,
        main_dttm_col: null,
        description: null,
        default_endpoint: null,
        filter_select_enabled: 1,
        offset: 0,
        cache_timeout: null,
        params: null,
        template_params: null,
        extra: '{"certified_by":"Ops"}',
        normalize_columns: 0,
        always_filter_main_dttm: 0,
        fetch_values_predicate: null,
        is_managed_externally: 0,
        external_url: null,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      })
      .execute();
    const tables = await call(
      s.url,
      'GET',
      `/api/v1/database/${duckId}/tables/${rison('(schema_name:sales)')}`,
      { token: admin },
    );
    expect(tables.body.result[0].extra).toEqual({ certified_by: 'Ops' });

    const refused = await call(s.url, 'DELETE', `/api/v1/database/${duckId}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'Cannot delete a database that has datasets attached',
    });
    await s.store.db.deleteFrom('tables').where('database_id', '=', duckId).execute();

    const deleted = await call(s.url, 'DELETE', `/api/v1/database/${duckId}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'OK' });
    expect(await names()).toEqual(['Birds']);
    const gone = await call(s.url, 'GET', `/api/v1/database/${duckId}`, { token: admin });
    expect(gone.status).toBe(404);
    const after = (await s.services.roles.listPermissionViews()).map((p) => p.view_menu);
    expect(after.some((v) => v.startsWith('[Sales DB].'))).toBe(false);
    expect(await names(gamma)).toEqual([]);
  });
});
