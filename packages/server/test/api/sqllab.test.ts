/**
 * SQL Lab execution over DuckDB: sync and async runs, row limits and their limiting factor,
 * DML refused, engine errors, results (capped and windowed, 410 when gone), CSV export,
 * query history, and who may run what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { rison, sqlLabSetup, waitForQuery, type SqlLabSetup } from './sqllab.fixtures.js';

const available = await storeAvailable();

describe.skipIf(!available)('SQL Lab execution (DuckDB)', () => {
  let s: TestServer;
  let x: SqlLabSetup;
  const run = (body: object, token = x.admin, path = '/api/v1/sqllab/execute/') =>
    call(s.url, 'POST', path, { token, body: { database_id: x.labId, ...body } });

  beforeAll(async () => {
    s = await startTestServer({ TESSERA_SQL_MAX_ROW: '20000', TESSERA_DISPLAY_MAX_ROW: '5000' });
    const admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    x = await sqlLabSetup(s, admin);
  });

  afterAll(async () => {
    await s?.stop();
    x?.files.forEach((f) => f.cleanup());
  });

  it('runs SQL synchronously and answers the results payload', async () => {
    const r = await run({
      sql: 'SELECT gender, sum(num) AS total, min(ds) AS first FROM births GROUP BY gender ORDER BY gender',
      client_id: 'sync1',
      tab: 'Untitled Query 1',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('success');
    expect(r.body.data).toEqual([
      { gender: 'boy', total: 252, first: '2000-01-15T10:00:00' },
      { gender: 'girl', total: 264, first: '2001-02-15T10:00:00' },
    ]);
    expect(
      r.body.columns.map((c: { name: string; type_generic: number; is_dttm: boolean }) => [
        c.name,
        c.type_generic,
        c.is_dttm,
      ]),
    ).toEqual([
      ['gender', 1, false],
      ['total', 0, false],
      ['first', 2, true],
    ]);
    expect(r.body.query).toMatchObject({
      id: 'sync1',
      dbId: x.labId,
      db: 'Lab',
      state: 'success',
      rows: 2,
      limitingFactor: 'NOT_LIMITED',
      limit: 20000,
      tab: 'Untitled Query 1',
    });
    expect(r.body.query.resultsKey).toBeTypeOf('string');
    // The legacy path answers the same.
    const legacy = await run({ sql: 'SELECT 1 AS one' }, x.admin, '/superset/sql_json/');
    expect(legacy.status).toBe(200);
    expect(legacy.body.data).toEqual([{ one: 1 }]);
  });

  it('cuts rows at the dropdown or the SQL limit and says which', async () => {
    const dropdown = await run({ sql: 'SELECT n FROM big ORDER BY n', queryLimit: 100 });
    expect(dropdown.body.data).toHaveLength(100);
    expect(dropdown.body.query).toMatchObject({
      rows: 100,
      limit: 100,
      limitingFactor: 'DROPDOWN',
    });
    const own = await run({ sql: 'SELECT n FROM big ORDER BY n LIMIT 10', queryLimit: 100 });
    expect(own.body.query).toMatchObject({ rows: 10, limit: 10, limitingFactor: 'QUERY' });
    const both = await run({ sql: 'SELECT n FROM big LIMIT 50', queryLimit: 50 });
    expect(both.body.query).toMatchObject({ rows: 50, limitingFactor: 'QUERY_AND_DROPDOWN' });
    // SQL_MAX_ROW (20000) caps a bigger dropdown; the answer shows DISPLAY_MAX_ROW rows.
    const max = await run({ sql: 'SELECT n FROM big', queryLimit: 1000000 });
    expect(max.body.query).toMatchObject({ rows: 20000, limit: 20000, limitingFactor: 'DROPDOWN' });
    expect(max.body.data).toHaveLength(5000);
    expect(max.body.displayLimitReached).toBe(true);
  });

  it('reads stored results whole, capped, or as a window', async () => {
    const r = await run({ sql: 'SELECT n, label FROM big ORDER BY n', queryLimit: 15000 });
    const key = r.body.query.resultsKey;
    const capped = await call(s.url, 'GET', `/superset/results/${key}/?rows=3`, { token: x.admin });
    expect(capped.status).toBe(200);
    expect(capped.body.data).toEqual([
      { n: 0, label: 'row 0' },
      { n: 1, label: 'row 1' },
      { n: 2, label: 'row 2' },
    ]);
    expect(capped.body.displayLimitReached).toBe(true);
    // A window across a chunk boundary (chunks hold 10,000 rows).
    const win = await call(
      s.url,
      'GET',
      `/api/v1/sqllab/results/${rison(`(key:'${key}',offset:9998,limit:4)`)}`,
      {
        token: x.admin,
      },
    );
    expect(win.status).toBe(200);
    expect(win.body.data.map((d: { n: number }) => d.n)).toEqual([9998, 9999, 10000, 10001]);
    expect(win.body.window).toEqual({ offset: 9998, limit: 4, total_rows: 15000 });
    const tail = await call(
      s.url,
      'GET',
      `/api/v1/sqllab/results/${rison(`(key:'${key}',offset:14999,limit:10)`)}`,
      {
        token: x.admin,
      },
    );
    expect(tail.body.data).toEqual([{ n: 14999, label: 'row 14999' }]);
    // Another user may not read them; an unknown key is gone.
    const other = await call(s.url, 'GET', `/api/v1/sqllab/results/${rison(`(key:'${key}')`)}`, {
      token: x.sally,
    });
    expect(other.status).toBe(403);
    const gone = await call(s.url, 'GET', `/api/v1/sqllab/results/${rison("(key:'nope')")}`, {
      token: x.admin,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0].error_type).toBe('RESULTS_BACKEND_ERROR');
    await s.store.db.deleteFrom('sqllab_result_chunks').execute();
    await s.store.db.deleteFrom('sqllab_results').execute();
    const expired = await call(s.url, 'GET', `/superset/results/${key}/`, { token: x.admin });
    expect(expired.status).toBe(410);
    expect(expired.body.errors[0].message).toBe(
      'Data could not be retrieved from the results backend. You need to re-run the original query.',
    );
  });

  it('runs async on databases that allow it: 202 pending, then success with results', async () => {
    const r = await run({
      sql: 'SELECT count(*) AS c FROM big',
      runAsync: true,
      client_id: 'async1',
    });
    expect(r.status).toBe(202);
    expect(r.body.query).toMatchObject({ id: 'async1', state: 'pending', dbId: x.labId });
    const done = await waitForQuery(s, x.admin, 'async1');
    expect(done).toMatchObject({ state: 'success', rows: 1 });
    const res = await call(
      s.url,
      'GET',
      `/api/v1/sqllab/results/${rison(`(key:'${done.resultsKey}')`)}`,
      {
        token: x.admin,
      },
    );
    expect(res.body.data).toEqual([{ c: 25000 }]);
    // Hidden does not allow async: the same request runs synchronously.
    const sync = await run({ database_id: x.hiddenId, sql: 'SELECT 2 AS two', runAsync: true });
    expect(sync.status).toBe(200);
    expect(sync.body.data).toEqual([{ two: 2 }]);
  });

  it('refuses DML where not allowed, and names engine errors', async () => {
    const dml = await run({ sql: 'SELECT 1; DROP TABLE births' });
    expect(dml.status).toBe(400);
    expect(dml.body.errors[0]).toMatchObject({
      error_type: 'DML_NOT_ALLOWED_ERROR',
      message: 'Only SELECT statements are allowed against this database.',
    });
    const still = await run({ sql: 'SELECT count(*) AS c FROM births' });
    expect(still.body.data).toEqual([{ c: 24 }]);

    const syntax = await run({ sql: 'SELECT * FROM births WHER num > 1', client_id: 'bad1' });
    expect(syntax.status).toBe(400);
    // Refused by DuckDB's parser before it runs, with Superset's SYNTAX_ERROR text.
    expect(syntax.body.errors[0]).toMatchObject({
      error_type: 'SYNTAX_ERROR',
      message:
        'Please check your query for syntax errors at or near "num". Then, try running your query again.',
    });
    const failed = await call(
      s.url,
      'GET',
      `/api/v1/query/updated_since${rison('(last_updated_ms:0)')}`,
      {
        token: x.admin,
      },
    );
    expect(failed.body.result.find((q: { id: string }) => q.id === 'bad1')).toMatchObject({
      state: 'failed',
    });
    // The history still names the tables a failed run reads.
    const listed = await call(
      s.url,
      'GET',
      `/api/v1/query/${rison('(filters:!((col:client_id,opr:eq,value:bad1)))')}`,
      { token: x.admin },
    );
    expect(listed.body.result[0]).toMatchObject({ status: 'failed', sql_tables: ['main.births'] });

    const unknown = await run({ sql: 'SELECT * FROM no_such_table' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(JSON.stringify(unknown.body.errors[0])).toContain('no_such_table');
  });

  it('exports the whole result as CSV, running the SELECT again when the dropdown cut it', async () => {
    await run({
      sql: "SELECT n, label, '=1+1' AS f FROM big ORDER BY n",
      queryLimit: 5,
      client_id: 'csv1',
    });
    const csv = await fetch(`${s.url}/api/v1/sqllab/export/csv1/`, {
      headers: { authorization: `Bearer ${x.admin}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/sqllab_notab_\d{8}T\d{6}\.csv/);
    const lines = (await csv.text()).trimEnd().split('\n');
    expect(lines[0]).toBe('n,label,f');
    expect(lines[1]).toBe("0,row 0,'=1+1");
    expect(lines).toHaveLength(20001); // re-run up to SQL_MAX_ROW
    await run({ sql: 'SELECT gender FROM births ORDER BY num LIMIT 2', client_id: 'csv2' });
    const stored = await fetch(`${s.url}/api/v1/sqllab/export/csv2/`, {
      headers: { authorization: `Bearer ${x.admin}` },
    });
    expect(await stored.text()).toBe('gender\nboy\ngirl\n');
  });

  it('lists own runs, shows one, and offers related and distinct values', async () => {
    await run({ sql: 'SELECT 1 AS mine', client_id: 'sally1' }, x.sally);
    const own = await call(s.url, 'GET', '/api/v1/query/', { token: x.sally });
    expect(own.status).toBe(200);
    expect(own.body.count).toBe(1);
    expect(own.body.result[0]).toMatchObject({
      sql: 'SELECT 1 AS mine',
      status: 'success',
      database: { database_name: 'Lab' },
      user: { first_name: 'Sally' },
    });
    const all = await call(
      s.url,
      'GET',
      `/api/v1/query/${rison('(filters:!((col:status,opr:eq,value:failed)),order_column:start_time,order_direction:desc)')}`,
      { token: x.admin },
    );
    expect(all.body.result.every((q: { status: string }) => q.status === 'failed')).toBe(true);
    expect(all.body.count).toBeGreaterThan(0);
    const one = await call(s.url, 'GET', `/api/v1/query/${own.body.ids[0]}`, { token: x.sally });
    expect(one.body.result).toMatchObject({ client_id: 'sally1', rows: 1, limit: 20000 });
    const hidden = await call(s.url, 'GET', `/api/v1/query/${all.body.ids[0]}`, { token: x.sally });
    expect(hidden.status).toBe(404);
    const users = await call(s.url, 'GET', '/api/v1/query/related/user', { token: x.admin });
    expect(users.body.result.map((u: { text: string }) => u.text).sort()).toEqual([
      'Sally Lab',
      'Tessera Admin',
    ]);
    const mine = await call(s.url, 'GET', '/api/v1/query/related/user', { token: x.sally });
    expect(mine.body.result.map((u: { text: string }) => u.text)).toEqual(['Sally Lab']);
    const statuses = await call(s.url, 'GET', '/api/v1/query/distinct/status', { token: x.admin });
    expect(statuses.body.result.map((v: { value: string }) => v.value)).toEqual([
      'failed',
      'success',
    ]);
  });

  it('lets only SQL Lab users run, only on databases and tables they reach', async () => {
    const gamma = await run({ sql: 'SELECT 1' }, x.gamma);
    expect(gamma.status).toBe(403);
    const list = await call(
      s.url,
      'GET',
      `/api/v1/database/${rison('(filters:!((col:expose_in_sqllab,opr:eq,value:!t)))')}`,
      { token: x.sally },
    );
    expect(list.body.result.map((d: { database_name: string }) => d.database_name)).toEqual([
      'Lab',
    ]);
    const hidden = await run({ database_id: x.hiddenId, sql: 'SELECT 1' }, x.sally);
    expect(hidden.status).toBe(404);
    const secret = await run({ sql: 'SELECT * FROM births JOIN secret.pay ON true' }, x.sally);
    expect(secret.status).toBe(403);
    expect(secret.body.errors[0]).toMatchObject({
      error_type: 'TABLE_SECURITY_ACCESS_ERROR',
      message:
        'You need access to the following tables: `secret.pay`, `all_database_access` or `all_datasource_access` permission',
    });
    const fine = await run({ sql: 'SELECT count(*) AS c FROM main.births' }, x.sally);
    expect(fine.status).toBe(200);
  });

  it('stops a running query', async () => {
    const r = await run({
      sql: 'SELECT count(*) FROM range(100000000000) a',
      runAsync: true,
      client_id: 'long1',
    });
    expect(r.status).toBe(202);
    for (let i = 0; i < 50; i += 1) {
      const q = await call(
        s.url,
        'GET',
        `/api/v1/query/updated_since${rison('(last_updated_ms:0)')}`,
        {
          token: x.admin,
        },
      );
      if (q.body.result.find((y: { id: string }) => y.id === 'long1')?.state === 'running') break;
      await new Promise((res) => setTimeout(res, 50));
    }
    const stop = await call(s.url, 'POST', '/api/v1/query/stop', {
      token: x.admin,
      body: { client_id: 'long1' },
    });
    expect(stop.body).toEqual({ result: 'OK' });
    const done = await waitForQuery(s, x.admin, 'long1');
    expect(done).toMatchObject({ state: 'stopped', errorMessage: 'Query was stopped.' });
  });

  it('formats SQL, and validates it with line and column', async () => {
    const f = await call(s.url, 'POST', '/api/v1/sqllab/format_sql/', {
      token: x.admin,
      body: { sql: 'select a,b from t where a=1', database_id: x.labId },
    });
    expect(f.body.result).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  a = 1');
    const v = await call(s.url, 'POST', `/api/v1/database/${x.labId}/validate_sql/`, {
      token: x.admin,
      body: { sql: 'SELECT 1;\nSELECT *\nFROM births WHER num > 1' },
    });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.result).toHaveLength(1);
    expect(v.body.result[0].line_number).toBe(3);
    expect(v.body.result[0].message).toMatch(/syntax error/);
    const ok = await call(s.url, 'POST', `/api/v1/database/${x.labId}/validate_sql/`, {
      token: x.admin,
      body: { sql: 'SELECT * FROM births' },
    });
    expect(ok.body).toEqual({ result: [] });
  });
});
