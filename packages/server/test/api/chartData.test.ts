/**
 * `POST /api/v1/chart/data` on the example DuckDB database: chart query contexts (time
 * series with pivot and flatten, raw table, big number, pie, time comparison) compared
 * with SQL written by hand, every result type, the results cache, row limits and
 * annotation layers. One server for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { ExamplesSession, sumNum, xAxis, year } from './chartDataExamples.js';

const available = await storeAvailable();

describe.skipIf(!available)('chart data on the example database', () => {
  const session = new ExamplesSession();
  const { chartData, context, one, hand } = session;
  beforeAll(session.start, 120_000);
  afterAll(session.stop);

  it('answers a time-series line chart (x-axis by year, SUM(num) by gender, pivot and flatten) as a hand-written GROUP BY', async () => {
    const result = await one({
      columns: [xAxis('P1Y'), 'gender'],
      metrics: [sumNum],
      series_columns: ['gender'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2005-01-01' }],
      orderby: [[sumNum, false]],
      row_limit: 10000,
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['ds'],
            columns: ['gender'],
            aggregates: { 'SUM(num)': { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    });
    const expected = await hand(
      `SELECT date_trunc('year', ds), gender, SUM(num) FROM main.birth_names
       WHERE ds >= TIMESTAMP '2000-01-01' AND ds < TIMESTAMP '2005-01-01'
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(expected.length).toBe(10);
    expect(result.colnames).toEqual(['ds', 'SUM(num), boy', 'SUM(num), girl']);
    expect(result.coltypes).toEqual([2, 0, 0]);
    expect(result.label_map['SUM(num), boy']).toEqual(['SUM(num)', 'boy']);
    expect(result.from_dttm).toBe(year(2000));
    expect(result.to_dttm).toBe(year(2005));
    expect(result.sql_rowcount).toBe(10);
    expect(result.rowcount).toBe(5);
    const byYear = new Map<number, Record<string, unknown>>();
    for (const [ds, gender, sum] of expected) {
      const row = byYear.get(ds as number) ?? { ds };
      row[`SUM(num), ${gender}`] = sum;
      byYear.set(ds as number, row);
    }
    expect(result.data).toEqual([...byYear.values()]);
    expect(result.data[0].ds).toBe(year(2000));
    expect(result.applied_filters).toEqual([{ column: 'ds' }]);
    expect(result.query).toContain("'2000-01-01 00:00:00'");
  });

  it('answers a raw-mode table with filters, order and limit', async () => {
    const result = await one({
      columns: ['name', 'gender', 'state', 'num'],
      filters: [
        { col: 'gender', op: '==', val: 'girl' },
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
        { col: 'num', op: '>=', val: '1000' },
        { col: 'name', op: 'LIKE', val: 'A%' },
      ],
      orderby: [['num', false]],
      row_limit: 10,
    });
    const expected = await hand(
      `SELECT name, gender, state, num FROM main.birth_names
       WHERE gender = 'girl' AND state IN ('CA', 'NY') AND num >= 1000 AND name LIKE 'A%'
       ORDER BY num DESC LIMIT 10`,
    );
    expect(expected.length).toBe(10);
    expect(result.colnames).toEqual(['name', 'gender', 'state', 'num']);
    expect(result.coltypes).toEqual([1, 1, 1, 0]);
    expect(result.data.map((r: Record<string, unknown>) => Object.values(r))).toEqual(expected);
    expect(result.applied_filters.map((f: { column: string }) => f.column).sort()).toEqual([
      'gender',
      'name',
      'num',
      'state',
    ]);
  });

  it('answers a big number total', async () => {
    const result = await one({ metrics: ['count'], columns: [], row_limit: 10000 });
    const [[count]] = await hand('SELECT COUNT(*) FROM main.birth_names');
    expect(result.data).toEqual([{ count }]);
    expect(result.colnames).toEqual(['count']);
  });

  it('answers a pie (sum by state, largest first, limited)', async () => {
    const result = await one({
      columns: ['state'],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      row_limit: 5,
    });
    const expected = await hand(
      'SELECT state, SUM(num) FROM main.birth_names GROUP BY state ORDER BY 2 DESC LIMIT 5',
    );
    expect(result.data).toEqual(expected.map(([state, sum]) => ({ state, sum__num: sum })));
  });

  it('joins a time comparison ("1 year ago") as <metric>__<offset> columns before post-processing', async () => {
    const result = await one({
      columns: [xAxis('P1Y')],
      metrics: [sumNum],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2001-01-01 : 2004-01-01' }],
      orderby: [['ds', true]],
      time_offsets: ['1 year ago'],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['ds'],
            aggregates: {
              'SUM(num)': { operator: 'mean' },
              'SUM(num)__1 year ago': { operator: 'mean' },
            },
          },
        },
        { operation: 'flatten' },
      ],
    });
    const sums = new Map(
      (
        await hand(
          `SELECT year(ds), SUM(num) FROM main.birth_names
           WHERE ds >= TIMESTAMP '2000-01-01' AND ds < TIMESTAMP '2004-01-01' GROUP BY 1`,
        )
      ).map(([y, v]) => [y as number, v]),
    );
    expect(result.colnames).toEqual(['ds', 'SUM(num)', 'SUM(num)__1 year ago']);
    expect(result.data).toEqual(
      [2001, 2002, 2003].map((y) => ({
        ds: year(y),
        'SUM(num)': sums.get(y),
        'SUM(num)__1 year ago': sums.get(y - 1),
      })),
    );
    // The shown SQL holds both queries, the comparison one year earlier.
    expect(result.query.split(';\n\n')).toHaveLength(2);
    expect(result.query).toContain("'2000-01-01 00:00:00'");
  });

  it('compares one aggregate over the time range with the range a year earlier (pop_kpi)', async () => {
    const result = await one({
      columns: [],
      metrics: [sumNum],
      granularity: 'ds',
      time_range: '2001-01-01 : 2004-01-01',
      time_offsets: ['1 year ago'],
    });
    const [[now]] = await hand(
      `SELECT SUM(num) FROM main.birth_names
       WHERE ds >= TIMESTAMP '2001-01-01' AND ds < TIMESTAMP '2004-01-01'`,
    );
    const [[before]] = await hand(
      `SELECT SUM(num) FROM main.birth_names
       WHERE ds >= TIMESTAMP '2000-01-01' AND ds < TIMESTAMP '2003-01-01'`,
    );
    expect(result.data).toEqual([{ 'SUM(num)': now, 'SUM(num)__1 year ago': before }]);
  });

  it('answers the query, samples, columns, timegrains and drill_detail result types', async () => {
    const base = {
      columns: ['gender'],
      metrics: ['count'],
      filters: [{ col: 'gender', op: '==', val: 'boy' }],
    };
    const r = await chartData(
      context(
        [
          { ...base, result_type: 'query' },
          { ...base, result_type: 'samples', row_limit: 7 },
          { ...base, result_type: 'columns' },
          { ...base, result_type: 'timegrains' },
          { ...base, result_type: 'drill_detail', row_limit: 5 },
          { ...base, result_type: 'results' },
        ],
        { result_type: 'full' },
      ),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [query, samples, columns, grains, drill, results] = r.body.result;
    expect(query).toEqual({
      language: 'sql',
      query: expect.stringContaining(`WHERE "gender" = 'boy'`),
    });
    expect(samples.colnames).toEqual([
      'ds',
      'gender',
      'name',
      'num',
      'state',
      'num_boys',
      'num_girls',
      'num_california',
    ]);
    expect(samples.rowcount).toBe(7);
    expect(samples.data.every((row: { gender: string }) => row.gender === 'boy')).toBe(true);
    expect(typeof samples.data[0].ds).toBe('number');
    expect(samples.from_dttm).toBeNull();
    expect(columns.data).toContainEqual({
      column_name: 'ds',
      verbose_name: null,
      dtype: 'TIMESTAMP',
    });
    expect(grains.data[0]).toEqual({ name: 'Original value', function: '{col}', duration: null });
    expect(grains.data).toContainEqual(
      expect.objectContaining({
        name: 'Year',
        duration: 'P1Y',
        function: expect.stringContaining('{col}'),
      }),
    );
    expect(drill.rowcount).toBe(5);
    const earliest = await hand(
      "SELECT ds FROM main.birth_names WHERE gender = 'boy' ORDER BY ds LIMIT 5",
    );
    expect(drill.data.map((row: { ds: number }) => row.ds)).toEqual(earliest.map(([ds]) => ds));
    expect(results).toEqual({
      data: [{ gender: 'boy', count: expect.any(Number) }],
      colnames: ['gender', 'count'],
      coltypes: [1, 0],
      rowcount: 1,
      sql_rowcount: 1,
    });
  });

  it('caches results: the second call is cached, force runs the query again', async () => {
    const query = {
      columns: ['state'],
      metrics: ['count'],
      filters: [{ col: 'state', op: '==', val: 'TX' }],
    };
    const first = await one(query);
    expect(first.is_cached).toBe(false);
    expect(first.cached_dttm).toBeNull();
    expect(first.cache_timeout).toBe(86400);
    const second = await one(query);
    expect(second.is_cached).toBe(true);
    expect(second.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(second.cache_key).toBe(first.cache_key);
    expect(second.data).toEqual(first.data);
    const forced = await one(query, { force: true });
    expect(forced.is_cached).toBe(false);
    const bypass = await one({ ...query, row_limit: 3 }, { custom_cache_timeout: -1 });
    expect(bypass.cache_timeout).toBe(-1);
    expect((await one({ ...query, row_limit: 3 }, { custom_cache_timeout: -1 })).is_cached).toBe(
      false,
    );
  });

  it('caps row limits at the configured maximum and defaults them', async () => {
    const capped = await one(
      { columns: ['name'], metrics: null, row_limit: 5_000_000 },
      { result_type: 'query' },
    );
    expect(capped.query).toMatch(/LIMIT 100000$/);
    const defaulted = await one({ columns: ['name'], metrics: null }, { result_type: 'query' });
    expect(defaulted.query).toMatch(/LIMIT 10000$/);
  });

  it('gives NATIVE annotation layers their annotations in the time range; formula and missing layers none', async () => {
    const api = (path: string, body: unknown) =>
      call(session.url, 'POST', path, { token: session.token, body });
    const layer = await api('/api/v1/annotation_layer/', { name: 'Milestones' });
    expect(layer.status, JSON.stringify(layer.body)).toBe(201);
    const note = (short_descr: string, start_dttm: string, end_dttm: string) =>
      api(`/api/v1/annotation_layer/${layer.body.id}/annotation/`, {
        short_descr,
        start_dttm,
        end_dttm,
      });
    expect((await note('Census', '2000-04-01 00:00', '2000-04-02 00:00')).status).toBe(201);
    expect((await note('Long ago', '1990-01-01 00:00', '1990-01-02 00:00')).status).toBe(201);
    const result = await one({
      columns: [xAxis('P1Y')],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '1995-01-01 : 2005-01-01' }],
      annotation_layers: [
        { name: 'goal', annotationType: 'FORMULA', sourceType: '', value: 'x*2', show: true },
        {
          name: 'events',
          annotationType: 'EVENT',
          sourceType: 'NATIVE',
          value: layer.body.id,
          show: true,
        },
        {
          name: 'gone',
          annotationType: 'INTERVAL',
          sourceType: 'NATIVE',
          value: 999999,
          show: true,
        },
        { name: 'trend', annotationType: 'TIME_SERIES', sourceType: 'line', value: 7, show: true },
      ],
    });
    expect(result.annotation_data).toEqual({
      events: {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [
          {
            start_dttm: Date.UTC(2000, 3, 1),
            end_dttm: Date.UTC(2000, 3, 2),
            short_descr: 'Census',
            long_descr: null,
            json_metadata: null,
          },
        ],
      },
    });
    expect(result.rowcount).toBe(10);

    // One who may read the dataset and charts but not annotation layers (can_read on
    // Annotation) gets the chart without the layer, as in Superset.
    const perms = (
      await call(session.url, 'GET', '/api/v1/security/permissions-resources/', {
        token: session.token,
      })
    ).body.result as { id: number; permission: { name: string }; view_menu: { name: string } }[];
    const pv = (permission: string, view: (name: string) => boolean) =>
      perms.find((p) => p.permission.name === permission && view(p.view_menu.name))!.id;
    const role = await api('/api/v1/security/roles/', { name: 'charts_without_annotations' });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const granted = await api(`/api/v1/security/roles/${role.body.id}/permissions`, {
      permission_view_menu_ids: [
        pv('can_read', (v) => v === 'Chart'),
        pv('datasource_access', (v) => v.endsWith(`.[birth_names](id:${session.datasetId})`)),
      ],
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const user = await api('/api/v1/security/users/', {
      username: 'no_notes',
      first_name: 'No',
      last_name: 'Notes',
      email: 'no_notes@example.com',
      active: true,
      roles: [role.body.id],
      password: 'no-notes-password-1',
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const token = await login(session.url, 'no_notes', 'no-notes-password-1');
    const refused = await session.chartData(
      session.context([
        {
          columns: [xAxis('P1Y')],
          metrics: ['count'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '1995-01-01 : 2005-01-01' }],
          annotation_layers: [
            {
              name: 'events',
              annotationType: 'EVENT',
              sourceType: 'NATIVE',
              value: layer.body.id,
              show: true,
            },
          ],
        },
      ]),
      token,
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.result[0].annotation_data).toEqual({});
    expect(refused.body.result[0].rowcount).toBe(10);
  });
});
