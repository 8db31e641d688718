/**
 * Who sees and who changes dashboards, per role (DASHBOARD_RBAC off; dashboards.rbac.test.ts
 * has it on): Admin sees all; Alpha (all data) every published one; Gamma a published one
 * holding a chart on a dataset it reads; drafts only their owners; a user who may see a
 * dashboard learns nothing of it anywhere (show, charts, datasets, tabs, list, favourites,
 * related, the chart list). Changes by owners and admins only, refusals writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/client.js';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';
import { layoutOf, newDashboard, readBack } from './dashboardLayouts.js';

const available = await storeAvailable();

describe.skipIf(!available)('dashboard access per role', () => {
  const session = new ChartsSession();
  const { api, create } = session;
  /** A Gamma user with no data access at all. */
  let nodata: string;
  let births: number;
  let sales: number;
  let mixed: number;
  let salesOnly: number;
  let alphaDraft: number;
  beforeAll(async () => {
    await session.start();
    const roles = (await api('GET', '/api/v1/security/roles/')).body.result;
    const gamma = roles.find((r: { name: string }) => r.name === 'Gamma').id;
    const u = await api('POST', '/api/v1/security/users/', {
      username: 'nodata',
      first_name: 'No',
      last_name: 'Data',
      email: 'nodata@example.com',
      active: true,
      roles: [gamma],
      password: 'nodata-password-1',
    });
    expect(u.status).toBe(201);
    nodata = await login(session.s.url, 'nodata', 'nodata-password-1');
    births = await create({ slice_name: 'Births chart' });
    sales = await create({ slice_name: 'Secret sales chart', datasource_id: session.sales.id });
    mixed = await newDashboard(session, {
      dashboard_title: 'Mixed board',
      published: true,
      position_json: JSON.stringify(layoutOf([[births, sales]])),
    });
    salesOnly = await newDashboard(session, {
      dashboard_title: 'Sales secrets',
      published: true,
      position_json: JSON.stringify(layoutOf([[sales]])),
    });
    alphaDraft = await newDashboard(session, { dashboard_title: 'Alpha draft' }, session.alpha);
  }, 180_000);
  afterAll(session.stop);

  const titles = async (token: string) => {
    const r = await api('GET', '/api/v1/dashboard/', undefined, token);
    expect(r.status).toBe(200);
    return r.body.result.map((d: { dashboard_title: string }) => d.dashboard_title).sort();
  };

  it('lists what each role may see', async () => {
    expect(await titles(session.admin)).toEqual(['Alpha draft', 'Mixed board', 'Sales secrets']);
    expect(await titles(session.alpha)).toEqual(['Alpha draft', 'Mixed board', 'Sales secrets']);
    expect(await titles(session.gamma)).toEqual(['Mixed board']);
    expect(await titles(nodata)).toEqual([]);
    // A draft is its owner's: the admin sees it, another Alpha would not (gemma does not).
    expect(
      (await api('GET', `/api/v1/dashboard/${alphaDraft}`, undefined, session.gamma)).status,
    ).toBe(404);
  });

  it('tells a user who may not see a dashboard nothing of it, on any route', async () => {
    const answers: unknown[] = [];
    for (const token of [session.gamma, nodata]) {
      for (const path of ['', '/charts', '/datasets', '/tabs']) {
        const r = await api('GET', `/api/v1/dashboard/${salesOnly}${path}`, undefined, token);
        expect(r.status, path).toBe(404);
        answers.push(r.body);
      }
      const star = await api('POST', `/api/v1/dashboard/${salesOnly}/favorites/`, undefined, token);
      expect(star.status).toBe(404);
      const favstar = await api(
        'GET',
        `/superset/favstar/Dashboard/${salesOnly}/select/`,
        undefined,
        token,
      );
      expect(favstar.status).toBe(404);
      const status = await api(
        'GET',
        `/api/v1/dashboard/favorite_status/${q(`!(${salesOnly})`)}`,
        undefined,
        token,
      );
      expect(status.status).toBe(404);
      const copy = await api(
        'POST',
        `/api/v1/dashboard/${salesOnly}/copy/`,
        { dashboard_title: 'Mine', json_metadata: '{}' },
        token,
      );
      expect(copy.status).toBe(404);
      answers.push(
        (
          await api(
            'GET',
            `/api/v1/chart/related/dashboards${q('(filter:secrets)')}`,
            undefined,
            token,
          )
        ).body,
      );
    }
    const leaked = JSON.stringify(answers);
    expect(leaked).not.toContain('Sales secrets');
    expect(leaked).not.toContain('Secret sales chart');
    // The chart list names only the dashboards the user sees.
    const list = await api(
      'GET',
      `/api/v1/chart/${q('(columns:!(slice_name,dashboards.dashboard_title))')}`,
      undefined,
      session.gamma,
    );
    expect(list.body.result).toEqual([
      { slice_name: 'Births chart', dashboards: [{ dashboard_title: 'Mixed board' }] },
    ]);
  });

  it('shows a Gamma a board it may see, with the datasets it may read', async () => {
    const shown = await api('GET', `/api/v1/dashboard/${mixed}`, undefined, session.gamma);
    expect(shown.status).toBe(200);
    const charts = await api('GET', `/api/v1/dashboard/${mixed}/charts`, undefined, session.gamma);
    expect(charts.body.result.map((c: { id: number }) => c.id)).toEqual([births, sales]);
    const datasets = await api(
      'GET',
      `/api/v1/dashboard/${mixed}/datasets`,
      undefined,
      session.gamma,
    );
    expect(datasets.body.result.map((d: { id: number }) => d.id)).toEqual([session.births.id]);
    const asAdmin = await api('GET', `/api/v1/dashboard/${mixed}/datasets`);
    expect(asAdmin.body.result.map((d: { id: number }) => d.id).sort()).toEqual(
      [session.births.id, session.sales.id].sort(),
    );
    const status = await api(
      'GET',
      `/api/v1/dashboard/favorite_status/${q(`!(${mixed},${salesOnly})`)}`,
      undefined,
      session.gamma,
    );
    expect(status.body.result).toEqual([
      { id: mixed, value: false },
      { id: salesOnly, value: false },
    ]);
  });

  it('lets only owners and admins change a dashboard, writing nothing otherwise', async () => {
    const forbidden = { message: 'Changing this Dashboard is forbidden' };
    const tries = [
      ['PUT', `/api/v1/dashboard/${mixed}`, { dashboard_title: 'Taken over' }],
      ['PUT', `/api/v1/dashboard/${mixed}/colors`, { color_scheme: 'bnbColors' }],
      ['PUT', `/api/v1/dashboard/${mixed}/filters`, { deleted: ['NATIVE_FILTER-x'] }],
      ['DELETE', `/api/v1/dashboard/${mixed}`, undefined],
      ['DELETE', `/api/v1/dashboard/${q(`!(${mixed})`)}`, undefined],
    ] as const;
    for (const [method, path, body] of tries) {
      for (const token of [session.alpha, session.gamma]) {
        const r = await api(method, path, body, token);
        expect(r.status, `${method} ${path}`).toBe(403);
        expect(r.body).toEqual(forbidden);
      }
    }
    const back = await readBack(session, mixed);
    expect(back.dashboard_title).toBe('Mixed board');
    expect(back.json_metadata).toBeNull();
    // A draft the user does not see is a 404 before any ownership rule.
    const hidden = await api(
      'PUT',
      `/api/v1/dashboard/${alphaDraft}`,
      { published: true },
      session.gamma,
    );
    expect(hidden.status).toBe(404);

    // The owner may: Alpha publishes its draft, and then Gamma still does not see it (no chart).
    const own = await api(
      'PUT',
      `/api/v1/dashboard/${alphaDraft}`,
      { published: true },
      session.alpha,
    );
    expect(own.status).toBe(200);
    expect(await titles(session.alpha)).toContain('Alpha draft');
    expect(await titles(session.gamma)).toEqual(['Mixed board']);
    // An owner made by the admin may change it too.
    const shared = await api('PUT', `/api/v1/dashboard/${mixed}`, {
      owners: [session.adminId, session.gammaId],
    });
    expect(shared.status).toBe(200);
    const byGamma = await api(
      'PUT',
      `/api/v1/dashboard/${mixed}`,
      { dashboard_title: 'Gemma edits' },
      session.gamma,
    );
    expect(byGamma.status).toBe(200);
    expect((await readBack(session, mixed)).owners.map((o: { id: number }) => o.id)).toEqual([
      session.adminId,
      session.gammaId,
    ]);
  });

  it('lets a Gamma create, star and delete its own drafts', async () => {
    const mine = await newDashboard(session, { dashboard_title: 'No data draft' }, nodata);
    expect(await titles(nodata)).toEqual(['No data draft']);
    expect(
      (await api('POST', `/api/v1/dashboard/${mine}/favorites/`, undefined, nodata)).status,
    ).toBe(200);
    const favs = await api(
      'GET',
      `/api/v1/dashboard/${q('(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))')}`,
      undefined,
      nodata,
    );
    expect(favs.body.result.map((d: { id: number }) => d.id)).toEqual([mine]);
    const count = await api('GET', `/superset/favstar/Dashboard/${mine}/count/`, undefined, nodata);
    expect(count.body).toEqual({ count: 1 });
    expect((await api('DELETE', `/api/v1/dashboard/${mine}`, undefined, nodata)).status).toBe(200);
    expect(await titles(nodata)).toEqual([]);
  });
});
