/**
 * Fixtures of the database API tests: an SQLite file and a DuckDB file to connect to, a
 * Gamma user with a role of their own to grant data access through, and rison queries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import { expect } from 'vitest';
import type { TestServer } from '../support/testServer.js';
import { call, login } from '../support/client.js';

export const rison = (o: string) => `?q=${encodeURIComponent(o)}`;

/** A table name made of quotes and SQL, to show names are never executed. */
export const WEIRD_TABLE = 'we"ird; DROP TABLE birds; --';

export interface EmbeddedFiles {
  dir: string;
  /** Tables flocks and birds (with keys and an index), a view and WEIRD_TABLE. */
  sqliteFile: string;
  /** Schema sales with table orders. */
  duckFile: string;
  remove(): void;
}

export async function embeddedFiles(): Promise<EmbeddedFiles> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-dbapi-'));
  const sqliteFile = join(dir, 'birds.db');
  const lite = new Database(sqliteFile);
  lite.exec(`
    CREATE TABLE flocks (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE birds (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      seen DATE,
      flock_id INTEGER REFERENCES flocks(id)
    );
    CREATE INDEX birds_name_idx ON birds(name);
    CREATE VIEW big_birds AS SELECT * FROM birds WHERE id > 10;
    CREATE TABLE "${WEIRD_TABLE.replaceAll('"', '""')}" (x INTEGER);
    INSERT INTO birds (id, name, seen) VALUES (1, 'robin', '2024-01-02');
  `);
  lite.close();

  // Not named after its schema: DuckDB would find "sales" ambiguous.
  const duckFile = join(dir, 'shop.duckdb');
  const duck = await DuckDBInstance.create(duckFile);
  const conn = await duck.connect();
  await conn.run(
    'CREATE SCHEMA sales; CREATE TABLE sales.orders (id INTEGER PRIMARY KEY, amount DOUBLE);',
  );
  conn.closeSync();
  duck.closeSync();
  return {
    dir,
    sqliteFile,
    duckFile,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Signs in a new Gamma user who also holds an empty role of their own. */
export async function gammaUser(
  s: TestServer,
  admin: string,
): Promise<{ token: string; roleId: number }> {
  const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
  const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
  const role = await call(s.url, 'POST', '/api/v1/security/roles/', {
    token: admin,
    body: { name: 'bird_watchers' },
  });
  const user = await call(s.url, 'POST', '/api/v1/security/users/', {
    token: admin,
    body: {
      username: 'gemma',
      first_name: 'Gemma',
      last_name: 'Gamma',
      email: 'gemma@example.com',
      active: true,
      roles: [gammaId, role.body.id],
      password: 'gamma-password-1',
    },
  });
  expect(user.status).toBe(201);
  return { token: await login(s.url, 'gemma', 'gamma-password-1'), roleId: role.body.id };
}

/** The sorted names of the connections the token lists. */
export async function databaseNames(s: TestServer, token: string): Promise<string[]> {
  const list = await call(s.url, 'GET', '/api/v1/database/', { token });
  expect(list.status).toBe(200);
  return (list.body.result as { database_name: string }[]).map((d) => d.database_name).sort();
}
