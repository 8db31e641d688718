/**
 * A saved chart's data on the example database: `GET /api/v1/chart/<pk>/data/` runs the
 * stored query context, or builds one from the saved form data when none was stored, and
 * answers as `POST /api/v1/chart/data` does (compared with SQL written by hand); the
 * format/type/force overrides; and the legacy `/superset/slice_json/<id>`. One server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { ExamplesSession, sumNum } from './chartDataExamples.js';

const available = await storeAvailable();

describe.skipIf(!available)('a saved chart’s data', () => {
  const session = new ExamplesSession();
  const { chartData, hand } = session;
  beforeAll(session.start, 120_000);
  afterAll(session.stop);

  const api = (method: string, path: string, body?: unknown) =>
    call(session.url, method, path, { token: session.token, body });
  /** A pie of SUM(num) by gender, as explore saves its form data. */
  const formData = () => ({
    datasource: `${session.datasetId}__table`,
    viz_type: 'pie',
    groupby: ['gender'],
    metric: sumNum,
    adhoc_filters: [],
    row_limit: 100,
    sort_by_metric: true,
  });
  /** The query context explore sends for that form data, written out by hand. */
  const queryContext = (filters: unknown[] = []) => ({
    datasource: { id: session.datasetId, type: 'table' },
    force: false,
    queries: [
      {
        columns: ['gender'],
        metrics: [sumNum],
        filters,
        orderby: [[sumNum, false]],
        row_limit: 100,
      },
    ],
    form_data: formData(),
    result_format: 'json',
    result_type: 'full',
  });
  const save = async (name: string, fields: Record<string, unknown>): Promise<number> => {
    const r = await api('POST', '/api/v1/chart/', {
      slice_name: name,
      viz_type: 'pie',
      datasource_id: session.datasetId,
      datasource_type: 'table',
      ...fields,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };
  const expectedRows = async () =>
    (
      await hand('SELECT gender, SUM(num) FROM main.birth_names GROUP BY gender ORDER BY 2 DESC')
    ).map(([gender, sum]) => ({ gender, 'SUM(num)': sum }));

  it('runs the stored query context, or builds one from the form data, as POST /chart/data answers', async () => {
    const expected = await expectedRows();
    expect(expected).toHaveLength(2);
    const posted = await chartData(queryContext());
    expect(posted.status).toBe(200);
    expect(posted.body.result[0].data).toEqual(expected);

    const stored = await save('Stored context', {
      params: JSON.stringify(formData()),
      query_context: JSON.stringify(queryContext()),
    });
    const built = await save('Built context', { params: JSON.stringify(formData()) });
    for (const id of [stored, built]) {
      const r = await api('GET', `/api/v1/chart/${id}/data/`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result).toHaveLength(1);
      const [answer] = r.body.result;
      expect(answer.data).toEqual(expected);
      expect(answer.colnames).toEqual(['gender', 'SUM(num)']);
      expect(answer.coltypes).toEqual([1, 0]);
      expect(answer.rowcount).toBe(2);
      expect(answer.status).toBe('success');
      expect(answer.query).toContain('GROUP BY');
    }

    // The stored context is what runs, even where the form data says otherwise.
    const girls = await save('Girls only', {
      params: JSON.stringify(formData()),
      query_context: JSON.stringify(queryContext([{ col: 'gender', op: '==', val: 'girl' }])),
    });
    const onlyGirls = await api('GET', `/api/v1/chart/${girls}/data/`);
    expect(onlyGirls.body.result[0].data).toEqual(expected.filter((r) => r.gender === 'girl'));

    // Without a usable query context or form data there is nothing to run.
    const empty = await save('Nothing saved', {});
    const none = await api('GET', `/api/v1/chart/${empty}/data/`);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: 'Chart has no query context saved. Please save the chart again.',
    });
    const unknown = await save('Unknown type', {
      params: JSON.stringify({ ...formData(), viz_type: 'sunburst_v9' }),
      viz_type: 'sunburst_v9',
    });
    const unknownAnswer = await api('GET', `/api/v1/chart/${unknown}/data/`);
    expect(unknownAnswer.status).toBe(400);
    expect(unknownAnswer.body.message).toMatch(/Unknown chart type \(viz_type\) "sunburst_v9"/);
    expect((await api('GET', '/api/v1/chart/987654/data/')).status).toBe(404);
  });

  it('takes the format, type and force of the request', async () => {
    const id = await save('Overrides', { params: JSON.stringify(formData()) });
    const res = await fetch(`${session.url}/api/v1/chart/${id}/data/?format=csv`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.csv"$/);
    const rows = await expectedRows();
    expect(await res.text()).toBe(
      `gender,SUM(num)\n${rows.map((r) => `${r.gender},${r['SUM(num)']}`).join('\n')}\n`,
    );

    const xlsx = await fetch(`${session.url}/api/v1/chart/${id}/data/?format=xlsx`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const query = await api('GET', `/api/v1/chart/${id}/data/?type=query`);
    expect(query.body.result[0]).toEqual({ language: 'sql', query: expect.stringMatching(/SUM/) });

    // The CSV download above filled the results cache; force runs the query again.
    const cached = await api('GET', `/api/v1/chart/${id}/data/`);
    const forced = await api('GET', `/api/v1/chart/${id}/data/?force=true`);
    expect(cached.body.result[0].is_cached).toBe(true);
    expect(forced.body.result[0].is_cached).toBe(false);
    expect(forced.body.result[0].data).toEqual(rows);

    const bad = await api('GET', `/api/v1/chart/${id}/data/?format=pdf`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Request is incorrect/);
  });

  it('answers the legacy slice_json payload of a saved chart', async () => {
    const fd = { ...formData(), metric: undefined, metrics: [sumNum] };
    const id = await save('Legacy', { params: JSON.stringify(fd) });
    const r = await api('GET', `/superset/slice_json/${id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      status: 'success',
      errors: [],
      colnames: ['gender', 'SUM(num)'],
      rowcount: 2,
      form_data: { slice_id: id, viz_type: 'pie', datasource: `${session.datasetId}__table` },
    });
    expect(r.body.data).toEqual(await expectedRows());
    const missing = await api('GET', '/superset/slice_json/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Not found' });
  });
});
