/**
 * The dataset API over users' databases: a DuckDB file created here and the real
 * PostgreSQL (a schema of its own, dropped after). Physical and virtual datasets read
 * from the source, calculated columns and metrics saved and read back, samples, column
 * values, refresh keeping what users set, and bad input that saves nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { serviceAvailable } from '../support/services.js';
import { call, login } from '../support/client.js';
import { lockedConfig } from '../../src/engines/duckdb/lockdown.js';

const available = await storeAvailable();
const postgresUp = available && (await serviceAvailable('PostgreSQL', '127.0.0.1', 5432));
const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

const ORDERS = [
  [1, 10.5, 'ann', '2024-01-02 03:04:05', '2024-01-03', true],
  [2, 20, 'bob', '2024-02-01 00:00:00', null, false],
  [3, 5.25, 'ann', '2024-03-15 12:30:00', '2024-03-16', true],
] as const;
const literal = (v: unknown) =>
  v === null ? 'NULL' : typeof v === 'string' ? `'${v}'` : String(v);
const ordersInsert = (table: string) =>
  `INSERT INTO ${table} VALUES ${ORDERS.map((r) => `(${r.map(literal).join(', ')})`).join(', ')}`;

/** What each engine's suite needs: where the tables are and how to change them. */
interface Source {
  label: string;
  uri: string;
  schema: string;
  run(sql: string): Promise<void>;
  cleanup(): Promise<void>;
}

async function duckdbSource(dir: string): Promise<Source> {
  const file = join(dir, 'shop.duckdb');
  const instance = await DuckDBInstance.fromCache(file, lockedConfig({}));
  const run = async (sql: string) => {
    const conn = await instance.connect();
    try {
      await conn.run(sql);
    } finally {
      conn.closeSync();
    }
  };
  return {
    label: 'DuckDB',
    uri: `duckdb:///${file}`,
    schema: 'sales',
    run,
    cleanup: async () => {},
  };
}

async function postgresSource(): Promise<Source> {
  const schema = `ds_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'test' });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  return {
    label: 'PostgreSQL',
    uri: 'postgresql://postgres@127.0.0.1:5432/test',
    schema,
    run: async (sql) => {
      await client.query(sql);
    },
    cleanup: async () => {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

const sources: [string, boolean, (dir: string) => Promise<Source>][] = [
  ['DuckDB', available, duckdbSource],
  ['PostgreSQL', postgresUp, () => postgresSource()],
];

describe.each(sources)('datasets on %s', (_label, enabled, makeSource) => {
  let s: TestServer;
  let admin: string;
  let dir: string;
  let src: Source;
  let databaseId: number;
  let physicalId: number;
  let virtualId: number;

  const api = (method: string, path: string, body?: unknown, token = admin) =>
    call(s.url, method, path, { token, body });
  const datasetCount = async () => (await api('GET', '/api/v1/dataset/')).body.count as number;

  beforeAll(async () => {
    if (!enabled) return;
    dir = mkdtempSync(join(tmpdir(), 'tessera-datasets-'));
    src = await makeSource(dir);
    const t = (name: string) => `${src.schema}.${name}`;
    if (src.label === 'DuckDB') await src.run(`CREATE SCHEMA ${src.schema}`);
    await src.run(
      `CREATE TABLE ${t('orders')} (id INTEGER, amount DOUBLE PRECISION, customer VARCHAR(20), ordered_at TIMESTAMP, shipped DATE, paid BOOLEAN)`,
    );
    await src.run(ordersInsert(t('orders')));
    await src.run(
      `CREATE TABLE ${t('events')} (id INTEGER, happened_at TIMESTAMP, kind VARCHAR(10))`,
    );
    await src.run(`CREATE TABLE ${t('"we""ird; DROP TABLE orders; --"')} (x INTEGER)`);
    await src.run(`INSERT INTO ${t('"we""ird; DROP TABLE orders; --"')} VALUES (7)`);
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const db = await api('POST', '/api/v1/database/', {
      database_name: 'Shop',
      sqlalchemy_uri: src.uri,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    databaseId = db.body.id;
  });

  afterAll(async () => {
    await s?.stop();
    await src?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(enabled)(
    'creates a physical dataset from the table, with its columns and count',
    async () => {
      const created = await api('POST', '/api/v1/dataset/', {
        database: databaseId,
        schema: src.schema,
        table_name: 'orders',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      physicalId = created.body.id;
      expect(created.body.result).toEqual({
        database: databaseId,
        schema: src.schema,
        table_name: 'orders',
      });
      expect(created.body.data).toMatchObject({
        id: physicalId,
        uid: `${physicalId}__table`,
        type: 'table',
      });

      const shown = await api('GET', `/api/v1/dataset/${physicalId}`);
      expect(shown.status).toBe(200);
      const ds = shown.body.result;
      expect(ds).toMatchObject({
        id: physicalId,
        table_name: 'orders',
        schema: src.schema,
        kind: 'physical',
        sql: null,
        datasource_type: 'table',
        main_dttm_col: 'ordered_at',
        database: { id: databaseId, database_name: 'Shop' },
        owners: [{ first_name: expect.any(String) }],
        url: `/tablemodelview/edit/${physicalId}`,
        is_managed_externally: false,
      });
      const cols = Object.fromEntries(
        ds.columns.map((c: { column_name: string }) => [c.column_name, c]),
      );
      expect(Object.keys(cols)).toEqual([
        'id',
        'amount',
        'customer',
        'ordered_at',
        'shipped',
        'paid',
      ]);
      expect(cols.id).toMatchObject({
        type_generic: 0,
        is_dttm: false,
        groupby: true,
        filterable: true,
      });
      expect(cols.customer).toMatchObject({ type_generic: 1, is_dttm: false });
      expect(cols.ordered_at).toMatchObject({ type_generic: 2, is_dttm: true });
      expect(cols.shipped).toMatchObject({ type_generic: 2, is_dttm: true });
      expect(cols.paid).toMatchObject({ type_generic: 3, is_dttm: false });
      expect(cols.ordered_at.type).toMatch(/TIMESTAMP/);
      expect(ds.metrics).toEqual([
        expect.objectContaining({
          metric_name: 'count',
          expression: 'COUNT(*)',
          verbose_name: 'COUNT(*)',
        }),
      ]);
      expect(ds.select_star).toContain(`FROM "${src.schema}"."orders"`);

      // The permission admins grant for it exists.
      const perms = await api('GET', '/api/v1/security/permissions-resources/');
      expect(
        perms.body.result.some(
          (p: { permission: { name: string }; view_menu: { name: string } }) =>
            p.permission.name === 'datasource_access' &&
            p.view_menu.name === `[Shop].[orders](id:${physicalId})`,
        ),
      ).toBe(true);
    },
  );

  it.runIf(enabled)('creates a virtual dataset from the columns its SQL returns', async () => {
    const created = await api('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: src.schema,
      table_name: 'customer_totals',
      sql: `SELECT customer, SUM(amount) AS total, MAX(ordered_at) AS last_order FROM ${src.schema}.orders GROUP BY customer;`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    virtualId = created.body.id;
    const ds = (await api('GET', `/api/v1/dataset/${virtualId}`)).body.result;
    expect(ds.kind).toBe('virtual');
    expect(ds.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'customer',
      'total',
      'last_order',
    ]);
    expect(ds.columns[2]).toMatchObject({ is_dttm: true, type_generic: 2 });
    expect(ds.main_dttm_col).toBe('last_order');

    const list = await api(
      'GET',
      `/api/v1/dataset/${q('(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f)))')}`,
    );
    expect(list.body.result.map((d: { table_name: string }) => d.table_name)).toEqual([
      'customer_totals',
    ]);
    expect(list.body.result[0]).toMatchObject({
      kind: 'virtual',
      database: { database_name: 'Shop' },
    });
  });

  it.runIf(enabled)('gives samples with generic types and times as epoch ms', async () => {
    const r = await api('GET', `/api/v1/dataset/${physicalId}/samples?force=false`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { colnames, coltypes, data, rowcount } = r.body.result;
    expect(colnames).toEqual(['id', 'amount', 'customer', 'ordered_at', 'shipped', 'paid']);
    expect(coltypes).toEqual([0, 0, 1, 2, 2, 3]);
    expect(rowcount).toBe(3);
    const first = data.find((row: { id: number }) => row.id === 1);
    expect(first).toEqual({
      id: 1,
      amount: 10.5,
      customer: 'ann',
      ordered_at: Date.UTC(2024, 0, 2, 3, 4, 5),
      shipped: Date.UTC(2024, 0, 3),
      paid: true,
    });

    const virtual = await api('GET', `/api/v1/dataset/${virtualId}/samples`);
    expect(virtual.status, JSON.stringify(virtual.body)).toBe(200);
    expect(virtual.body.result.query).toContain('AS virtual_table');
    const ann = virtual.body.result.data.find(
      (row: { customer: string }) => row.customer === 'ann',
    );
    expect(ann).toEqual({
      customer: 'ann',
      total: 15.75,
      last_order: Date.UTC(2024, 2, 15, 12, 30),
    });
  });

  it.runIf(enabled)('saves calculated columns and metrics and reads them back', async () => {
    const before = (await api('GET', `/api/v1/dataset/${physicalId}`)).body.result;
    const columns = before.columns.map((c: Record<string, unknown>) => ({
      id: c.id,
      column_name: c.column_name,
      verbose_name: c.column_name === 'customer' ? 'Customer' : c.verbose_name,
      description: c.column_name === 'customer' ? 'Who ordered' : c.description,
      is_dttm: c.is_dttm,
      type: c.type,
      filterable: c.filterable,
      groupby: c.column_name === 'paid' ? false : c.groupby,
    }));
    columns.push({
      column_name: 'big_order',
      expression: 'amount > 10',
      type: 'BOOLEAN',
      filterable: true,
      groupby: true,
    });
    const updated = await api('PUT', `/api/v1/dataset/${physicalId}`, {
      description: 'All orders',
      extra: JSON.stringify({
        warning_markdown: 'Test data',
        certification: { certified_by: 'QA', details: 'ok' },
      }),
      columns,
      metrics: [
        {
          id: before.metrics[0].id,
          metric_name: 'count',
          expression: 'COUNT(*)',
          verbose_name: 'Orders',
        },
        {
          metric_name: 'revenue',
          expression: 'SUM(amount)',
          d3format: ',.2f',
          currency: { symbol: 'EUR', symbolPosition: 'suffix' },
          extra: JSON.stringify({ certification: { certified_by: 'Finance', details: 'audited' } }),
        },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.id).toBe(physicalId);

    const ds = (await api('GET', `/api/v1/dataset/${physicalId}`)).body.result;
    expect(ds.description).toBe('All orders');
    expect(JSON.parse(ds.extra).warning_markdown).toBe('Test data');
    const cols = Object.fromEntries(
      ds.columns.map((c: { column_name: string }) => [c.column_name, c]),
    );
    expect(cols.customer).toMatchObject({ verbose_name: 'Customer', description: 'Who ordered' });
    expect(cols.paid.groupby).toBe(false);
    expect(cols.big_order).toMatchObject({ expression: 'amount > 10', type_generic: 3 });
    const revenue = ds.metrics.find((m: { metric_name: string }) => m.metric_name === 'revenue');
    expect(revenue).toMatchObject({
      expression: 'SUM(amount)',
      d3format: ',.2f',
      currency: { symbol: 'EUR', symbolPosition: 'suffix' },
      certified_by: 'Finance',
      certification_details: 'audited',
    });
    expect(
      ds.metrics.find((m: { metric_name: string }) => m.metric_name === 'count').verbose_name,
    ).toBe('Orders');
    expect(ds.verbose_map).toMatchObject({
      customer: 'Customer',
      count: 'Orders',
      __timestamp: 'Time',
    });
    expect(ds.column_formats).toEqual({ revenue: ',.2f' });

    // The calculated column is selected in samples.
    const samples = await api('GET', `/api/v1/dataset/${physicalId}/samples`);
    expect(samples.body.result.colnames).toContain('big_order');
    expect(samples.body.result.data.filter((r: { big_order: boolean }) => r.big_order).length).toBe(
      2,
    );
  });

  it.runIf(enabled)('names the field of bad updates and changes nothing', async () => {
    const before = (await api('GET', `/api/v1/dataset/${physicalId}`)).body.result;
    const dupMetrics = await api('PUT', `/api/v1/dataset/${physicalId}`, {
      description: 'changed?',
      metrics: [
        { metric_name: 'm', expression: 'SUM(amount)' },
        { metric_name: 'm', expression: 'MAX(amount)' },
      ],
    });
    expect(dupMetrics.status).toBe(422);
    expect(dupMetrics.body.message).toEqual({ metrics: ['One or more metrics are duplicated'] });

    const dupColumns = await api('PUT', `/api/v1/dataset/${physicalId}`, {
      columns: [{ column_name: 'a' }, { column_name: 'a' }],
    });
    expect(dupColumns.body.message).toEqual({ columns: ['One or more columns are duplicated'] });

    const unknownColumn = await api('PUT', `/api/v1/dataset/${physicalId}`, {
      columns: [{ id: 999999, column_name: 'ghost' }],
    });
    expect(unknownColumn.body.message).toEqual({ columns: ['One or more columns do not exist'] });

    const existing = await api('PUT', `/api/v1/dataset/${physicalId}`, {
      metrics: [{ metric_name: 'revenue', expression: 'SUM(amount)' }],
    });
    expect(existing.body.message).toEqual({ metrics: ['One or more metrics already exist'] });

    const injected = await api('PUT', `/api/v1/dataset/${physicalId}`, {
      columns: [{ column_name: 'x', expression: '1; DROP TABLE orders' }],
    });
    expect(injected.status).toBe(422);
    expect(Object.keys(injected.body.message)).toEqual(['columns.0.expression']);

    const badSql = await api('PUT', `/api/v1/dataset/${virtualId}`, {
      sql: `SELECT 1 AS a; DELETE FROM ${src.schema}.orders`,
    });
    expect(badSql.status).toBe(422);
    expect(badSql.body.message).toEqual({ sql: ['Only single queries supported'] });

    const after = (await api('GET', `/api/v1/dataset/${physicalId}`)).body.result;
    expect(after.description).toBe(before.description);
    expect(after.metrics).toEqual(before.metrics);
    expect(after.columns).toEqual(before.columns);
    const rows = await api('GET', `/api/v1/dataset/${physicalId}/samples`);
    expect(rows.body.result.rowcount).toBe(3);
  });

  it.runIf(enabled)('gives the distinct values of a column, sorted', async () => {
    const r = await api('GET', `/api/v1/datasource/table/${physicalId}/column/customer/values/`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toEqual(['ann', 'bob']);
    const calculated = await api(
      'GET',
      `/api/v1/datasource/table/${physicalId}/column/big_order/values/`,
    );
    expect(calculated.body.result).toEqual([false, true]);
    const missing = await api('GET', `/api/v1/datasource/table/${physicalId}/column/nope/values/`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Column name nope does not exist');
  });

  it.runIf(enabled)('refreshes columns from the source, keeping what users set', async () => {
    const created = await api('POST', '/api/v1/dataset/', {
      database: databaseId,
      schema: src.schema,
      table_name: 'events',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const ds = (await api('GET', `/api/v1/dataset/${id}`)).body.result;
    const kind = ds.columns.find((c: { column_name: string }) => c.column_name === 'kind');
    await api('PUT', `/api/v1/dataset/${id}`, {
      columns: [
        ...ds.columns.map((c: { id: number; column_name: string }) =>
          c.id === kind.id
            ? { id: c.id, column_name: 'kind', verbose_name: 'Event kind', groupby: false }
            : { id: c.id, column_name: c.column_name },
        ),
        { column_name: 'is_login', expression: "kind = 'login'" },
      ],
      metrics: [],
    });
    await src.run(`ALTER TABLE ${src.schema}.events ADD COLUMN place VARCHAR(10)`);
    await src.run(`ALTER TABLE ${src.schema}.events DROP COLUMN id`);

    const refreshed = await api('PUT', `/api/v1/dataset/${id}/refresh`);
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body).toEqual({ message: 'OK' });
    const after = (await api('GET', `/api/v1/dataset/${id}`)).body.result;
    const byName = Object.fromEntries(
      after.columns.map((c: { column_name: string }) => [c.column_name, c]),
    );
    expect(Object.keys(byName).sort()).toEqual(['happened_at', 'is_login', 'kind', 'place']);
    expect(byName.kind).toMatchObject({ id: kind.id, verbose_name: 'Event kind', groupby: false });
    expect(byName.is_login.expression).toBe("kind = 'login'");
    expect(after.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['count']);
  });

  it.runIf(enabled)('refuses bad creates with the field named, and saves nothing', async () => {
    const before = await datasetCount();
    const post = (body: object) => api('POST', '/api/v1/dataset/', body);

    const duplicate = await post({
      database: databaseId,
      schema: src.schema,
      table_name: 'orders',
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.message).toEqual({ table_name: ['Dataset orders already exists'] });

    const noDb = await post({ database: 999999, table_name: 'orders' });
    expect(noDb.status).toBe(422);
    expect(noDb.body.message.database).toEqual(['Database does not exist']);

    const noTable = await post({ database: databaseId, schema: src.schema, table_name: 'missing' });
    expect(noTable.status).toBe(422);
    expect(noTable.body.message).toEqual({
      table_name: [
        `Table [${src.schema}.missing] could not be found, please double check your database connection, schema, and table name`,
      ],
    });

    const quoted = await post({
      database: databaseId,
      schema: src.schema,
      table_name: 'orders"; DROP TABLE orders; --',
    });
    expect(quoted.status).toBe(422);
    expect(Object.keys(quoted.body.message)).toEqual(['table_name']);

    const twoStatements = await post({
      database: databaseId,
      table_name: 'evil',
      sql: `SELECT 1 AS a; DROP TABLE ${src.schema}.orders`,
    });
    expect(twoStatements.status).toBe(422);
    expect(twoStatements.body.message).toEqual({ sql: ['Only single queries supported'] });

    const dml = await post({
      database: databaseId,
      table_name: 'evil',
      sql: `DELETE FROM ${src.schema}.orders`,
    });
    expect(dml.body.message).toEqual({ sql: ['Only `SELECT` statements are allowed'] });

    const failing = await post({
      database: databaseId,
      table_name: 'broken',
      sql: 'SELECT * FROM no_such_table',
    });
    expect(failing.status).toBe(422);
    expect(Object.keys(failing.body.message)).toEqual(['sql']);

    const badOwners = await post({
      database: databaseId,
      table_name: 'x',
      sql: 'SELECT 1 AS a',
      owners: [424242],
    });
    expect(badOwners.body.message).toEqual({ owners: ['Owners are invalid'] });

    const schemaError = await post({ database: 'one', table_name: 'x' });
    expect(schemaError.status).toBe(400);

    expect(await datasetCount()).toBe(before);
    const perms = await api('GET', '/api/v1/security/permissions-resources/');
    expect(
      perms.body.result.filter((p: { view_menu: { name: string } }) =>
        /\[(evil|broken|x|missing)\]/.test(p.view_menu.name),
      ),
    ).toEqual([]);
    const rows = await api('GET', `/api/v1/dataset/${physicalId}/samples`);
    expect(rows.body.result.rowcount).toBe(3);
  });

  it.runIf(enabled)(
    'quotes table names: a name with quotes and semicolons stays a name',
    async () => {
      const created = await api('POST', '/api/v1/dataset/', {
        database: databaseId,
        schema: src.schema,
        table_name: 'we"ird; DROP TABLE orders; --',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const samples = await api('GET', `/api/v1/dataset/${created.body.id}/samples`);
      expect(samples.status, JSON.stringify(samples.body)).toBe(200);
      expect(samples.body.result.data).toEqual([{ x: 7 }]);
      const values = await api(
        'GET',
        `/api/v1/datasource/table/${created.body.id}/column/x/values/`,
      );
      expect(values.body.result).toEqual([7]);
      const orders = await api('GET', `/api/v1/dataset/${physicalId}/samples`);
      expect(orders.body.result.rowcount).toBe(3);
    },
  );

  it.runIf(enabled)(
    'overwrites a virtual dataset with override_columns, reading the new columns',
    async () => {
      const r = await api('PUT', `/api/v1/dataset/${virtualId}?override_columns=true`, {
        sql: `SELECT id, customer AS who FROM ${src.schema}.orders`,
        columns: [
          { column_name: 'id', type: 'INTEGER', is_dttm: false },
          { column_name: 'who', type: 'VARCHAR', is_dttm: false },
        ],
        database_id: databaseId,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const ds = (await api('GET', `/api/v1/dataset/${virtualId}`)).body.result;
      expect(ds.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['id', 'who']);
      const samples = await api('GET', `/api/v1/dataset/${virtualId}/samples`);
      expect(samples.body.result.colnames).toEqual(['id', 'who']);

      // A source that fails leaves the dataset as it was.
      const broken = await api('PUT', `/api/v1/dataset/${virtualId}?override_columns=true`, {
        sql: 'SELECT * FROM no_such_table',
        description: 'should not stick',
      });
      expect(broken.status).toBe(422);
      const same = (await api('GET', `/api/v1/dataset/${virtualId}`)).body.result;
      expect(same.sql).toBe(ds.sql);
      expect(same.description).toBeNull();
    },
  );
});
