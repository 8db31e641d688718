/**
 * Row level security on every route that reads a dataset's rows. A Gamma user (gemma)
 * under the rule `gender = 'girl'` calls each route of ROW_ROUTES after the admin made the
 * same call (so a shared cache entry would show): the admin's answer holds rows the rule
 * hides (the route does read them), gemma's holds rows and none the rule hides, and every
 * statement of the SQL the route reports carries the rule's clause. Then the same for the
 * async chart data path (GLOBAL_ASYNC_QUERIES) on a server of its own.
 *
 * Routes that answer no rows and are not walked: `GET /api/v1/explore/` and the explore
 * page's inlined state (form data and the opening request's body, never its answer), the
 * dataset and datasource metadata routes (and a dashboard's `/charts` and `/datasets`,
 * which are metadata too), SQL Lab (not a dataset query).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client.js';
import { storeAvailable } from '../support/testServer.js';
import {
  asyncResultUrl,
  BOYS,
  COUNT,
  csvRows,
  fetchBytes,
  ok,
  RULE,
  startRlsWorld,
  violates,
  xlsxRows,
  type RlsWorld,
  type Row,
  type User,
} from './rlsWorld.js';

const available = await storeAvailable();

interface Answer {
  rows: Row[];
  /** The SQL the route reports (statements joined by `;\n\n`), when it reports any. */
  sql?: string;
}

interface RowRoute {
  name: string;
  /** The route reports SQL only (result type `query`): no rows to check. */
  sqlOnly?: boolean;
  read(w: RlsWorld, user: User): Promise<Answer>;
}

const context = (w: RlsWorld, query: Row, extra: Row = {}, dataset = w.ids.births) => ({
  datasource: { id: dataset, type: 'table' },
  queries: [query],
  result_format: 'json',
  result_type: 'full',
  ...extra,
});
const byGender = { columns: ['gender'], metrics: [COUNT], orderby: [['gender', true]] };
const yearly = { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1Y' };

/** The first query's answer of POST /api/v1/chart/data. */
async function chartData(w: RlsWorld, user: User, body: unknown): Promise<Answer> {
  const answer = (await ok(w, user, 'POST', '/api/v1/chart/data', body)).result[0];
  return { rows: answer.data, sql: answer.query };
}

const resultType =
  (type: string, query: Row = byGender, extra: Row = {}) =>
  (w: RlsWorld, user: User) =>
    chartData(w, user, context(w, query, { result_type: type, ...extra }));

const legacyFormData = (w: RlsWorld) => ({
  datasource: `${w.ids.births}__table`,
  viz_type: 'table',
  groupby: ['gender'],
  metrics: [COUNT],
  row_limit: 100,
});

/**
 * Every route that reads a dataset's rows. A NEW ROUTE THAT READS A DATASET'S ROWS MUST BE
 * ADDED HERE (and its rows read through ChartDataService.run, where RLS is applied).
 */
const ROW_ROUTES: RowRoute[] = [
  { name: 'POST /api/v1/chart/data full', read: resultType('full') },
  { name: 'POST /api/v1/chart/data samples', read: resultType('samples') },
  { name: 'POST /api/v1/chart/data drill_detail', read: resultType('drill_detail') },
  {
    name: 'POST /api/v1/chart/data results',
    read: async (w, user) => {
      const body = context(w, byGender, { result_type: 'results' });
      const answer = (await ok(w, user, 'POST', '/api/v1/chart/data', body)).result[0];
      return { rows: answer.data };
    },
  },
  { name: 'POST /api/v1/chart/data query', sqlOnly: true, read: resultType('query') },
  {
    name: 'POST /api/v1/chart/data post_processed (pivot table)',
    read: async (w, user) => {
      const formData = {
        viz_type: 'pivot_table_v2',
        groupbyRows: ['gender'],
        groupbyColumns: [],
        metrics: [COUNT],
        aggregateFunction: 'Sum',
      };
      const body = context(w, byGender, { result_type: 'post_processed', form_data: formData });
      const answer = (await ok(w, user, 'POST', '/api/v1/chart/data', body)).result[0];
      return {
        rows: (answer.indexnames as string[]).map((gender) => ({ gender })),
        sql: answer.query,
      };
    },
  },
  {
    name: 'POST /api/v1/chart/data time comparison (1 year ago)',
    read: resultType('full', {
      columns: [yearly],
      metrics: [BOYS, COUNT],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2001-01-01 : 2004-01-01' }],
      time_offsets: ['1 year ago'],
      orderby: [[yearly, true]],
    }),
  },
  {
    // The top series by MIN(num) is a boy's for everyone; under the rule, a girl's.
    name: 'POST /api/v1/chart/data series limit',
    read: resultType('full', {
      columns: [yearly, 'gender'],
      metrics: [COUNT],
      series_columns: ['gender'],
      series_limit: 1,
      series_limit_metric: { expressionType: 'SQL', sqlExpression: 'MIN(num)', label: 'least' },
      order_desc: false,
    }),
  },
  {
    name: 'POST /api/v1/chart/data csv',
    read: async (w, user) => {
      const body = context(w, byGender, { result_format: 'csv' });
      return {
        rows: csvRows((await fetchBytes(w, user, 'POST', '/api/v1/chart/data', body)).toString()),
      };
    },
  },
  {
    name: 'POST /api/v1/chart/data xlsx',
    read: async (w, user) => {
      const body = context(w, byGender, { result_format: 'xlsx' });
      return {
        rows: await xlsxRows(await fetchBytes(w, user, 'POST', '/api/v1/chart/data', body)),
      };
    },
  },
  {
    // The annotated query reads `calendar` (no rule); the layer runs the births chart.
    name: 'POST /api/v1/chart/data annotation layer from a table chart',
    read: async (w, user) => {
      const layer = {
        name: 'births',
        annotationType: 'EVENT',
        sourceType: 'table',
        value: w.chartId,
        show: true,
        overrides: {},
      };
      const query = { columns: [yearly], metrics: [COUNT], annotation_layers: [layer] };
      const body = context(w, query, {}, w.ids.calendar);
      const answer = (await ok(w, user, 'POST', '/api/v1/chart/data', body)).result[0];
      return { rows: answer.annotation_data.births?.records ?? [] };
    },
  },
  {
    name: 'GET /api/v1/chart/{pk}/data/ (json)',
    read: async (w, user) => {
      const answer = (await ok(w, user, 'GET', `/api/v1/chart/${w.chartId}/data/`)).result[0];
      return { rows: answer.data, sql: answer.query };
    },
  },
  {
    name: 'GET /api/v1/chart/{pk}/data/?type=samples',
    read: async (w, user) => {
      const path = `/api/v1/chart/${w.chartId}/data/?type=samples`;
      const answer = (await ok(w, user, 'GET', path)).result[0];
      return { rows: answer.data, sql: answer.query };
    },
  },
  {
    name: 'GET /api/v1/chart/{pk}/data/?format=csv',
    read: async (w, user) => {
      const path = `/api/v1/chart/${w.chartId}/data/?format=csv`;
      return { rows: csvRows((await fetchBytes(w, user, 'GET', path)).toString()) };
    },
  },
  {
    name: 'GET /superset/slice_json/{pk}',
    read: async (w, user) => {
      const answer = await ok(w, user, 'GET', `/superset/slice_json/${w.chartId}`);
      return { rows: answer.data, sql: answer.query };
    },
  },
  {
    name: 'POST /superset/explore_json/',
    read: async (w, user) => {
      const body = { form_data: legacyFormData(w) };
      const answer = await ok(w, user, 'POST', '/superset/explore_json/', body);
      return { rows: answer.data, sql: answer.query };
    },
  },
  ...(['samples', 'results'] as const).map((flag): RowRoute => ({
    name: `POST /superset/explore_json/?${flag}=true`,
    read: async (w, user) => {
      const body = { form_data: legacyFormData(w) };
      const answer = await ok(w, user, 'POST', `/superset/explore_json/?${flag}=true`, body);
      return { rows: answer.data };
    },
  })),
  {
    name: 'POST /superset/explore_json/?query=true',
    sqlOnly: true,
    read: async (w, user) => {
      const body = { form_data: legacyFormData(w) };
      const answer = await ok(w, user, 'POST', '/superset/explore_json/?query=true', body);
      return { rows: [], sql: answer.query };
    },
  },
  {
    name: 'POST /superset/explore_json/?csv=true',
    read: async (w, user) => {
      const body = { form_data: legacyFormData(w) };
      const bytes = await fetchBytes(w, user, 'POST', '/superset/explore_json/?csv=true', body);
      return { rows: csvRows(bytes.toString()) };
    },
  },
  ...(['births', 'births_virtual'] as const).flatMap((dataset): RowRoute[] => [
    {
      name: `GET /api/v1/dataset/{pk}/samples (${dataset})`,
      read: async (w, user) => {
        const path = `/api/v1/dataset/${w.ids[dataset]}/samples`;
        const { result } = await ok(w, user, 'GET', path);
        return { rows: result.data, sql: result.query };
      },
    },
    ...([undefined, { filters: [{ col: 'num', op: '>', val: 0 }] }] as const).map(
      (body): RowRoute => ({
        name: `POST /datasource/samples ${body ? 'drill detail' : 'samples'} (${dataset})`,
        read: async (w, user) => {
          const path = `/datasource/samples?datasource_id=${w.ids[dataset]}&datasource_type=table&page=1&per_page=50`;
          const { result } = await ok(w, user, 'POST', path, body);
          return { rows: result.data, sql: result.query };
        },
      }),
    ),
    {
      name: `GET /api/v1/datasource/table/{id}/column/{col}/values/ (${dataset})`,
      read: async (w, user) => {
        const path = `/api/v1/datasource/table/${w.ids[dataset]}/column/gender/values/`;
        const { result } = await ok(w, user, 'GET', path);
        return { rows: (result as string[]).map((gender) => ({ gender })) };
      },
    },
  ]),
  {
    name: 'GET /api/v1/dataset/{pk}/samples?force=true',
    read: async (w, user) => {
      const path = `/api/v1/dataset/${w.ids.births}/samples?force=true`;
      const { result } = await ok(w, user, 'GET', path);
      expect(result.is_cached).toBe(false);
      return { rows: result.data, sql: result.query };
    },
  },
  {
    name: 'GET /superset/filter/table/{id}/{col}/',
    read: async (w, user) => {
      const values = await ok(w, user, 'GET', `/superset/filter/table/${w.ids.births}/gender/`);
      return { rows: (values as string[]).map((gender) => ({ gender })) };
    },
  },
];

/** The async chart data path (GLOBAL_ASYNC_QUERIES): 202, the job's event, its result_url. */
const ASYNC_ROW_ROUTES: RowRoute[] = [
  {
    name: 'POST /api/v1/chart/data (async) and its result_url',
    read: async (w, user) => {
      const body = context(w, byGender);
      const r = await call(w.url, 'POST', '/api/v1/chart/data', {
        token: user.token,
        cookie: user.cookie,
        body,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      const url = await asyncResultUrl(w, user, r.body.job_id);
      const answer = (await ok(w, user, 'GET', url)).result[0];
      return { rows: answer.data, sql: answer.query };
    },
  },
  {
    name: 'GET /api/v1/chart/{pk}/data/ (async) and its result_url',
    read: async (w, user) => {
      const path = `/api/v1/chart/${w.chartId}/data/?force=true`;
      const r = await call(w.url, 'GET', path, { token: user.token, cookie: user.cookie });
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      const url = await asyncResultUrl(w, user, r.body.job_id);
      const answer = (await ok(w, user, 'GET', url)).result[0];
      return { rows: answer.data, sql: answer.query };
    },
  },
];

/** The admin sees what the rule hides; gemma, after the admin, sees rows and none of those. */
async function expectRuleKept(w: RlsWorld, route: RowRoute): Promise<void> {
  const admin = await route.read(w, w.admin);
  const gamma = await route.read(w, w.gamma);
  if (route.sqlOnly) {
    expect(admin.sql).not.toContain(RULE);
  } else {
    expect(
      admin.rows.filter(violates).length,
      'rows the rule hides, for the admin',
    ).toBeGreaterThan(0);
    expect(gamma.rows.length, 'rows for gemma').toBeGreaterThan(0);
    expect(gamma.rows.filter(violates)).toEqual([]);
  }
  if (gamma.sql !== undefined) {
    for (const statement of gamma.sql.split(';\n\n')) expect(statement).toContain(`(${RULE})`);
  }
}

describe.skipIf(!available)('row level security on every route that reads rows', () => {
  let w: RlsWorld;
  beforeAll(async () => {
    w = await startRlsWorld();
  }, 120_000);
  afterAll(() => w?.stop());

  it.each(ROW_ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    await expectRuleKept(w, route);
  });

  it('refuses every kind of row route on a dataset gemma does not reach', async () => {
    const id = w.ids.secret;
    const as = (method: string, path: string, body?: unknown) =>
      call(w.url, method, path, { token: w.gamma.token, body });
    const data = await as('POST', '/api/v1/chart/data', context(w, byGender, {}, id));
    expect(data.status).toBe(403);
    expect(data.body.errors[0].error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    for (const type of ['samples', 'drill_detail', 'query']) {
      const r = await as(
        'POST',
        '/api/v1/chart/data',
        context(w, byGender, { result_type: type }, id),
      );
      expect(r.status, type).toBe(403);
    }
    expect((await as('GET', `/api/v1/dataset/${id}/samples`)).status).toBe(404);
    const values = await as('GET', `/api/v1/datasource/table/${id}/column/gender/values/`);
    expect(values.status).toBe(403);
    expect((await as('GET', `/superset/filter/table/${id}/gender/`)).status).toBe(403);
    const legacy = await as('POST', '/superset/explore_json/', {
      form_data: { ...legacyFormData(w), datasource: `${id}__table` },
    });
    expect(legacy.status).toBe(403);
    expect(JSON.stringify(legacy.body)).not.toContain('boy');
  });
});

describe.skipIf(!available)('row level security on the async chart data path', () => {
  let w: RlsWorld;
  beforeAll(async () => {
    w = await startRlsWorld({ TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true' });
  }, 120_000);
  afterAll(() => w?.stop());

  it.each(ASYNC_ROW_ROUTES.map((route) => [route.name, route] as const))(
    '%s',
    async (_name, route) => {
      await expectRuleKept(w, route);
    },
  );

  it("answers the admin's result_url to gemma with gemma's rows or nothing", async () => {
    const body = context(w, { columns: ['gender', 'num'], metrics: [COUNT] });
    const r = await call(w.url, 'POST', '/api/v1/chart/data', {
      token: w.admin.token,
      cookie: w.admin.cookie,
      body,
    });
    expect(r.status).toBe(202);
    const url = await asyncResultUrl(w, w.admin, r.body.job_id);
    const replay = await call(w.url, 'GET', url, { token: w.gamma.token });
    expect(replay.status, JSON.stringify(replay.body)).toBe(422);
    expect(replay.body).toEqual({ message: 'Error loading data from cache' });
  });
});
