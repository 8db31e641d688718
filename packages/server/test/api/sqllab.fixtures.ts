/**
 * SQL Lab test setup: a DuckDB file (births, a 25,000-row `big` table, and a `secret`
 * schema) registered as "Lab" (async allowed), a second file as "Hidden", and users: a
 * sql_lab user granted only the `main` schema of Lab, and a Gamma user without SQL Lab.
 */
import { expect } from 'vitest';
import { call, login } from '../support/client.js';
import type { TestServer } from '../support/testServer.js';
import { createBirthsDuckDb, type BirthsDatabase } from './chartDataFixtures.js';
import { gammaUser } from './databases.fixtures.js';

export const LAB_SQL = `
  CREATE TABLE big AS SELECT range AS n, 'row ' || range AS label FROM range(25000);
  CREATE SCHEMA secret;
  CREATE TABLE secret.pay AS SELECT 1 AS x;
`;

export interface SqlLabSetup {
  files: BirthsDatabase[];
  labId: number;
  hiddenId: number;
  admin: string;
  sally: string;
  gamma: string;
}

export const rison = (q: string) => `?q=${encodeURIComponent(q)}`;

export async function createDatabase(s: TestServer, admin: string, body: object): Promise<number> {
  const r = await call(s.url, 'POST', '/api/v1/database/', { token: admin, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

async function grant(s: TestServer, admin: string, roleId: number, perm: string, view: string) {
  const pvs = await call(s.url, 'GET', '/api/v1/security/permissions-resources/', { token: admin });
  const pv = pvs.body.result.find(
    (p: { permission: { name: string }; view_menu: { name: string } }) =>
      p.permission.name === perm && p.view_menu.name === view,
  );
  expect(pv, `${perm} on ${view}`).toBeTruthy();
  const r = await call(s.url, 'POST', `/api/v1/security/roles/${roleId}/permissions`, {
    token: admin,
    body: { permission_view_menu_ids: [pv.id] },
  });
  expect(r.status).toBeLessThan(300);
}

export async function sqlLabSetup(s: TestServer, admin: string): Promise<SqlLabSetup> {
  const lab = await createBirthsDuckDb(LAB_SQL);
  const hidden = await createBirthsDuckDb();
  const labId = await createDatabase(s, admin, {
    database_name: 'Lab',
    sqlalchemy_uri: `duckdb:///${lab.file}`,
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  const hiddenId = await createDatabase(s, admin, {
    database_name: 'Hidden',
    sqlalchemy_uri: `duckdb:///${hidden.file}`,
    expose_in_sqllab: true,
  });
  const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
  const sqlLabRole = roles.body.result.find((r: { name: string }) => r.name === 'sql_lab').id;
  const labReaders = await call(s.url, 'POST', '/api/v1/security/roles/', {
    token: admin,
    body: { name: 'lab_readers' },
  });
  await grant(s, admin, labReaders.body.id, 'schema_access', '[Lab].[main]');
  const user = await call(s.url, 'POST', '/api/v1/security/users/', {
    token: admin,
    body: {
      username: 'sally',
      first_name: 'Sally',
      last_name: 'Lab',
      email: 'sally@example.com',
      active: true,
      roles: [sqlLabRole, labReaders.body.id],
      password: 'sally-password-1',
    },
  });
  expect(user.status).toBe(201);
  const sally = await login(s.url, 'sally', 'sally-password-1');
  const { token: gamma } = await gammaUser(s, admin);
  return { files: [lab, hidden], labId, hiddenId, admin, sally, gamma };
}

/** Polls `GET /api/v1/query/updated_since` until the run leaves pending / running. */
export async function waitForQuery(s: TestServer, token: string, clientId: string) {
  for (let i = 0; i < 300; i += 1) {
    const r = await call(
      s.url,
      'GET',
      `/api/v1/query/updated_since${rison('(last_updated_ms:0)')}`,
      {
        token,
      },
    );
    const q = r.body.result.find((x: { id: string }) => x.id === clientId);
    if (q && !['pending', 'running'].includes(q.state)) return q;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`query ${clientId} did not finish`);
}
