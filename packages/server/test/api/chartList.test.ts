/**
 * What the chart list page asks of `/api/v1/chart/`: its sort columns, the "Modified by"
 * and "Created by" filters, the columns and metadata it reads (with the description's
 * markdown as HTML), the `_info` operators it
 * names, and deletes and edits that are all or nothing with field-named errors. One server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('the chart list API', () => {
  const session = new ChartsSession();
  const { api, create, names } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);

  it('sorts by the list page’s columns', async () => {
    const a = await create({ slice_name: 'Alpha pie' });
    const b = await create(
      { slice_name: 'Beta table', viz_type: 'table', datasource_id: session.sales.id },
      session.alpha,
    );
    const c = await create({ slice_name: 'Gamma line', viz_type: 'echarts_timeseries_line' });
    // Saved again, Alpha pie becomes the most recently changed and saved chart.
    expect((await api('PUT', `/api/v1/chart/${a}`, { description: 'Again' })).status).toBe(200);

    const sorted = (column: string, direction = 'asc') =>
      names(`(order_column:${column},order_direction:${direction})`);
    expect(await sorted('viz_type')).toEqual(['Gamma line', 'Alpha pie', 'Beta table']);
    expect(await sorted('datasource_name')).toEqual(['Alpha pie', 'Gamma line', 'Beta table']);
    expect(await sorted('datasource_name', 'desc')).toEqual([
      'Beta table',
      'Alpha pie',
      'Gamma line',
    ]);
    expect(await sorted('changed_on_delta_humanized', 'desc')).toEqual([
      'Alpha pie',
      'Gamma line',
      'Beta table',
    ]);
    expect(await sorted('changed_on_delta_humanized')).toEqual([
      'Beta table',
      'Gamma line',
      'Alpha pie',
    ]);
    expect(await sorted('last_saved_at')).toEqual(['Beta table', 'Gamma line', 'Alpha pie']);
    expect(await sorted('slice_name', 'desc')).toEqual(['Gamma line', 'Beta table', 'Alpha pie']);
    const bad = await api('GET', `/api/v1/chart/${q('(order_column:owners)')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Order column 'owners' is not allowed" });

    await api('DELETE', `/api/v1/chart/${q(`!(${a},${b},${c})`)}`);
  });

  it('filters by who created and who last changed a chart', async () => {
    const mine = await create({ slice_name: 'Made by admin' });
    const theirs = await create({ slice_name: 'Made by Alfa' }, session.alpha);
    // Alfa edits a chart it was given: the admin created it, Alfa changed it last.
    await api('PUT', `/api/v1/chart/${mine}`, { owners: [session.adminId, session.alphaId] });
    await api('PUT', `/api/v1/chart/${mine}`, { description: 'Touched' }, session.alpha);

    const filtered = (filters: string) =>
      names(`(filters:!(${filters}),order_column:slice_name,order_direction:asc)`);
    expect(await filtered(`(col:changed_by,opr:rel_o_m,value:${session.alphaId})`)).toEqual([
      'Made by Alfa',
      'Made by admin',
    ]);
    expect(await filtered(`(col:changed_by,opr:rel_o_m,value:${session.adminId})`)).toEqual([]);
    expect(await filtered(`(col:created_by,opr:rel_o_m,value:${session.adminId})`)).toEqual([
      'Made by admin',
    ]);
    expect(await filtered(`(col:owners,opr:rel_m_m,value:${session.adminId})`)).toEqual([
      'Made by admin',
    ]);
    expect(await filtered(`(col:owners,opr:nrel_m_m,value:${session.adminId})`)).toEqual([
      'Made by Alfa',
    ]);
    // "Created by me" is Superset's: created or last changed by the asker.
    expect(
      await names(
        '(filters:!((col:created_by,opr:chart_created_by_me,value:!t)),order_column:slice_name)',
        session.alpha,
      ),
    ).toEqual(['Made by Alfa', 'Made by admin']);

    const modifiedBy = await api('GET', `/api/v1/chart/related/changed_by${q('(filter:alf)')}`);
    expect(modifiedBy.body.result.map((u: { value: number }) => u.value)).toEqual([
      session.alphaId,
    ]);
    await api('DELETE', `/api/v1/chart/${q(`!(${mine},${theirs})`)}`);
  });

  it('answers the columns and metadata the list page reads', async () => {
    const id = await create({
      slice_name: 'Certified births',
      description: '**Counted** by [state](https://example.org/states)',
      cache_timeout: 600,
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
    });
    const r = await api(
      'GET',
      `/api/v1/chart/${q(`(filters:!((col:id,opr:eq,value:${id})),keys:!(list_columns,order_columns,list_title))`)}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.list_title).toBe('List Slice');
    expect(r.body.order_columns).toEqual([
      'changed_by.first_name',
      'changed_on_delta_humanized',
      'datasource_id',
      'datasource_name',
      'last_saved_at',
      'last_saved_by.id',
      'slice_name',
      'viz_type',
    ]);
    expect(r.body.list_columns).toEqual(
      expect.arrayContaining([
        'url',
        'datasource_name_text',
        'datasource_url',
        'description_markeddown',
        'changed_by.id',
        'changed_by_name',
        'changed_on_utc',
        'thumbnail_url',
        'dashboards.id',
        'tags.name',
        'last_saved_by.id',
      ]),
    );
    expect(r.body.label_columns).toBeUndefined();
    expect(r.body.result[0]).toMatchObject({
      id,
      slice_name: 'Certified births',
      url: `/explore/?slice_id=${id}`,
      viz_type: 'pie',
      datasource_name_text: session.births.name,
      datasource_url: `/explore/?datasource_type=table&datasource_id=${session.births.id}`,
      description: '**Counted** by [state](https://example.org/states)',
      description_markeddown:
        '<p><strong>Counted</strong> by <a href="https://example.org/states">state</a></p>',
      cache_timeout: 600,
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
      owners: [{ id: session.adminId }],
      changed_by: { id: session.adminId },
      changed_on_delta_humanized: expect.stringMatching(/ago$|^now$/),
      changed_on_utc: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+0000$/),
      last_saved_by: { id: session.adminId },
      dashboards: [],
      tags: [],
    });
    const picked = await api(
      'GET',
      `/api/v1/chart/${q(`(columns:!(id,changed_by.id,changed_by_name,url),filters:!((col:id,opr:eq,value:${id})))`)}`,
    );
    expect(picked.body.result).toEqual([
      {
        id,
        changed_by: { id: session.adminId },
        changed_by_name: expect.any(String),
        url: `/explore/?slice_id=${id}`,
      },
    ]);

    // The saved charts list of a dashboard's editor asks for the description both ways.
    const described = await api(
      'GET',
      `/api/v1/chart/${q(`(columns:!(id,description,description_markeddown),filters:!((col:id,opr:eq,value:${id})))`)}`,
    );
    expect(described.body.result).toEqual([
      {
        id,
        description: '**Counted** by [state](https://example.org/states)',
        description_markeddown:
          '<p><strong>Counted</strong> by <a href="https://example.org/states">state</a></p>',
      },
    ]);
    const plain = await create({ slice_name: 'Undescribed' });
    const unsafe = await create({
      slice_name: 'Scripted',
      description: 'Hi <script>alert(1)</script>',
    });
    const markeddown = await api(
      'GET',
      `/api/v1/chart/${q(`(columns:!(slice_name,description_markeddown),filters:!((col:id,opr:in,value:!(${plain},${unsafe}))),order_column:slice_name)`)}`,
    );
    expect(markeddown.body.result).toEqual([
      { slice_name: 'Scripted', description_markeddown: '<p>Hi </p>' },
      { slice_name: 'Undescribed', description_markeddown: '' },
    ]);
    await api('DELETE', `/api/v1/chart/${q(`!(${plain},${unsafe})`)}`);

    const info = await api('GET', `/api/v1/chart/_info${q('(keys:!(filters,permissions))')}`);
    expect(Object.keys(info.body).sort()).toEqual(['filters', 'permissions']);
    expect(info.body.permissions).toEqual(['can_read', 'can_write', 'can_export']);
    const operators = (col: string) =>
      info.body.filters[col].map((f: { operator: string }) => f.operator);
    expect(operators('id')).toEqual(
      expect.arrayContaining(['chart_is_favorite', 'chart_is_certified']),
    );
    expect(operators('slice_name')).toContain('chart_all_text');
    expect(operators('owners')).toContain('rel_m_m');
    expect(operators('created_by')).toContain('chart_created_by_me');
    expect(operators('changed_by')).toContain('rel_o_m');
    await api('DELETE', `/api/v1/chart/${id}`);
  });

  it('deletes all of a bulk or none, and names the fields of a bad edit', async () => {
    const a = await create({ slice_name: 'Kept one' });
    const b = await create({ slice_name: 'Kept two' });
    const missing = await api('DELETE', `/api/v1/chart/${q(`!(${a},987654)`)}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    expect(await names('(order_column:slice_name)')).toEqual(['Kept one', 'Kept two']);
    expect((await api('DELETE', `/api/v1/chart/${q('!()')}`)).status).toBe(400);

    const badTimeout = await api('PUT', `/api/v1/chart/${a}`, { cache_timeout: 'soon' });
    expect(badTimeout.status).toBe(400);
    expect(badTimeout.body).toEqual({ message: { cache_timeout: ['Not a valid integer.'] } });
    const longName = await api('PUT', `/api/v1/chart/${a}`, { slice_name: 'x'.repeat(251) });
    expect(longName.body).toEqual({
      message: { slice_name: ['Length must be between 0 and 250.'] },
    });
    const badOwners = await api('PUT', `/api/v1/chart/${a}`, { owners: [987654] });
    expect(badOwners.status).toBe(422);
    expect(badOwners.body).toEqual({ message: { owners: ['Owners are invalid'] } });
    // None of the refused edits changed the chart.
    const shown = (await api('GET', `/api/v1/chart/${a}`)).body.result;
    expect(shown).toMatchObject({ slice_name: 'Kept one', cache_timeout: null });
    expect(shown.owners.map((o: { id: number }) => o.id)).toEqual([session.adminId]);

    // The properties the list page edits, saved in one PUT.
    const edit = await api('PUT', `/api/v1/chart/${a}`, {
      slice_name: 'Renamed',
      description: 'New words',
      cache_timeout: 60,
      certified_by: 'Ops',
      certification_details: 'Verified',
      owners: [session.adminId, session.alphaId],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await api('GET', `/api/v1/chart/${a}`)).body.result).toMatchObject({
      slice_name: 'Renamed',
      description: 'New words',
      cache_timeout: 60,
      certified_by: 'Ops',
      certification_details: 'Verified',
      owners: [{ id: session.adminId }, { id: session.alphaId }],
    });
    // Clearing the certification with empty texts stores none.
    await api('PUT', `/api/v1/chart/${a}`, { certified_by: '', certification_details: '' });
    expect(
      await names('(filters:!((col:id,opr:chart_is_certified,value:!t)))', session.admin),
    ).toEqual([]);

    expect(await api('DELETE', `/api/v1/chart/${q(`!(${a})`)}`)).toMatchObject({
      status: 200,
      body: { message: 'Deleted 1 chart' },
    });
    expect(await api('DELETE', `/api/v1/chart/${q(`!(${b})`)}`)).toMatchObject({
      body: { message: 'Deleted 1 chart' },
    });
    expect(await names('()')).toEqual([]);
  });
});
