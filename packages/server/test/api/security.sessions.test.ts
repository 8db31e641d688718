/**
 * Credentials end when they should, on the server and not only in the browser: signing out
 * ends that session (its cookie replayed is refused), and a new password or a deactivation
 * ends every session, access token and refresh token of the user, in this process at once and
 * in another process sharing the metadata store within a few seconds.
 */
import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createServices } from '../../src/services/index.js';
import { createAdmin } from '../../src/services/initialization.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { browserLogin, call, login } from '../support/client.js';

const available = await storeAvailable();

/** Everything a user can hold: a browser session and API access and refresh tokens. */
interface Held {
  cookie: string;
  csrf: string;
  access: string;
  refresh: string;
}

describe.skipIf(!available)('ending sessions and tokens', () => {
  let s: TestServer;
  let admin: string;
  let roles: Record<string, number>;

  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const list = (await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin })).body;
    roles = Object.fromEntries(
      list.result.map((r: { id: number; name: string }) => [r.name, r.id]),
    );
  });
  afterAll(() => s?.stop());

  const newUser = async (username: string, role = 'Gamma') => {
    const r = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: {
        username,
        first_name: 'Session',
        last_name: 'Tester',
        email: `${username}@example.com`,
        roles: [roles[role]],
        password: `${username}-pass-1`,
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as number;
  };

  const holdAll = async (username: string, password: string): Promise<Held> => {
    const { cookie, csrf } = await browserLogin(s.url, username, password);
    const tokens = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username, password, provider: 'db', refresh: true },
    });
    expect(tokens.status).toBe(200);
    return { cookie, csrf, access: tokens.body.access_token, refresh: tokens.body.refresh_token };
  };

  /** What each credential gets: the /me/ status, and the refresh status. */
  const standing = async (held: Held, base = s.url) => ({
    cookie: (await call(base, 'GET', '/api/v1/me/', { cookie: held.cookie })).status,
    access: (await call(base, 'GET', '/api/v1/me/', { token: held.access })).status,
    refresh: (
      await call(base, 'POST', '/api/v1/security/refresh', {
        headers: { authorization: `Bearer ${held.refresh}` },
      })
    ).status,
  });
  const ALL_GOOD = { cookie: 200, access: 200, refresh: 200 };
  const ALL_VOID = { cookie: 401, access: 401, refresh: 401 };

  it('signing out ends that session: its cookie replayed is refused everywhere', async () => {
    await newUser('sally');
    const first = await browserLogin(s.url, 'sally', 'sally-pass-1');
    const second = await browserLogin(s.url, 'sally', 'sally-pass-1');
    expect((await call(s.url, 'GET', '/api/v1/me/', { cookie: first.cookie })).status).toBe(200);

    const out = await call(s.url, 'GET', '/logout/', { cookie: first.cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/login/');
    expect(out.headers.get('set-cookie')).toMatch(/^session=;/);

    // the copied cookie: the API, a page, a mutation with its CSRF token, the token endpoint
    expect((await call(s.url, 'GET', '/api/v1/me/', { cookie: first.cookie })).status).toBe(401);
    const page = await call(s.url, 'GET', '/superset/welcome/', { cookie: first.cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/login\/\?next=/);
    const mutation = await call(s.url, 'POST', '/api/v1/chart/', {
      cookie: first.cookie,
      headers: { 'x-csrftoken': first.csrf },
      body: { slice_name: 'After signing out', viz_type: 'table' },
    });
    expect(mutation.status).toBe(401);
    const token = await call(s.url, 'GET', '/api/v1/security/csrf_token/', {
      cookie: first.cookie,
    });
    expect(token.body.result).not.toBe(first.csrf);

    // signing out again, or with a cookie that is no session, is harmless
    expect((await call(s.url, 'GET', '/logout/', { cookie: first.cookie })).status).toBe(302);
    expect(
      (await call(s.url, 'GET', '/logout/', { cookie: 'session=forged.token.x' })).status,
    ).toBe(302);
    // the other browser's session goes on
    expect((await call(s.url, 'GET', '/api/v1/me/', { cookie: second.cookie })).status).toBe(200);
  });

  it('a user who signed out can be deleted, and their other cookie then signs out harmlessly', async () => {
    const id = await newUser('della');
    const first = await browserLogin(s.url, 'della', 'della-pass-1');
    const second = await browserLogin(s.url, 'della', 'della-pass-1');
    await call(s.url, 'GET', '/logout/', { cookie: first.cookie });
    const deleted = await call(s.url, 'DELETE', `/api/v1/security/users/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await call(s.url, 'GET', '/api/v1/me/', { cookie: second.cookie })).status).toBe(401);
    expect((await call(s.url, 'GET', '/logout/', { cookie: second.cookie })).status).toBe(302);
  });

  it('signing in again in the same browser ends the session it replaces', async () => {
    await newUser('simon');
    const old = await browserLogin(s.url, 'simon', 'simon-pass-1');
    const again = await call(s.url, 'POST', '/login/', {
      cookie: old.cookie,
      body: { username: 'simon', password: 'simon-pass-1' },
    });
    expect(again.status).toBe(200);
    expect((await call(s.url, 'GET', '/api/v1/me/', { cookie: old.cookie })).status).toBe(401);
  });

  it('a new password set through the users API ends every session and token of the user', async () => {
    const id = await newUser('paula');
    const held = await holdAll('paula', 'paula-pass-1');
    const alsoHeld = await holdAll('paula', 'paula-pass-1');
    expect(await standing(held)).toEqual(ALL_GOOD);

    const reset = await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      token: admin,
      body: { password: 'paula-new-pass-2' },
    });
    expect(reset.status).toBe(200);
    expect(await standing(held)).toEqual(ALL_VOID);
    expect(await standing(alsoHeld)).toEqual(ALL_VOID);
    // the old password is no more; the new one gives credentials that work
    const old = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username: 'paula', password: 'paula-pass-1', provider: 'db' },
    });
    expect(old.status).toBe(401);
    expect(await standing(await holdAll('paula', 'paula-new-pass-2'))).toEqual(ALL_GOOD);
    // the admin who reset it keeps theirs
    expect((await call(s.url, 'GET', '/api/v1/me/', { token: admin })).status).toBe(200);
  });

  it('deactivation ends every session and token, and reactivation does not bring them back', async () => {
    const id = await newUser('dora');
    const held = await holdAll('dora', 'dora-pass-1');
    const off = await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect(await standing(held)).toEqual(ALL_VOID);

    await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      token: admin,
      body: { active: true },
    });
    expect(await standing(held)).toEqual(ALL_VOID);
    expect(await standing(await holdAll('dora', 'dora-pass-1'))).toEqual(ALL_GOOD);
    // other changes (a name, roles) end nothing
    const kept = await holdAll('dora', 'dora-pass-1');
    await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      token: admin,
      body: { first_name: 'Dorothy', roles: [roles.Alpha] },
    });
    expect(await standing(kept)).toEqual(ALL_GOOD);
  });

  it('an admin who sets their own password in the browser stays signed in there, and only there', async () => {
    const id = await newUser('ada', 'Admin');
    const here = await browserLogin(s.url, 'ada', 'ada-pass-1');
    const elsewhere = await holdAll('ada', 'ada-pass-1');
    const put = await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      cookie: here.cookie,
      headers: { 'x-csrftoken': here.csrf },
      body: { password: 'ada-new-pass-2' },
    });
    expect(put.status).toBe(200);
    const renewed = (put.headers.get('set-cookie') ?? '').split(';', 1)[0];
    expect(renewed).toMatch(/^session=.+/);
    expect(renewed).not.toBe(here.cookie);
    // the new cookie works with the same CSRF token; the old one and every other credential end
    const next = await call(s.url, 'POST', '/api/v1/security/roles/', {
      cookie: renewed,
      headers: { 'x-csrftoken': here.csrf },
      body: { name: 'Made after the new password' },
    });
    expect(next.status).toBe(201);
    expect((await call(s.url, 'GET', '/api/v1/me/', { cookie: here.cookie })).status).toBe(401);
    expect(await standing(elsewhere)).toEqual(ALL_VOID);
  });

  it('`tessera reset-password` and `tessera create-admin`, run elsewhere, end the sessions within seconds', async () => {
    await newUser('rita');
    const held = await holdAll('rita', 'rita-pass-1');
    // the commands build their own services over the same metadata store, as another process
    const cli = createServices({
      config: s.config,
      store: s.store,
      logger: pino({ level: 'silent' }),
    });
    await cli.users.resetPassword('rita', 'rita-new-pass-2');
    await expect.poll(() => standing(held), { timeout: 15_000, interval: 250 }).toEqual(ALL_VOID);

    const again = await holdAll('rita', 'rita-new-pass-2');
    await createAdmin(
      { config: s.config, store: s.store, logger: pino({ level: 'silent' }) },
      { username: 'rita', password: 'rita-admin-pass-3', email: 'rita@example.com' },
    );
    await expect.poll(() => standing(again), { timeout: 15_000, interval: 250 }).toEqual(ALL_VOID);
    expect(await standing(await holdAll('rita', 'rita-admin-pass-3'))).toEqual(ALL_GOOD);
  });

  it('a session signed out in one process is refused by another sharing the store within seconds', async () => {
    const other = await buildApp({ config: s.config, store: s.store, logger: false });
    const otherUrl = await other.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      await newUser('otto');
      const held = await holdAll('otto', 'otto-pass-1');
      // the other process has seen the session live (and keeps that answer a few seconds)
      expect(await standing(held, otherUrl)).toEqual(ALL_GOOD);
      await call(s.url, 'GET', '/logout/', { cookie: held.cookie });
      expect((await call(s.url, 'GET', '/api/v1/me/', { cookie: held.cookie })).status).toBe(401);
      await expect
        .poll(
          async () => (await call(otherUrl, 'GET', '/api/v1/me/', { cookie: held.cookie })).status,
          { timeout: 15_000, interval: 250 },
        )
        .toBe(401);
      // a deactivation there reaches here the same way
      const id = (await call(s.url, 'GET', '/api/v1/me/', { token: held.access })).body.result.id;
      const otherAdmin = await login(otherUrl, TEST_ADMIN.username, TEST_ADMIN.password);
      expect(await standing(held)).toMatchObject({ access: 200, refresh: 200 });
      await call(otherUrl, 'PUT', `/api/v1/security/users/${id}`, {
        token: otherAdmin,
        body: { active: false },
      });
      await expect.poll(() => standing(held), { timeout: 15_000, interval: 250 }).toEqual(ALL_VOID);
    } finally {
      await other.app.close();
    }
  });

  it('a token issued before token versions existed holds until the first revocation', async () => {
    const id = await newUser('vera');
    // signed as an older release signed its tokens: no `ver` claim
    const key = createHmac('sha256', s.config.secretKey).update('tessera-tokens').digest();
    const legacy = await new SignJWT({ type: 'access', fresh: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setJti('legacy-token')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    expect((await call(s.url, 'GET', '/api/v1/me/', { token: legacy })).status).toBe(200);
    await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      token: admin,
      body: { password: 'vera-new-pass-2' },
    });
    expect((await call(s.url, 'GET', '/api/v1/me/', { token: legacy })).status).toBe(401);
    // and a token claiming a version of its own making is not ours: its signature fails
    const forged = await new SignJWT({ type: 'access', fresh: true, ver: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-secret-key-not-the-secret-key'));
    expect((await call(s.url, 'GET', '/api/v1/me/', { token: forged })).status).toBe(401);
  });
});
