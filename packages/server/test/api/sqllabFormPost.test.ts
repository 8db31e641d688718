/**
 * SQL Lab entered by a form post (`POST /superset/sqllab/`, spec §7: form_data with
 * datasourceKey and sql): the SQL Lab page comes back with the posted form data inlined in
 * its bootstrap data as `requested_query` (Superset's), for a signed-in session whose form
 * carries its CSRF token; a post without the token, by an anonymous visitor or by a user
 * without SQL Lab is refused.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { browserLogin, call, login } from '../support/client.js';

const available = await storeAvailable();

const REQUESTED = { datasourceKey: '1__table', sql: 'SELECT name, COUNT(*)\nFROM birth_names' };

/** The page's bootstrap data. */
function bootstrapOf(html: string): Record<string, unknown> {
  const json = /<script id="bootstrap-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(json?.[1] ?? 'null') as Record<string, unknown>;
}

/** The server under test's address (set once it has started). */
let baseUrl = '';

function formPost(fields: Record<string, string>, cookie?: string) {
  return call<string>(baseUrl, 'POST', '/superset/sqllab/', {
    cookie,
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe.skipIf(!available)('POST /superset/sqllab/ (SQL Lab by form post)', () => {
  let s: TestServer;
  let dist: string;
  let session: { cookie: string; csrf: string };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
    mkdirSync(join(dist, 'static'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!--tessera-bootstrap--></head><body><div id="app"></div></body></html>',
    );
    s = await startTestServer({ TESSERA_WEB_DIST: dist });
    baseUrl = s.url;
    session = await browserLogin(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the SQL Lab page carrying the posted form data as requested_query', async () => {
    const page = await formPost(
      { form_data: JSON.stringify(REQUESTED), csrf_token: session.csrf },
      session.cookie,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const data = bootstrapOf(page.body);
    expect(data.requested_query).toEqual(REQUESTED);
    expect((data.user as { username: string }).username).toBe(TEST_ADMIN.username);
    // the page keeps the session's token for its own requests
    expect(page.body).toContain(`name="csrf_token" value="${session.csrf}"`);
  });

  it('serves the page without a requested query when form_data is not a JSON object', async () => {
    for (const form_data of ['not json', '[1,2]']) {
      const page = await formPost({ form_data, csrf_token: session.csrf }, session.cookie);
      expect(page.status).toBe(200);
      expect(bootstrapOf(page.body)).not.toHaveProperty('requested_query');
    }
    const plain = await call<string>(s.url, 'GET', '/superset/sqllab/', {
      cookie: session.cookie,
    });
    expect(plain.status).toBe(200);
    expect(bootstrapOf(plain.body)).not.toHaveProperty('requested_query');
  });

  it('refuses a form post without the CSRF token, or with another one', async () => {
    const form_data = JSON.stringify(REQUESTED);
    const missing = await call<{ message: string }>(s.url, 'POST', '/superset/sqllab/', {
      cookie: session.cookie,
      body: new URLSearchParams({ form_data }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The CSRF token is missing.');
    const wrong = await call<{ message: string }>(s.url, 'POST', '/superset/sqllab/', {
      cookie: session.cookie,
      body: new URLSearchParams({ form_data, csrf_token: 'forged' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The CSRF token is invalid.');
  });

  it('refuses anonymous visitors and users without SQL Lab', async () => {
    const anonymous = await formPost({ form_data: JSON.stringify(REQUESTED) });
    expect(anonymous.status).toBe(401);

    const token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const roles = await call<{ result: { id: number; name: string }[] }>(
      s.url,
      'GET',
      '/api/v1/security/roles/',
      { token },
    );
    const gammaId = roles.body.result.find((r) => r.name === 'Gamma')!.id;
    const created = await call(s.url, 'POST', '/api/v1/security/users/', {
      token,
      body: {
        username: 'gemma',
        first_name: 'Gemma',
        last_name: 'Tester',
        email: 'gemma@example.com',
        active: true,
        roles: [gammaId],
        password: 'gemma-password-1',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gamma = await browserLogin(s.url, 'gemma', 'gemma-password-1');
    const refused = await formPost(
      { form_data: JSON.stringify(REQUESTED), csrf_token: gamma.csrf },
      gamma.cookie,
    );
    expect(refused.status).toBe(403);
  });
});
