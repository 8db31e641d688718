/**
 * Row level security: the `/api/v1/rowlevelsecurity/` rules (admin only, field-named
 * errors, list/show/related/_info, bulk delete), and the rules at work in chart data: a
 * Gamma user with access to birth_names sees only the rows its rules allow (Regular rules
 * of its role, Base rules of everyone else, a group ORed, Jinja rendered) in full results,
 * samples and drill detail, while the admin sees every row and never shares its cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('row level security', () => {
  const session = new ChartsSession({ TESSERA_FEATURE_ENABLE_TEMPLATE_PROCESSING: 'true' });
  const { api } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);

  const roleId = async (name: string) =>
    (await api('GET', '/api/v1/security/roles/')).body.result.find(
      (r: { name: string }) => r.name === name,
    ).id as number;

  it('keeps rules with field-named errors, for admins only', async () => {
    const missing = await api('POST', '/api/v1/rowlevelsecurity/', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual({
      name: ['Missing data for required field.'],
      filter_type: ['Missing data for required field.'],
      tables: ['Missing data for required field.'],
      roles: ['Missing data for required field.'],
      clause: ['Missing data for required field.'],
    });
    const base = {
      name: 'Girls only',
      description: 'Readers see girls',
      filter_type: 'Regular',
      tables: [session.births.id],
      roles: [session.readersRoleId],
      group_key: null,
      clause: "gender = 'girl'",
    };
    const bad = await api('POST', '/api/v1/rowlevelsecurity/', {
      ...base,
      filter_type: 'Sometimes',
      tables: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({
      filter_type: ['Must be one of: Regular, Base.'],
      tables: ['Shorter than minimum length 1.'],
    });
    const noTable = await api('POST', '/api/v1/rowlevelsecurity/', { ...base, tables: [987654] });
    expect(noTable.status).toBe(422);
    expect(noTable.body).toEqual({ message: { tables: ['Datasource does not exist'] } });
    const noRole = await api('POST', '/api/v1/rowlevelsecurity/', { ...base, roles: [987654] });
    expect(noRole.body).toEqual({ message: { roles: ['Some roles do not exist'] } });

    const created = await api('POST', '/api/v1/rowlevelsecurity/', base);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), result: base });
    const id = created.body.id as number;
    const again = await api('POST', '/api/v1/rowlevelsecurity/', base);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: { name: ['Name must be unique'] } });

    const shown = await api('GET', `/api/v1/rowlevelsecurity/${id}`);
    expect(shown.body.result).toEqual({
      id,
      name: 'Girls only',
      description: 'Readers see girls',
      filter_type: 'Regular',
      tables: [{ id: session.births.id, schema: expect.anything(), table_name: 'birth_names' }],
      roles: [{ id: session.readersRoleId, name: 'birth_readers' }],
      group_key: null,
      clause: "gender = 'girl'",
    });
    const put = await api('PUT', `/api/v1/rowlevelsecurity/${id}`, {
      group_key: 'gender',
      description: 'Changed',
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id, result: { group_key: 'gender', description: 'Changed' } });
    expect((await api('PUT', `/api/v1/rowlevelsecurity/${id}`, { tables: [] })).status).toBe(400);
    expect((await api('PUT', '/api/v1/rowlevelsecurity/987654', { clause: '1 = 1' })).status).toBe(
      404,
    );

    const second = await api('POST', '/api/v1/rowlevelsecurity/', {
      ...base,
      name: 'Sales for admins',
      filter_type: 'Base',
      tables: [session.sales.id],
      roles: [await roleId('Admin')],
      clause: '1 = 0',
    });
    const list = await api(
      'GET',
      `/api/v1/rowlevelsecurity/${q('(order_column:name,order_direction:asc,page:0,page_size:25)')}`,
    );
    expect(list.body.count).toBe(2);
    expect(list.body.result.map((r: { name: string }) => r.name)).toEqual([
      'Girls only',
      'Sales for admins',
    ]);
    expect(list.body.result[0]).toMatchObject({
      id,
      filter_type: 'Regular',
      group_key: 'gender',
      tables: [{ id: session.births.id, table_name: 'birth_names' }],
      roles: [{ id: session.readersRoleId, name: 'birth_readers' }],
      changed_by: { id: session.adminId },
      changed_on_delta_humanized: expect.any(String),
    });
    const byTable = await api(
      'GET',
      `/api/v1/rowlevelsecurity/${q(`(filters:!((col:tables,opr:rel_m_m,value:${session.sales.id})))`)}`,
    );
    expect(byTable.body.ids).toEqual([second.body.id]);
    const byName = await api(
      'GET',
      `/api/v1/rowlevelsecurity/${q('(filters:!((col:name,opr:ct,value:girls)))')}`,
    );
    expect(byName.body.ids).toEqual([id]);
    expect((await api('GET', `/api/v1/rowlevelsecurity/${q('(order_column:nope)')}`)).status).toBe(
      400,
    );

    const tables = await api(
      'GET',
      `/api/v1/rowlevelsecurity/related/tables${q('(filter:birth_na)')}`,
    );
    expect(tables.body.result).toContainEqual({
      value: session.births.id,
      text: 'birth_names',
      extra: {},
    });
    const roles = await api(
      'GET',
      `/api/v1/rowlevelsecurity/related/roles${q('(filter:readers)')}`,
    );
    expect(roles.body).toEqual({
      count: 1,
      result: [{ value: session.readersRoleId, text: 'birth_readers', extra: {} }],
    });
    expect((await api('GET', '/api/v1/rowlevelsecurity/related/owners')).status).toBe(404);
    const info = await api('GET', `/api/v1/rowlevelsecurity/_info${q('(keys:!(permissions))')}`);
    expect(info.body).toEqual({ permissions: ['can_read', 'can_write'] });

    for (const token of [session.gamma, session.alpha]) {
      expect((await api('GET', '/api/v1/rowlevelsecurity/', undefined, token)).status).toBe(403);
      expect(
        (await api('POST', '/api/v1/rowlevelsecurity/', { ...base, name: 'x' }, token)).status,
      ).toBe(403);
    }

    expect((await api('DELETE', `/api/v1/rowlevelsecurity/987654`)).status).toBe(404);
    expect(
      (await api('DELETE', `/api/v1/rowlevelsecurity/${q(`!(${id},${second.body.id})`)}`)).body,
    ).toEqual({ message: 'Deleted 2 rules' });
    expect((await api('GET', `/api/v1/rowlevelsecurity/${id}`)).status).toBe(404);
  });

  it('shows a Gamma user only the rows its rules allow, the admin all, in every result type', async () => {
    const rule = async (body: Record<string, unknown>) => {
      const r = await api('POST', '/api/v1/rowlevelsecurity/', {
        filter_type: 'Regular',
        tables: [session.births.id],
        roles: [session.readersRoleId],
        ...body,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id as number;
    };
    const ids = [
      // Rendered by Jinja: unrendered, the comparison would be false and hide every row.
      await rule({
        name: 'girls',
        clause: "gender = 'girl' AND '{{ current_username() }}' = 'gemma'",
      }),
      await rule({ name: 'CA', group_key: 'state', clause: "state = 'CA'" }),
      await rule({ name: 'NY', group_key: 'state', clause: "state = 'NY'" }),
      // Base: everyone except Admin and Alpha, so Gemma too.
      await rule({
        name: 'not tiny',
        filter_type: 'Base',
        roles: [await roleId('Admin'), await roleId('Alpha')],
        clause: 'num >= 10',
      }),
      // Regular for Alpha only: does not apply to Gemma.
      await rule({ name: 'alpha boys', roles: [await roleId('Alpha')], clause: "gender = 'boy'" }),
    ];

    const context = (resultType: string, extra: Record<string, unknown> = {}) => ({
      datasource: { id: session.births.id, type: 'table' },
      result_type: resultType,
      queries: [
        {
          columns: ['gender', 'state'],
          metrics: ['count'],
          orderby: [['count', false]],
          row_limit: 1000,
          ...extra,
        },
      ],
    });
    const data = async (body: unknown, token: string) => {
      const r = await api('POST', '/api/v1/chart/data', body, token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result[0];
    };
    const byGroup = (rows: { gender: string; state: string; count: number }[]) =>
      Object.fromEntries(rows.map((r) => [`${r.gender}/${r.state}`, r.count]));

    const everything = await data(context('full'), session.admin);
    const allowed = await data(
      context('full', {
        extras: { where: "gender = 'girl' AND state IN ('CA', 'NY') AND num >= 10" },
      }),
      session.admin,
    );
    const gamma = await data(context('full'), session.gamma);
    expect(gamma.is_cached).toBe(false);
    expect(gamma.cache_key).not.toBe(everything.cache_key);
    expect(byGroup(gamma.data)).toEqual(byGroup(allowed.data));
    expect(Object.keys(byGroup(gamma.data)).sort()).toEqual(['girl/CA', 'girl/NY']);
    expect(gamma.query).toContain("(state = 'CA') OR (state = 'NY')");
    expect(gamma.query).toContain("'gemma' = 'gemma'");
    // The admin's answer still has every group, now from the cache.
    const adminAgain = await data(context('full'), session.admin);
    expect(adminAgain.is_cached).toBe(true);
    expect(byGroup(adminAgain.data)).toEqual(byGroup(everything.data));
    expect(Object.keys(byGroup(everything.data)).length).toBeGreaterThan(2);
    // Alpha: its own Regular rule, and no Base rule.
    const alpha = await data(context('full'), session.alpha);
    expect(new Set(alpha.data.map((r: { gender: string }) => r.gender))).toEqual(new Set(['boy']));

    const samples = await data(context('samples'), session.gamma);
    expect(samples.data.length).toBeGreaterThan(0);
    for (const row of samples.data) {
      expect(row.gender).toBe('girl');
      expect(['CA', 'NY']).toContain(row.state);
      expect(row.num).toBeGreaterThanOrEqual(10);
    }
    const adminSamples = await data(context('samples'), session.admin);
    expect(new Set(adminSamples.data.map((r: { gender: string }) => r.gender))).toEqual(
      new Set(['boy', 'girl']),
    );
    const drill = await data(context('drill_detail', { row_limit: 50 }), session.gamma);
    expect(drill.data.length).toBeGreaterThan(0);
    expect(drill.data.every((r: { state: string }) => ['CA', 'NY'].includes(r.state))).toBe(true);

    // A changed rule applies at once.
    await api('PUT', `/api/v1/rowlevelsecurity/${ids[0]}`, { clause: "gender = 'boy'" });
    const changed = await data(context('full'), session.gamma);
    expect(new Set(changed.data.map((r: { gender: string }) => r.gender))).toEqual(
      new Set(['boy']),
    );
    await api('DELETE', `/api/v1/rowlevelsecurity/${q(`!(${ids.join(',')})`)}`);
    const free = await data(context('full'), session.gamma);
    expect(byGroup(free.data)).toEqual(byGroup(everything.data));
  });
});
