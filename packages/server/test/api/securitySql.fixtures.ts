/**
 * The world of the SQL security tests, as an outside tester found it: a DuckDB file with
 * `births` and a `users` table nobody but admins may read, registered with DML off; a
 * `births` dataset; "tina", a SQL Lab user granted only that dataset; "alfie", an Alpha.
 * Secrets on the host: the server's own secret key in TESSERA_HOME, and a marker file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { call, login } from '../support/client.js';
import type { TestServer } from '../support/testServer.js';
import { createBirthsDuckDb, type BirthsDatabase } from './chartDataFixtures.js';
import { createDatabase } from './sqllab.fixtures.js';

/** Text that must never come back: it is only in the host's files. */
export const HOST_SECRET = 'host-secret-3f9c1a';

export interface SqlWorld {
  file: BirthsDatabase;
  /** A folder outside every database: what SQL writes or reads there is a hole. */
  hostDir: string;
  labId: number;
  birthsId: number;
  admin: string;
  tina: string;
  alfie: string;
  cleanup(): void;
}

async function roleId(s: TestServer, admin: string, name: string): Promise<number> {
  const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
  return roles.body.result.find((r: { name: string }) => r.name === name).id;
}

/** Sets the role's permissions to these (perm, view) pairs (the API replaces the list). */
export async function grantPermissions(
  s: TestServer,
  admin: string,
  role: number,
  pairs: [perm: string, view: string][],
) {
  const pvs = await call(s.url, 'GET', '/api/v1/security/permissions-resources/', {
    token: admin,
  });
  const ids = pairs.map(([perm, view]) => {
    const pv = pvs.body.result.find(
      (p: { permission: { name: string }; view_menu: { name: string } }) =>
        p.permission.name === perm && p.view_menu.name === view,
    );
    expect(pv, `${perm} on ${view}`).toBeTruthy();
    return pv.id as number;
  });
  const r = await call(s.url, 'POST', `/api/v1/security/roles/${role}/permissions`, {
    token: admin,
    body: { permission_view_menu_ids: ids },
  });
  expect(r.status).toBeLessThan(300);
}

/** Sets the role's permissions to this one (perm, view) pair. */
export function grantPermission(
  s: TestServer,
  admin: string,
  role: number,
  perm: string,
  view: string,
) {
  return grantPermissions(s, admin, role, [[perm, view]]);
}

export async function createUser(
  s: TestServer,
  admin: string,
  username: string,
  roles: number[],
): Promise<string> {
  const password = `${username}-Pa55word-x9!`;
  const r = await call(s.url, 'POST', '/api/v1/security/users/', {
    token: admin,
    body: {
      username,
      first_name: username,
      last_name: 'Tester',
      email: `${username}@example.com`,
      active: true,
      roles,
      password,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return login(s.url, username, password);
}

export async function sqlWorld(s: TestServer, admin: string): Promise<SqlWorld> {
  const hostDir = mkdtempSync(join(tmpdir(), 'tessera-host-'));
  writeFileSync(join(hostDir, 'secret.csv'), `name\n${HOST_SECRET}\n`);
  const file = await createBirthsDuckDb(
    `CREATE TABLE users AS SELECT 1 AS id, '${HOST_SECRET}-user' AS password;`,
  );
  const labId = await createDatabase(s, admin, {
    database_name: 'Lab',
    sqlalchemy_uri: `duckdb:///${file.file}`,
    expose_in_sqllab: true,
  });
  const births = await call(s.url, 'POST', '/api/v1/dataset/', {
    token: admin,
    body: { database: labId, schema: 'main', table_name: 'births' },
  });
  expect(births.status, JSON.stringify(births.body)).toBe(201);
  const readers = await call(s.url, 'POST', '/api/v1/security/roles/', {
    token: admin,
    body: { name: 'births_readers' },
  });
  await grantPermission(
    s,
    admin,
    readers.body.id,
    'datasource_access',
    `[Lab].[births](id:${births.body.id})`,
  );
  const tina = await createUser(s, admin, 'tina', [
    await roleId(s, admin, 'sql_lab'),
    readers.body.id,
  ]);
  const alfie = await createUser(s, admin, 'alfie', [await roleId(s, admin, 'Alpha')]);
  return {
    file,
    hostDir,
    labId,
    birthsId: births.body.id,
    admin,
    tina,
    alfie,
    cleanup() {
      file.cleanup();
      rmSync(hostDir, { recursive: true, force: true });
    },
  };
}

/** Runs SQL in SQL Lab as `token` on the database `id`. */
export function runSql(s: TestServer, token: string, id: number, sql: string) {
  return call(s.url, 'POST', '/api/v1/sqllab/execute/', {
    token,
    body: { database_id: id, sql, schema: 'main' },
  });
}
