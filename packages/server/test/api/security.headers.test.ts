/**
 * Every answer carries the security headers (a Content-Security-Policy without inline
 * scripts, no framing by other sites, nosniff, a referrer policy); X-Forwarded-* are believed
 * only from the proxies TESSERA_TRUSTED_PROXIES names, which is what makes the session cookie
 * Secure and adds HSTS behind TLS, and what the sign-in throttle counts by; and a 500 never
 * carries a stack trace, whoever asks.
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

const dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
mkdirSync(join(dist, 'static'));
writeFileSync(join(dist, 'static', 'app.js'), 'export {};\n');
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><!--tessera-bootstrap--></head><body></body></html>',
);

/** The CSP's directives by name. */
function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe.skipIf(!available)('security headers and proxies', () => {
  let s: TestServer;
  let proxied: TestServer;
  let admin: string;
  beforeAll(async () => {
    [s, proxied] = await Promise.all([
      startTestServer({ TESSERA_WEB_DIST: dist, TESSERA_LOGIN_MAX_FAILURES: '2' }),
      startTestServer({
        TESSERA_WEB_DIST: dist,
        TESSERA_LOGIN_MAX_FAILURES: '2',
        TESSERA_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1',
      }),
    ]);
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await Promise.all([s?.stop(), proxied?.stop()]);
    rmSync(dist, { recursive: true, force: true });
  });

  it('puts them on every answer: pages, the API, errors, assets', async () => {
    const { cookie } = await browserLogin(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const answers = {
      'sign-in page': await call(s.url, 'GET', '/login/'),
      'signed-in page': await call(s.url, 'GET', '/chart/list/', { cookie }),
      'redirect to sign in': await call(s.url, 'GET', '/sqllab/'),
      'API answer': await call(s.url, 'GET', '/api/v1/me/', { token: admin }),
      'API 401': await call(s.url, 'GET', '/api/v1/me/'),
      'API 404': await call(s.url, 'GET', '/api/v1/nothing/', { token: admin }),
      'validation 400': await call(s.url, 'POST', '/api/v1/security/login', { body: {} }),
      asset: await call(s.url, 'GET', '/static/app.js'),
      'Swagger UI': await call(s.url, 'GET', '/swagger/v1/'),
      health: await call(s.url, 'GET', '/health'),
    };
    for (const [name, r] of Object.entries(answers)) {
      const csp = directives(r.headers.get('content-security-policy'));
      expect(csp['default-src'], name).toEqual(["'self'"]);
      expect(csp['script-src'], name).toEqual(["'self'"]);
      expect(csp['object-src'], name).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], name).toEqual(["'self'"]);
      expect(csp['base-uri'], name).toEqual(["'self'"]);
      expect(r.headers.get('x-frame-options'), name).toBe('SAMEORIGIN');
      expect(r.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(r.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      // plain HTTP: no HSTS (and nothing upgraded)
      expect(r.headers.get('strict-transport-security'), name).toBeNull();
      expect(r.headers.get('content-security-policy'), name).not.toContain('upgrade-insecure');
    }
  });

  it('believes X-Forwarded-Proto only from a trusted proxy: Secure cookie and HSTS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // from anyone else the header is ignored
    const direct = await call(s.url, 'POST', '/login/', { headers: https, body: TEST_ADMIN });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/i);
    expect(direct.headers.get('strict-transport-security')).toBeNull();

    // behind the trusted proxy (the test client's 127.0.0.1)
    const behind = await call(proxied.url, 'POST', '/login/', { headers: https, body: TEST_ADMIN });
    expect(behind.status).toBe(200);
    expect(behind.headers.get('set-cookie')).toMatch(/session=[^;]+;.*Secure/i);
    expect(behind.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const page = await call(proxied.url, 'GET', '/login/', { headers: https });
    expect(page.headers.get('set-cookie')).toMatch(/login_csrf=[^;]+;.*Secure/i);
    // the proxy saying plain HTTP: neither
    const plain = await call(proxied.url, 'POST', '/login/', {
      headers: { 'x-forwarded-proto': 'http' },
      body: TEST_ADMIN,
    });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/i);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('counts failed sign-ins by the real client: X-Forwarded-For only from a trusted proxy', async () => {
    const fail = (server: TestServer, forwardedFor: string, password = 'wrong-password') =>
      call(server.url, 'POST', '/api/v1/security/login', {
        headers: { 'x-forwarded-for': forwardedFor },
        body: { username: 'admin', password, provider: 'db' },
      });
    // a direct client cannot escape its count by making addresses up
    expect((await fail(s, '203.0.113.1')).status).toBe(401);
    expect((await fail(s, '203.0.113.2')).status).toBe(401);
    expect((await fail(s, '203.0.113.3')).status).toBe(429);
    expect((await fail(s, '203.0.113.4', TEST_ADMIN.password)).status).toBe(429);

    // behind the proxy, each client is counted alone
    expect((await fail(proxied, '198.51.100.7')).status).toBe(401);
    expect((await fail(proxied, '198.51.100.7')).status).toBe(401);
    expect((await fail(proxied, '198.51.100.7')).status).toBe(429);
    expect((await fail(proxied, '198.51.100.8', TEST_ADMIN.password)).status).toBe(200);
    // an address the client puts in front is not believed: the one the proxy saw is counted
    expect((await fail(proxied, '192.0.2.99, 198.51.100.7')).status).toBe(429);
    // a chain of trusted proxies (10.x) leads to the same client
    expect((await fail(proxied, '198.51.100.7, 10.1.2.3')).status).toBe(429);
  });

  it('never puts a stack trace in a 500, not even for an admin', async () => {
    const t = await startTestServer();
    try {
      const token = await login(t.url, TEST_ADMIN.username, TEST_ADMIN.password);
      const { cookie, csrf } = await browserLogin(t.url, TEST_ADMIN.username, TEST_ADMIN.password);
      // a broken metadata store: the usage log's table is gone
      await t.store.db.schema.dropTable('logs').execute();
      const events = { events: [{ event_name: 'spa_navigation', path: '/' }] };
      for (const auth of [{ token }, { cookie, headers: { 'x-csrftoken': csrf } }]) {
        const r = await call(t.url, 'POST', '/superset/log/', { ...auth, body: events });
        expect(r.status).toBe(500);
        expect(r.body).toEqual({
          errors: [
            {
              message: 'Fatal error',
              error_type: 'GENERIC_BACKEND_ERROR',
              level: 'error',
              extra: null,
            },
          ],
        });
        expect(JSON.stringify(r.body)).not.toMatch(/stack|\bat \S+ \(|logs/i);
        // the request id ties the answer to the logged error
        expect(r.headers.get('x-request-id')).toBeTruthy();
      }
    } finally {
      await t.stop();
    }
  });
});
