/**
 * Filter sets of a dashboard (Superset's FilterSetRestApi): a user's own set is seen and
 * changed by that user alone (and admins); a dashboard's set is seen by all who see the
 * dashboard and changed by its owners; a user who does not see the dashboard gets 404
 * everywhere; bad bodies are a 400 naming the field; nothing is written when a call fails;
 * the sets go with their dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession } from './chartsSession.js';
import { layoutOf, newDashboard } from './dashboardLayouts.js';

const available = await storeAvailable();

interface SetItem {
  id: number;
  name: string;
  description: string | null;
  owner_type: string;
  owner_id: number;
  dashboard_id: number;
  json_metadata: string;
  params: Record<string, unknown>;
}

describe.skipIf(!available)('dashboard filter sets', () => {
  const session = new ChartsSession();
  const { api } = session;
  /** Published, a chart on birth_names, owned by the admin: every role sees it. */
  let board: number;
  /** Published, a chart on birth_names, owned by Gamma. */
  let gammaBoard: number;
  /** Published, a chart on video_game_sales only: Gamma does not see it. */
  let secret: number;
  beforeAll(async () => {
    await session.start();
    const births = await session.create({ slice_name: 'Births' });
    const sales = await session.create({ slice_name: 'Sales', datasource_id: session.sales.id });
    const published = (title: string, chart: number, token = session.admin, slug?: string) =>
      newDashboard(
        session,
        {
          dashboard_title: title,
          slug,
          published: true,
          position_json: JSON.stringify(layoutOf([[chart]])),
        },
        token,
      );
    board = await published('Board', births, session.admin, 'board');
    gammaBoard = await published('Gamma board', births, session.gamma);
    secret = await published('Secret', sales);
  }, 180_000);
  afterAll(session.stop);

  const metadata = (value: string[]) =>
    JSON.stringify({
      nativeFilters: { 'NATIVE_FILTER-1': { id: 'NATIVE_FILTER-1', name: 'Gender' } },
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value } } },
    });
  const url = (dashboard: number | string, pk?: number) =>
    `/api/v1/dashboard/${dashboard}/filtersets${pk === undefined ? '' : `/${pk}`}`;
  const create = async (dashboard: number, body: Record<string, unknown>, token: string) => {
    const r = await api(
      'POST',
      url(dashboard),
      { name: 'A set', json_metadata: metadata(['boy']), ...body },
      token,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.id).toBe(r.body.result.id);
    return r.body.result as SetItem;
  };
  const listed = async (dashboard: number | string, token: string) => {
    const r = await api('GET', url(dashboard), undefined, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.count).toBe(r.body.result.length);
    expect(r.body.ids).toEqual(r.body.result.map((s: SetItem) => s.id));
    return (r.body.result as SetItem[]).map((s) => s.id);
  };
  /** Every stored set, as the store holds it. */
  const stored = () =>
    session.s.store.db.selectFrom('filter_sets').selectAll().orderBy('id').execute();

  it("keeps a user's own set for that user alone", async () => {
    const mine = await create(
      board,
      { owner_type: 'User', owner_id: session.gammaId },
      session.gamma,
    );
    expect(mine).toMatchObject({
      name: 'A set',
      description: null,
      owner_type: 'User',
      owner_id: session.gammaId,
      dashboard_id: board,
      json_metadata: metadata(['boy']),
      params: JSON.parse(metadata(['boy'])),
    });
    expect(await listed(board, session.gamma)).toContain(mine.id);
    expect(await listed('board', session.gamma)).toContain(mine.id);
    expect(await listed(board, session.alpha)).not.toContain(mine.id);
    expect(await listed(board, session.admin)).toContain(mine.id);

    // another user neither changes nor deletes it: it is not theirs to see
    const before = await stored();
    expect((await api('PUT', url(board, mine.id), { name: 'x' }, session.alpha)).status).toBe(404);
    expect((await api('DELETE', url(board, mine.id), undefined, session.alpha)).status).toBe(404);
    expect(await stored()).toEqual(before);

    const put = await api(
      'PUT',
      url(board, mine.id),
      { name: 'Boys', description: 'Only boys', json_metadata: metadata(['boy', 'x']) },
      session.gamma,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      id: mine.id,
      result: { name: 'Boys', description: 'Only boys', json_metadata: metadata(['boy', 'x']) },
    });
    const del = await api('DELETE', url(board, mine.id), undefined, session.gamma);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: mine.id, message: 'OK' });
    expect(await listed(board, session.gamma)).not.toContain(mine.id);
    expect((await api('DELETE', url(board, mine.id), undefined, session.gamma)).status).toBe(404);
  });

  it("shows a dashboard's set to all who see it, and lets its owners change it", async () => {
    const shared = await create(board, { owner_type: 'Dashboard' }, session.admin);
    expect(shared).toMatchObject({ owner_type: 'Dashboard', owner_id: board });
    for (const token of [session.admin, session.alpha, session.gamma])
      expect(await listed(board, token)).toContain(shared.id);

    const before = await stored();
    const put = await api('PUT', url(board, shared.id), { name: 'x' }, session.gamma);
    expect(put.status).toBe(403);
    expect(put.body.message).toBe(
      `Changing FilterSet "${shared.id}" is forbidden: The user is not an owner of the filter_set's dashboard`,
    );
    expect((await api('DELETE', url(board, shared.id), undefined, session.alpha)).status).toBe(403);
    // only the dashboard's owners give it sets
    const refused = await api(
      'POST',
      url(board),
      { name: 'Mine', json_metadata: metadata([]), owner_type: 'Dashboard' },
      session.gamma,
    );
    expect(refused.status).toBe(403);
    expect(await stored()).toEqual(before);

    // Gamma owns their own dashboard, and gives it sets
    const theirs = await create(
      gammaBoard,
      { owner_type: 'Dashboard', owner_id: gammaBoard },
      session.gamma,
    );
    expect(theirs.owner_id).toBe(gammaBoard);
    const renamed = await api('PUT', url(gammaBoard, theirs.id), { name: 'Ours' }, session.gamma);
    expect(renamed.body.result.name).toBe('Ours');
    expect(await listed(gammaBoard, session.alpha)).toContain(theirs.id);
    // the admin changes any set
    const byAdmin = await api('PUT', url(gammaBoard, theirs.id), { name: 'Admin was here' });
    expect(byAdmin.status).toBe(200);
    expect((await api('DELETE', url(gammaBoard, theirs.id))).status).toBe(200);
  });

  it("gives a user's set to the dashboard only when the user owns the dashboard", async () => {
    const onBoard = await create(
      board,
      { owner_type: 'User', owner_id: session.gammaId },
      session.gamma,
    );
    const before = await stored();
    const refused = await api(
      'PUT',
      url(board, onBoard.id),
      { owner_type: 'Dashboard' },
      session.gamma,
    );
    expect(refused.status).toBe(403);
    expect(await stored()).toEqual(before);

    const onOwn = await create(
      gammaBoard,
      { owner_type: 'User', owner_id: session.gammaId },
      session.gamma,
    );
    const given = await api(
      'PUT',
      url(gammaBoard, onOwn.id),
      { owner_type: 'Dashboard' },
      session.gamma,
    );
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.result).toMatchObject({ owner_type: 'Dashboard', owner_id: gammaBoard });
    expect(await listed(gammaBoard, session.alpha)).toContain(onOwn.id);
  });

  it('keeps a set to its dashboard', async () => {
    const set = await create(board, { owner_type: 'Dashboard' }, session.admin);
    const before = await stored();
    expect((await api('PUT', url(gammaBoard, set.id), { name: 'moved' })).status).toBe(404);
    expect((await api('DELETE', url(gammaBoard, set.id))).status).toBe(404);
    expect(await stored()).toEqual(before);
    expect(await listed(gammaBoard, session.admin)).not.toContain(set.id);
  });

  it('tells a user who does not see the dashboard nothing of it', async () => {
    const set = await create(secret, { owner_type: 'Dashboard' }, session.admin);
    const before = await stored();
    const body = {
      name: 'g',
      json_metadata: metadata([]),
      owner_type: 'User',
      owner_id: session.gammaId,
    };
    const refused = [
      await api('GET', url(secret), undefined, session.gamma),
      await api('POST', url(secret), body, session.gamma),
      await api('PUT', url(secret, set.id), { name: 'g' }, session.gamma),
      await api('DELETE', url(secret, set.id), undefined, session.gamma),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(JSON.stringify(refused.map((r) => r.body))).not.toContain('Secret');
    expect(await stored()).toEqual(before);
    expect((await api('GET', url(987654))).status).toBe(404);
    expect((await api('POST', url(987654), body)).status).toBe(404);
    expect((await api('PUT', url(board, 987654), { name: 'x' })).status).toBe(404);
  });

  it('refuses bad bodies with 400 naming the field, and writes nothing', async () => {
    const set = await create(board, { owner_type: 'Dashboard' }, session.admin);
    const before = await stored();
    const ok = {
      name: 'n',
      json_metadata: metadata([]),
      owner_type: 'User',
      owner_id: session.adminId,
    };
    const bad = async (method: 'POST' | 'PUT', body: unknown, token = session.admin) => {
      const r = await api(method, method === 'POST' ? url(board) : url(board, set.id), body, token);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.message as Record<string, string[]>;
    };
    const { name: _n, ...noName } = ok;
    expect(await bad('POST', noName)).toEqual({ name: ['Missing data for required field.'] });
    expect(await bad('POST', { ...ok, name: 'n'.repeat(501) })).toEqual({
      name: ['Length must be between 0 and 500.'],
    });
    expect(await bad('POST', { ...ok, description: '' })).toEqual({
      description: ['Length must be between 1 and 1000.'],
    });
    expect(await bad('POST', { ...ok, json_metadata: '{not json' })).toEqual({
      json_metadata: ['failed to parse json_metadata to json'],
    });
    expect(await bad('POST', { ...ok, json_metadata: '{"dataMask": {}}' })).toEqual({
      json_metadata: ['nativeFilters: Missing data for required field.'],
    });
    expect(await bad('POST', { ...ok, json_metadata: '{"nativeFilters": []}' })).toEqual({
      json_metadata: ['nativeFilters: Not a valid mapping type.'],
    });
    const bigMask = { f: { filterState: { value: 'x'.repeat(1_000_000) } } };
    expect(
      await bad('POST', {
        ...ok,
        json_metadata: JSON.stringify({ nativeFilters: {}, dataMask: bigMask }),
      }),
    ).toEqual({ json_metadata: ['Longer than maximum length 1000000.'] });
    expect(await bad('POST', { ...ok, owner_type: 'Team' })).toEqual({
      owner_type: ['Must be one of: User, Dashboard.'],
    });
    const { owner_id: _o, ...noOwner } = ok;
    expect(await bad('POST', noOwner)).toEqual({
      owner_id: ['owner_id is mandatory when owner_type is User'],
    });
    expect(await bad('POST', { ...ok, owner_id: session.adminId }, session.gamma)).toEqual({
      owner_id: ['owner_id must be your own id when owner_type is User'],
    });
    expect(await bad('POST', { ...ok, owner_id: 987654 })).toEqual({
      owner_id: ['owner_id does not exists'],
    });
    expect(await bad('POST', { ...ok, owner_type: 'Dashboard', owner_id: gammaBoard })).toEqual({
      owner_id: ["owner_id must be the dashboard's id when owner_type is Dashboard"],
    });
    expect(await bad('PUT', { owner_type: 'User' })).toEqual({
      owner_type: ['Must be one of: Dashboard.'],
    });
    expect(Object.keys(await bad('PUT', { json_metadata: '[]' }))).toEqual(['json_metadata']);
    expect(await stored()).toEqual(before);
  });

  it('goes with its dashboard', async () => {
    const gone = await newDashboard(session, { dashboard_title: 'Gone soon' });
    const sets = [
      await create(gone, { owner_type: 'Dashboard' }, session.admin),
      await create(gone, { owner_type: 'User', owner_id: session.adminId }, session.admin),
    ];
    expect((await stored()).filter((s) => s.dashboard_id === gone)).toHaveLength(2);
    expect((await api('DELETE', `/api/v1/dashboard/${gone}`)).status).toBe(200);
    expect((await stored()).filter((s) => s.dashboard_id === gone)).toEqual([]);
    expect((await api('DELETE', url(gone, sets[0].id))).status).toBe(404);
  });
});
