/**
 * The web app's pages: index.html for client routes with the bootstrap data and, for a
 * signed-in session, its CSRF token inlined (Superset's hidden `csrf_token` input), so that
 * the page's first change needs no token request; the assets sent compressed when the build
 * wrote compressed copies and the browser accepts them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { browserLogin, call } from '../support/client.js';

const available = await storeAvailable();

const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe.skipIf(!available)('web app pages', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'static', 'app.js'), APP_JS);
    writeFileSync(join(dist, 'static', 'app.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(join(dist, 'static', 'app.js.gz'), gzipSync(APP_JS));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!--tessera-bootstrap--></head><body><div id="app"></div></body></html>',
    );
    s = await startTestServer({ TESSERA_WEB_DIST: dist });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("puts the session's CSRF token in a signed-in page, and it is the one mutations take", async () => {
    const { cookie, csrf } = await browserLogin(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const page = await call<string>(s.url, 'GET', '/explore/?slice_id=1', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<script id="bootstrap-data" type="application/json">');
    const inPage = /<input type="hidden" id="csrf_token" name="csrf_token" value="([^"]*)">/.exec(
      page.body,
    )?.[1];
    expect(inPage).toBe(csrf);

    const created = await call(s.url, 'POST', '/api/v1/security/roles/', {
      cookie,
      body: { name: 'From the page token' },
      headers: { 'x-csrftoken': inPage! },
    });
    expect(created.status).toBe(201);
  });

  it("tells the page Superset's chart limits and async transport (polling by default)", async () => {
    const { cookie } = await browserLogin(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const page = await call<string>(s.url, 'GET', '/chart/list/', { cookie });
    const json = /<script id="bootstrap-data" type="application\/json">(.*?)<\/script>/s.exec(
      page.body,
    )?.[1];
    const conf = (JSON.parse(json!) as { common: { conf: Record<string, unknown> } }).common.conf;
    expect(conf.GLOBAL_ASYNC_QUERIES_TRANSPORT).toBe('polling');
    expect(conf.ROW_LIMIT).toBe(10000);
  });

  it('gives the sign-in page its own sign-in token, no session token', async () => {
    const page = await call<string>(s.url, 'GET', '/login/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('"isAnonymous":true');
    // the token the sign-in form sends back (login CSRF: security.login.test.ts), in a cookie
    const token = /id="csrf_token" name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
    expect(page.headers.get('set-cookie')).toContain(`login_csrf=${token};`);
    // no other anonymous page gets one
    const other = await call<string>(s.url, 'GET', '/superset/welcome/');
    expect(other.status).toBe(302);
    expect(other.headers.get('set-cookie')).toBeNull();
  });

  it('serves the dashboard pages, and sends anonymous visitors to sign in first', async () => {
    const { cookie } = await browserLogin(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    for (const path of [
      '/superset/dashboard/1/',
      '/superset/dashboard/my-slug/',
      '/dashboard/list/',
    ]) {
      const page = await call<string>(s.url, 'GET', `${path}?edit=true`, { cookie });
      expect(page.status, path).toBe(200);
      expect(page.body).toContain('<script id="bootstrap-data" type="application/json">');
      const anonymous = await call<string>(s.url, 'GET', path);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get('location')).toBe(`/login/?next=${encodeURIComponent(path)}`);
    }
  });

  it('sends an asset brotli- or gzip-compressed to a browser that accepts it, else as it is', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const r = await call<string>(s.url, 'GET', '/static/app.js', {
        headers: { 'accept-encoding': accept },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-encoding')).toBe(encoding);
      expect(r.headers.get('cache-control')).toContain('immutable');
      expect(r.body).toBe(APP_JS);
    }
  });
});
