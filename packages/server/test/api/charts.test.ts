/**
 * `/api/v1/chart/` on the example datasets: create, show, update and delete in Superset's
 * shapes and messages, and the list's filters, order, pages and lookups. One server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('the chart API', () => {
  const session = new ChartsSession();
  const { api, create, names } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);
  const pieParams = (datasetId: number) =>
    JSON.stringify({
      datasource: `${datasetId}__table`,
      viz_type: 'pie',
      groupby: ['gender'],
      metric: 'sum__num',
      adhoc_filters: [],
      row_limit: 100,
    });

  it('creates, shows, updates and deletes a chart in Superset’s shapes', async () => {
    const body = {
      slice_name: 'Births by gender',
      viz_type: 'pie',
      datasource_id: session.births.id,
      datasource_type: 'table',
      params: pieParams(session.births.id),
      description: 'Who is born',
    };
    const created = await api('POST', '/api/v1/chart/', body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), result: body });
    const id = created.body.id;

    const shown = await api('GET', `/api/v1/chart/${id}`);
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.body)).toEqual(['result']);
    expect(shown.body.result).toMatchObject({
      id,
      slice_name: 'Births by gender',
      url: `/explore/?slice_id=${id}`,
      viz_type: 'pie',
      description: 'Who is born',
      params: body.params,
      query_context: null,
      datasource_id: session.births.id,
      datasource_type: 'table',
      datasource_name_text: session.births.name,
      datasource_url: `/explore/?datasource_type=table&datasource_id=${session.births.id}`,
      owners: [
        { id: session.adminId, first_name: expect.any(String), last_name: expect.any(String) },
      ],
      dashboards: [],
      tags: [],
      certified_by: null,
      is_managed_externally: false,
      last_saved_by: { id: session.adminId },
    });
    const byUuid = await api('GET', `/api/v1/chart/${shown.body.result.uuid}`);
    expect(byUuid.body.result.id).toBe(id);

    const put = await api('PUT', `/api/v1/chart/${id}`, {
      slice_name: 'Births by sex',
      certified_by: 'Data team',
      certification_details: 'Checked',
      cache_timeout: 60,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({
      id,
      result: {
        slice_name: 'Births by sex',
        certified_by: 'Data team',
        certification_details: 'Checked',
        cache_timeout: 60,
      },
    });
    const item = (
      await api('GET', `/api/v1/chart/${q(`(filters:!((col:id,opr:eq,value:${id})))`)}`)
    ).body;
    expect(item.count).toBe(1);
    expect(item.ids).toEqual([id]);
    expect(item.list_title).toBe('List Slice');
    expect(item.order_columns).toContain('changed_on_delta_humanized');
    expect(item.result[0]).toMatchObject({
      id,
      slice_name: 'Births by sex',
      url: `/explore/?slice_id=${id}`,
      viz_type: 'pie',
      datasource_name_text: session.births.name,
      certified_by: 'Data team',
      cache_timeout: 60,
      changed_on_delta_humanized: expect.stringMatching(/now|seconds? ago/),
      changed_on_utc: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*\+0000$/),
      changed_by: { id: session.adminId },
      created_by: { id: session.adminId },
      owners: [{ id: session.adminId }],
      thumbnail_url: expect.stringMatching(new RegExp(`^/api/v1/chart/${id}/thumbnail/\\w+/$`)),
      dashboards: [],
      tags: [],
      form_data: { slice_id: id, viz_type: 'pie', datasource: `${session.births.id}__table` },
    });

    expect(await api('DELETE', `/api/v1/chart/${id}`)).toMatchObject({
      status: 200,
      body: { message: 'OK' },
    });
    expect((await api('GET', `/api/v1/chart/${id}`)).status).toBe(404);
    expect((await api('DELETE', `/api/v1/chart/${id}`)).status).toBe(404);
  });

  it('refuses bad charts with Superset’s messages', async () => {
    const post = (body: Record<string, unknown>) =>
      api('POST', '/api/v1/chart/', {
        slice_name: 'x',
        datasource_id: session.births.id,
        datasource_type: 'table',
        ...body,
      });
    expect((await post({ slice_name: undefined })).body).toEqual({
      message: { slice_name: ['Missing data for required field.'] },
    });
    const badParams = await post({ params: '{"viz_type": ' });
    expect(badParams.status).toBe(400);
    expect(badParams.body).toEqual({ message: { params: ['JSON not valid'] } });
    const badType = await post({ datasource_type: 'druid' });
    expect(badType.status).toBe(400);
    expect(badType.body.message.datasource_type[0]).toMatch(/^Must be one of: table/);
    const missing = await post({ datasource_id: 987654 });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    const related = await post({ owners: [987654], dashboards: [1] });
    expect(related.status).toBe(422);
    expect(related.body).toEqual({
      message: { owners: ['Owners are invalid'], dashboards: ['Dashboards do not exist'] },
    });

    const id = await create({ slice_name: 'To be refused' });
    const put = await api('PUT', `/api/v1/chart/${id}`, { datasource_id: session.sales.id });
    expect(put.status).toBe(422);
    expect(put.body).toEqual({
      message: { datasource_type: ['Datasource type is required when datasource_id is given'] },
    });
    const badQc = await api('PUT', `/api/v1/chart/${id}`, { query_context: 'nope' });
    expect(badQc.body).toEqual({ message: { query_context: ['JSON not valid'] } });
    expect((await api('PUT', '/api/v1/chart/987654', { slice_name: 'y' })).status).toBe(404);
    await api('DELETE', `/api/v1/chart/${id}`);
  });

  it('lists with Superset’s filters, order and pages', async () => {
    const a = await create({ slice_name: 'Boys by state', certified_by: 'Data team' });
    const b = await create({
      slice_name: 'Girls over time',
      viz_type: 'echarts_timeseries_line',
      description: 'A trend',
    });
    const c = await create(
      { slice_name: 'Sales by platform', viz_type: 'table', datasource_id: session.sales.id },
      session.alpha,
    );
    const order = '(order_column:slice_name,order_direction:asc)';
    const all = await api('GET', `/api/v1/chart/${q(order)}`);
    expect(all.body.count).toBe(3);
    expect(all.body.ids).toEqual([a, b, c]);
    expect(await names(order)).toEqual(['Boys by state', 'Girls over time', 'Sales by platform']);
    expect(
      await names('(order_column:slice_name,order_direction:desc,page:0,page_size:2)'),
    ).toEqual(['Sales by platform', 'Girls over time']);
    const paged = await api(
      'GET',
      `/api/v1/chart/${q('(order_column:slice_name,page:1,page_size:2)')}`,
    );
    expect(paged.body.count).toBe(3);
    expect(paged.body.result.map((r: { id: number }) => r.id)).toEqual([c]);
    // Newest change first by default.
    expect(await names('()')).toEqual(['Sales by platform', 'Girls over time', 'Boys by state']);

    const filtered = (filters: string, token = session.admin) =>
      names(`(filters:!(${filters}),order_column:slice_name,order_direction:asc)`, token);
    expect(await filtered('(col:slice_name,opr:ct,value:BY)')).toEqual([
      'Boys by state',
      'Sales by platform',
    ]);
    expect(await filtered('(col:slice_name,opr:sw,value:girls)')).toEqual(['Girls over time']);
    expect(await filtered('(col:viz_type,opr:eq,value:pie)')).toEqual(['Boys by state']);
    expect(await filtered('(col:viz_type,opr:in,value:!(pie,table))')).toEqual([
      'Boys by state',
      'Sales by platform',
    ]);
    expect(await filtered(`(col:datasource_id,opr:eq,value:${session.sales.id})`)).toEqual([
      'Sales by platform',
    ]);
    expect(await filtered('(col:slice_name,opr:chart_all_text,value:trend)')).toEqual([
      'Girls over time',
    ]);
    expect(await filtered('(col:slice_name,opr:chart_all_text,value:video_game)')).toEqual([
      'Sales by platform',
    ]);
    expect(await filtered('(col:id,opr:chart_is_certified,value:!t)')).toEqual(['Boys by state']);
    expect(await filtered('(col:id,opr:chart_is_certified,value:!f)')).toEqual([
      'Girls over time',
      'Sales by platform',
    ]);
    expect(await filtered(`(col:owners,opr:rel_m_m,value:${session.alphaId})`)).toEqual([
      'Sales by platform',
    ]);
    expect(
      await filtered('(col:created_by,opr:chart_created_by_me,value:me)', session.alpha),
    ).toEqual(['Sales by platform']);
    expect(await filtered('(col:dashboards,opr:rel_m_m,value:1)')).toEqual([]);
    expect(
      await filtered('(col:slice_name,opr:ct,value:by),(col:viz_type,opr:eq,value:table)'),
    ).toEqual(['Sales by platform']);

    const columns = await api(
      'GET',
      `/api/v1/chart/${q(`(columns:!(id,slice_name,owners.id),filters:!((col:id,opr:eq,value:${c})))`)}`,
    );
    expect(columns.body.result).toEqual([
      { id: c, slice_name: 'Sales by platform', owners: [{ id: session.alphaId }] },
    ]);
    expect((await api('GET', `/api/v1/chart/${q('(order_column:params)')}`)).status).toBe(400);
    expect(
      (await api('GET', `/api/v1/chart/${q('(filters:!((col:params,opr:eq,value:x)))')}`)).status,
    ).toBe(400);

    const distinct = await api('GET', `/api/v1/chart/distinct/viz_type${q('(filter:e)')}`);
    expect(distinct.body).toEqual({
      count: 3,
      result: [
        { text: 'echarts_timeseries_line', value: 'echarts_timeseries_line' },
        { text: 'pie', value: 'pie' },
        { text: 'table', value: 'table' },
      ],
    });
    const owners = await api('GET', `/api/v1/chart/related/owners${q('(filter:alf)')}`);
    expect(owners.body).toEqual({
      count: 1,
      result: [
        {
          value: session.alphaId,
          text: 'Alfa Tester',
          extra: { email: 'alfa@example.com', active: true },
        },
      ],
    });
    expect((await api('GET', '/api/v1/chart/related/created_by')).body.count).toBeGreaterThan(2);
    expect((await api('GET', '/api/v1/chart/related/params')).status).toBe(404);

    const bulk = await api('DELETE', `/api/v1/chart/${q(`!(${a},${b},${c})`)}`);
    expect(bulk.body).toEqual({ message: 'Deleted 3 charts' });
    expect(await names('()')).toEqual([]);
  });
});
