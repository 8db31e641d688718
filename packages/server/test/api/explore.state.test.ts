/**
 * `/api/v1/explore/form_data` (an explore tab's unsaved form data, owned by its writer) and
 * `/api/v1/explore/permalink` (explore states kept for good).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession } from './chartsSession.js';

const available = await storeAvailable();

describe.skipIf(!available)('explore form data and permalinks', () => {
  const t = new ChartsSession();
  beforeAll(t.start, 240_000);
  afterAll(t.stop);

  const body = (formData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    datasource_id: t.births.id,
    datasource_type: 'table',
    form_data: JSON.stringify(formData),
    ...extra,
  });

  it('keeps, reads, updates and deletes form data', async () => {
    const post = await t.api('POST', '/api/v1/explore/form_data', body({ viz_type: 'table' }));
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const key = post.body.key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const got = await t.api('GET', `/api/v1/explore/form_data/${key}`);
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body.form_data)).toEqual({ viz_type: 'table' });

    const put = await t.api(
      'PUT',
      `/api/v1/explore/form_data/${key}?tab_id=1`,
      body({ viz_type: 'pie' }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const tabKey = put.body.key as string;
    const again = await t.api(
      'PUT',
      `/api/v1/explore/form_data/${tabKey}?tab_id=1`,
      body({ viz_type: 'big_number_total' }),
    );
    expect(again.body.key).toBe(tabKey);
    const read = await t.api('GET', `/api/v1/explore/form_data/${tabKey}`);
    expect(JSON.parse(read.body.form_data)).toEqual({ viz_type: 'big_number_total' });

    const del = await t.api('DELETE', `/api/v1/explore/form_data/${tabKey}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Deleted successfully' });
    expect((await t.api('GET', `/api/v1/explore/form_data/${tabKey}`)).status).toBe(404);
  });

  it('gives the same tab the same key for the same dataset', async () => {
    const a = await t.api('POST', '/api/v1/explore/form_data?tab_id=7', body({ a: 1 }));
    const b = await t.api('POST', '/api/v1/explore/form_data?tab_id=7', body({ a: 2 }));
    const c = await t.api('POST', '/api/v1/explore/form_data?tab_id=8', body({ a: 3 }));
    expect(a.body.key).toBe(b.body.key);
    expect(c.body.key).not.toBe(a.body.key);
    const read = await t.api('GET', `/api/v1/explore/form_data/${a.body.key}`);
    expect(JSON.parse(read.body.form_data)).toEqual({ a: 2 });
  });

  it('lets only the writer update or delete, and anyone with access read', async () => {
    const post = await t.api('POST', '/api/v1/explore/form_data', body({ mine: true }));
    const key = post.body.key;
    const read = await t.api('GET', `/api/v1/explore/form_data/${key}`, undefined, t.gamma);
    expect(read.status).toBe(200);
    const put = await t.api(
      'PUT',
      `/api/v1/explore/form_data/${key}`,
      body({ theirs: true }),
      t.gamma,
    );
    expect(put.status).toBe(403);
    const del = await t.api('DELETE', `/api/v1/explore/form_data/${key}`, undefined, t.gamma);
    expect(del.status).toBe(403);
  });

  it('refuses bad input naming the field, and datasets the user does not reach', async () => {
    const noJson = await t.api('POST', '/api/v1/explore/form_data', {
      datasource_id: t.births.id,
      datasource_type: 'table',
      form_data: '{not json',
    });
    expect(noJson.status).toBe(400);
    expect(noJson.body).toEqual({ message: { form_data: ['Not a valid JSON string.'] } });

    const noDs = await t.api('POST', '/api/v1/explore/form_data', { form_data: '{}' });
    expect(noDs.status).toBe(400);
    expect(Object.keys(noDs.body.message)).toEqual(
      expect.arrayContaining(['datasource_id', 'datasource_type']),
    );

    const missing = await t.api(
      'POST',
      '/api/v1/explore/form_data',
      body({}, { datasource_id: 999999 }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Dataset does not exist' });

    const denied = await t.api(
      'POST',
      '/api/v1/explore/form_data',
      body({}, { datasource_id: t.sales.id }),
      t.gamma,
    );
    expect(denied.status).toBe(403);
    expect((await t.api('GET', '/api/v1/explore/form_data/nosuchkey')).status).toBe(404);
  });

  it('round-trips a permalink', async () => {
    const formData = { datasource: `${t.births.id}__table`, viz_type: 'pie', metric: 'count' };
    const post = await t.api('POST', '/api/v1/explore/permalink', { formData });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(post.body.url).toMatch(new RegExp(`/superset/explore/p/${post.body.key}/$`));
    const got = await t.api('GET', `/api/v1/explore/permalink/${post.body.key}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      chartId: null,
      datasourceId: t.births.id,
      datasourceType: 'table',
      datasource: `${t.births.id}__table`,
      state: { formData },
    });
    const denied = await t.api(
      'POST',
      '/api/v1/explore/permalink',
      { formData: { datasource: `${t.sales.id}__table` } },
      t.gamma,
    );
    expect(denied.status).toBe(403);
    const bad = await t.api('POST', '/api/v1/explore/permalink', { formData: {} });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: { formData: ['datasource is missing or invalid'] } });
    expect((await t.api('GET', '/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(
      404,
    );
  });
});
