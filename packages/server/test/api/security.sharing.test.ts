/**
 * Shared state cannot be found by counting, and legacy GETs that change state cannot be
 * set off by another site: `/kv/` ids and SQL Lab permalink keys are unguessable (whoever
 * holds one may open it, as in Superset), and `/superset/favstar/.../select/` takes a
 * cookie-signed request only with the CSRF header or from this site's own pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable, TEST_ADMIN } from '../support/testServer.js';
import { browserLogin, call, login } from '../support/client.js';
import { ChartsSession } from './chartsSession.js';

const available = await storeAvailable();
const KEY = /^[A-Za-z0-9_-]{22}$/;

describe.skipIf(!available)('sharing and legacy state changes', () => {
  const t = new ChartsSession();
  let sqlLabUser: string;
  beforeAll(async () => {
    await t.start();
    const roles = (await t.api('GET', '/api/v1/security/roles/')).body.result;
    const sqlLab = roles.find((r: { name: string }) => r.name === 'sql_lab').id;
    const created = await t.api('POST', '/api/v1/security/users/', {
      username: 'sully',
      first_name: 'Sully',
      last_name: 'Lab',
      email: 'sully@example.com',
      roles: [sqlLab],
      password: 'sully-password-1',
    });
    expect(created.status).toBe(201);
    sqlLabUser = await login(t.s.url, 'sully', 'sully-password-1');
  }, 240_000);
  afterAll(t.stop);

  const store = async (data: string, token = t.admin) => {
    const r = await call(t.s.url, 'POST', '/kv/store/', {
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data }).toString(),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.id as string;
  };

  it('gives /kv/ entries unguessable ids, which open them and nothing else does', async () => {
    const secret = JSON.stringify({ sql: 'SELECT salary FROM staff', title: 'private' });
    const first = await store(secret);
    const second = await store('{"sql":"SELECT 2"}');
    expect(first).toMatch(KEY);
    expect(second).toMatch(KEY);
    expect(first).not.toBe(second);
    // the holder of the id reads it (with or without the trailing slash, as Superset's path)
    for (const path of [`/kv/${first}/`, `/kv/${first}`]) {
      const got = await call(t.s.url, 'GET', path, { token: sqlLabUser });
      expect(got.status, path).toBe(200);
      expect(got.body).toEqual(JSON.parse(secret));
    }
    // counting finds nothing: the row numbers, a neighbouring key, a made-up key
    const neighbour = (first.startsWith('A') ? 'B' : 'A') + first.slice(1);
    // the same bits written another way (base64's unused low bits) is no key either
    const lastBits = first.slice(0, -1) + String.fromCharCode(first.charCodeAt(21) + 1);
    for (const id of [
      '1',
      '2',
      '3',
      '0',
      '-1',
      neighbour,
      lastBits,
      'A'.repeat(22),
      '%00',
      'x'.repeat(80),
    ]) {
      const r = await call(t.s.url, 'GET', `/kv/${encodeURIComponent(id)}/`, {
        token: sqlLabUser,
      });
      expect(r.status, id).toBe(404);
    }
  });

  it('gives SQL Lab permalinks unguessable keys', async () => {
    const state = { dbId: 1, name: 'Shared tab', sql: 'SELECT 1', schema: 'main' };
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await call(t.s.url, 'POST', '/api/v1/sqllab/permalink', {
        token: t.admin,
        body: state,
      });
      expect(r.status).toBe(201);
      expect(r.body.key).toMatch(KEY);
      keys.push(r.body.key);
    }
    expect(new Set(keys).size).toBe(3);
    const opened = await call(t.s.url, 'GET', `/api/v1/sqllab/permalink/${keys[0]}`, {
      token: sqlLabUser,
    });
    expect(opened.body).toMatchObject(state);
    for (const key of ['1', '2', keys[0].slice(0, -1) + '_', 'A'.repeat(22)]) {
      const r = await call(t.s.url, 'GET', `/api/v1/sqllab/permalink/${key}`, {
        token: sqlLabUser,
      });
      expect(r.status, key).toBe(404);
    }
  });

  it('stars by the legacy favstar GET only with the CSRF header or from this site', async () => {
    const chart = await t.create({ slice_name: 'Starred by GET' });
    const { cookie, csrf } = await browserLogin(t.s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const favstar = (
      action: string,
      headers: Record<string, string> = {},
      auth: { cookie?: string; token?: string } = { cookie },
    ) => call(t.s.url, 'GET', `/superset/favstar/slice/${chart}/${action}/`, { ...auth, headers });
    const count = async () => (await favstar('count', { 'x-csrftoken': csrf })).body.count;
    const host = new URL(t.s.url).host;

    // what another site's link, image or script would send: refused, and nothing changes
    const crossSite: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page.html' },
      { referer: `https://${host}.evil.example/` },
      { 'x-csrftoken': 'not-the-token' },
    ];
    for (const headers of crossSite) {
      const r = await favstar('select', headers);
      expect(r.status, JSON.stringify(headers)).toBe(400);
      expect(r.body.message).toMatch(/^The CSRF token is (missing|invalid)\.$/);
    }
    expect(await count()).toBe(0);

    // this site's pages: the token, or the browser saying same-origin
    expect((await favstar('select', { 'x-csrftoken': csrf })).body).toEqual({ count: 1 });
    expect((await favstar('unselect', { 'sec-fetch-site': 'same-origin' })).body).toEqual({
      count: 0,
    });
    expect((await favstar('select', { origin: t.s.url })).body).toEqual({ count: 1 });
    expect((await favstar('unselect', { referer: `${t.s.url}/chart/list/` })).body).toEqual({
      count: 0,
    });
    // an API client's bearer token carries no ambient credentials: no CSRF rule
    const bearer = await favstar('select', {}, { token: t.admin });
    expect(bearer.body).toEqual({ count: 1 });
  });
});
