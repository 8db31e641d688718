/**
 * Data the server puts into a page (bootstrap data, explore state, the opening query, a form
 * post's SQL) comes back out exactly as it went in, whatever the strings hold: replacement
 * patterns (`$'`, `` $` ``, `$&`), a closing `</script>`, `<!--`, line separators, quotes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { ChartsSession } from './chartsSession.js';

const available = await storeAvailable();

const TEMPLATE =
  '<!doctype html><html><head><!--tessera-bootstrap--><script type="module" src="/static/index.js"></script></head><body><div id="app"></div></body></html>';
const dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
mkdirSync(join(dist, 'static'));
writeFileSync(join(dist, 'index.html'), TEMPLATE);

/** Strings an attacker would name things. */
const NASTY = [
  "$' then $` then $& then $1 then $$",
  '</script><script>alert(1)</script>',
  '<!--<script>',
  'line\u2028separator\u2029paragraph',
  `"double" 'single' & ampersand > <`,
];

/** The page's script elements: their ids and their text. */
function scripts(html: string): { id: string | undefined; text: string }[] {
  return [...html.matchAll(/<script([^>]*)>(.*?)<\/script>/gs)].map((m) => ({
    id: /id="([^"]+)"/.exec(m[1])?.[1],
    text: m[2],
  }));
}

/** The page is the template with data in it: nothing before or after was cut or copied. */
function expectIntact(html: string) {
  expect(html.startsWith('<!doctype html><html><head><script id="bootstrap-data"')).toBe(true);
  expect(html.endsWith('</head><body><div id="app"></div></body></html>')).toBe(true);
  expect(html.split('</head>')).toHaveLength(2);
  expect(html.split('<!doctype html>')).toHaveLength(2);
  // no element but the server's own scripts
  for (const s of scripts(html)) {
    expect([undefined, 'bootstrap-data', 'explore-state', 'explore-opening-query']).toContain(s.id);
  }
  expect(html).not.toContain('<script>alert(1)');
}

const json = (html: string, id: string) => {
  const found = scripts(html).find((s) => s.id === id);
  expect(found, id).toBeDefined();
  return JSON.parse(found!.text);
};

describe.skipIf(!available)('data inlined into pages', () => {
  const t = new ChartsSession({ TESSERA_WEB_DIST: dist });
  beforeAll(t.start, 240_000);
  afterAll(async () => {
    await t.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("keeps a chart's name whole in the explore page's state", async () => {
    for (const name of NASTY) {
      const id = await t.create({
        slice_name: name,
        description: name,
        params: JSON.stringify({ metric: 'count', groupby: ['gender'], row_limit: 10 }),
      });
      const page = await call<string>(t.s.url, 'GET', `/explore/?slice_id=${id}`, {
        token: t.admin,
      });
      expect(page.status).toBe(200);
      expectIntact(page.body);
      const state = json(page.body, 'explore-state');
      expect(state.result.slice.slice_name).toBe(name);
      expect(state.result.slice.description).toBe(name);
      expect(json(page.body, 'explore-opening-query').sliceId).toBe(id);
      json(page.body, 'bootstrap-data');
    }
  });

  it("keeps a user's name whole in the bootstrap data", async () => {
    for (const [i, name] of NASTY.entries()) {
      const username = `nasty-${i}`;
      const created = await t.api('POST', '/api/v1/security/users/', {
        username,
        first_name: name,
        last_name: name,
        email: `${username}@example.com`,
        roles: [t.readersRoleId],
        password: `${username}-password-1`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const token = await login(t.s.url, username, `${username}-password-1`);
      const page = await call<string>(t.s.url, 'GET', '/chart/list/', { token });
      expectIntact(page.body);
      const user = json(page.body, 'bootstrap-data').user;
      expect(user.firstName).toBe(name);
      expect(user.lastName).toBe(name);
    }
  });

  it('keeps SQL posted to SQL Lab whole, and the explore URL in its attribute', async () => {
    for (const sql of NASTY) {
      const posted = await call<string>(t.s.url, 'POST', '/superset/sqllab/', {
        token: t.admin,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          form_data: JSON.stringify({ datasourceKey: `${t.births.id}__table`, sql }),
        }).toString(),
      });
      expect(posted.status).toBe(200);
      expectIntact(posted.body);
      expect(json(posted.body, 'bootstrap-data').requested_query.sql).toBe(sql);
    }
    const id = await t.create({ slice_name: 'Plain', params: '{"metric":"count"}' });
    const page = await call<string>(
      t.s.url,
      'GET',
      `/explore/?slice_id=${id}&x=${encodeURIComponent(`"'><script>alert(1)</script>`)}`,
      { token: t.admin },
    );
    expectIntact(page.body);
    const attributes = [...page.body.matchAll(/data-query="([^"]*)"/g)].map((m) => m[1]);
    expect(attributes.length).toBeGreaterThan(0);
    for (const value of attributes) expect(value).not.toMatch(/[<>']/);
  });
});
