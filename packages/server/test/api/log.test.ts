import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { browserLogin, call, login } from '../support/client.js';
import { recentLogs } from '../../src/meta/logs.js';

const available = await storeAvailable();

describe.skipIf(!available)('usage log', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.stop());

  it('stores a JSON batch with the slice id from the query', async () => {
    const token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const events = [
      { event_name: 'mount_explorer', ts: Date.UTC(2026, 0, 2), source: 'explore' },
      { event_name: 'load_chart', duration: 123.4, ts: Date.UTC(2026, 0, 2, 0, 0, 1) },
    ];
    const r = await call(s.url, 'POST', '/superset/log/?explode=events&slice_id=7', {
      token,
      body: { events },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'OK', count: 2 });
    const rows = await recentLogs(s.store.db, 2);
    // Stored as Superset's /superset/log/ stores them: action `log`, the event as JSON.
    expect(
      rows.map((x) => [x.action, JSON.parse(x.json).event_name, x.slice_id, x.duration_ms, x.dttm]),
    ).toEqual([
      ['log', 'load_chart', 7, 123, '2026-01-02T00:00:01.000Z'],
      ['log', 'mount_explorer', 7, null, '2026-01-02T00:00:00.000Z'],
    ]);
    expect(rows[0].user_id).toBe(1);
  });

  it('takes a beacon (multipart form, session cookie, no CSRF header)', async () => {
    const { cookie } = await browserLogin(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const form = new FormData();
    form.append(
      'events',
      JSON.stringify([{ event_name: 'spa_navigation', path: '/superset/welcome/' }]),
    );
    const res = await fetch(`${s.url}/superset/log/?explode=events&dashboard_id=3`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    const [row] = await recentLogs(s.store.db, 1);
    expect(row.action).toBe('log');
    expect(JSON.parse(row.json).event_name).toBe('spa_navigation');
    expect(row.dashboard_id).toBe(3);
    expect(JSON.parse(row.json).path).toBe('/superset/welcome/');
  });

  it('refuses a batch over 1024 events and stores none of it', async () => {
    const token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const before = (await recentLogs(s.store.db, 1))[0].id;
    const events = Array.from({ length: 1025 }, (_, i) => ({ event_name: `e${i}` }));
    const r = await call(s.url, 'POST', '/superset/log/?explode=events', {
      token,
      body: { events },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('At most 1024 events may be sent at once');
    expect((await recentLogs(s.store.db, 1))[0].id).toBe(before);
  });

  it('requires sign-in', async () => {
    const r = await call(s.url, 'POST', '/superset/log/?explode=events', { body: { events: [] } });
    expect(r.status).toBe(401);
  });
});
