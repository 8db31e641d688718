/**
 * Fixtures of the SQL Lab persistence tests: a server, an SQLite file with a table to point
 * tabs and saved queries at (registered as database "Birds"), and two SQL Lab users.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer.js';
import { call, login } from '../support/client.js';

export const rison = (o: string) => `?q=${encodeURIComponent(o)}`;

export interface SqlLabWorld {
  s: TestServer;
  admin: string;
  /** Two users with the sql_lab role (plus Gamma): they see only their own tabs and queries. */
  alice: string;
  bob: string;
  aliceId: number;
  bobId: number;
  databaseId: number;
  stop(): Promise<void>;
}

async function sqlLabUser(s: TestServer, admin: string, username: string, first: string) {
  const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
  const roleId = (name: string) =>
    roles.body.result.find((r: { name: string }) => r.name === name).id as number;
  const password = `${username}-password-1`;
  const user = await call(s.url, 'POST', '/api/v1/security/users/', {
    token: admin,
    body: {
      username,
      first_name: first,
      last_name: 'Analyst',
      email: `${username}@example.com`,
      active: true,
      roles: [roleId('sql_lab'), roleId('Gamma')],
      password,
    },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  return { token: await login(s.url, username, password), id: user.body.id as number };
}

export async function sqlLabWorld(): Promise<SqlLabWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-sqllab-'));
  const file = join(dir, 'birds.db');
  const lite = new Database(file);
  lite.exec(`CREATE TABLE birds (id INTEGER PRIMARY KEY, name TEXT NOT NULL, seen DATE);
    INSERT INTO birds VALUES (1, 'robin', '2024-01-02'), (2, 'wren', '2024-02-03');`);
  lite.close();
  const s = await startTestServer();
  const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  const db = await call(s.url, 'POST', '/api/v1/database/', {
    token: admin,
    body: { database_name: 'Birds', sqlalchemy_uri: `sqlite:///${file}` },
  });
  expect(db.status, JSON.stringify(db.body)).toBe(201);
  const a = await sqlLabUser(s, admin, 'alice', 'Alice');
  const b = await sqlLabUser(s, admin, 'bob', 'Bob');
  return {
    s,
    admin,
    alice: a.token,
    bob: b.token,
    aliceId: a.id,
    bobId: b.id,
    databaseId: db.body.id,
    async stop() {
      await s.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A form-encoded body as Superset's SQL Lab client posts it (values JSON-encoded). */
export function form(fields: Record<string, unknown>): {
  body: string;
  headers: Record<string, string>;
} {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) params.set(k, JSON.stringify(v));
  return {
    body: params.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
