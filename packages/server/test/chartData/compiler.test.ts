/**
 * The query compiler against real databases (compilerSuite.ts): DuckDB and SQLite on
 * temporary files, PostgreSQL in a schema of its own and MariaDB in a table of its own,
 * both dropped afterwards. PostgreSQL and MariaDB are skipped with a printed reason when
 * unreachable (and fail under CI=true).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { serviceAvailable } from '../support/services.js';
import { compilerSuite } from './compilerSuite.js';

const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const dir = mkdtempSync(path.join(tmpdir(), 'tessera-compiler-'));

compilerSuite('compiler on DuckDB', {
  available: async () => true,
  setup: async () => ({
    uri: `duckdb:///${path.join(dir, 'q.duckdb')}`,
    schema: null,
    table: 'birth_names',
  }),
  teardown: async () => rmSync(path.join(dir, 'q.duckdb'), { force: true }),
  timestampType: 'TIMESTAMP',
  month: (c) => `date_trunc('month', ${c})`,
  regex: (c, p) => `regexp_matches(${c}, '${p}')`,
});

compilerSuite('compiler on SQLite', {
  available: async () => true,
  setup: async () => ({
    uri: `sqlite:///${path.join(dir, 'q.db')}`,
    schema: null,
    table: 'birth_names',
  }),
  teardown: async () => rmSync(dir, { recursive: true, force: true }),
  timestampType: 'TIMESTAMP',
  month: (c) => `DATETIME(${c}, 'start of month')`,
  regex: null,
});

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };
const pgSchema = `tessera_q_${suffix}`;

async function pgAdmin(sql: string): Promise<void> {
  const client = new pg.Client(PG);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

compilerSuite('compiler on PostgreSQL', {
  available: () => serviceAvailable('PostgreSQL', PG.host, PG.port),
  setup: async () => {
    await pgAdmin(`CREATE SCHEMA "${pgSchema}"`);
    return {
      uri: 'postgresql://postgres@127.0.0.1:5432/test',
      schema: pgSchema,
      table: 'birth_names',
    };
  },
  teardown: () => pgAdmin(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`),
  timestampType: 'TIMESTAMP',
  month: (c) => `date_trunc('month', ${c})`,
  regex: (c, p) => `${c} ~ '${p}'`,
});

const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' };
const mariaTable = `tessera_q_${suffix}`;

compilerSuite('compiler on MariaDB', {
  available: () => serviceAvailable('MariaDB', MARIADB.host, MARIADB.port),
  setup: async () => ({
    uri: 'mariadb://root@127.0.0.1:3306/test',
    schema: 'test',
    table: mariaTable,
  }),
  teardown: async () => {
    const conn = await mysql.createConnection(MARIADB);
    try {
      await conn.query(`DROP TABLE IF EXISTS \`${mariaTable}\``);
    } finally {
      await conn.end();
    }
  },
  timestampType: 'DATETIME',
  month: (c) => `DATE(DATE_FORMAT(${c}, '%Y-%m-01'))`,
  regex: (c, p) => `${c} REGEXP '${p}'`,
});
