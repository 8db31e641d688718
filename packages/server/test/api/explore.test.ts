/**
 * `GET /api/v1/explore/`: what the explore page opens with, from a dataset, a saved chart,
 * a form data key or a permalink; the placeholder dataset when the chart's dataset is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('GET /api/v1/explore/', () => {
  const t = new ChartsSession();
  beforeAll(t.start, 240_000);
  afterAll(t.stop);

  it('opens a dataset with its columns, metrics, owners and time grains', async () => {
    const r = await t.api(
      'GET',
      `/api/v1/explore/?datasource_type=table&datasource_id=${t.births.id}`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { dataset, form_data, slice, message } = r.body.result;
    expect(form_data).toEqual({ datasource: `${t.births.id}__table` });
    expect(slice).toBeNull();
    expect(message).toBeNull();
    expect(dataset).toMatchObject({ id: t.births.id, type: 'table', uid: `${t.births.id}__table` });
    expect(dataset.datasource_name).toBe('birth_names');
    expect(dataset.columns.map((c: { column_name: string }) => c.column_name)).toContain('gender');
    expect(dataset.metrics.map((m: { metric_name: string }) => m.metric_name)).toContain('count');
    expect(Array.isArray(dataset.owners)).toBe(true);
    expect(dataset.time_grain_sqla.length).toBeGreaterThan(0);
    expect(dataset.database.id).toBeGreaterThan(0);
  });

  it('opens a saved chart with its form data and chart data', async () => {
    const id = await t.create({
      slice_name: 'Births by gender',
      description: 'Births **by gender**<script>alert(1)</script>',
      params: JSON.stringify({ metric: 'count', groupby: ['gender'], row_limit: 10 }),
    });
    const r = await t.api('GET', `/api/v1/explore/?slice_id=${id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { form_data, slice, dataset, metadata } = r.body.result;
    expect(form_data).toMatchObject({
      metric: 'count',
      groupby: ['gender'],
      slice_id: id,
      viz_type: 'pie',
      datasource: `${t.births.id}__table`,
    });
    expect(slice).toMatchObject({
      slice_id: id,
      slice_name: 'Births by gender',
      slice_url: `/explore/?slice_id=${id}`,
      owners: [t.adminId],
    });
    // the description as Superset's explore shows it: markdown to HTML, scripts gone
    expect(slice.description_markeddown.trim()).toBe('<p>Births <strong>by gender</strong></p>');
    expect(dataset.id).toBe(t.births.id);
    expect(metadata.owners).toHaveLength(1);
  });

  it('answers 404 for a chart that does not exist', async () => {
    const r = await t.api('GET', '/api/v1/explore/?slice_id=999999');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'Chart not found' });
  });

  it('answers a placeholder dataset when the chart’s dataset was deleted', async () => {
    const examples = (await t.api('GET', `/api/v1/dataset/${t.births.id}`)).body.result.database;
    const created = await t.api('POST', '/api/v1/dataset/', {
      database: examples.id,
      table_name: 'doomed_births',
      sql: 'SELECT gender, num FROM birth_names',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const chartId = await t.create({
      slice_name: 'Orphan',
      datasource_id: created.body.id,
      viz_type: 'table',
      params: JSON.stringify({ metrics: ['count'] }),
    });
    expect((await t.api('DELETE', `/api/v1/dataset/${created.body.id}`)).status).toBe(200);

    const r = await t.api('GET', `/api/v1/explore/?slice_id=${chartId}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.dataset).toEqual({
      type: 'table',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
    });
    expect(r.body.result.message).toBe('Dataset does not exist');
    expect(r.body.result.slice.slice_name).toBe('Orphan');
  });

  it('refuses a dataset the user does not reach', async () => {
    const r = await t.api(
      'GET',
      `/api/v1/explore/?datasource_type=table&datasource_id=${t.sales.id}`,
      undefined,
      t.gamma,
    );
    expect(r.status).toBe(403);
    const own = await t.api(
      'GET',
      `/api/v1/explore/?datasource_type=table&datasource_id=${t.births.id}`,
      undefined,
      t.gamma,
    );
    expect(own.status).toBe(200);
  });

  it('opens the form data kept under a key, overriding the chart’s', async () => {
    const id = await t.create({ slice_name: 'Keyed', params: JSON.stringify({ metric: 'count' }) });
    const post = await t.api('POST', '/api/v1/explore/form_data', {
      datasource_id: t.births.id,
      datasource_type: 'table',
      chart_id: id,
      form_data: JSON.stringify({ slice_id: id, viz_type: 'table', row_limit: 5 }),
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const r = await t.api('GET', `/api/v1/explore/?form_data_key=${post.body.key}&slice_id=${id}`);
    expect(r.body.result.form_data).toMatchObject({
      viz_type: 'table',
      row_limit: 5,
      metric: 'count',
      slice_id: id,
    });
    expect(r.body.result.message).toBeNull();

    const gone = await t.api('GET', `/api/v1/explore/?form_data_key=unknownkey&slice_id=${id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.result.message).toBe(
      'Form data not found in cache, reverting to chart metadata.',
    );
    expect(gone.body.result.form_data.viz_type).toBe('pie');
  });

  it('opens a permalink with its URL parameters', async () => {
    const link = await t.api('POST', '/api/v1/explore/permalink', {
      formData: { datasource: `${t.births.id}__table`, viz_type: 'big_number_total' },
      urlParams: [['foo', 'bar']],
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const r = await t.api('GET', `/api/v1/explore/?permalink_key=${link.body.key}`);
    expect(r.status).toBe(200);
    expect(r.body.result.form_data).toEqual({
      datasource: `${t.births.id}__table`,
      viz_type: 'big_number_total',
      url_params: { foo: 'bar' },
    });
    expect(r.body.result.dataset.id).toBe(t.births.id);
  });
});
