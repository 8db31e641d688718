/**
 * Chart data requests beyond JSON on the example DuckDB database: CSV and XLSX downloads
 * (one file, or a zip for several queries), the browser's form post and its CSRF token,
 * the refusals of bad input, access rules, and the legacy explore_json path. One server
 * for the file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable, TEST_ADMIN } from '../support/testServer.js';
import { browserLogin, call, login } from '../support/client.js';
import { ExamplesSession } from './chartDataExamples.js';

const available = await storeAvailable();
const dir = mkdtempSync(join(tmpdir(), 'tessera-chart-data-'));

describe.skipIf(!available)('chart data downloads, refusals and the legacy path', () => {
  const session = new ExamplesSession();
  const { chartData, context, hand, download } = session;
  beforeAll(session.start, 120_000);
  afterAll(async () => {
    await session.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('downloads CSV: one query as a file, several as a zip of query_N.csv', async () => {
    const single = await download(
      context([{ columns: ['gender'], metrics: ['sum__num'], orderby: [['gender', true]] }], {
        result_format: 'csv',
      }),
    );
    expect(single.res.status).toBe(200);
    expect(single.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(single.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="\d{8}_\d{6}\.csv"$/,
    );
    const sums = await hand('SELECT gender, SUM(num) FROM main.birth_names GROUP BY 1 ORDER BY 1');
    expect(single.bytes.toString()).toBe(
      `gender,sum__num\n${sums.map(([g, n]) => `${g},${n}`).join('\n')}\n`,
    );

    const raw = await download(
      context(
        [
          {
            columns: ['ds', 'name'],
            filters: [{ col: 'name', op: '==', val: 'Aaron' }],
            orderby: [['ds', true]],
            row_limit: 2,
          },
          { metrics: ['count'], columns: [] },
        ],
        { result_format: 'csv' },
      ),
    );
    expect(raw.res.headers.get('content-type')).toBe('application/zip');
    expect(raw.res.headers.get('content-disposition')).toMatch(/\.zip"$/);
    const zip = join(dir, 'two.zip');
    writeFileSync(zip, raw.bytes);
    expect(execFileSync('unzip', ['-Z1', zip]).toString().trim().split('\n')).toEqual([
      'query_1.csv',
      'query_2.csv',
    ]);
    const firstRows = await hand(
      "SELECT strftime(ds, '%Y-%m-%d') FROM main.birth_names WHERE name = 'Aaron' ORDER BY ds LIMIT 2",
    );
    expect(execFileSync('unzip', ['-p', zip, 'query_1.csv']).toString()).toBe(
      `ds,name\n${firstRows.map(([d]) => `${d},Aaron`).join('\n')}\n`,
    );
    const [[count]] = await hand('SELECT COUNT(*) FROM main.birth_names');
    expect(execFileSync('unzip', ['-p', zip, 'query_2.csv']).toString()).toBe(
      `COUNT(*)\n${count}\n`,
    );
  });

  it('takes the browser form post (form_data field) for CSV export, with verbose headers and the given file name', async () => {
    const formData = JSON.stringify(
      context([{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] }], {
        result_format: 'csv',
      }),
    );
    const body = new URLSearchParams({ form_data: formData, filename: 'births' }).toString();
    const r = await download(body, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-disposition')).toBe('attachment; filename="births.csv"');
    expect(r.bytes.toString()).toMatch(/^gender,COUNT\(\*\)\nboy,\d+\ngirl,\d+\n$/);
    const bad = await download('form_data=%7Bnot-json', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString())).toEqual({ message: 'Request is not JSON' });
  });

  it('asks browser sessions for the CSRF token: the header for JSON, the csrf_token field for forms', async () => {
    const { cookie, csrf } = await browserLogin(
      session.url,
      TEST_ADMIN.username,
      TEST_ADMIN.password,
    );
    const body = context([{ columns: [], metrics: ['count'] }]);
    const missing = await call(session.url, 'POST', '/api/v1/chart/data', { cookie, body });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'The CSRF token is missing.' });
    const json = await call(session.url, 'POST', '/api/v1/chart/data', {
      cookie,
      body,
      headers: { 'x-csrftoken': csrf },
    });
    expect(json.status).toBe(200);
    const form = (token: string) =>
      fetch(`${session.url}/api/v1/chart/data`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          form_data: JSON.stringify({ ...body, result_format: 'csv' }),
          csrf_token: token,
        }).toString(),
      });
    expect((await form('wrong')).status).toBe(400);
    const ok = await form(csrf);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/^COUNT\(\*\)\n\d+\n$/);
  });

  it('downloads XLSX as a valid workbook', async () => {
    const r = await download(
      context([{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] }], {
        result_format: 'xlsx',
      }),
    );
    expect(r.res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const path = join(dir, 'book.xlsx');
    writeFileSync(path, r.bytes);
    expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    const sheet = execFileSync('unzip', ['-p', path, 'xl/worksheets/sheet1.xml']).toString();
    const strings = execFileSync('unzip', ['-p', path, 'xl/sharedStrings.xml']).toString();
    // Text is in the shared strings table (as Excel writes it), the count a number.
    const boy = strings.match(/<si>.*?<\/si>/g)!.indexOf('<si><t>boy</t></si>');
    expect(boy).toBeGreaterThanOrEqual(0);
    expect(sheet).toContain(`<c r="A2" t="s"><v>${boy}</v></c>`);
    expect(sheet).toMatch(/<c r="B2"><v>\d+<\/v><\/c>/);

    const two = await download(
      context(
        [
          { columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] },
          { metrics: ['count'], columns: [] },
        ],
        { result_format: 'xlsx' },
      ),
    );
    expect(two.res.headers.get('content-type')).toBe('application/zip');
    const zip = join(dir, 'books.zip');
    writeFileSync(zip, two.bytes);
    expect(execFileSync('unzip', ['-Z1', zip]).toString().trim().split('\n')).toEqual([
      'query_1.xlsx',
      'query_2.xlsx',
    ]);
    const second = join(dir, 'query_2.xlsx');
    writeFileSync(second, execFileSync('unzip', ['-p', zip, 'query_2.xlsx']));
    expect(execFileSync('unzip', ['-t', second]).toString()).toContain('No errors detected');
    const [[count]] = await hand('SELECT COUNT(*) FROM main.birth_names');
    expect(execFileSync('unzip', ['-p', second, 'xl/worksheets/sheet1.xml']).toString()).toContain(
      `<c r="A2"><v>${count}</v></c>`,
    );
  });

  it('refuses bad input with 400 and runs nothing', async () => {
    const bad = async (query: Record<string, unknown>, message: string | RegExp) => {
      const r = await chartData(context([query]));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toMatch(message);
    };
    await bad({ columns: ['nope'], metrics: ['count'] }, "Columns missing in dataset: ['nope']");
    await bad({ columns: ['gender'], metrics: ['no_such_metric'] }, /no_such_metric/);
    await bad(
      {
        columns: ['gender'],
        metrics: ['count'],
        filters: [{ col: 'gender', op: 'LOOKS LIKE', val: 'x' }],
      },
      'Invalid filter operation type: LOOKS LIKE',
    );
    await bad(
      { columns: ['gender'], metrics: ['count'], filters: [{ col: 'num', op: '>', val: 'many' }] },
      /Invalid filter value "many" for column 'num'/,
    );
    await bad(
      {
        columns: ['gender'],
        metrics: ['count'],
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last fortnight : tomorrow' }],
      },
      /^Unexpected time range: /,
    );
    await bad(
      {
        columns: ['gender'],
        metrics: ['count'],
        post_processing: [
          {
            operation: 'prophet',
            options: { time_grain: 'P1D', periods: 3, confidence_interval: 0.8 },
          },
        ],
      },
      'Forecasting (prophet) is not supported yet',
    );
    await bad(
      {
        columns: ['gender'],
        metrics: [
          { expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE birth_names', label: 'x' },
        ],
      },
      /single SQL expression/,
    );
    await bad(
      {
        columns: ['gender'],
        metrics: ['count'],
        extras: { where: '1 = 1; DROP TABLE birth_names' },
      },
      /single SQL expression/,
    );
    const schema = await chartData(context([{ row_limit: -5 }]));
    expect(schema.status).toBe(400);
    expect(schema.body.message).toMatch(/^Request is incorrect: .*row_limit/);
    const [[count]] = await hand('SELECT COUNT(*) FROM main.birth_names');
    expect(count).toBeGreaterThan(0);
  });

  it('documents the query context as the body in the OpenAPI and takes the keys Superset clients add', async () => {
    const doc = await call(session.url, 'GET', '/api/v1/_openapi');
    const body = doc.body.paths['/api/v1/chart/data'].post.requestBody;
    const schema = body.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['datasource', 'queries']));
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['datasource', 'queries', 'result_type', 'result_format', 'force']),
    );
    // Keys Tessera does not read (older clients', or Superset's own extras) are taken.
    const r = await chartData({
      ...context([
        {
          columns: ['gender'],
          metrics: ['count'],
          orderby: [['gender', true]],
          since: '',
          custom_form_data: {},
          extras: { time_grain_sqla: null, not_a_superset_extra: 1 },
          not_a_query_key: true,
        },
      ]),
      not_a_context_key: { any: 'thing' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const counts = await hand(
      'SELECT gender, COUNT(*) FROM main.birth_names GROUP BY 1 ORDER BY 1',
    );
    expect(r.body.result[0].data).toEqual(counts.map(([gender, count]) => ({ gender, count })));
  });

  it('answers 404 for an unknown datasource and unknown cache keys, 403 without access', async () => {
    const unknown = await chartData({
      datasource: { id: 999999, type: 'table' },
      queries: [{ metrics: ['count'] }],
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call(session.url, 'GET', '/api/v1/chart/data/qc-nothing', { token: session.token }))
        .status,
    ).toBe(404);

    const roles = await call(session.url, 'GET', '/api/v1/security/roles/', {
      token: session.token,
    });
    const gammaRole = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await call(session.url, 'POST', '/api/v1/security/users/', {
      token: session.token,
      body: {
        username: 'gina',
        first_name: 'Gina',
        last_name: 'Gamma',
        email: 'gina@example.com',
        active: true,
        roles: [gammaRole],
        password: 'gina-password-1',
      },
    });
    const gamma = await login(session.url, 'gina', 'gina-password-1');
    const denied = await chartData(context([{ metrics: ['count'] }]), gamma);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]).toMatchObject({
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      message: expect.stringContaining('birth_names'),
    });
    expect(
      (
        await call(session.url, 'POST', '/api/v1/chart/data', {
          body: context([{ metrics: ['count'] }]),
        })
      ).status,
    ).toBe(401);
  });

  it('answers the legacy explore_json with the form data run by the same engine', async () => {
    const formData = {
      datasource: `${session.datasetId}__table`,
      viz_type: 'table',
      groupby: ['gender'],
      metrics: ['count'],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'state',
          operator: '==',
          comparator: 'CA',
        },
      ],
      row_limit: 10,
    };
    const r = await call(session.url, 'POST', '/superset/explore_json/', {
      token: session.token,
      body: { form_data: formData },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const expected = await hand(
      "SELECT gender, COUNT(*) FROM main.birth_names WHERE state = 'CA' GROUP BY 1 ORDER BY 2 DESC",
    );
    expect(r.body).toMatchObject({
      form_data: formData,
      status: 'success',
      errors: [],
      colnames: ['gender', 'count'],
      data: expected.map(([gender, count]) => ({ gender, count })),
    });
    const q = await call(
      session.url,
      'GET',
      `/superset/explore_json/?query=true&form_data=${encodeURIComponent(JSON.stringify(formData))}`,
      { token: session.token },
    );
    expect(q.body).toEqual({ language: 'sql', query: expect.stringContaining("'CA'") });
    const broken = await call(session.url, 'POST', '/superset/explore_json/', {
      token: session.token,
      body: { form_data: { ...formData, groupby: ['nope'] } },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: "Columns missing in dataset: ['nope']" });
  });
});
