/**
 * One table on each engine, made for the test: a DuckDB file and a SQLite file of its own,
 * a schema on the real PostgreSQL and a database on the real MariaDB (named for the test
 * run, dropped afterwards), each registered through the API with a dataset on the table,
 * and a Gamma + SQL Lab user granted those databases: the world of the issue #12 tests that
 * send SQL and values no JavaScript parser or Date copes with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { expect } from 'vitest';
import { call } from '../support/client.js';
import { serviceAvailable } from '../support/services.js';
import { storeAvailable, type TestServer } from '../support/testServer.js';
import { createBirthsDuckDb } from './chartDataFixtures.js';
import { createUser, grantPermissions } from './securitySql.fixtures.js';
import { createDatabase } from './sqllab.fixtures.js';

export type EngineKey = 'duck' | 'lite' | 'pg' | 'maria';

/** Whether the metadata store, PostgreSQL and MariaDB can be used (off CI a missing one skips). */
export async function serversAvailable(): Promise<Record<'store' | 'pg' | 'maria', boolean>> {
  const store = await storeAvailable();
  return {
    store,
    pg: store && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432)),
    maria: store && (await serviceAvailable('MariaDB', '127.0.0.1', 3306)),
  };
}

async function pgAdmin(sql: string): Promise<void> {
  const c = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'test' });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Runs `sql` as MariaDB's root, zero dates allowed (sql_mode empty). */
async function mariaAdmin(sql: string): Promise<void> {
  const c = await mysql.createConnection({
    host: '127.0.0.1',
    user: 'root',
    multipleStatements: true,
  });
  try {
    await c.query("SET SESSION sql_mode = ''");
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The SQL making the table on each engine (`schema`: PostgreSQL's schema, MariaDB's database). */
export interface TableSetup {
  table: string;
  duck?: string;
  lite?: string;
  pg?: (schema: string) => string;
  maria?: (database: string) => string;
}

export interface TableWorld {
  /** The registered database and the dataset on the table, by engine (only those made). */
  ids: Partial<Record<EngineKey, { databaseId: number; datasetId: number }>>;
  /** The PostgreSQL schema and the MariaDB database holding the table. */
  schema: string;
  /** The user's token. */
  user: string;
  cleanup(): Promise<void>;
}

/** Makes the table on each engine of `setup` that is available, and the user granted them. */
export async function tableWorld(
  s: TestServer,
  admin: string,
  username: string,
  setup: TableSetup,
  available: { pg: boolean; maria: boolean },
): Promise<TableWorld> {
  const schema = `tessera_${username}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const ids: TableWorld['ids'] = {};
  const cleanups: (() => unknown)[] = [];
  const register = async (engine: EngineKey, uri: string, datasetSchema: string) => {
    const name = `${engine}_${username}`;
    const databaseId = await createDatabase(s, admin, {
      database_name: name,
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
    });
    const ds = await call(s.url, 'POST', '/api/v1/dataset/', {
      token: admin,
      body: { database: databaseId, schema: datasetSchema, table_name: setup.table },
    });
    expect(ds.status, JSON.stringify(ds.body)).toBe(201);
    ids[engine] = { databaseId, datasetId: ds.body.id };
  };
  if (setup.duck !== undefined) {
    const duck = await createBirthsDuckDb(setup.duck);
    cleanups.push(duck.cleanup);
    await register('duck', `duckdb:///${duck.file}`, 'main');
  }
  if (setup.lite !== undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lite-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const lite = new Database(join(dir, 'lite.db'));
    lite.exec(setup.lite);
    lite.close();
    await register('lite', `sqlite:///${join(dir, 'lite.db')}`, 'main');
  }
  if (setup.pg && available.pg) {
    await pgAdmin(`CREATE SCHEMA ${schema}; ${setup.pg(schema)}`);
    cleanups.push(() => pgAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    await register('pg', 'postgresql://postgres@127.0.0.1:5432/test', schema);
  }
  if (setup.maria && available.maria) {
    await mariaAdmin(`CREATE DATABASE ${schema}; ${setup.maria(schema)}`);
    cleanups.push(() => mariaAdmin(`DROP DATABASE IF EXISTS ${schema}`));
    await register('maria', `mysql://root@127.0.0.1:3306/${schema}`, schema);
  }
  const user = await sqlLabUser(
    s,
    admin,
    username,
    Object.entries(ids).map(([engine, v]) => [`${engine}_${username}`, v.databaseId]),
  );
  return {
    ids,
    schema,
    user,
    async cleanup() {
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

/** A Gamma and SQL Lab user granted `database_access` on each (name, id) database. */
export async function sqlLabUser(
  s: TestServer,
  admin: string,
  username: string,
  databases: [name: string, id: number][],
): Promise<string> {
  const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
  const idOf = (name: string) =>
    roles.body.result.find((r: { name: string }) => r.name === name).id as number;
  const role = await call(s.url, 'POST', '/api/v1/security/roles/', {
    token: admin,
    body: { name: `${username}_databases` },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  await grantPermissions(
    s,
    admin,
    role.body.id,
    databases.map(([name, id]) => ['database_access', `[${name}].(id:${id})`]),
  );
  return createUser(s, admin, username, [idOf('Gamma'), idOf('sql_lab'), role.body.id]);
}

/** SQL Lab's synchronous run as `token`. */
export function runSqlLab(
  s: TestServer,
  token: string,
  databaseId: number,
  sql: string,
  extra = {},
) {
  return call(s.url, 'POST', '/api/v1/sqllab/execute/', {
    token,
    body: { database_id: databaseId, sql, runAsync: false, ...extra },
  });
}

/** One chart data query on the dataset as `token`. */
export function chartData(
  s: TestServer,
  token: string,
  datasetId: number,
  query: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return call(s.url, 'POST', '/api/v1/chart/data', {
    token,
    body: { datasource: { id: datasetId, type: 'table' }, queries: [query], ...extra },
  });
}
