/**
 * Signing in as an attacker would try it: sent off-site afterwards through `next`, signed in
 * to an account of another site's choosing (login CSRF), told by the answer whether a
 * username exists, or made to hash a huge password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';

const available = await storeAvailable();

const dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><!--tessera-bootstrap--></head><body></body></html>',
);

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const cookieOf = (setCookie: string | null, name: string) =>
  new RegExp(`(?:^|, )(${name}=[^;]*)`).exec(setCookie ?? '')?.[1];

describe.skipIf(!available)('signing in, as an attacker tries it', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ TESSERA_WEB_DIST: dist, TESSERA_LOGIN_MAX_FAILURES: '1000' });
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The sign-in page as a browser gets it: its token, and the cookie that goes with it. */
  const signInPage = async () => {
    const page = await call<string>(s.url, 'GET', '/login/');
    const token = /id="csrf_token" name="csrf_token" value="([^"]+)"/.exec(page.body)?.[1];
    const cookie = cookieOf(page.headers.get('set-cookie'), 'login_csrf');
    expect(token).toBeTruthy();
    expect(cookie).toBe(`login_csrf=${token}`);
    return { token: token!, cookie: cookie!, setCookie: page.headers.get('set-cookie')! };
  };

  /** The sign-in form posted from the page, with `next`. */
  const formSignIn = async (next: string) => {
    const { token, cookie } = await signInPage();
    return call(s.url, 'POST', `/login/?next=${encodeURIComponent(next)}`, {
      cookie,
      headers: FORM,
      body: form({ ...TEST_ADMIN, csrf_token: token }),
    });
  };

  it('sends the person on only to a path on this site', async () => {
    for (const next of ['/superset/welcome/', '/explore/?slice_id=3#x', '/sqllab/?q=a%20b']) {
      const r = await formSignIn(next);
      expect(r.status, next).toBe(302);
      expect(r.headers.get('location'), next).toBe(next);
    }
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F/evil.example',
      '/%252F%252Fevil.example',
      'https://evil.example/',
      'javascript:alert(document.domain)',
      'evil.example',
      '/\u0000',
    ]) {
      const r = await formSignIn(next);
      expect(r.status, JSON.stringify(next)).toBe(302);
      expect(r.headers.get('location'), JSON.stringify(next)).toBe('/');
    }
  });

  it('gives the sign-in page a token in an HttpOnly cookie, which no session takes', async () => {
    const { token, cookie, setCookie } = await signInPage();
    expect(setCookie).toMatch(/login_csrf=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // the page keeps its token while it is open
    const again = await call<string>(s.url, 'GET', '/login/', { cookie });
    expect(again.body).toContain(`value="${token}"`);
    expect(again.headers.get('set-cookie')).toBeNull();
    // it is no session: nothing signed in with it
    const mutation = await call(s.url, 'POST', '/api/v1/security/roles/', {
      cookie,
      headers: { 'x-csrftoken': token },
      body: { name: 'Made with the sign-in token' },
    });
    expect(mutation.status).toBe(401);
  });

  it("refuses a sign-in another site's page makes the browser send (login CSRF)", async () => {
    const { token, cookie } = await signInPage();
    const attempts: { name: string; opts: Parameters<typeof call>[3] }[] = [
      { name: 'form without a token', opts: { headers: FORM, body: form(TEST_ADMIN) } },
      {
        name: 'form with a made-up token',
        opts: { cookie, headers: FORM, body: form({ ...TEST_ADMIN, csrf_token: 'x'.repeat(32) }) },
      },
      {
        // the attacker's own page token, without the browser's cookie it belongs to
        name: "form with the attacker's token",
        opts: { headers: FORM, body: form({ ...TEST_ADMIN, csrf_token: token }) },
      },
      {
        name: 'form from another site',
        opts: {
          headers: { ...FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          body: form(TEST_ADMIN),
        },
      },
      {
        name: 'multipart form',
        opts: {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: `--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--x--\r\n`,
        },
      },
      ...(
        [
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'same-site' },
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { origin: `http://evil.example:${new URL(s.url).port}` },
          { referer: 'https://evil.example/page' },
        ] as Record<string, string>[]
      ).map((headers) => ({
        name: `JSON with ${JSON.stringify(headers)}`,
        opts: { headers, body: TEST_ADMIN },
      })),
      {
        name: 'JSON with a wrong header token',
        opts: { cookie, headers: { 'x-csrftoken': 'wrong' }, body: TEST_ADMIN },
      },
    ];
    for (const { name, opts } of attempts) {
      const r = await call(s.url, 'POST', '/login/', opts);
      expect(r.status, name).toBe(400);
      expect(r.body.message, name).toMatch(/^The CSRF token is (missing|invalid)\.$/);
      expect(cookieOf(r.headers.get('set-cookie'), 'session'), name).toBeUndefined();
    }
  });

  it("signs in the web app's way, a same-origin page's, and an API client's", async () => {
    const { token, cookie } = await signInPage();
    const ways: { name: string; opts: Parameters<typeof call>[3] }[] = [
      { name: 'page token in X-CSRFToken', opts: { cookie, headers: { 'x-csrftoken': token } } },
      { name: 'same-origin fetch', opts: { headers: { 'sec-fetch-site': 'same-origin' } } },
      { name: 'same-origin Origin', opts: { headers: { origin: s.url } } },
      { name: 'an API client (no browser headers)', opts: {} },
    ];
    for (const { name, opts } of ways) {
      const r = await call(s.url, 'POST', '/login/', { ...opts, body: TEST_ADMIN });
      expect(r.status, name).toBe(200);
      expect(r.body.result.csrf_token, name).toBeTruthy();
      expect(cookieOf(r.headers.get('set-cookie'), 'session'), name).toMatch(/^session=.+/);
    }
    // the JSON API gives tokens (no cookie) to any client, from anywhere
    const api = await call(s.url, 'POST', '/api/v1/security/login', {
      headers: { origin: 'https://client.example' },
      body: { ...TEST_ADMIN, provider: 'db' },
    });
    expect(api.status).toBe(200);
    expect(api.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown and an inactive user as it answers a wrong password', async () => {
    const r = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: {
        username: 'ines',
        first_name: 'Ines',
        last_name: 'Inactive',
        email: 'ines@example.com',
        roles: [1],
        password: 'ines-pass-123',
        active: false,
      },
    });
    expect(r.status).toBe(201);
    const attempt = (username: string, password: string) =>
      call(s.url, 'POST', '/api/v1/security/login', {
        body: { username, password, provider: 'db' },
      });
    const wrongPassword = await attempt('admin', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    for (const [username, password] of [
      ['nobody-by-this-name', 'whatever-password'],
      ['ines', 'ines-pass-123'],
      ['ines', 'not-the-password'],
      ['', 'x'],
    ]) {
      const other = await attempt(username, password);
      if (username === '') {
        expect(other.status).toBe(400);
        continue;
      }
      expect({ status: other.status, body: other.body }).toEqual({
        status: wrongPassword.status,
        body: wrongPassword.body,
      });
    }
  });

  it('refuses an over-long password before hashing it, naming the field', async () => {
    for (const password of ['p'.repeat(129), 'p'.repeat(10_000)]) {
      const r = await call(s.url, 'POST', '/api/v1/security/login', {
        body: { username: 'admin', password, provider: 'db' },
      });
      expect(r.status).toBe(400);
      expect(r.body.message.password).toEqual(['Password must be at most 128 characters']);
      const browser = await call(s.url, 'POST', '/login/', {
        body: { username: 'admin', password },
      });
      expect(browser.status).toBe(400);
      expect(browser.body.message).toHaveProperty('password');
    }
    // megabytes are not even read
    const huge = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username: 'admin', password: 'p'.repeat(5 * 1024 * 1024), provider: 'db' },
    });
    expect(huge.status).toBe(413);
    const hugeBrowser = await call(s.url, 'POST', '/login/', {
      body: { username: 'admin', password: 'p'.repeat(5 * 1024 * 1024) },
    });
    expect(hugeBrowser.status).toBe(413);
  });
});
