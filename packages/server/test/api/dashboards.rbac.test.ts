/**
 * DASHBOARD_RBAC: with the flag on, the roles of a published dashboard decide who sees it
 * (whatever datasets they read); a published dashboard without roles is seen as without the
 * flag; drafts stay their owners'. With the flag off the roles change nothing
 * (dashboards.access.test.ts covers the rest of the rule).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';
import { layoutOf, newDashboard } from './dashboardLayouts.js';

const available = await storeAvailable();

async function world(session: ChartsSession) {
  const { api, create } = session;
  const other = (await api('POST', '/api/v1/security/roles/', { name: 'board_viewers' })).body.id;
  const births = await create({ slice_name: 'Births chart' });
  const sales = await create({ slice_name: 'Sales chart', datasource_id: session.sales.id });
  const board = (title: string, charts: number[], roles: number[], published = true) =>
    newDashboard(session, {
      dashboard_title: title,
      published,
      roles,
      position_json: JSON.stringify(layoutOf([charts])),
    });
  return {
    other,
    givenToReaders: await board('Sales for readers', [sales], [session.readersRoleId]),
    givenToOthers: await board('Births for others', [births], [other]),
    noRoles: await board('Births for all', [births], []),
    draftForReaders: await board('Draft for readers', [births], [session.readersRoleId], false),
  };
}

const titles = async (session: ChartsSession) => {
  const r = await session.api('GET', '/api/v1/dashboard/', undefined, session.gamma);
  expect(r.status).toBe(200);
  return r.body.result.map((d: { dashboard_title: string }) => d.dashboard_title).sort();
};

/** A server with the settings, its world made before the tests (`w` is filled then). */
function serverWith(env: Record<string, string>) {
  const session = new ChartsSession(env);
  const w = {} as Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    await session.start();
    Object.assign(w, await world(session));
  }, 180_000);
  afterAll(session.stop);
  return { session, w };
}

describe.skipIf(!available)('DASHBOARD_RBAC on', () => {
  const { session, w } = serverWith({ TESSERA_FEATURE_DASHBOARD_RBAC: 'true' });

  it("lets a published dashboard's roles decide who sees it", async () => {
    expect(await titles(session)).toEqual(['Births for all', 'Sales for readers']);
    const get = (id: number, path = '') =>
      session.api('GET', `/api/v1/dashboard/${id}${path}`, undefined, session.gamma);
    expect((await get(w.givenToReaders)).status).toBe(200);
    expect((await get(w.givenToReaders, '/charts')).body.result).toHaveLength(1);
    // The role gives the dashboard, not the data: its datasets stay the ones the user reads.
    expect((await get(w.givenToReaders, '/datasets')).body.result).toEqual([]);
    for (const id of [w.givenToOthers, w.draftForReaders])
      for (const path of ['', '/charts', '/datasets', '/tabs'])
        expect((await get(id, path)).status, `${id}${path}`).toBe(404);
  });

  it('shows the roles of a dashboard and offers roles to pick', async () => {
    const shown = await session.api('GET', `/api/v1/dashboard/${w.givenToOthers}`);
    expect(shown.body.result.roles).toEqual([{ id: w.other, name: 'board_viewers' }]);
    const related = await session.api(
      'GET',
      `/api/v1/dashboard/related/roles${q('(filter:board)')}`,
    );
    expect(related.status).toBe(200);
    expect(related.body).toEqual({
      count: 1,
      result: [{ value: w.other, text: 'board_viewers', extra: {} }],
    });
    const unknownRole = await session.api('PUT', `/api/v1/dashboard/${w.givenToOthers}`, {
      roles: [987654],
    });
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.body).toEqual({ message: { roles: ['Some roles do not exist'] } });
    const reread = await session.api('GET', `/api/v1/dashboard/${w.givenToOthers}`);
    expect(reread.body.result.roles).toEqual([{ id: w.other, name: 'board_viewers' }]);
  });
});

describe.skipIf(!available)('DASHBOARD_RBAC off', () => {
  const { session, w } = serverWith({});

  it('ignores the roles: the datasets decide', async () => {
    expect(await titles(session)).toEqual(['Births for all', 'Births for others']);
    const r = await session.api(
      'GET',
      `/api/v1/dashboard/${w.givenToReaders}`,
      undefined,
      session.gamma,
    );
    expect(r.status).toBe(404);
  });
});
