/**
 * The database connections API against the real PostgreSQL (127.0.0.1:5432, database test)
 * and MariaDB (127.0.0.1:3306, database test), each in a schema/database of its own made
 * here: connections from the dynamic form and from URIs, the password kept encrypted and
 * never shown, a masked password that keeps working, connection tests, validate_parameters'
 * field errors, and introspection of keys.
 */
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDatabaseById } from '../../src/meta/databases.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';

const MASK = 'XXXXXXXXXX';
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const rison = (o: string) => `?q=${encodeURIComponent(o)}`;

const storeOk = await storeAvailable();
const pgOk = storeOk && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432));
const mariaOk = storeOk && (await serviceAvailable('MariaDB', '127.0.0.1', 3306));

let s: TestServer;
let admin: string;
const post = (path: string, body: unknown) => call(s.url, 'POST', path, { token: admin, body });
const get = (path: string) => call(s.url, 'GET', path, { token: admin });

beforeAll(async () => {
  if (!storeOk) return;
  s = await startTestServer();
  admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => s?.stop());

describe.skipIf(!pgOk)('PostgreSQL connections', () => {
  const schema = `tessera_dbapi_${suffix}`;
  const admin = () => new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'test' });
  let id: number;

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`
      CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.teams (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
      CREATE TABLE ${schema}.people (
        id serial PRIMARY KEY,
        name varchar(40) NOT NULL,
        team_id int REFERENCES ${schema}.teams(id)
      );
      COMMENT ON COLUMN ${schema}.people.name IS 'Full name';
      CREATE INDEX people_name_idx ON ${schema}.people (name);
      CREATE VIEW ${schema}.people_view AS SELECT * FROM ${schema}.people;
    `);
    await c.end();
  });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  });

  it('validates the dynamic form field by field, then connects', async () => {
    const validate = (parameters: object) =>
      post('/api/v1/database/validate_parameters/', {
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters,
      });
    const missing = await validate({ host: '127.0.0.1' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        message: 'One or more parameters are missing: database, port, username',
        extra: expect.objectContaining({ missing: ['database', 'port', 'username'] }),
      }),
    ]);

    const host = await validate({ host: 'no-such-host.invalid', port: 5432 });
    expect(host.body.errors.map((e: { error_type: string }) => e.error_type)).toContain(
      'CONNECTION_INVALID_HOSTNAME_ERROR',
    );
    expect(host.body.errors.at(-1).extra.invalid).toEqual(['host']);

    const badPort = await validate({ host: '127.0.0.1', port: 'abc' });
    expect(badPort.body.errors.at(-1)).toMatchObject({
      error_type: 'CONNECTION_INVALID_PORT_ERROR',
      extra: { invalid: ['port'] },
    });

    const closed = await validate({
      host: '127.0.0.1',
      port: 1,
      username: 'postgres',
      database: 'test',
    });
    expect(closed.body.errors).toEqual([
      expect.objectContaining({
        error_type: 'CONNECTION_PORT_CLOSED_ERROR',
        message: 'The port is closed.',
        extra: expect.objectContaining({ invalid: ['port'] }),
      }),
    ]);

    const unknownDb = await validate({
      host: '127.0.0.1',
      port: 5432,
      username: 'postgres',
      database: `no_such_db_${suffix}`,
    });
    expect(unknownDb.status).toBe(422);
    expect(unknownDb.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      extra: { invalid: ['database'], engine_name: 'PostgreSQL' },
    });

    const ok = await validate({
      host: '127.0.0.1',
      port: 5432,
      username: 'postgres',
      database: 'test',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'OK' });

    const noEngine = await post('/api/v1/database/validate_parameters/', { parameters: {} });
    expect(noEngine.body.errors[0]).toMatchObject({
      error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      extra: { invalid: ['engine'] },
    });
    const sqlite = await post('/api/v1/database/validate_parameters/', {
      engine: 'sqlite',
      parameters: {},
    });
    expect(sqlite.body.errors[0].message).toBe(
      'Engine "sqlite" cannot be configured through parameters.',
    );
  });

  it('creates a connection from the dynamic form, keeping the password encrypted', async () => {
    // The server trusts 127.0.0.1, so any password connects: enough to follow it around.
    const created = await post('/api/v1/database/', {
      database_name: 'People (PostgreSQL)',
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: {
        host: '127.0.0.1',
        port: 5432,
        username: 'postgres',
        password: 'pg-Secret/42',
        database: 'test',
        query: { application_name: 'tessera-test' },
      },
    });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(created.body.result.sqlalchemy_uri).toBe(
      `postgresql+psycopg2://postgres:${MASK}@127.0.0.1:5432/test?application_name=tessera-test`,
    );
    expect(created.body.result.parameters).toMatchObject({ password: MASK, host: '127.0.0.1' });
    expect(JSON.stringify(created.body)).not.toContain('pg-Secret');

    const raw = await findDatabaseById(s.store.db, id);
    expect(JSON.stringify(raw)).not.toContain('pg-Secret');
    expect(raw?.password).toMatch(/^v1:/);
    expect(s.services.databaseConnections.fullUri(raw!)).toContain('pg-Secret%2F42');

    const connection = await get(`/api/v1/database/${id}/connection`);
    expect(connection.body.result).toMatchObject({
      backend: 'postgresql',
      driver: 'psycopg2',
      configuration_method: 'dynamic_form',
      parameters: {
        host: '127.0.0.1',
        port: 5432,
        username: 'postgres',
        password: MASK,
        database: 'test',
        query: { application_name: 'tessera-test' },
        encryption: false,
      },
      parameters_schema: { required: ['database', 'host', 'port', 'username'] },
    });
    const shown = await get(`/api/v1/database/${id}`);
    const list = await get('/api/v1/database/');
    for (const body of [connection.body, shown.body, list.body]) {
      expect(JSON.stringify(body)).not.toContain('pg-Secret');
    }
  });

  it('lists schemas, tables and views, and a table with its keys', async () => {
    const schemas = await get(`/api/v1/database/${id}/schemas/`);
    expect(schemas.body.result).toEqual(expect.arrayContaining(['public', schema]));
    const tables = await get(`/api/v1/database/${id}/tables/${rison(`(schema_name:${schema})`)}`);
    expect(tables.body).toEqual({
      count: 3,
      result: [
        { value: 'people', type: 'table', extra: null },
        { value: 'people_view', type: 'view' },
        { value: 'teams', type: 'table', extra: null },
      ],
    });
    const metadata = await get(
      `/api/v1/database/${id}/table_metadata/?name=people&schema=${schema}`,
    );
    expect(metadata.status).toBe(200);
    const columns = Object.fromEntries(
      metadata.body.columns.map((c: { name: string }) => [c.name, c]),
    );
    expect(columns.name).toMatchObject({
      type: 'CHARACTER VARYING',
      longType: 'CHARACTER VARYING(40)',
      comment: 'Full name',
      keys: [expect.objectContaining({ type: 'index', name: 'people_name_idx' })],
    });
    expect(columns.team_id.keys).toEqual([
      expect.objectContaining({
        type: 'fk',
        column_names: ['team_id'],
        referred_schema: schema,
        referred_table: 'teams',
        referred_columns: ['id'],
      }),
    ]);
    expect(metadata.body.primaryKey).toMatchObject({ type: 'pk', column_names: ['id'] });
    expect(metadata.body.selectStar).toBe(`SELECT\n  *\nFROM "${schema}"."people"\nLIMIT 100`);

    const star = await get(`/api/v1/database/${id}/select_star/people/${schema}/`);
    expect(star.body.result).toBe(metadata.body.selectStar);
    const functions = await get(`/api/v1/database/${id}/function_names/`);
    expect(functions.body.function_names).toEqual(expect.arrayContaining(['count', 'date_trunc']));
  });

  it('tests a connection sent back with the masked password', async () => {
    const masked = `postgresql+psycopg2://postgres:${MASK}@127.0.0.1:5432/test`;
    const same = await post('/api/v1/database/test_connection/', {
      database_name: 'People (PostgreSQL)',
      sqlalchemy_uri: masked,
    });
    expect(same.status).toBe(200);
    // The stored password is never sent to another destination.
    const moved = await post('/api/v1/database/test_connection/', {
      database_name: 'People (PostgreSQL)',
      sqlalchemy_uri: `postgresql://postgres:${MASK}@localhost:5432/test`,
    });
    expect(moved.status).toBe(422);
    expect(moved.body.message.sqlalchemy_uri[0]).toMatch(/effective destination/);
  });

  it('refuses an unreachable host and saves nothing', async () => {
    const r = await post('/api/v1/database/', {
      database_name: 'Nowhere',
      sqlalchemy_uri: 'postgresql://postgres@no-such-host.invalid:5432/test',
    });
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      message: 'The hostname "no-such-host.invalid" cannot be resolved.',
      extra: { invalid: ['host'] },
    });
    const list = await get(
      `/api/v1/database/${rison('(filters:!((col:database_name,opr:eq,value:Nowhere)))')}`,
    );
    expect(list.body.count).toBe(0);
  });
});

describe.skipIf(!mariaOk)('MariaDB connections', () => {
  const database = `tessera_dbapi_${suffix}`;
  const user = `tessera_api_${suffix}`;
  const password = 'm@ria;Secret:1';
  const encoded = encodeURIComponent(password);
  let id: number;

  async function root(sql: string): Promise<void> {
    const conn = await mysql.createConnection({
      host: '127.0.0.1',
      user: 'root',
      database: 'test',
    });
    try {
      await conn.query(sql);
    } finally {
      await conn.end();
    }
  }

  beforeAll(async () => {
    await root(`CREATE DATABASE \`${database}\``);
    await root(
      `CREATE TABLE \`${database}\`.orders (id INT PRIMARY KEY, total DECIMAL(10,2), placed DATETIME)`,
    );
    await root(`CREATE USER '${user}'@'%' IDENTIFIED BY '${password.replace(/'/g, "''")}'`);
    await root(`GRANT ALL ON \`${database}\`.* TO '${user}'@'%'`);
  });
  afterAll(async () => {
    await root(`DROP DATABASE IF EXISTS \`${database}\``);
    await root(`DROP USER IF EXISTS '${user}'@'%'`);
  });

  it('refuses a wrong password on the password field and saves nothing', async () => {
    const r = await post('/api/v1/database/', {
      database_name: 'Orders',
      sqlalchemy_uri: `mysql://${user}:wrong@127.0.0.1:3306/${database}`,
    });
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
      extra: { invalid: ['username', 'password'], engine_name: 'MySQL' },
    });
    const test = await post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: `mariadb://${user}:wrong@127.0.0.1:3306/${database}`,
    });
    expect(test.status).toBe(422);
    expect(test.body.errors[0].error_type).toBe('CONNECTION_ACCESS_DENIED_ERROR');
    const validate = await post('/api/v1/database/validate_parameters/', {
      engine: 'mariadb',
      parameters: { host: '127.0.0.1', port: 3306, username: user, password: 'x', database },
    });
    expect(validate.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
      extra: { invalid: ['username', 'password'] },
    });
    const list = await get('/api/v1/database/');
    expect(list.body.result.map((d: { database_name: string }) => d.database_name)).not.toContain(
      'Orders',
    );
  });

  it('creates a connection whose password never comes back', async () => {
    const created = await post('/api/v1/database/', {
      database_name: 'Orders',
      sqlalchemy_uri: `mysql://${user}:${encoded}@127.0.0.1:3306/${database}`,
      expose_in_sqllab: true,
    });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(created.body.result.sqlalchemy_uri).toBe(
      `mysql://${user}:${MASK}@127.0.0.1:3306/${database}`,
    );
    const raw = await findDatabaseById(s.store.db, id);
    expect(raw?.sqlalchemy_uri).toBe(`mysql://${user}:${MASK}@127.0.0.1:3306/${database}`);
    expect(JSON.stringify(raw)).not.toContain('Secret');
    for (const path of [
      `/api/v1/database/${id}`,
      `/api/v1/database/${id}/connection`,
      '/api/v1/database/',
    ]) {
      const body = JSON.stringify((await get(path)).body);
      expect(body, path).not.toContain('Secret');
    }
    const tables = await get(`/api/v1/database/${id}/tables/${rison(`(schema_name:${database})`)}`);
    expect(tables.body.result).toEqual([{ value: 'orders', type: 'table', extra: null }]);
    const metadata = await get(`/api/v1/database/${id}/table/orders/${database}/`);
    expect(metadata.body.columns.map((c: { longType: string }) => c.longType)).toEqual([
      'INT(11)',
      'DECIMAL(10,2)',
      'DATETIME',
    ]);
  });

  it('keeps the stored password when the form sends the mask back', async () => {
    const masked = `mysql://${user}:${MASK}@127.0.0.1:3306/${database}`;
    const test = await post('/api/v1/database/test_connection/', {
      database_name: 'Orders',
      sqlalchemy_uri: masked,
    });
    expect(test.status).toBe(200);

    const renamed = await call(s.url, 'PUT', `/api/v1/database/${id}`, {
      token: admin,
      body: { database_name: 'Orders (MariaDB)', sqlalchemy_uri: masked, allow_run_async: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result.sqlalchemy_uri).toBe(masked);
    const schemas = await get(`/api/v1/database/${id}/schemas/`);
    expect(schemas.status).toBe(200);
    expect(schemas.body.result).toContain(database);

    const form = await post('/api/v1/database/validate_parameters/', {
      id,
      engine: 'mysql',
      database_name: 'Orders (MariaDB)',
      parameters: { host: '127.0.0.1', port: 3306, username: user, password: MASK, database },
    });
    expect(form.status).toBe(200);

    // A wrong password is tested before it replaces the stored one.
    const wrong = await call(s.url, 'PUT', `/api/v1/database/${id}`, {
      token: admin,
      body: { sqlalchemy_uri: `mysql://${user}:nope@127.0.0.1:3306/${database}` },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].error_type).toBe('CONNECTION_ACCESS_DENIED_ERROR');
    const stillWorks = await get(`/api/v1/database/${id}/function_names/`);
    expect(stillWorks.status).toBe(200);
    expect(stillWorks.body.function_names.length).toBeGreaterThan(10);

    // The mask sent with another host is refused rather than sent there.
    const moved = await call(s.url, 'PUT', `/api/v1/database/${id}`, {
      token: admin,
      body: { sqlalchemy_uri: `mysql://${user}:${MASK}@localhost:3306/${database}` },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.message.sqlalchemy_uri[0]).toMatch(/effective destination/);

    const deleted = await call(s.url, 'DELETE', `/api/v1/database/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
  });
});
