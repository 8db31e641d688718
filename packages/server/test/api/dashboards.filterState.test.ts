/**
 * A dashboard's filter state (Superset's DashboardFilterStateRestApi): a data mask kept under a
 * key for a configured time, read again on reload. A key belongs to its dashboard and to its
 * writer (who alone replaces or deletes it); anyone who sees the dashboard reads it; a user
 * who does not see the dashboard gets 404 everywhere; a bad body is a 400 naming `value`;
 * nothing is written when a call fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidOfKey } from '../../src/services/keyValue/keys.js';
import { FILTER_STATE_RESOURCE } from '../../src/services/dashboards/filterState.js';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession } from './chartsSession.js';
import { layoutOf, newDashboard } from './dashboardLayouts.js';

const available = await storeAvailable();
const KEY = /^[A-Za-z0-9_-]{22}$/;
const TTL_SECONDS = 3600;

describe.skipIf(!available)('dashboard filter state', () => {
  const session = new ChartsSession({ TESSERA_FILTER_STATE_TTL_SECONDS: String(TTL_SECONDS) });
  const { api } = session;
  /** Published, a chart on birth_names: every role sees it. */
  let board: number;
  /** Another dashboard everyone sees. */
  let other: number;
  /** Published, a chart on video_game_sales only: Gamma does not see it. */
  let secret: number;
  beforeAll(async () => {
    await session.start();
    const births = await session.create({ slice_name: 'Births' });
    const sales = await session.create({ slice_name: 'Sales', datasource_id: session.sales.id });
    const published = (title: string, chart: number) =>
      newDashboard(session, {
        dashboard_title: title,
        published: true,
        position_json: JSON.stringify(layoutOf([[chart]])),
      });
    board = await published('Board', births);
    other = await published('Other', births);
    secret = await published('Secret', sales);
  }, 180_000);
  afterAll(session.stop);

  const mask = (value: string[]) =>
    JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value } } });
  const url = (id: number, key?: string, tab?: number) =>
    `/api/v1/dashboard/${id}/filter_state${key ? `/${key}` : ''}${tab ? `?tab_id=${tab}` : ''}`;
  const post = async (id: number, value: string, token = session.admin, tab?: number) => {
    const r = await api('POST', url(id, undefined, tab), { value }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.key).toMatch(KEY);
    return r.body.key as string;
  };
  const read = (id: number, key: string, token = session.admin) =>
    api('GET', url(id, key), undefined, token);
  /** The filter state entries in the store. */
  const entries = async () =>
    session.s.store.db
      .selectFrom('key_value')
      .select(['uuid', 'value', 'expires_on', 'created_by_fk'])
      .where('resource', '=', FILTER_STATE_RESOURCE)
      .execute();

  it('keeps, reads, replaces and forgets a state, as each role', async () => {
    for (const token of [session.admin, session.alpha, session.gamma]) {
      const key = await post(board, mask(['boy']), token);
      const got = await read(board, key, token);
      expect(got.status).toBe(200);
      expect(got.body).toEqual({ value: mask(['boy']) });

      const put = await api('PUT', url(board, key), { value: mask(['girl']) }, token);
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.message).toBe('Value updated successfully.');
      expect(put.body.key).toMatch(KEY);
      expect((await read(board, put.body.key, token)).body).toEqual({ value: mask(['girl']) });

      const del = await api('DELETE', url(board, put.body.key), undefined, token);
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ message: 'Deleted successfully' });
      expect((await read(board, put.body.key, token)).status).toBe(404);
    }
  });

  it('gives a browser tab one key per dashboard, and a new key without a tab', async () => {
    const a = await post(board, mask(['a']), session.admin, 7);
    const b = await post(board, mask(['b']), session.admin, 7);
    expect(b).toBe(a);
    expect((await read(board, a)).body.value).toBe(mask(['b']));
    expect(await post(board, mask(['c']), session.admin, 8)).not.toBe(a);
    expect(await post(other, mask(['d']), session.admin, 7)).not.toBe(a);
    // another user's tab 7 is theirs
    expect(await post(board, mask(['e']), session.gamma, 7)).not.toBe(a);
    // without a tab, every state gets a key of its own
    expect(await post(board, mask(['f']))).not.toBe(await post(board, mask(['f'])));
    // a PUT with the tab keeps the tab's key; without, it moves to a new one
    const kept = await api('PUT', url(board, a, 7), { value: mask(['g']) });
    expect(kept.body.key).toBe(a);
    const moved = await api('PUT', url(board, a), { value: mask(['h']) });
    expect(moved.body.key).not.toBe(a);
    expect((await read(board, moved.body.key)).body.value).toBe(mask(['h']));
  });

  it('lets anyone who sees the dashboard read a state, and only its writer change it', async () => {
    const key = await post(board, mask(['mine']));
    expect((await read(board, key, session.gamma)).body).toEqual({ value: mask(['mine']) });
    const before = await entries();
    const put = await api('PUT', url(board, key), { value: mask(['theirs']) }, session.gamma);
    expect(put.status).toBe(403);
    const del = await api('DELETE', url(board, key), undefined, session.alpha);
    expect(del.status).toBe(403);
    expect(await entries()).toEqual(before);
    expect((await read(board, key)).body).toEqual({ value: mask(['mine']) });
  });

  it('keeps a key to its dashboard', async () => {
    const key = await post(board, mask(['x']));
    expect((await read(other, key)).status).toBe(404);
    expect((await api('PUT', url(other, key), { value: mask(['y']) })).status).toBe(404);
    expect((await api('DELETE', url(other, key))).status).toBe(404);
    expect((await read(board, key)).body).toEqual({ value: mask(['x']) });
  });

  it('tells a user who does not see the dashboard nothing of it', async () => {
    const key = await post(secret, mask(['secret']));
    const before = await entries();
    const refused = [
      await api('POST', url(secret), { value: mask(['g']) }, session.gamma),
      await read(secret, key, session.gamma),
      await api('PUT', url(secret, key), { value: mask(['g']) }, session.gamma),
      await api('DELETE', url(secret, key), undefined, session.gamma),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(JSON.stringify(refused.map((r) => r.body))).not.toContain('secret');
    expect(await entries()).toEqual(before);
    // no such dashboard, no such key
    expect((await api('POST', url(987654), { value: '{}' })).status).toBe(404);
    for (const bad of ['no-such-key', 'A'.repeat(22), 'A'.repeat(23)])
      expect((await read(board, bad)).status, bad).toBe(404);
  });

  it('refuses a bad value with 400 naming it, and writes nothing', async () => {
    const key = await post(board, mask(['kept']));
    const before = await entries();
    const bad = async (method: string, body: unknown, message: string) => {
      const r = await api(method, url(board, method === 'PUT' ? key : undefined), body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toEqual({ message: { value: [message] } });
    };
    for (const method of ['POST', 'PUT']) {
      await bad(method, {}, 'Missing data for required field.');
      await bad(method, { value: null }, 'Field may not be null.');
      await bad(method, { value: 42 }, 'Not a valid string.');
      await bad(method, { value: '{not json' }, 'JSON not valid');
      await bad(method, { value: '  ' }, 'JSON not valid');
      await bad(
        method,
        { value: `"${'x'.repeat(1_000_000)}"` },
        'Longer than maximum length 1000000.',
      );
      await bad(
        method,
        { value: '['.repeat(65) + ']'.repeat(65) },
        'Nested deeper than 64 levels.',
      );
    }
    expect(await entries()).toEqual(before);
    expect((await read(board, key)).body).toEqual({ value: mask(['kept']) });
  });

  it('keeps a state for the configured time after it is written or read, and no longer', async () => {
    const started = Date.now();
    const key = await post(board, mask(['t']));
    const uuid = uuidOfKey(key)!;
    const expiry = async () =>
      Date.parse((await entries()).find((e) => e.uuid === uuid)!.expires_on!);
    const written = await expiry();
    expect(written).toBeGreaterThanOrEqual(started + TTL_SECONDS * 1000);
    expect(written).toBeLessThanOrEqual(Date.now() + TTL_SECONDS * 1000);

    // a read makes it live the whole time again
    const soon = new Date(Date.now() + 60_000).toISOString();
    await session.s.store.db
      .updateTable('key_value')
      .set({ expires_on: soon })
      .where('uuid', '=', uuid)
      .execute();
    expect((await read(board, key)).status).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.parse(soon));

    // once expired it is gone for every call
    await session.s.store.db
      .updateTable('key_value')
      .set({ expires_on: new Date(Date.now() - 1000).toISOString() })
      .where('uuid', '=', uuid)
      .execute();
    expect((await read(board, key)).status).toBe(404);
    expect((await api('PUT', url(board, key), { value: '{}' })).status).toBe(404);
    expect((await api('DELETE', url(board, key))).status).toBe(404);
  });
});
