/**
 * `POST /datasource/samples` (drill to detail): pages of a dataset's raw rows ordered by the
 * first column, narrowed by the body's filters, time range and extras, with the count of
 * every matching row; the page size bounded by SAMPLES_ROW_LIMIT; the row level security of
 * the caller applied; 403 for a dataset the caller does not reach, 404 for none, 400 for a
 * bad request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client.js';
import { storeAvailable } from '../support/testServer.js';
import { ok, RULE, startRlsWorld, violates, type RlsWorld, type User } from './rlsWorld.js';

const available = await storeAvailable();

describe.skipIf(!available)('POST /datasource/samples', () => {
  let w: RlsWorld;

  beforeAll(async () => {
    w = await startRlsWorld();
  }, 120_000);

  afterAll(async () => {
    await w?.stop();
  });

  const path = (query: Record<string, string | number>, dataset = w.ids.births) => {
    const params = new URLSearchParams({
      datasource_id: String(dataset),
      datasource_type: 'table',
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    return `/datasource/samples?${params}`;
  };
  const samples = async (user: User, query: Record<string, string | number>, body?: unknown) =>
    (await ok(w, user, 'POST', path(query), body)).result;

  it('pages the rows ordered by the first column, with the total count', async () => {
    const first = await samples(w.admin, { page: 1, per_page: 10 }, {});
    expect(first.colnames).toEqual(['ds', 'gender', 'num']);
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ page: 1, per_page: 10, total_count: 24, rowcount: 10 });
    const times = first.data.map((r: { ds: number }) => r.ds);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const last = await samples(w.admin, { page: 3, per_page: 10 }, {});
    expect(last.data).toHaveLength(4);
    expect(last.total_count).toBe(24);
    const beyond = await samples(w.admin, { page: 9, per_page: 10 }, {});
    expect(beyond.data).toEqual([]);
    expect(beyond.total_count).toBe(24);
  });

  it('applies the filters, time range and extras of the body', async () => {
    const girls = await samples(
      w.admin,
      { page: 1, per_page: 50 },
      { filters: [{ col: 'gender', op: '==', val: 'girl' }] },
    );
    expect(girls.total_count).toBe(12);
    expect(girls.data.every((r: { gender: string }) => r.gender === 'girl')).toBe(true);

    // a clicked point on a yearly axis: the time column at the chart's grain
    const year2001 = Date.UTC(2001, 0, 1);
    const inYear = await samples(
      w.admin,
      { page: 1, per_page: 50 },
      { filters: [{ col: 'ds', op: '==', val: year2001, grain: 'P1Y' }] },
    );
    expect(inYear.total_count).toBe(6);
    for (const row of inYear.data) expect(new Date(row.ds).getUTCFullYear()).toBe(2001);

    const ranged = await samples(
      w.admin,
      { page: 1, per_page: 50 },
      {
        granularity: 'ds',
        time_range: '2002-01-01 : 2004-01-01',
        extras: { where: 'num > 20' },
        filters: [{ col: 'gender', op: 'IN', val: ['boy'] }],
      },
    );
    expect(ranged.data.length).toBe(ranged.total_count);
    expect(ranged.total_count).toBeGreaterThan(0);
    for (const row of ranged.data) {
      expect(row.gender).toBe('boy');
      expect(row.num).toBeGreaterThan(20);
      expect(new Date(row.ds).getUTCFullYear()).toBeGreaterThanOrEqual(2002);
    }

    // filters without a column are dropped (Superset's remove_undefined_filter)
    const dropped = await samples(
      w.admin,
      { page: 1, per_page: 5 },
      { filters: [{ col: null, op: '==', val: 'x' }] },
    );
    expect(dropped.total_count).toBe(24);
  });

  it('bounds the page size by SAMPLES_ROW_LIMIT and refuses a bad request', async () => {
    const big = await samples(w.admin, { page: 1, per_page: 5000 }, {});
    expect(big.data).toHaveLength(24);
    expect(big.query).toMatch(/LIMIT 1000\b/);
    const asAdmin = (p: string, body?: unknown) =>
      call(w.url, 'POST', p, { token: w.admin.token, body });
    expect((await asAdmin(path({ per_page: 0 }), {})).status).toBe(400);
    expect((await asAdmin(path({ page: 0 }), {})).status).toBe(400);
    expect((await asAdmin(path({ datasource_type: 'query' }), {})).status).toBe(400);
    const badOp = await asAdmin(path({}), { filters: [{ col: 'gender', op: 'SOUNDS LIKE' }] });
    expect(badOp.status, JSON.stringify(badOp.body)).toBe(400);
    const missing = await asAdmin(path({}, 987654), {});
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Datasource does not exist' });
    expect((await call(w.url, 'POST', path({}), { body: {} })).status).toBe(401);
  });

  it('without a body answers the samples: every column, no time bounds', async () => {
    const plain = await samples(w.admin, { page: 1, per_page: 100 });
    expect(plain.total_count).toBe(24);
    expect(plain.data).toHaveLength(24);
  });

  it("applies the caller's row level security, and refuses datasets out of reach", async () => {
    const page = await samples(w.gamma, { page: 1, per_page: 50 }, {});
    expect(page.total_count).toBe(12);
    expect(page.data.length).toBe(12);
    expect(page.data.some(violates)).toBe(false);
    expect(page.query).toContain(RULE);
    const boys = await samples(
      w.gamma,
      { page: 1, per_page: 50 },
      { filters: [{ col: 'gender', op: '==', val: 'boy' }] },
    );
    expect(boys).toMatchObject({ total_count: 0, data: [] });

    const secret = await call(w.url, 'POST', path({}, w.ids.secret), {
      token: w.gamma.token,
      body: {},
    });
    expect(secret.status, JSON.stringify(secret.body)).toBe(403);
    expect(JSON.stringify(secret.body)).not.toContain('"data"');
  });
});
