/**
 * The routes only the route walk reached: the security lookups of permission and view
 * names, a database's catalogs and a table's engine-specific metadata by query, the legacy
 * cost estimate (with and without a schema in the path), the legacy explore_json with the
 * datasource in its path, and the OpenAPI document as Swagger UI serves it (JSON and YAML).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { embeddedFiles, gammaUser, type EmbeddedFiles } from './databases.fixtures.js';
import { createBirthsDuckDb, type BirthsDatabase } from './chartDataFixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('routes beyond the route walk', () => {
  let s: TestServer;
  let admin: string;
  let gamma: string;
  let files: EmbeddedFiles;
  let births: BirthsDatabase;
  let shopId: number;
  let birthsDbId: number;
  let birthsDatasetId: number;

  const get = (path: string, token: string | undefined = admin) =>
    call(s.url, 'GET', path, { token });
  const post = (path: string, body: unknown, token: string | undefined = admin) =>
    call(s.url, 'POST', path, { token, body });

  beforeAll(async () => {
    [files, births] = await Promise.all([embeddedFiles(), createBirthsDuckDb()]);
    s = await startTestServer({ TESSERA_FEATURE_ESTIMATE_QUERY_COST: 'true' });
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const database = async (name: string, file: string) => {
      const r = await post('/api/v1/database/', {
        database_name: name,
        engine: 'duckdb',
        parameters: { database: file },
        expose_in_sqllab: true,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id as number;
    };
    shopId = await database('Shop', files.duckFile);
    birthsDbId = await database('Births', births.file);
    const dataset = await post('/api/v1/dataset/', {
      database: birthsDbId,
      schema: 'main',
      table_name: 'births',
    });
    expect(dataset.status, JSON.stringify(dataset.body)).toBe(201);
    birthsDatasetId = dataset.body.id;
    ({ token: gamma } = await gammaUser(s, admin));
  });

  afterAll(async () => {
    await s?.stop();
    files?.remove();
    births?.cleanup();
  });

  describe('permission and view names', () => {
    it('lists every permission and every view the (permission, view) pairs use', async () => {
      const [permissions, resources, pairs] = await Promise.all([
        get('/api/v1/security/permissions/'),
        get('/api/v1/security/resources/'),
        get('/api/v1/security/permissions-resources/'),
      ]);
      for (const r of [permissions, resources, pairs]) expect(r.status).toBe(200);
      const names = (r: typeof permissions) => r.body.result.map((x: { name: string }) => x.name);
      expect(permissions.body.count).toBe(permissions.body.result.length);
      expect(resources.body.count).toBe(resources.body.result.length);
      expect(names(permissions)).toEqual(expect.arrayContaining(['can_read', 'can_write']));
      expect(names(resources)).toEqual(expect.arrayContaining(['Chart', 'Dashboard', 'SQLLab']));
      for (const list of [names(permissions), names(resources)]) {
        expect(new Set(list).size).toBe(list.length);
      }
      type Pair = { permission: { name: string }; view_menu: { name: string } };
      const used = pairs.body.result as Pair[];
      expect(names(permissions)).toEqual(
        expect.arrayContaining([...new Set(used.map((p) => p.permission.name))]),
      );
      expect(names(resources)).toEqual(
        expect.arrayContaining([...new Set(used.map((p) => p.view_menu.name))]),
      );
    });

    it('are for those who may read roles: Gamma is refused, a stranger must sign in', async () => {
      for (const path of ['/api/v1/security/permissions/', '/api/v1/security/resources/']) {
        expect((await get(path, gamma)).status, path).toBe(403);
        expect((await get(path, '')).status, path).toBe(401);
      }
    });
  });

  describe('database lookups', () => {
    it('answers no catalogs for a database the user reaches, 404 otherwise', async () => {
      const r = await get(`/api/v1/database/${shopId}/catalogs/`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ result: [] });
      expect((await get('/api/v1/database/987654/catalogs/')).status).toBe(404);
      // Gamma has no grant on the database: it does not exist for them
      expect((await get(`/api/v1/database/${shopId}/catalogs/`, gamma)).status).toBe(404);
    });

    it('gives a table’s engine-specific metadata by query, as the older path form does', async () => {
      const extra = await get(
        `/api/v1/database/${shopId}/table_metadata/extra/?name=orders&schema=sales`,
      );
      expect(extra.status).toBe(200);
      expect(extra.body).toEqual({});
      const older = await get(`/api/v1/database/${shopId}/table_extra/orders/sales/`);
      expect(older.body).toEqual(extra.body);

      const missing = await get(
        `/api/v1/database/${shopId}/table_metadata/extra/?name=no_such_table&schema=sales`,
      );
      expect(missing.status).toBe(404);
      expect(missing.body.errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
      const unnamed = await get(`/api/v1/database/${shopId}/table_metadata/extra/?schema=sales`);
      expect(unnamed.status).toBe(400);
      expect(JSON.stringify(unnamed.body)).toContain('name');
    });
  });

  describe('the legacy cost estimate', () => {
    it('estimates as /api/v1/sqllab/estimate/ does, with or without a schema in the path', async () => {
      const sql = 'SELECT * FROM sales.orders WHERE amount > 1';
      const current = await post('/api/v1/sqllab/estimate/', { database_id: shopId, sql });
      expect(current.status, JSON.stringify(current.body)).toBe(200);
      const legacy = await post(`/superset/estimate_query_cost/${shopId}/`, { sql });
      expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
      expect(legacy.body).toEqual(current.body.result);
      expect(legacy.body.length).toBeGreaterThan(0);

      // The schema in the path is taken (a qualified name, as the estimate does not yet set
      // the engine's default schema on DuckDB, unlike a run).
      const inSchema = await post(`/superset/estimate_query_cost/${shopId}/sales/`, { sql });
      expect(inSchema.status, JSON.stringify(inSchema.body)).toBe(200);
      expect(inSchema.body).toEqual(legacy.body);
    });

    it('refuses a missing SQL, and a database the user does not reach', async () => {
      const bad = await post(`/superset/estimate_query_cost/${shopId}/`, {});
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('sql');
      const hidden = await post(
        `/superset/estimate_query_cost/${shopId}/`,
        { sql: 'SELECT 1' },
        gamma,
      );
      expect([403, 404]).toContain(hidden.status);
    });
  });

  describe('explore_json with the datasource in its path', () => {
    const formData = {
      viz_type: 'table',
      groupby: ['gender'],
      metrics: ['count'],
      row_limit: 10,
      adhoc_filters: [],
    };

    it('runs form data that names no datasource on the path’s dataset', async () => {
      const path = `/superset/explore_json/table/${birthsDatasetId}/`;
      const r = await post(path, { form_data: formData });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ status: 'success', colnames: ['gender', 'count'] });
      const counts = Object.fromEntries(
        (r.body.data as { gender: string; count: number }[]).map((d) => [d.gender, d.count]),
      );
      expect(counts).toEqual({ boy: 12, girl: 12 });

      const q = await get(
        `${path}?query=true&form_data=${encodeURIComponent(JSON.stringify(formData))}`,
      );
      expect(q.status).toBe(200);
      expect(q.body).toEqual({ language: 'sql', query: expect.stringMatching(/births/) });
    });

    it('refuses a dataset that does not exist, and a user without access to it', async () => {
      const none = await post('/superset/explore_json/table/987654/', { form_data: formData });
      expect(none.status).toBe(404);
      const refused = await post(
        `/superset/explore_json/table/${birthsDatasetId}/`,
        { form_data: formData },
        gamma,
      );
      expect([403, 404]).toContain(refused.status);
      expect(refused.body.data).toBeUndefined();
    });
  });

  describe('the OpenAPI document from Swagger UI', () => {
    it('serves the same document as JSON and as YAML', async () => {
      const doc = await get('/api/v1/_openapi');
      const json = await fetch(`${s.url}/swagger/v1/json`);
      expect(json.status).toBe(200);
      expect(json.headers.get('content-type')).toMatch(/application\/json/);
      const fromJson = (await json.json()) as { openapi: string; paths: object };
      expect(fromJson.openapi).toMatch(/^3\./);
      expect(Object.keys(fromJson.paths)).toEqual(Object.keys(doc.body.paths));

      const yaml = await fetch(`${s.url}/swagger/v1/yaml`);
      expect(yaml.status).toBe(200);
      expect(yaml.headers.get('content-type')).toMatch(/yaml/);
      const fromYaml = parseYaml(await yaml.text()) as { paths: object };
      expect(fromYaml).toEqual(fromJson);
    });
  });
});
