/**
 * `/api/v1/dashboard/`: create (the creator owns it), list with search, show by id or slug,
 * `_info`, related users, update (Superset's answer with `last_modified_time`), publish,
 * delete and bulk delete; and charts saved with `dashboards`: the chart list's dashboards
 * filter and column, `related/dashboards`, refusals that write nothing. One server on the
 * examples. (Layouts: dashboards.layout.test.ts; roles: .access and .rbac; contents:
 * .contents.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('the dashboard API', () => {
  const session = new ChartsSession();
  const { api, create, names } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);

  const newDashboard = async (body: Record<string, unknown>, token = session.admin) => {
    const r = await api('POST', '/api/v1/dashboard/', body, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as number;
  };

  it('creates dashboards owned by their creator and lists them with search', async () => {
    const body = { dashboard_title: 'Births overview', slug: 'births overview!' };
    const created = await api('POST', '/api/v1/dashboard/', body, session.alpha);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), result: body });
    const id = created.body.id;
    await newDashboard({ dashboard_title: 'Game sales' });

    const shown = await api('GET', '/api/v1/dashboard/births-overview');
    expect(shown.status).toBe(200);
    expect(shown.body.result).toMatchObject({
      id,
      dashboard_title: 'Births overview',
      slug: 'births-overview',
      url: '/superset/dashboard/births-overview/',
      published: false,
      owners: [{ id: session.alphaId, first_name: 'Alfa', last_name: 'Tester' }],
      charts: [],
    });
    expect((await api('GET', `/api/v1/dashboard/${id}`)).body.result.slug).toBe('births-overview');

    const list = async (rison: string) => {
      const r = await api('GET', `/api/v1/dashboard/${q(rison)}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    const found = await list(
      '(filters:!((col:dashboard_title,opr:ct,value:birth)),order_column:dashboard_title,order_direction:asc)',
    );
    expect(found.count).toBe(1);
    expect(found.result[0]).toMatchObject({
      id,
      dashboard_title: 'Births overview',
      slug: 'births-overview',
      url: '/superset/dashboard/births-overview/',
      published: false,
      status: 'draft',
      changed_by_name: 'Alfa Tester',
      changed_on_delta_humanized: expect.any(String),
      owners: [{ id: session.alphaId }],
    });
    const bySlug = await list(
      '(filters:!((col:dashboard_title,opr:title_or_slug,value:overview)))',
    );
    expect(bySlug.result.map((d: { id: number }) => d.id)).toEqual([id]);
    const owned = await list(
      `(columns:!(id,dashboard_title),filters:!((col:owners,opr:rel_m_m,value:${session.alphaId})))`,
    );
    expect(owned.result).toEqual([{ id, dashboard_title: 'Births overview' }]);
    const ordered = await list('(order_column:dashboard_title,order_direction:desc)');
    expect(ordered.result.map((d: { dashboard_title: string }) => d.dashboard_title)).toEqual([
      'Game sales',
      'Births overview',
    ]);

    // Drafts are seen by their owners only (and admins).
    const asGamma = await api('GET', '/api/v1/dashboard/', undefined, session.gamma);
    expect(asGamma.body.count).toBe(0);
    expect((await api('GET', `/api/v1/dashboard/${id}`, undefined, session.gamma)).status).toBe(
      404,
    );

    const info = await api('GET', `/api/v1/dashboard/_info${q('(keys:!(permissions))')}`);
    expect(info.body).toEqual({ permissions: ['can_read', 'can_write', 'can_export'] });
  });

  it('tells a Gamma nothing of a published dashboard whose datasets it may not read', async () => {
    // Gemma reaches birth_names only; this published board holds a video_game_sales chart.
    const hidden = await newDashboard({ dashboard_title: 'Sales secrets', published: true });
    await create({
      slice_name: 'Secret sales chart',
      datasource_id: session.sales.id,
      dashboards: [hidden],
    });
    const lookAsGamma = async () => ({
      list: (await api('GET', '/api/v1/dashboard/', undefined, session.gamma)).body,
      show: await api('GET', `/api/v1/dashboard/${hidden}`, undefined, session.gamma),
      related: (
        await api(
          'GET',
          `/api/v1/chart/related/dashboards${q('(filter:secrets)')}`,
          undefined,
          session.gamma,
        )
      ).body,
    });
    const before = await lookAsGamma();
    expect(before.show.status).toBe(404);
    expect(JSON.stringify(before)).not.toContain('Secret sales chart');
    expect(JSON.stringify(before)).not.toContain('Sales secrets');
    // A chart it may read on the same board makes the board visible, as in Superset.
    await create({ slice_name: 'Public births chart', dashboards: [hidden] });
    const after = await lookAsGamma();
    expect(after.show.status).toBe(200);
    expect(after.list.result.map((d: { id: number }) => d.id)).toContain(hidden);
    expect(after.related.result).toEqual([{ value: hidden, text: 'Sales secrets', extra: {} }]);
  });

  it('refuses bad input naming the field, and a taken slug', async () => {
    const post = (body: unknown) => api('POST', '/api/v1/dashboard/', body);
    const badTitle = await post({ dashboard_title: 5 });
    expect(badTitle.status).toBe(400);
    expect(badTitle.body).toEqual({ message: { dashboard_title: ['Not a valid string.'] } });
    const badJson = await post({ dashboard_title: 'x', json_metadata: '{oops' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    await newDashboard({ dashboard_title: 'Sluggy', slug: 'sluggy' });
    const taken = await post({ dashboard_title: 'Sluggy 2', slug: 'sluggy' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ message: { slug: ['Must be unique'] } });
    const badOwners = await post({ dashboard_title: 'Nobody’s', owners: [987654] });
    expect(badOwners.status).toBe(422);
    expect(badOwners.body).toEqual({ message: { owners: ['Owners are invalid'] } });
  });

  it('puts saved charts on dashboards: the filter, the column and related dashboards', async () => {
    const board = await newDashboard({ dashboard_title: 'Chart home' });
    const other = await newDashboard({ dashboard_title: 'Other home' });
    const chartId = await create({ slice_name: 'On the board', dashboards: [board] });
    await create({ slice_name: 'Off the board' });

    expect(await names(`(filters:!((col:dashboards,opr:rel_m_m,value:${board})))`)).toEqual([
      'On the board',
    ]);
    const shown = await api('GET', `/api/v1/chart/${chartId}`);
    expect(shown.body.result.dashboards).toEqual([{ id: board, dashboard_title: 'Chart home' }]);
    const listed = await api(
      'GET',
      `/api/v1/chart/${q(`(columns:!(slice_name,dashboards.id,dashboards.dashboard_title),filters:!((col:slice_name,opr:eq,value:'On the board')))`)}`,
    );
    expect(listed.body.result).toEqual([
      { slice_name: 'On the board', dashboards: [{ id: board, dashboard_title: 'Chart home' }] },
    ]);
    expect((await api('GET', `/api/v1/dashboard/${board}`)).body.result.charts).toEqual([
      'On the board',
    ]);

    // PUT replaces the chart's dashboards.
    const put = await api('PUT', `/api/v1/chart/${chartId}`, { dashboards: [other] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await api('GET', `/api/v1/chart/${chartId}`)).body.result.dashboards).toEqual([
      { id: other, dashboard_title: 'Other home' },
    ]);
    expect(await names(`(filters:!((col:dashboards,opr:rel_m_m,value:${board})))`)).toEqual([]);

    const related = await api('GET', `/api/v1/chart/related/dashboards${q('(filter:home)')}`);
    expect(related.status).toBe(200);
    expect(related.body).toEqual({
      count: 2,
      result: [
        { value: board, text: 'Chart home', extra: {} },
        { value: other, text: 'Other home', extra: {} },
      ],
    });
  });

  it('rejects unknown or foreign dashboards with nothing written', async () => {
    const before = (await api('GET', '/api/v1/chart/')).body.count;
    const unknown = await api('POST', '/api/v1/chart/', {
      slice_name: 'Nowhere',
      viz_type: 'pie',
      datasource_id: session.births.id,
      datasource_type: 'table',
      dashboards: [987654],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: { dashboards: ['Dashboards do not exist'] } });
    expect((await api('GET', '/api/v1/chart/')).body.count).toBe(before);

    // Alpha may not put its chart on a dashboard the admin owns.
    const adminBoard = await newDashboard({ dashboard_title: 'Admin only' });
    const alphaChart = await create({ slice_name: 'Alpha chart' }, session.alpha);
    const foreign = await api(
      'PUT',
      `/api/v1/chart/${alphaChart}`,
      { slice_name: 'Renamed', dashboards: [adminBoard] },
      session.alpha,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({
      message: 'Changing one or more of these dashboards is forbidden',
    });
    const after = (await api('GET', `/api/v1/chart/${alphaChart}`)).body.result;
    expect(after.slice_name).toBe('Alpha chart');
    expect(after.dashboards).toEqual([]);
  });

  it('updates as Superset answers, publishes, and refuses bad bodies writing nothing', async () => {
    const id = await newDashboard({ dashboard_title: 'To change', slug: 'to-change' });
    const metadata = JSON.stringify({ chart_configuration: { '1': { id: 1 } }, color_scheme: 'x' });
    const body = {
      dashboard_title: 'Changed',
      css: '.c{}',
      json_metadata: metadata,
      owners: [session.adminId],
    };
    const r = await api('PUT', `/api/v1/dashboard/${id}`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ id, result: body, last_modified_time: expect.any(Number) });
    expect(r.body.result.json_metadata).toBe(metadata);
    expect(Math.abs(r.body.last_modified_time - Date.now() / 1000)).toBeLessThan(60);
    const publish = await api('PUT', `/api/v1/dashboard/${id}`, { published: true });
    expect(publish.body.result).toEqual({ published: true });
    const shown = (await api('GET', `/api/v1/dashboard/${id}`)).body.result;
    expect(shown).toMatchObject({
      dashboard_title: 'Changed',
      css: '.c{}',
      published: true,
      json_metadata: metadata,
    });

    const bad: [unknown, number, Record<string, string[]>][] = [
      [{ dashboard_title: 5 }, 400, { dashboard_title: ['Not a valid string.'] }],
      [{ published: 'yes' }, 400, { published: ['Not a valid boolean.'] }],
      [{ owners: 'me' }, 400, { owners: ['Not a valid list.'] }],
      [{ roles: [1.5] }, 400, { 'roles.0': ['Not a valid integer.'] }],
      [{ json_metadata: '{oops' }, 400, { json_metadata: ['JSON not valid'] }],
      [{ slug: 'births-overview' }, 422, { slug: ['Must be unique'] }],
      [{ owners: [987654] }, 422, { owners: ['Owners are invalid'] }],
    ];
    for (const [b, status, message] of bad) {
      const refused = await api('PUT', `/api/v1/dashboard/${id}`, {
        css: '.never{}',
        ...(b as object),
      });
      expect(refused.status, JSON.stringify(b)).toBe(status);
      expect(refused.body).toEqual({ message });
    }
    expect((await api('GET', `/api/v1/dashboard/${id}`)).body.result).toMatchObject({
      css: '.c{}',
      slug: 'to-change',
      owners: [{ id: session.adminId }],
    });
    expect((await api('PUT', '/api/v1/dashboard/987654', { published: true })).status).toBe(404);
  });

  it('deletes one or many dashboards, all or none', async () => {
    const [x, y, z] = [
      await newDashboard({ dashboard_title: 'Del x' }),
      await newDashboard({ dashboard_title: 'Del y' }),
      await newDashboard({ dashboard_title: 'Del z' }),
    ];
    expect((await api('DELETE', `/api/v1/dashboard/${x}`)).body).toEqual({ message: 'OK' });
    expect((await api('GET', `/api/v1/dashboard/${x}`)).status).toBe(404);
    const missing = await api('DELETE', `/api/v1/dashboard/${q(`!(${y},987654)`)}`);
    expect(missing.status).toBe(404);
    expect((await api('GET', `/api/v1/dashboard/${y}`)).status).toBe(200);
    const both = await api('DELETE', `/api/v1/dashboard/${q(`!(${y},${z})`)}`);
    expect(both.body).toEqual({ message: 'Deleted 2 dashboards' });
    expect((await api('DELETE', `/api/v1/dashboard/${x}`)).status).toBe(404);
  });

  it('offers owners, creators and editors, and answers _info with the write fields', async () => {
    for (const column of ['owners', 'created_by', 'changed_by']) {
      const r = await api('GET', `/api/v1/dashboard/related/${column}${q('(filter:alfa)')}`);
      expect(r.status).toBe(200);
      expect(r.body.result).toEqual([
        {
          value: session.alphaId,
          text: 'Alfa Tester',
          extra: { email: 'alfa@example.com', active: true },
        },
      ]);
    }
    expect((await api('GET', '/api/v1/dashboard/related/slug')).status).toBe(404);
    const info = (await api('GET', `/api/v1/dashboard/_info${q('(keys:!(add_columns,filters))')}`))
      .body;
    expect(info.add_columns.map((c: { name: string }) => c.name)).toContain('roles');
    expect(info.filters.id.map((f: { operator: string }) => f.operator)).toContain(
      'dashboard_is_favorite',
    );
  });
});
