/**
 * Superset's LogRestApi: the admin's `GET /api/v1/log/` and `/<pk>`, and every user's
 * `/recent_activity/`: the dashboards and charts it viewed (the web client's `log` events
 * `mount_dashboard` with source `dashboard` and `mount_explorer`), newest first, one per
 * object, and never an object the user no longer sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';
import { layoutOf, newDashboard } from './dashboardLayouts.js';

const available = await storeAvailable();

describe.skipIf(!available)('log API and recent activity', () => {
  const session = new ChartsSession();
  const { api, create } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);

  const send = (events: unknown[], token: string, query = '') =>
    api('POST', `/superset/log/?explode=events${query}`, { events }, token);
  const view = (id: number, ts: number) => ({
    event_name: 'mount_dashboard',
    source: 'dashboard',
    source_id: id,
    ts,
  });

  it("answers a user's recently viewed dashboards and charts", async () => {
    const chart = await create({ slice_name: 'Viewed chart' });
    const board = await newDashboard(session, {
      dashboard_title: 'Viewed board',
      slug: 'viewed',
      published: true,
      position_json: JSON.stringify(layoutOf([[chart]])),
    });
    const t0 = Date.now() - 60_000;
    expect((await send([view(board, t0), view(board, t0 + 1000)], session.gamma)).status).toBe(200);
    const explore = {
      event_name: 'mount_explorer',
      source: 'explore',
      source_id: chart,
      ts: t0 + 2000,
    };
    await send([explore, { event_name: 'spa_navigation', ts: t0 + 3000 }], session.gamma);

    const r = await api('GET', '/api/v1/log/recent_activity/', undefined, session.gamma);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toEqual([
      {
        action: 'log',
        item_type: 'slice',
        item_url: `/explore/?slice_id=${chart}`,
        item_title: 'Viewed chart',
        time: t0 + 2000,
        time_delta_humanized: expect.any(String),
      },
      {
        action: 'log',
        item_type: 'dashboard',
        item_url: '/superset/dashboard/viewed/',
        item_title: 'Viewed board',
        time: t0 + 1000,
        time_delta_humanized: expect.any(String),
      },
    ]);
    const all = await api(
      'GET',
      `/api/v1/log/recent_activity/${q('(distinct:!f,actions:!(mount_dashboard),page_size:5)')}`,
      undefined,
      session.gamma,
    );
    expect(all.body.result.map((x: { time: number }) => x.time)).toEqual([t0 + 1000, t0]);
    // Another user's activity is its own.
    expect(
      (await api('GET', '/api/v1/log/recent_activity/', undefined, session.alpha)).body.result,
    ).toEqual([]);

    // Once the dashboard is a draft again, the user no longer sees it, nor its title here.
    expect((await api('PUT', `/api/v1/dashboard/${board}`, { published: false })).status).toBe(200);
    const after = await api('GET', '/api/v1/log/recent_activity/', undefined, session.gamma);
    expect(JSON.stringify(after.body)).not.toContain('Viewed board');
    expect(after.body.result.map((x: { item_type: string }) => x.item_type)).toEqual(['slice']);
  });

  it('lists and shows the log to admins only', async () => {
    await send([{ event_name: 'load_chart', duration: 12 }], session.alpha, '&slice_id=77');
    const list = await api(
      'GET',
      `/api/v1/log/${q('(filters:!((col:slice_id,opr:eq,value:77)))')}`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, list_title: 'List Log' });
    const [row] = list.body.result;
    expect(row).toMatchObject({
      action: 'log',
      slice_id: 77,
      duration_ms: 12,
      user_id: session.alphaId,
      user: { username: 'alfa' },
    });
    expect(JSON.parse(row.json).event_name).toBe('load_chart');
    const shown = await api('GET', `/api/v1/log/${row.id}`);
    expect(shown.body).toMatchObject({ id: row.id, result: { action: 'log', slice_id: 77 } });
    expect((await api('GET', '/api/v1/log/987654')).status).toBe(404);
    for (const token of [session.alpha, session.gamma]) {
      expect((await api('GET', '/api/v1/log/', undefined, token)).status).toBe(403);
      expect((await api('GET', `/api/v1/log/${row.id}`, undefined, token)).status).toBe(403);
    }
    const bad = await api(
      'GET',
      `/api/v1/log/recent_activity/${q('(page_size:many)')}`,
      undefined,
      session.gamma,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['page_size']);
  });
});
