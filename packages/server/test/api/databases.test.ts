/**
 * The database connections API over embedded engines (an SQLite and a DuckDB file made
 * here): the engines on offer, create from a URI and from the dynamic form, bad input that
 * saves nothing, connection tests, and the list with its rison filters.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { databaseNames, embeddedFiles, rison, type EmbeddedFiles } from './databases.fixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('database connections: create, test, list', () => {
  let s: TestServer;
  let admin: string;
  let files: EmbeddedFiles;
  let sqliteFile: string;
  let duckFile: string;
  let dir: string;
  let sqliteId: number;
  let duckId: number;
  const names = () => databaseNames(s, admin);

  beforeAll(async () => {
    files = await embeddedFiles();
    ({ dir, sqliteFile, duckFile } = files);
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  });

  afterAll(async () => {
    await s?.stop();
    files?.remove();
  });

  it('lists the available engines, preferred first, with their forms', async () => {
    const r = await call(s.url, 'GET', '/api/v1/database/available/', { token: admin });
    expect(r.status).toBe(200);
    const byName = Object.fromEntries(r.body.databases.map((d: { name: string }) => [d.name, d]));
    expect(r.body.databases[0].name).toBe('PostgreSQL');
    expect(byName.PostgreSQL).toMatchObject({
      engine: 'postgresql',
      preferred: true,
      default_driver: 'psycopg2',
      parameters: { required: ['database', 'host', 'port', 'username'] },
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: false },
    });
    expect(byName.SQLite.parameters).toBeUndefined();
    expect(byName.SQLite.sqlalchemy_uri_placeholder).toMatch(/^sqlite:/);
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['MySQL', 'MariaDB', 'DuckDB', 'SQLite']),
    );
  });

  it('creates an SQLite connection from a URI, after testing it', async () => {
    const r = await call(s.url, 'POST', '/api/v1/database/', {
      token: admin,
      body: {
        database_name: 'Birds',
        sqlalchemy_uri: `sqlite:///${sqliteFile}`,
        expose_in_sqllab: true,
        allow_dml: false,
        extra: JSON.stringify({ schemas_allowed_for_file_upload: ['main'] }),
        allow_file_upload: true,
      },
    });
    expect(r.status).toBe(201);
    sqliteId = r.body.id;
    expect(r.body.result).toMatchObject({
      database_name: 'Birds',
      sqlalchemy_uri: `sqlite:///${sqliteFile}`,
      expose_in_sqllab: true,
    });
    expect(r.body.result.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const shown = await call(s.url, 'GET', `/api/v1/database/${sqliteId}`, { token: admin });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toMatchObject({
      id: sqliteId,
      database_name: 'Birds',
      backend: 'sqlite',
      driver: 'pysqlite',
      configuration_method: 'sqlalchemy_form',
      allow_file_upload: true,
      allow_dml: false,
      expose_in_sqllab: true,
    });
  });

  it('creates a DuckDB connection from the dynamic form', async () => {
    const r = await call(s.url, 'POST', '/api/v1/database/', {
      token: admin,
      body: {
        database_name: 'Sales',
        engine: 'duckdb',
        configuration_method: 'dynamic_form',
        parameters: { database: duckFile },
      },
    });
    expect(r.status).toBe(201);
    duckId = r.body.id;
    expect(r.body.result.sqlalchemy_uri).toBe(`duckdb:///${duckFile}`);
    const connection = await call(s.url, 'GET', `/api/v1/database/${duckId}/connection`, {
      token: admin,
    });
    expect(connection.body.result).toMatchObject({
      configuration_method: 'dynamic_form',
      backend: 'duckdb',
      parameters: { database: duckFile },
    });
  });

  it('refuses bad input with the message on its field, and saves nothing', async () => {
    const before = await names();
    const post = (body: object) => call(s.url, 'POST', '/api/v1/database/', { token: admin, body });

    const malformed = await post({ database_name: 'x1', sqlalchemy_uri: 'not a uri' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.message.sqlalchemy_uri[0]).toMatch(/^Invalid connection string/);

    const oracle = await post({ database_name: 'x2', sqlalchemy_uri: 'oracle://u:p@h:1521/x' });
    expect(oracle.status).toBe(422);
    expect(oracle.body.message).toEqual({
      sqlalchemy_uri: ['Could not load database driver: oracle'],
    });

    const engine = await post({
      database_name: 'x3',
      engine: 'oracle',
      configuration_method: 'dynamic_form',
      parameters: { host: 'h' },
    });
    expect(engine.status).toBe(422);
    expect(engine.body.message.engine).toEqual(['Engine "oracle" is not a valid engine.']);

    const missing = await post({
      database_name: 'x4',
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { port: 'abc', username: 'u', database: 'd' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message['parameters.host']).toEqual(['Missing data for required field.']);
    expect(missing.body.message['parameters.port']).toEqual(['Not a valid integer.']);

    const duplicate = await post({ database_name: 'Birds', sqlalchemy_uri: 'sqlite://' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toEqual({
      message: { database_name: ['A database with the same name already exists.'] },
    });

    const noFile = await post({
      database_name: 'x5',
      sqlalchemy_uri: `sqlite:///${join(dir, 'missing.db')}`,
    });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      extra: { engine_name: 'SQLite', invalid: ['database'] },
    });

    const noName = await post({ sqlalchemy_uri: 'sqlite://' });
    expect(noName.status).toBe(400);
    expect(noName.body.message.database_name).toEqual(['Missing data for required field.']);

    const badExtra = await post({ database_name: 'x6', sqlalchemy_uri: 'sqlite://', extra: '{' });
    expect(badExtra.status).toBe(400);
    expect(badExtra.body.message.extra).toEqual(['Field cannot be decoded by JSON.']);

    expect(await names()).toEqual(before);
  });

  it('tests connections without saving them', async () => {
    const good = await call(s.url, 'POST', '/api/v1/database/test_connection/', {
      token: admin,
      body: { sqlalchemy_uri: `sqlite:///${sqliteFile}`, database_name: 'Unsaved' },
    });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ message: 'OK' });

    const bad = await call(s.url, 'POST', '/api/v1/database/test_connection/', {
      token: admin,
      body: { sqlalchemy_uri: `duckdb:///${join(dir, 'nope.duckdb')}` },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      extra: { engine_name: 'DuckDB', invalid: ['database'] },
    });

    const unknown = await call(s.url, 'POST', '/api/v1/database/test_connection/', {
      token: admin,
      body: { sqlalchemy_uri: 'oracle://scott:tiger@h/orcl' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.sqlalchemy_uri).toEqual(['Could not load database driver: oracle']);
    expect(await names()).not.toContain('Unsaved');
  });

  it('lists with rison filters, order and paging', async () => {
    const q = (o: string) =>
      call(s.url, 'GET', `/api/v1/database/${rison(o)}`, { token: admin }).then((r) => r.body);
    const contains = await q('(filters:!((col:database_name,opr:ct,value:ird)))');
    expect(contains.result.map((d: { database_name: string }) => d.database_name)).toEqual([
      'Birds',
    ]);
    expect(contains.count).toBe(1);
    const uploads = await q('(filters:!((col:allow_file_upload,opr:eq,value:!t)))');
    expect(uploads.ids).toEqual([sqliteId]);
    const ordered = await q('(order_column:database_name,order_direction:desc,page:0,page_size:1)');
    expect(ordered.count).toBe(2);
    expect(ordered.result).toHaveLength(1);
    expect(ordered.result[0]).toMatchObject({
      database_name: 'Sales',
      backend: 'duckdb',
      allow_file_upload: false,
      expose_in_sqllab: true,
      created_by: { first_name: expect.any(String) },
      changed_on_delta_humanized: expect.stringMatching(/now|seconds? ago/),
    });
    expect(ordered.list_columns).toContain('changed_on_delta_humanized');
    const columns = await q(
      '(columns:!(id,database_name),filters:!((col:id,opr:eq,value:' + duckId + ')))',
    );
    expect(columns.result).toEqual([{ id: duckId, database_name: 'Sales' }]);
    const badOrder = await call(
      s.url,
      'GET',
      `/api/v1/database/${rison('(order_column:password)')}`,
      {
        token: admin,
      },
    );
    expect(badOrder.status).toBe(400);
  });

  it('offers the users behind connections for the list filters', async () => {
    const r = await call(
      s.url,
      'GET',
      `/api/v1/database/related/changed_by${rison("(filter:'')")}`,
      {
        token: admin,
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.count).toBeGreaterThanOrEqual(1);
    expect(r.body.result[0]).toMatchObject({ value: expect.any(Number), text: expect.any(String) });
    const other = await call(s.url, 'GET', '/api/v1/database/related/password', { token: admin });
    expect(other.status).toBe(404);
  });
});
