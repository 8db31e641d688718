/**
 * Who stars, sees and changes charts: favourites through the REST and the legacy favstar
 * paths; ownership (403, query-context back-fill, shared owners); and a Gamma user who
 * sees only the charts on the datasets granted to its role. One server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('chart favourites and access', () => {
  const session = new ChartsSession();
  const { api, create, names } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);

  it('stars charts through the REST and the legacy favstar paths', async () => {
    const a = await create({ slice_name: 'Starred' });
    const b = await create({ slice_name: 'Plain' });
    const status = async (token = session.admin) =>
      (await api('GET', `/api/v1/chart/favorite_status/${q(`!(${a},${b})`)}`, undefined, token))
        .body;

    expect(await status()).toEqual({
      result: [
        { id: a, value: false },
        { id: b, value: false },
      ],
    });
    expect(await api('POST', `/api/v1/chart/${a}/favorites/`)).toMatchObject({
      status: 200,
      body: { result: 'OK' },
    });
    // Starring twice keeps one star.
    await api('POST', `/api/v1/chart/${a}/favorites/`);
    expect(await status()).toEqual({
      result: [
        { id: a, value: true },
        { id: b, value: false },
      ],
    });
    expect(await status(session.alpha)).toEqual({
      result: [
        { id: a, value: false },
        { id: b, value: false },
      ],
    });
    expect(await names('(filters:!((col:id,opr:chart_is_favorite,value:!t)))')).toEqual([
      'Starred',
    ]);
    expect(await names('(filters:!((col:id,opr:chart_is_favorite,value:!f)))')).toEqual(['Plain']);

    const favstar = (action: string, token = session.admin) =>
      api('GET', `/superset/favstar/slice/${b}/${action}/`, undefined, token);
    expect((await favstar('count')).body).toEqual({ count: 0 });
    expect((await favstar('select')).body).toEqual({ count: 1 });
    expect((await favstar('count')).body).toEqual({ count: 1 });
    expect((await favstar('count', session.alpha)).body).toEqual({ count: 0 });
    // Alpha's favourites make the chart its own in "owned, created or favoured by me".
    await favstar('select', session.alpha);
    expect(
      await names(
        '(filters:!((col:id,opr:chart_owned_created_favored_by_me,value:!t)))',
        session.alpha,
      ),
    ).toEqual(['Plain']);
    expect((await status()).result).toEqual([
      { id: a, value: true },
      { id: b, value: true },
    ]);
    expect((await favstar('unselect')).body).toEqual({ count: 0 });
    expect(await api('DELETE', `/api/v1/chart/${a}/favorites/`)).toMatchObject({
      status: 200,
      body: { result: 'OK' },
    });
    expect((await status()).result).toEqual([
      { id: a, value: false },
      { id: b, value: false },
    ]);

    expect((await api('POST', '/api/v1/chart/987654/favorites/')).status).toBe(404);
    expect((await api('GET', `/api/v1/chart/favorite_status/${q('!(987654)')}`)).status).toBe(404);

    // The legacy path stars only charts that exist: a deleted chart is not found.
    const missing = await api('GET', '/superset/favstar/slice/987654/select/');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Not found' } });
    expect((await favstar('select')).body).toEqual({ count: 1 });
    await api('DELETE', `/api/v1/chart/${q(`!(${a},${b})`)}`);
    for (const action of ['count', 'select', 'unselect'])
      expect((await favstar(action, session.alpha)).status).toBe(404);
  });

  it('lets only owners and admins change a chart', async () => {
    const id = await create({ slice_name: 'Admin’s chart' });
    const forbidden = await api(
      'PUT',
      `/api/v1/chart/${id}`,
      { slice_name: 'Mine' },
      session.alpha,
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Forbidden' });
    expect((await api('DELETE', `/api/v1/chart/${id}`, undefined, session.alpha)).status).toBe(403);
    const own = await create({ slice_name: 'Alfa’s chart' }, session.alpha);
    const bulk = await api(
      'DELETE',
      `/api/v1/chart/${q(`!(${own},${id})`)}`,
      undefined,
      session.alpha,
    );
    expect(bulk.status).toBe(403);
    expect((await api('GET', `/api/v1/chart/${own}`)).status).toBe(200);

    // Explore back-fills the query context of a chart it opens, whoever owns it.
    const before = (await api('GET', `/api/v1/chart/${id}`)).body.result;
    const backfill = await api(
      'PUT',
      `/api/v1/chart/${id}`,
      { query_context: '{"queries":[]}', query_context_generation: true },
      session.alpha,
    );
    expect(backfill.status, JSON.stringify(backfill.body)).toBe(200);
    const after = (await api('GET', `/api/v1/chart/${id}`)).body.result;
    expect(after.query_context).toBe('{"queries":[]}');
    expect(after.last_saved_at).toBe(before.last_saved_at);

    // Admins share a chart; a shared owner edits it and stays an owner.
    await api('PUT', `/api/v1/chart/${id}`, { owners: [session.adminId, session.alphaId] });
    const edited = await api('PUT', `/api/v1/chart/${id}`, { owners: [] }, session.alpha);
    expect(edited.status).toBe(200);
    const shown = (await api('GET', `/api/v1/chart/${id}`)).body.result;
    expect(shown.owners.map((o: { id: number }) => o.id)).toEqual([session.alphaId]);
    expect(shown.last_saved_by.id).toBe(session.alphaId);

    const deleted = await api(
      'DELETE',
      `/api/v1/chart/${q(`!(${own},${id})`)}`,
      undefined,
      session.alpha,
    );
    expect(deleted.body).toEqual({ message: 'Deleted 2 charts' });
  });

  it('shows a Gamma user only the charts on the datasets it reaches', async () => {
    const onBirths = await create({ slice_name: 'On births' });
    const onSales = await create({ slice_name: 'On sales', datasource_id: session.sales.id });
    expect(await names('()', session.gamma)).toEqual(['On births']);
    expect((await api('GET', `/api/v1/chart/${onSales}`, undefined, session.gamma)).status).toBe(
      404,
    );
    expect(
      (await api('GET', `/api/v1/chart/${onSales}/data/`, undefined, session.gamma)).status,
    ).toBe(404);
    expect(
      (await api('POST', `/api/v1/chart/${onSales}/favorites/`, undefined, session.gamma)).status,
    ).toBe(404);
    for (const action of ['select', 'unselect', 'count']) {
      const legacy = await api(
        'GET',
        `/superset/favstar/slice/${onSales}/${action}/`,
        undefined,
        session.gamma,
      );
      expect(legacy.status).toBe(404);
    }
    expect(
      (await api('GET', `/superset/favstar/slice/${onBirths}/select/`, undefined, session.gamma))
        .body,
    ).toEqual({ count: 1 });
    expect(
      (await api('GET', `/api/v1/chart/distinct/viz_type`, undefined, session.gamma)).body.count,
    ).toBe(1);

    const denied = await api(
      'POST',
      '/api/v1/chart/',
      { slice_name: 'Mine on sales', datasource_id: session.sales.id, datasource_type: 'table' },
      session.gamma,
    );
    expect(denied.status).toBe(422);
    expect(denied.body).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    const mine = await create({ slice_name: 'Mine on births' }, session.gamma);
    expect(
      (await api('GET', `/api/v1/chart/${mine}`, undefined, session.gamma)).body.result.owners,
    ).toEqual([{ id: session.gammaId, first_name: 'Gemma', last_name: 'Tester' }]);
    expect(
      (await api('PUT', `/api/v1/chart/${onBirths}`, { slice_name: 'x' }, session.gamma)).status,
    ).toBe(403);
    expect(
      (await api('PUT', `/api/v1/chart/${mine}`, { description: 'Gemma’s' }, session.gamma)).status,
    ).toBe(200);
    const info = await api(
      'GET',
      `/api/v1/chart/_info${q('(keys:!(permissions))')}`,
      undefined,
      session.gamma,
    );
    expect(info.body).toEqual({ permissions: ['can_read', 'can_write', 'can_export'] });
    expect(
      await names('(filters:!((col:created_by,opr:chart_created_by_me,value:!t)))', session.gamma),
    ).toEqual(['Mine on births']);

    await api('DELETE', `/api/v1/chart/${q(`!(${onBirths},${onSales},${mine})`)}`);
  });
});
