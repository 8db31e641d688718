/**
 * Where SQL Lab's new tabs open: the pages' bootstrap `common.conf.SQLLAB_DEFAULT_DBID` is
 * TESSERA_SQLLAB_DEFAULT_DBID or else the examples database (Superset's examples uuid), only
 * when it is exposed in SQL Lab and the user sees it; and the schemas answer names the schema
 * a connection opens in (`default_schema`), which the tab preselects.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { bootstrapDataOf, fakeWebDist } from '../support/webPage.js';
import { EXAMPLES_DATABASE_UUID } from '../../src/services/examples.js';
import { embeddedFiles, gammaUser, type EmbeddedFiles } from './databases.fixtures.js';

const available = await storeAvailable();

/** SQLLAB_DEFAULT_DBID in the SQL Lab page the token's user gets. */
async function defaultDbId(s: TestServer, token: string): Promise<unknown> {
  const page = await call<string>(s.url, 'GET', '/sqllab/', { token });
  expect(page.status).toBe(200);
  const conf = bootstrapDataOf(page.body)?.common.conf;
  expect(conf).toHaveProperty('SQLLAB_DEFAULT_DBID');
  return conf!.SQLLAB_DEFAULT_DBID;
}

async function createDatabase(s: TestServer, token: string, body: object): Promise<number> {
  const r = await call(s.url, 'POST', '/api/v1/database/', { token, body });
  expect(r.status).toBe(201);
  return r.body.id as number;
}

/** Gives the role database access on the connection. */
async function grantDatabase(s: TestServer, admin: string, roleId: number, view: string) {
  const pvs = await call(s.url, 'GET', '/api/v1/security/permissions-resources/', {
    token: admin,
  });
  const pv = pvs.body.result.find(
    (p: { permission: { name: string }; view_menu: { name: string } }) =>
      p.permission.name === 'database_access' && p.view_menu.name === view,
  );
  expect(pv, view).toBeDefined();
  const r = await call(s.url, 'POST', `/api/v1/security/roles/${roleId}/permissions`, {
    token: admin,
    body: { permission_view_menu_ids: [pv.id] },
  });
  expect(r.status).toBeLessThan(300);
}

describe.skipIf(!available)("SQL Lab's default database", () => {
  let files: EmbeddedFiles;
  let dist: string;
  beforeAll(async () => {
    files = await embeddedFiles();
    dist = fakeWebDist();
  });
  afterAll(() => {
    files?.remove();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  describe('without TESSERA_SQLLAB_DEFAULT_DBID: the examples', () => {
    let s: TestServer;
    let admin: string;
    beforeAll(async () => {
      s = await startTestServer({ TESSERA_WEB_DIST: dist });
      admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    });
    afterAll(() => s?.stop());

    it('is the examples database for those who see it, exposed in SQL Lab; otherwise null', async () => {
      expect(await defaultDbId(s, admin)).toBeNull();
      await createDatabase(s, admin, {
        database_name: 'Shop',
        engine: 'duckdb',
        parameters: { database: files.duckFile },
      });
      // a connection named examples is not the examples: their uuid is
      const namedLikeThem = await createDatabase(s, admin, {
        database_name: 'examples',
        sqlalchemy_uri: `sqlite:///${files.sqliteFile}`,
      });
      expect(await defaultDbId(s, admin)).toBeNull();
      await call(s.url, 'DELETE', `/api/v1/database/${namedLikeThem}`, { token: admin });
      const examples = await createDatabase(s, admin, {
        database_name: 'examples',
        sqlalchemy_uri: `sqlite:///${files.sqliteFile}`,
        uuid: EXAMPLES_DATABASE_UUID,
      });
      expect(await defaultDbId(s, admin)).toBe(examples);

      // a user without access to it gets none, and the examples once a role grants them
      const gamma = await gammaUser(s, admin);
      expect(await defaultDbId(s, gamma.token)).toBeNull();
      await grantDatabase(s, admin, gamma.roleId, `[examples].(id:${examples})`);
      expect(await defaultDbId(s, gamma.token)).toBe(examples);

      // not exposed in SQL Lab: none
      const hidden = await call(s.url, 'PUT', `/api/v1/database/${examples}`, {
        token: admin,
        body: { expose_in_sqllab: false },
      });
      expect(hidden.status).toBe(200);
      expect(await defaultDbId(s, admin)).toBeNull();
      expect(await defaultDbId(s, gamma.token)).toBeNull();
    });

    it('names the schema a connection opens in beside its schemas', async () => {
      const list = await call(s.url, 'GET', '/api/v1/database/', { token: admin });
      const idOf = (name: string) =>
        list.body.result.find((d: { database_name: string }) => d.database_name === name).id;
      const sqlite = await call(s.url, 'GET', `/api/v1/database/${idOf('examples')}/schemas/`, {
        token: admin,
      });
      expect(sqlite.body).toEqual({ result: ['main'], default_schema: 'main' });
      const duck = await call(s.url, 'GET', `/api/v1/database/${idOf('Shop')}/schemas/`, {
        token: admin,
      });
      expect(duck.body.result).toEqual(expect.arrayContaining(['main', 'sales']));
      expect(duck.body.default_schema).toBe('main');
    });
  });

  describe('with TESSERA_SQLLAB_DEFAULT_DBID', () => {
    let s: TestServer;
    let admin: string;
    beforeAll(async () => {
      s = await startTestServer({ TESSERA_WEB_DIST: dist, TESSERA_SQLLAB_DEFAULT_DBID: '2' });
      admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    });
    afterAll(() => s?.stop());

    it('is that database, not the examples, for those who see it', async () => {
      // not there yet: none (the examples are not the fallback of a configured id)
      const examples = await createDatabase(s, admin, {
        database_name: 'examples',
        sqlalchemy_uri: `sqlite:///${files.sqliteFile}`,
        uuid: EXAMPLES_DATABASE_UUID,
      });
      expect(await defaultDbId(s, admin)).toBeNull();
      const warehouse = await createDatabase(s, admin, {
        database_name: 'Warehouse',
        engine: 'duckdb',
        parameters: { database: files.duckFile },
      });
      expect(warehouse).toBe(2);
      expect(await defaultDbId(s, admin)).toBe(warehouse);

      const gamma = await gammaUser(s, admin);
      await grantDatabase(s, admin, gamma.roleId, `[examples].(id:${examples})`);
      expect(await defaultDbId(s, gamma.token)).toBeNull();
      await grantDatabase(s, admin, gamma.roleId, `[Warehouse].(id:${warehouse})`);
      expect(await defaultDbId(s, gamma.token)).toBe(warehouse);
    });
  });
});
