/**
 * The route walk's world (security.routeWalk.test.ts): the operations of the OpenAPI
 * document with their declared access (`x-tessera-access`), one caller per built-in role,
 * one with no role at all and one with no credentials, and one real object of each kind a
 * GET route takes in its path (made by the admin through the API).
 */
import { expect } from 'vitest';
import type { RouteAccess } from '../../src/api/routeConfig.js';
import { browserLogin, call, login, type CallResult } from '../support/client.js';
import type { TestServer } from '../support/testServer.js';
import { asyncCookie, createBirthsDuckDb, type BirthsDatabase } from './chartDataFixtures.js';

export interface Operation {
  method: string;
  /** The document's path, `{name}` for each path parameter. */
  path: string;
  access: RouteAccess;
  /** Path parameters and whether their schema is a number. */
  params: { name: string; numeric: boolean }[];
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-tessera-access'?: RouteAccess;
        parameters?: { in: string; name: string; schema?: { type?: string } }[];
      }
    >
  >;
}

/** Every operation of the document; one without `x-tessera-access` fails the walk. */
export async function documentOperations(url: string): Promise<Operation[]> {
  const doc = (await call<OpenApiDoc>(url, 'GET', '/api/v1/_openapi')).body;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      expect(op['x-tessera-access'], `${method} ${path} declares its access`).toBeDefined();
      return {
        method: method.toUpperCase(),
        path,
        access: op['x-tessera-access']!,
        params: (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => ({
            name: p.name,
            numeric: p.schema?.type === 'integer' || p.schema?.type === 'number',
          })),
      };
    }),
  );
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An id no object has (ids 1, 2... are real: id 1 is the admin). */
const NO_SUCH_ID = '987654321';

/** The path with a value no object has in every parameter. */
export function placeholderPath(op: Operation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const numeric = op.params.find((p) => p.name === name)?.numeric;
    return numeric ? NO_SUCH_ID : 'no-such-key';
  });
}

export interface Caller {
  name: string;
  token?: string;
  /** The browser's cookies: the session's and the async-token (async events' channel). */
  cookie?: string;
  /** The async-token cookie alone, which Bearer callers send too (`/api/v1/async_event/`). */
  asyncCookie?: string;
  admin: boolean;
  /** "perm\0view" of every pair the caller's roles hold, as the server lists them. */
  pairs: Set<string>;
}

export const pairKey = (perm: string, view: string) => `${perm}\u0000${view}`;

const passwordOf = (username: string) => `${username}-Walk-Pa55word-9!`;

/** The pairs of a role, read through the roles API. */
async function rolePairs(s: TestServer, admin: string, roleId: number): Promise<string[]> {
  const r = await call(s.url, 'GET', `/api/v1/security/roles/${roleId}/permissions/`, {
    token: admin,
  });
  expect(r.status).toBe(200);
  return r.body.result.map((p: { permission_name: string; view_menu_name: string }) =>
    pairKey(p.permission_name, p.view_menu_name),
  );
}

async function signedInCaller(
  s: TestServer,
  admin: string,
  username: string,
  roles: number[],
): Promise<{ token: string; cookie: string; asyncCookie: string }> {
  const r = await call(s.url, 'POST', '/api/v1/security/users/', {
    token: admin,
    body: {
      username,
      first_name: username,
      last_name: 'Walker',
      email: `${username}@example.com`,
      active: true,
      roles,
      password: passwordOf(username),
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const token = await login(s.url, username, passwordOf(username));
  const { cookie } = await browserLogin(s.url, username, passwordOf(username));
  // GLOBAL_ASYNC_QUERIES gives every signed-in answer the channel's cookie
  const channel = asyncCookie((await call(s.url, 'GET', '/api/v1/me/', { token })).headers);
  expect(channel, 'the async-token cookie').toBeTruthy();
  return { token, cookie: `${cookie}; ${channel}`, asyncCookie: channel! };
}

/**
 * Nobody, a user of each built-in role but Public, and a user with no role at all (created
 * with a role of its own that is then deleted).
 */
export async function walkCallers(s: TestServer, admin: string): Promise<Caller[]> {
  const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
  const roleId = (name: string): number =>
    roles.body.result.find((r: { name: string }) => r.name === name).id;
  const callers: Caller[] = [{ name: 'nobody', admin: false, pairs: new Set() }];
  for (const role of ['Admin', 'Alpha', 'Gamma', 'sql_lab']) {
    const user = await signedInCaller(s, admin, `walk_${role.toLowerCase()}`, [roleId(role)]);
    const pairs = new Set(await rolePairs(s, admin, roleId(role)));
    callers.push({ name: role, ...user, admin: role === 'Admin', pairs });
  }
  const temporary = await call(s.url, 'POST', '/api/v1/security/roles/', {
    token: admin,
    body: { name: 'walk_temporary' },
  });
  expect(temporary.status).toBe(201);
  const roleless = await signedInCaller(s, admin, 'walk_norole', [temporary.body.id]);
  const dropped = await call(s.url, 'DELETE', `/api/v1/security/roles/${temporary.body.id}`, {
    token: admin,
  });
  expect(dropped.status).toBe(200);
  const me = await call(s.url, 'GET', '/api/v1/me/roles/', { token: roleless.token });
  expect(me.body.result.roles).toEqual({});
  callers.push({ name: 'no role', ...roleless, admin: false, pairs: new Set() });
  return callers;
}

/** A column each `related/` and `distinct/` lookup answers for (else a column of births). */
const LOOKUP_COLUMNS: [RegExp, string][] = [
  [/\/(database|annotation_layer)\/related\//, 'created_by'],
  [/\/query\/related\//, 'user'],
  [/\/saved_query\/related\//, 'database'],
  [/\/rowlevelsecurity\/related\//, 'tables'],
  [/\/related\//, 'owners'],
  [/\/chart\/distinct\//, 'viz_type'],
  [/\/distinct\//, 'schema'],
];

/** Real values of the path parameters of GET routes, by route. */
export interface WalkWorld {
  /** The path with real values, or undefined when one of its parameters has none. */
  realPath(op: Operation): string | undefined;
  cleanup(): void;
}

/** What a creation answers: the new object's id, or the key of a stored state. */
interface Created {
  id: number | string;
  key: string;
}

async function created(
  s: TestServer,
  admin: string,
  path: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<CallResult<Created>> {
  const r = await call<Created>(s.url, 'POST', path, { token: admin, body, headers });
  expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r;
}

/**
 * One object of each kind, made by the admin: a DuckDB database with `births` and its
 * dataset, a chart, a dashboard, a saved query, a SQL Lab run and tab, an annotation layer
 * and annotation, a row level security rule, explore form data and permalinks, a dashboard
 * permalink, filter state and filter set, a /kv/ entry, a CSS template and a usage log row.
 */
export async function walkWorld(s: TestServer, admin: string): Promise<WalkWorld> {
  const file: BirthsDatabase = await createBirthsDuckDb();
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    created(s, admin, path, body, headers).then((r) => r.body);
  const db = await post('/api/v1/database/', {
    database_name: 'walk',
    sqlalchemy_uri: `duckdb:///${file.file}`,
    expose_in_sqllab: true,
  });
  const dataset = await post('/api/v1/dataset/', {
    database: db.id,
    schema: 'main',
    table_name: 'births',
  });
  const chart = await post('/api/v1/chart/', {
    slice_name: 'walk',
    viz_type: 'table',
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: 'table', groupby: ['gender'], metrics: ['count'] }),
  });
  const dashboard = await post('/api/v1/dashboard/', {
    dashboard_title: 'walk',
    published: true,
    position_json: JSON.stringify({
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], meta: {} },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: {} },
      'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: chart.id } },
    }),
  });
  const cssTemplate = await post('/api/v1/css_template/', { template_name: 'walk', css: '.a{}' });
  await post('/superset/log/?explode=events', { events: [{ event_name: 'walk' }] });
  const [log] = (await call(s.url, 'GET', '/api/v1/log/', { token: admin })).body.result;
  const saved = await post('/api/v1/saved_query/', {
    db_id: db.id,
    label: 'walk',
    sql: 'SELECT 1',
  });
  await post('/api/v1/sqllab/execute/', {
    database_id: db.id,
    sql: 'SELECT 1 AS x',
    client_id: 'walkrun1',
  });
  const [query] = (await call(s.url, 'GET', '/api/v1/query/', { token: admin })).body.result;
  const tab = await post('/tabstateview/', { queryEditor: { dbId: db.id, sql: 'SELECT 1' } });
  const layer = await post('/api/v1/annotation_layer/', { name: 'walk' });
  const annotation = await post(`/api/v1/annotation_layer/${layer.id}/annotation/`, {
    short_descr: 'walk',
    start_dttm: '2024-01-01',
    end_dttm: '2024-01-02',
  });
  const rule = await post('/api/v1/rowlevelsecurity/', {
    name: 'walk',
    filter_type: 'Regular',
    tables: [dataset.id],
    roles: [1],
    clause: '1 = 1',
  });
  const formData = await post('/api/v1/explore/form_data', {
    datasource_id: dataset.id,
    datasource_type: 'table',
    form_data: JSON.stringify({ viz_type: 'table' }),
  });
  const explorePermalink = await post('/api/v1/explore/permalink', {
    formData: { datasource: `${dataset.id}__table`, viz_type: 'table' },
  });
  const dashboardPermalink = await post(`/api/v1/dashboard/${dashboard.id}/permalink`, {
    activeTabs: [],
  });
  const filterState = await post(`/api/v1/dashboard/${dashboard.id}/filter_state`, {
    value: '{}',
  });
  await post(`/api/v1/dashboard/${dashboard.id}/filtersets`, {
    name: 'walk',
    json_metadata: JSON.stringify({ nativeFilters: {} }),
    owner_type: 'Dashboard',
  });
  const sqlPermalink = await post('/api/v1/sqllab/permalink', {
    dbId: db.id,
    name: 'walk',
    sql: 'SELECT 1',
  });
  const kv = await post(
    '/kv/store/',
    new URLSearchParams({ data: '{"sql":"SELECT 1"}' }).toString(),
    {
      'content-type': 'application/x-www-form-urlencoded',
    },
  );

  /** The id behind `{pk}` / `{id}` of each resource, by the path's prefix. */
  const ids: [RegExp, number | string][] = [
    [/^\/api\/v1\/security\/(users|roles)\//, 1],
    [/^\/api\/v1\/database\//, db.id],
    [/^\/api\/v1\/dataset\//, dataset.id],
    [/^\/(api\/v1\/datasource|datasource|superset\/filter)\//, dataset.id],
    [/^\/(api\/v1\/chart|superset\/slice_json)\//, chart.id],
    [/^\/api\/v1\/dashboard\/permalink\//, dashboardPermalink.key],
    [/^\/(api\/v1\/dashboard|superset\/copy_dash)\//, dashboard.id],
    [/^\/api\/v1\/css_template\//, cssTemplate.id],
    [/^\/api\/v1\/log\//, log.id],
    [/^\/api\/v1\/annotation_layer\//, layer.id],
    [/^\/api\/v1\/query\//, query.id],
    [/^\/(api\/v1\/saved_query|savedqueryviewapi)\//, saved.id],
    [/^\/tabstateview\//, tab.id],
    [/^\/api\/v1\/rowlevelsecurity\//, rule.id],
    [/^\/kv\//, kv.id],
    [/^\/api\/v1\/explore\/form_data\//, formData.key],
    [/^\/api\/v1\/explore\/permalink\//, explorePermalink.key],
    [/^\/api\/v1\/sqllab\/permalink\//, sqlPermalink.key],
  ];
  const byName: Record<string, string | number> = {
    annotation_id: annotation.id,
    id_or_slug: dashboard.id,
    type: 'table',
    datasource_type: 'table',
    datasource_id: dataset.id,
    class_name: 'slice',
    obj_id: chart.id,
    action: 'count',
    table: 'births',
    schema: 'main',
    client_id: 'walkrun1',
  };
  const valueOf = (path: string, name: string): string | number | undefined => {
    if (name in byName) return byName[name];
    if (name === 'key' && path.includes('/filter_state/')) return filterState.key;
    if (name === 'column') return LOOKUP_COLUMNS.find(([re]) => re.test(path))?.[1] ?? 'gender';
    if (['pk', 'id', 'key'].includes(name)) return ids.find(([re]) => re.test(path))?.[1];
    return undefined;
  };
  return {
    realPath(op) {
      let complete = true;
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const value = valueOf(op.path, name);
        if (value === undefined) complete = false;
        return encodeURIComponent(String(value));
      });
      return complete ? path : undefined;
    },
    cleanup: file.cleanup,
  };
}

/** Runs the tasks a few at a time (the server and the store see a small steady load). */
export async function inBatches<T>(tasks: (() => Promise<T>)[], size = 8): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += size) {
    results.push(...(await Promise.all(tasks.slice(i, i + size).map((task) => task()))));
  }
  return results;
}
