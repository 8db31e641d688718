/**
 * A server for the row level security route walk (rls.everyRoute.test.ts): the births
 * DuckDB table (24 rows, boys and girls alternating over 2000-2003) as a physical dataset,
 * a virtual dataset over it, a `calendar` dataset without genders and a `secret` copy; a
 * Gamma user (gemma) whose extra role reaches all but `secret` and falls under the rule
 * `gender = 'girl'` on births and its virtual copy; a table chart of births saved by the admin; and request
 * helpers that read answers as rows, whatever their format.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { readSheetRows } from '../../src/services/upload/xlsxReader.js';
import { call, login } from '../support/client.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer.js';
import {
  asyncCookie,
  createBirthsDuckDb,
  registerBirths,
  type BirthsDatabase,
} from './chartDataFixtures.js';

export const RULE = "gender = 'girl'";
export const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };
/** Rows of boys in a group: any value above 0 breaks the rule. */
export const BOYS = {
  expressionType: 'SQL',
  sqlExpression: "SUM(CASE WHEN gender = 'boy' THEN 1 ELSE 0 END)",
  label: 'boys',
};

export type Row = Record<string, unknown>;

/** A signed-in user: a Bearer token and the async-token cookie of its channel. */
export interface User {
  name: string;
  token: string;
  cookie: string;
}

export interface RlsWorld {
  url: string;
  admin: User;
  gamma: User;
  /** Dataset ids: births (physical), births_virtual, calendar (no rule), secret (no access). */
  ids: Record<'births' | 'births_virtual' | 'calendar' | 'secret', number>;
  /** A table chart of births (count by gender), saved by the admin with form data only. */
  chartId: number;
  stop(): Promise<void>;
}

/** Whether a row shows what the rule hides: a boy, or a count of boys above 0. */
export function violates(row: Row): boolean {
  return Object.entries(row).some(
    ([key, value]) =>
      (key === 'gender' && value === 'boy') ||
      (key.startsWith('boys') && typeof value === 'number' && value > 0),
  );
}

async function userOf(url: string, name: string, password: string): Promise<User> {
  const token = await login(url, name, password);
  const me = await call(url, 'GET', '/api/v1/me/', { token });
  return { name, token, cookie: asyncCookie(me.headers) ?? '' };
}

export async function startRlsWorld(env: Record<string, string> = {}): Promise<RlsWorld> {
  const births: BirthsDatabase = await createBirthsDuckDb();
  const s: TestServer = await startTestServer(env);
  const url = s.url;
  const admin = await userOf(url, TEST_ADMIN.username, TEST_ADMIN.password);
  const api = async (method: string, path: string, body?: unknown) => {
    const r = await call(url, method, path, { token: admin.token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
    return r.body;
  };
  const ids = (await registerBirths(url, admin.token, births.file, {
    births_virtual: 'SELECT ds, gender, num FROM births',
    calendar: 'SELECT ds, num FROM births',
    secret: 'SELECT ds, gender, num FROM births',
  })) as RlsWorld['ids'];

  const readers = (await api('POST', '/api/v1/security/roles/', { name: 'birth_readers' })).id;
  const perms = (await api('GET', '/api/v1/security/permissions-resources/')).result as {
    id: number;
    permission: { name: string };
    view_menu: { name: string };
  }[];
  const access = [ids.births, ids.births_virtual, ids.calendar].map((id) => {
    const pv = perms.find(
      (p) => p.permission.name === 'datasource_access' && p.view_menu.name.endsWith(`(id:${id})`),
    );
    expect(pv, `datasource_access on dataset ${id}`).toBeDefined();
    return pv!.id;
  });
  await api('POST', `/api/v1/security/roles/${readers}/permissions`, {
    permission_view_menu_ids: access,
  });
  const roles = (await api('GET', '/api/v1/security/roles/')).result as {
    id: number;
    name: string;
  }[];
  await api('POST', '/api/v1/security/users/', {
    username: 'gemma',
    first_name: 'Gemma',
    last_name: 'Tester',
    email: 'gemma@example.com',
    active: true,
    roles: [roles.find((r) => r.name === 'Gamma')!.id, readers],
    password: 'gemma-password-1',
  });
  await api('POST', '/api/v1/rowlevelsecurity/', {
    name: 'Girls only',
    filter_type: 'Regular',
    tables: [ids.births, ids.births_virtual],
    roles: [readers],
    group_key: null,
    clause: RULE,
  });
  const chart = await api('POST', '/api/v1/chart/', {
    slice_name: 'Births by gender',
    viz_type: 'table',
    datasource_id: ids.births,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${ids.births}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['gender'],
      metrics: [COUNT],
      row_limit: 100,
    }),
  });
  const gamma = await userOf(url, 'gemma', 'gemma-password-1');
  return {
    url,
    admin,
    gamma,
    ids,
    chartId: chart.id,
    stop: async () => {
      await s.stop();
      births.cleanup();
    },
  };
}

/** The rows of CSV text (values without commas or quotes, as the births data has). */
export function csvRows(text: string): Row[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const names = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((n, i) => [n, cells[i]]));
  });
}

/** The rows of an .xlsx file's first sheet, read by the server's own workbook reader. */
export async function xlsxRows(bytes: Buffer): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-rls-'));
  try {
    const path = join(dir, 'export.xlsx');
    writeFileSync(path, bytes);
    const table: (string | null)[][] = [];
    await readSheetRows(path, null, (cells) => {
      table.push([...cells]);
    });
    const [header, ...rest] = table;
    return rest.map((cells) => Object.fromEntries(header.map((n, i) => [n ?? '', cells[i]])));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A request's raw answer (files are bytes). */
export async function fetchBytes(
  world: RlsWorld,
  user: User,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(world.url + path, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, `${method} ${path}: ${bytes.toString('utf8').slice(0, 300)}`).toBe(200);
  return bytes;
}

/** A JSON answer that must be 200. */
export async function ok(
  world: RlsWorld,
  user: User,
  method: string,
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const r = await call(world.url, method, path, { token: user.token, cookie: user.cookie, body });
  expect(r.status, `${user.name} ${method} ${path}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
}

/** Waits for an async job's final event on the user's channel; its result_url. */
export async function asyncResultUrl(world: RlsWorld, user: User, jobId: string) {
  return vi.waitFor(
    async () => {
      const events = await ok(world, user, 'GET', '/api/v1/async_event/?last_id=');
      const done = (events.result as { job_id: string; status: string; result_url: string }[])
        .filter((e) => e.job_id === jobId)
        .find((e) => e.status !== 'pending' && e.status !== 'running');
      if (!done) throw new Error(`job ${jobId} not finished`);
      expect(done.status, JSON.stringify(done)).toBe('done');
      return done.result_url;
    },
    { timeout: 30_000, interval: 50 },
  );
}
