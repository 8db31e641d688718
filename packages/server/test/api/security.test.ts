import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { browserLogin, call, login } from '../support/client.js';

/** Routes anyone may call without signing in (issue: "an explicit public list"). */
const PUBLIC_ROUTES = new Set([
  'GET /health',
  'GET /healthcheck',
  'POST /api/v1/security/login',
  'POST /api/v1/security/refresh',
  'GET /api/v1/security/csrf_token/',
  'POST /login/',
  'GET /logout/',
]);

const available = await storeAvailable();

describe.skipIf(!available)('security', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ TESSERA_LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => s?.stop());

  it('answers 401 on every route of the OpenAPI document unless it is public', async () => {
    const doc = (
      await call<{ paths: Record<string, Record<string, unknown>> }>(
        s.url,
        'GET',
        '/api/v1/_openapi',
      )
    ).body;
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => [m.toUpperCase(), path] as const),
    );
    expect(routes.length).toBeGreaterThan(15);
    const checked: string[] = [];
    for (const [method, path] of routes) {
      const concrete = path.replace(/\{[^}]+\}/g, '1');
      const r = await call(s.url, method, concrete, method === 'GET' ? {} : { body: {} });
      const key = `${method} ${path}`;
      if (PUBLIC_ROUTES.has(key)) {
        // A public route may still refuse bad input (refresh without a token), but never
        // with the sign-in guard's answer.
        expect({ status: r.status, body: r.body }, key).not.toEqual({
          status: 401,
          body: { message: 'Not authorized' },
        });
        expect(r.status, key).not.toBe(403);
      } else {
        expect(r.status, key).toBe(401);
        expect(r.body, key).toEqual({ message: 'Not authorized' });
      }
      checked.push(key);
    }
    // Every public route is in the document, so the list cannot hide a route.
    for (const key of PUBLIC_ROUTES) expect(checked).toContain(key);
  });

  it('gives JWTs in Superset’s shapes and refreshes them', async () => {
    const r = await call(s.url, 'POST', '/api/v1/security/login', {
      body: {
        username: TEST_ADMIN.username,
        password: TEST_ADMIN.password,
        provider: 'db',
        refresh: true,
      },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['access_token', 'refresh_token']);
    const me = await call(s.url, 'GET', '/api/v1/me/', { token: r.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({
      username: 'admin',
      is_active: true,
      is_anonymous: false,
    });

    const refreshed = await call(s.url, 'POST', '/api/v1/security/refresh', {
      headers: { authorization: `Bearer ${r.body.refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body)).toEqual(['access_token']);
    // A refresh token is not an access token, and an access token does not refresh.
    expect((await call(s.url, 'GET', '/api/v1/me/', { token: r.body.refresh_token })).status).toBe(
      401,
    );
    const wrong = await call(s.url, 'POST', '/api/v1/security/refresh', {
      headers: { authorization: `Bearer ${r.body.access_token}` },
    });
    expect(wrong.status).toBe(401);
    // Without refresh: true only the access token comes back.
    const noRefresh = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, provider: 'db' },
    });
    expect(Object.keys(noRefresh.body)).toEqual(['access_token']);
  });

  it('lists the admin’s roles and permissions at /me/roles/', async () => {
    const token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const r = await call(s.url, 'GET', '/api/v1/me/roles/', { token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.result.roles)).toEqual(['Admin']);
    expect(r.body.result.roles.Admin).toContainEqual(['can_read', 'User']);
    expect(r.body.result.roles.Admin).toContainEqual(['can_sqllab', 'Superset']);
  });

  it('sets an HttpOnly SameSite=Lax session cookie and requires the CSRF token on cookie mutations', async () => {
    const { cookie, csrf, setCookie } = await browserLogin(
      s.url,
      TEST_ADMIN.username,
      TEST_ADMIN.password,
    );
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain HTTP here

    expect((await call(s.url, 'GET', '/api/v1/me/', { cookie })).status).toBe(200);
    const token = await call(s.url, 'GET', '/api/v1/security/csrf_token/', { cookie });
    expect(token.body).toEqual({ result: csrf });

    const body = { name: 'Analysts' };
    const missing = await call(s.url, 'POST', '/api/v1/security/roles/', { cookie, body });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The CSRF token is missing.');
    const wrong = await call(s.url, 'POST', '/api/v1/security/roles/', {
      cookie,
      body,
      headers: { 'x-csrftoken': 'not-the-token' },
    });
    expect(wrong.status).toBe(400);
    expect(
      (await call(s.url, 'GET', '/api/v1/security/roles/', { cookie })).body.result,
    ).not.toContainEqual(expect.objectContaining({ name: 'Analysts' }));
    const ok = await call(s.url, 'POST', '/api/v1/security/roles/', {
      cookie,
      body,
      headers: { 'x-csrftoken': csrf },
    });
    expect(ok.status).toBe(201);

    // Bearer-token requests need no CSRF token.
    const bearer = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(
      (
        await call(s.url, 'POST', '/api/v1/security/roles/', {
          token: bearer,
          body: { name: 'Viewers' },
        })
      ).status,
    ).toBe(201);
  });

  it('answers one generic 401 for a wrong password or an unknown user', async () => {
    const a = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username: 'admin', password: 'wrong-password', provider: 'db' },
      headers: { 'x-forwarded-for': 'ignored' },
    });
    const b = await call(s.url, 'POST', '/login/', {
      body: { username: 'nobody', password: 'whatever' },
    });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual(b.body);
  });

  it('rate-limits repeated failed sign-ins from one client with 429', async () => {
    // Fresh server: its failure counter starts at zero, limit 3.
    const t = await startTestServer({ TESSERA_LOGIN_MAX_FAILURES: '3' });
    try {
      const attempt = (password: string) =>
        call(t.url, 'POST', '/api/v1/security/login', {
          body: { username: 'admin', password, provider: 'db' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('bad-password')).status).toBe(401);
      const blocked = await attempt('bad-password');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
      // Even the right password is refused until the window passes.
      expect((await attempt(TEST_ADMIN.password)).status).toBe(429);
    } finally {
      await t.stop();
    }
  });

  it('refuses the ldap provider and a malformed body with 400', async () => {
    const ldap = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username: 'admin', password: 'x', provider: 'ldap' },
    });
    expect(ldap.status).toBe(400);
    const bad = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username: 'admin' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveProperty('password');
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await call(s.url, 'GET', '/api/v1/_openapi');
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/v1/security/login'].post.requestBody).toBeDefined();
    const ui = await fetch(`${s.url}/swagger/v1/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('Swagger UI');
  });

  it('answers unknown API paths with a JSON 404 and sends anonymous page visits to sign-in', async () => {
    const token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const missing = await call(s.url, 'GET', '/api/v1/nothing-here/', { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    const page = await call(s.url, 'GET', '/superset/welcome/');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login/?next=%2Fsuperset%2Fwelcome%2F');
    const health = await fetch(`${s.url}/health`);
    expect(await health.text()).toBe('OK');
    expect(health.headers.get('x-request-id')).toBeTruthy();
  });
});
