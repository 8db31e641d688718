/**
 * Dashboard permalinks (Superset's DashboardPermalinkRestApi): creating one answers its key
 * and page; one user posting the same state again gets the same key, another user another;
 * the key answers the dashboard and state; its page sends on to the dashboard with the
 * state's address parameters and anchor; a user who does not see the dashboard gets 404
 * everywhere; a bad body is a 400 naming the field.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client.js';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession } from './chartsSession.js';
import { layoutOf, newDashboard, tabbedLayout } from './dashboardLayouts.js';

const available = await storeAvailable();
const KEY = /^[A-Za-z0-9_-]{22}$/;

/** A built web app of one page, so that the not-found page is served as the app's. */
function fakeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
  mkdirSync(join(dist, 'static'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--tessera-bootstrap--></head><body></body></html>',
  );
  return dist;
}

describe.skipIf(!available)('dashboard permalinks', () => {
  const dist = fakeWebDist();
  const session = new ChartsSession({ TESSERA_WEB_DIST: dist });
  const { api } = session;
  /** Published, with a chart on birth_names (Gamma sees it) under two tabs. */
  let tabbed: number;
  /** Published, with a chart on video_game_sales only (Gamma does not see it). */
  let secret: number;
  beforeAll(async () => {
    await session.start();
    const births = await session.create({ slice_name: 'Births' });
    const sales = await session.create({
      slice_name: 'Sales',
      datasource_id: session.sales.id,
    });
    tabbed = await newDashboard(session, {
      dashboard_title: 'Tabbed',
      slug: 'tabbed',
      published: true,
      position_json: JSON.stringify(tabbedLayout([births], [births])),
    });
    secret = await newDashboard(session, {
      dashboard_title: 'Secret',
      published: true,
      position_json: JSON.stringify(layoutOf([[sales]])),
    });
  }, 180_000);
  afterAll(async () => {
    await session.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const STATE = {
    dataMask: {},
    activeTabs: ['TAB-b'],
    anchor: 'CHART-ROW-b-1',
    urlParams: [['foo', 'bar']] as [string, string][],
  };

  const create = async (idOrSlug: number | string, body: unknown, token = session.admin) => {
    const r = await api('POST', `/api/v1/dashboard/${idOrSlug}/permalink`, body, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as { key: string; url: string };
  };

  it('answers a key and its page, the same key for the same state and user', async () => {
    const first = await create(tabbed, STATE);
    expect(first.key).toMatch(KEY);
    expect(first.url).toBe(`${session.s.url}/superset/dashboard/p/${first.key}/`);
    // the same state again, by id or by slug, in another order of its fields
    const { urlParams, ...rest } = STATE;
    expect((await create(tabbed, { urlParams, ...rest })).key).toBe(first.key);
    expect((await create('tabbed', STATE)).key).toBe(first.key);
    // another state, another key; another user, another key
    expect((await create(tabbed, { ...STATE, activeTabs: ['TAB-a'] })).key).not.toBe(first.key);
    const gammas = await create(tabbed, STATE, session.gamma);
    expect(gammas.key).toMatch(KEY);
    expect(gammas.key).not.toBe(first.key);
    expect((await create(tabbed, STATE, session.gamma)).key).toBe(gammas.key);
  });

  it('answers the dashboard and state of a key, for older bodies too', async () => {
    const { key } = await create(tabbed, STATE);
    const got = await api('GET', `/api/v1/dashboard/permalink/${key}`, undefined, session.gamma);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ dashboardId: String(tabbed), state: STATE });

    const older = await create(tabbed, {
      filterState: { 'NATIVE_FILTER-1': { filterState: { value: ['boy'] } } },
      urlParams: [],
      hash: '#CHART-ROW-a-1',
    });
    const read = await api('GET', `/api/v1/dashboard/permalink/${older.key}`);
    expect(read.body.state).toEqual({
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['boy'] } } },
      activeTabs: [],
      anchor: 'CHART-ROW-a-1',
      urlParams: [],
    });
    // an empty body is the dashboard as it opens
    const plain = await create(tabbed, {});
    const opened = await api('GET', `/api/v1/dashboard/permalink/${plain.key}`);
    expect(opened.body.state).toEqual({
      dataMask: {},
      activeTabs: [],
      anchor: null,
      urlParams: [],
    });
  });

  it('sends its page on to the dashboard with the parameters and the anchor', async () => {
    const { key } = await create(tabbed, STATE);
    const page = await call(session.s.url, 'GET', `/superset/dashboard/p/${key}/`, {
      token: session.gamma,
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(
      `/superset/dashboard/${tabbed}/?permalink_key=${key}&foo=bar#CHART-ROW-b-1`,
    );
    // the request's own parameters are kept (an embed code's standalone), no slash needed
    const embedded = await call(
      session.s.url,
      'GET',
      `/superset/dashboard/p/${key}?standalone=1&height=400`,
      { token: session.admin },
    );
    expect(embedded.status).toBe(302);
    expect(embedded.headers.get('location')).toBe(
      `/superset/dashboard/${tabbed}/?permalink_key=${key}&foo=bar&standalone=1&height=400#CHART-ROW-b-1`,
    );
    // anonymous visitors sign in first, and come back
    const anonymous = await call(session.s.url, 'GET', `/superset/dashboard/p/${key}/`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(
      `/login/?next=${encodeURIComponent(`/superset/dashboard/p/${key}/`)}`,
    );
    // an unknown key is the app's not-found page
    for (const unknown of ['A'.repeat(22), 'no-such-key']) {
      const missing = await call(session.s.url, 'GET', `/superset/dashboard/p/${unknown}/`, {
        token: session.admin,
      });
      expect(missing.status, unknown).toBe(404);
      expect(missing.headers.get('content-type')).toContain('text/html');
    }
  });

  it('tells a user who does not see the dashboard nothing of it', async () => {
    const refused = await api(
      'POST',
      `/api/v1/dashboard/${secret}/permalink`,
      STATE,
      session.gamma,
    );
    expect(refused.status).toBe(404);
    const { key } = await create(secret, STATE);
    const got = await api('GET', `/api/v1/dashboard/permalink/${key}`, undefined, session.gamma);
    expect(got.status).toBe(404);
    expect(JSON.stringify(got.body)).not.toContain('Secret');
    const page = await call(session.s.url, 'GET', `/superset/dashboard/p/${key}/`, {
      token: session.gamma,
    });
    expect(page.status).toBe(404);
    expect(page.headers.get('location')).toBeNull();
    // the admin reads it; no dashboard, no permalink
    expect((await api('GET', `/api/v1/dashboard/permalink/${key}`)).status).toBe(200);
    expect((await api('POST', '/api/v1/dashboard/987654/permalink', STATE)).status).toBe(404);
    expect((await api('GET', '/api/v1/dashboard/permalink/no-such-key')).status).toBe(404);
  });

  it('answers 404 once the dashboard is deleted', async () => {
    const gone = await newDashboard(session, { dashboard_title: 'Gone soon' });
    const { key } = await create(gone, STATE);
    expect((await api('DELETE', `/api/v1/dashboard/${gone}`)).status).toBe(200);
    expect((await api('GET', `/api/v1/dashboard/permalink/${key}`)).status).toBe(404);
  });

  it('refuses a bad body with 400, naming the field', async () => {
    const bad = async (body: unknown) => {
      const r = await api('POST', `/api/v1/dashboard/${tabbed}/permalink`, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return Object.keys(r.body.message);
    };
    expect(await bad({ activeTabs: 'TAB-a' })).toEqual(['activeTabs']);
    expect(await bad({ anchor: 42 })).toEqual(['anchor']);
    expect((await bad({ urlParams: [['only-a-name']] }))[0]).toMatch(/^urlParams/);
    let deep: unknown = {};
    for (let i = 0; i < 70; i += 1) deep = { a: deep };
    expect((await bad({ dataMask: { f: deep } }))[0]).toMatch(/^dataMask/);
  });
});
