/**
 * The compiler against a real database: a small birth_names-like table, query objects
 * compiled for the engine and run, and their answers compared with SQL written by hand
 * for that engine. compiler.test.ts runs it on DuckDB, SQLite, PostgreSQL and MariaDB.
 */
import type { QueryObjectInput } from '@tessera/core';
import { naive } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEngine } from '../../src/engines/registry.js';
import type { Engine, EngineSpec } from '../../src/engines/types.js';
import { compileQuery } from '../../src/chartData/compiler/index.js';
import type { CompileContext, CompilerDataset } from '../../src/chartData/compiler/index.js';
import { queryObject } from '../../src/chartData/compiler/testDataset.js';

export interface CompilerTarget {
  available: () => Promise<boolean>;
  /** Prepares a scratch area; returns the URI, the schema the table goes in, and the table. */
  setup: () => Promise<{ uri: string; schema: string | null; table: string }>;
  teardown: () => Promise<void>;
  timestampType: string;
  /** Hand-written month truncation, e.g. `date_trunc('month', ds)`. */
  month: (column: string) => string;
  /** Hand-written regular-expression match, or null when the engine has none. */
  regex: ((column: string, pattern: string) => string) | null;
}

const NAMES = ['Amy', 'Bob', 'Cid', 'Dee', 'Eve', "O'Neil"];
const STATES = ['CA', 'NY', 'TX'];

interface Row {
  ds: string;
  gender: string;
  name: string;
  num: number;
  state: string | null;
  dsEpoch: number;
}

/** 24 rows; each name's numbers are distinct so top-N and orderings have no ties. */
export const ROWS: Row[] = Array.from({ length: 24 }, (_, i) => {
  const [month, day, hour] = [1 + (i % 4), 1 + ((i * 7) % 28), i % 24];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    ds: `2000-${pad(month)}-${pad(day)} ${pad(hour)}:00:00`,
    gender: i % 2 === 0 ? 'boy' : 'girl',
    name: NAMES[i % 6],
    num: ((i % 6) + 1) * 10 + Math.floor(i / 6),
    state: i % 5 === 4 ? null : STATES[i % 3],
    dsEpoch: Date.UTC(2000, month - 1, day, hour) / 1000,
  };
});

const literal = (v: string | number | null) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`;

/** Values made comparable across drivers: dates as `YYYY-MM-DD HH:MM:SS`, numbers as numbers. */
function normalise(rows: unknown[][]): unknown[][] {
  return rows.map((row) =>
    row.map((v) => {
      if (v instanceof Date) return v.toISOString().slice(0, 19).replace('T', ' ');
      if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
      if (typeof v === 'bigint') return Number(v);
      return v;
    }),
  );
}

const sorted = (rows: unknown[][]) =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

export function compilerSuite(name: string, target: CompilerTarget): void {
  describe(name, () => {
    let unavailable = false;
    let engine: Engine;
    let spec: EngineSpec;
    let table: string;
    let dataset: CompilerDataset;

    beforeAll(async () => {
      if (!(await target.available())) {
        unavailable = true;
        return;
      }
      const area = await target.setup();
      engine = await connectEngine(area.uri, { create: true });
      spec = engine.spec;
      table = spec.qualifiedName(area.schema, area.table);
      await engine.execute(
        `CREATE TABLE ${table} (ds ${target.timestampType}, gender VARCHAR(16), name VARCHAR(255), num BIGINT, state VARCHAR(10), ds_epoch BIGINT)`,
      );
      const values = ROWS.map(
        (r) => `(${[r.ds, r.gender, r.name, r.num, r.state, r.dsEpoch].map(literal).join(', ')})`,
      );
      await engine.execute(`INSERT INTO ${table} VALUES ${values.join(', ')}`);
      dataset = {
        id: 1,
        table_name: area.table,
        schema: area.schema,
        sql: null,
        main_dttm_col: 'ds',
        columns: [
          { column_name: 'ds', type: target.timestampType, type_generic: 2, is_dttm: true },
          { column_name: 'gender', type: 'VARCHAR(16)', type_generic: 1 },
          { column_name: 'name', type: 'VARCHAR(255)', type_generic: 1 },
          { column_name: 'num', type: 'BIGINT', type_generic: 0 },
          { column_name: 'state', type: 'VARCHAR(10)', type_generic: 1 },
          {
            column_name: 'ds_epoch',
            type: 'BIGINT',
            type_generic: 0,
            is_dttm: true,
            python_date_format: 'epoch_s',
          },
          {
            column_name: 'num_boys',
            type: 'BIGINT',
            type_generic: 0,
            expression: "CASE WHEN gender = 'boy' THEN num ELSE 0 END",
          },
        ],
        metrics: [
          { metric_name: 'count', expression: 'COUNT(*)' },
          { metric_name: 'sum__num', expression: 'SUM(num)' },
        ],
      };
    });

    afterAll(async () => {
      if (unavailable) return;
      await engine?.close();
      await target.teardown();
    });

    const run = async (query: QueryObjectInput, context: CompileContext = {}, over = dataset) => {
      const compiled = compileQuery(queryObject(query), over, spec, {
        now: naive(2000, 6, 1),
        ...context,
      });
      const result = await engine.execute(compiled.sql, compiled.params);
      expect(result.columns).toHaveLength(compiled.labels.length);
      return normalise(result.rows);
    };
    const hand = async (sql: string) => normalise((await engine.execute(sql)).rows);

    const xAxis = {
      label: 'ds',
      sqlExpression: 'ds',
      columnType: 'BASE_AXIS' as const,
      timeGrain: 'P1M',
    };
    const sumNum = {
      expressionType: 'SIMPLE' as const,
      aggregate: 'SUM' as const,
      column: { column_name: 'num' },
      label: 'SUM(num)',
    };

    it('sums by month on the x-axis within a time range', async ({ skip }) => {
      if (unavailable) skip();
      const rows = await run({
        columns: [xAxis],
        metrics: [sumNum],
        filters: [
          { col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-02-01 : 2000-05-01' },
          { col: 'gender', op: '==', val: 'girl' },
        ],
        orderby: [['ds', true]],
      });
      const m = target.month('ds');
      const expected = await hand(
        `SELECT ${m}, SUM(num) FROM ${table} WHERE gender = 'girl' AND ds >= '2000-02-01 00:00:00' AND ds < '2000-05-01 00:00:00' GROUP BY ${m} ORDER BY ${m}`,
      );
      expect(expected.length).toBe(2);
      expect(rows).toEqual(expected);
    });

    it('keeps the top series only (series limit)', async ({ skip }) => {
      if (unavailable) skip();
      const rows = await run({
        columns: [xAxis, 'name'],
        metrics: [sumNum],
        series_columns: ['name'],
        series_limit: 2,
      });
      const m = target.month('ds');
      const expected = await hand(
        `SELECT ${m}, name, SUM(num) FROM ${table} WHERE name IN (SELECT name FROM (SELECT name FROM ${table} GROUP BY name ORDER BY SUM(num) DESC LIMIT 2) AS top) GROUP BY ${m}, name`,
      );
      expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(["O'Neil", 'Eve']));
      expect(sorted(rows)).toEqual(sorted(expected));
      const withOthers = await run({
        columns: ['name'],
        metrics: ['sum__num'],
        series_columns: ['name'],
        series_limit: 2,
        group_others_when_limit_reached: true,
      });
      expect(sorted(withOthers)).toEqual([
        ['Eve', 206],
        ["O'Neil", 246],
        ['Others', 424],
      ]);
    });

    it('truncates an epoch-seconds column to a grain and applies row level security', async ({
      skip,
    }) => {
      if (unavailable) skip();
      const epochAxis = { ...xAxis, label: 'month', sqlExpression: 'ds_epoch' };
      const rows = await run({ columns: [epochAxis], metrics: ['count'] });
      const m = target.month('ds');
      expect(sorted(rows)).toEqual(
        sorted(await hand(`SELECT ${m}, COUNT(*) FROM ${table} GROUP BY ${m}`)),
      );
      const rls = await run(
        { columns: ['gender'], metrics: ['count'] },
        {
          roleIds: [3],
          rlsRules: [
            {
              clause: "state = 'CA'",
              group_key: 'g',
              filter_type: 'Regular',
              role_ids: [3],
              table_ids: [1],
            },
            {
              clause: "state = 'NY'",
              group_key: 'g',
              filter_type: 'Regular',
              role_ids: [3],
              table_ids: [1],
            },
            {
              clause: 'num > 30',
              group_key: null,
              filter_type: 'Base',
              role_ids: [9],
              table_ids: [1],
            },
          ],
        },
      );
      const expected = await hand(
        `SELECT gender, COUNT(*) FROM ${table} WHERE (state = 'CA' OR state = 'NY') AND num > 30 GROUP BY gender`,
      );
      expect(sorted(rls)).toEqual(sorted(expected));
    });

    it('filters groups with HAVING and extras', async ({ skip }) => {
      if (unavailable) skip();
      const rows = await run({
        columns: ['state'],
        metrics: ['count', 'sum__num'],
        filters: [{ col: 'count', op: '>=', val: '3' }],
        extras: { where: "gender = 'boy' OR name = 'O''Neil'", having: 'SUM(num) > 50' },
      });
      const expected = await hand(
        `SELECT state, COUNT(*), SUM(num) FROM ${table} WHERE gender = 'boy' OR name = 'O''Neil' GROUP BY state HAVING COUNT(*) >= 3 AND SUM(num) > 50`,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(rows)).toEqual(sorted(expected));
    });

    it('applies every kind of filter with bound, coerced values', async ({ skip }) => {
      if (unavailable) skip();
      const since = Date.UTC(2000, 0, 15) / 1000;
      const until = Date.UTC(2000, 2, 15) / 1000;
      const rows = await run({
        columns: ['name'],
        metrics: ['count'],
        filters: [
          { col: 'state', op: 'IN', val: ['CA', '<NULL>'] },
          { col: 'name', op: 'NOT IN', val: ['Bob'] },
          { col: 'name', op: 'ILIKE', val: '%E%' },
          { col: 'num', op: '>=', val: '3' },
          { col: 'ds_epoch', op: 'TEMPORAL_RANGE', val: '2000-01-15 : 2000-03-15' },
          { col: 'gender', op: 'IS NOT NULL' },
        ],
      });
      const expected = await hand(
        `SELECT name, COUNT(*) FROM ${table} WHERE (state = 'CA' OR state IS NULL) AND name NOT IN ('Bob') AND LOWER(name) LIKE '%e%' AND num >= 3 AND ds_epoch >= ${since} AND ds_epoch < ${until} AND gender IS NOT NULL GROUP BY name`,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(rows)).toEqual(sorted(expected));
    });

    it('reads a virtual dataset and a calculated column', async ({ skip }) => {
      if (unavailable) skip();
      const virtual = { ...dataset, sql: `SELECT * FROM ${table} WHERE state = 'NY';` };
      const boys = { ...sumNum, column: { column_name: 'num_boys' }, label: 'boys' };
      const filters = target.regex ? [{ col: 'name', op: 'REGEX', val: '^[A-E]' }] : [];
      const rows = await run({ columns: ['gender'], metrics: [boys], filters }, {}, virtual);
      const regex = target.regex ? `AND ${target.regex('name', '^[A-E]')}` : '';
      const expected = await hand(
        `SELECT gender, SUM(CASE WHEN gender = 'boy' THEN num ELSE 0 END) FROM ${table} WHERE state = 'NY' ${regex} GROUP BY gender`,
      );
      expect(sorted(rows)).toEqual(sorted(expected));
    });

    it('pages raw rows and counts the groups', async ({ skip }) => {
      if (unavailable) skip();
      const rows = await run({
        columns: ['name', 'num', 'ds'],
        orderby: [
          ['num', false],
          ['name', true],
        ],
        row_limit: 5,
        row_offset: 3,
      });
      const expected = await hand(
        `SELECT name, num, ds FROM ${table} ORDER BY num DESC, name ASC LIMIT 5 OFFSET 3`,
      );
      expect(rows).toEqual(expected);
      const count = await run({
        columns: ['name', 'state'],
        metrics: ['count'],
        is_rowcount: true,
      });
      const expectedCount = await hand(
        `SELECT COUNT(*) FROM (SELECT DISTINCT name, state FROM ${table}) AS d`,
      );
      expect(count).toEqual(expectedCount);
    });

    it('runs a legacy time series on the granularity column', async ({ skip }) => {
      if (unavailable) skip();
      const rows = await run({
        granularity: 'ds',
        is_timeseries: true,
        time_range: '2000-01-01 : 2000-03-01',
        columns: [],
        metrics: ['count'],
        extras: { time_grain_sqla: 'P1M' },
      });
      const m = target.month('ds');
      const expected = await hand(
        `SELECT ${m}, COUNT(*) FROM ${table} WHERE ds >= '2000-01-01 00:00:00' AND ds < '2000-03-01 00:00:00' GROUP BY ${m}`,
      );
      expect(sorted(rows)).toEqual(sorted(expected));
    });

    it('refuses an injected statement and keeps the table', async ({ skip }) => {
      if (unavailable) skip();
      await expect(
        run({
          columns: ['name'],
          metrics: ['count'],
          extras: { where: `1=1); DROP TABLE ${table}; --` },
        }),
      ).rejects.toThrow(/WHERE clause must be a single SQL expression/);
      await expect(
        run({
          columns: ['name'],
          metrics: [
            { expressionType: 'SQL', sqlExpression: `COUNT(*); DROP TABLE ${table}`, label: 'x' },
          ],
        }),
      ).rejects.toThrow(/statement separator/);
      expect(await hand(`SELECT COUNT(*) FROM ${table}`)).toEqual([[24]]);
    });

    it('quotes URL parameters in a templated virtual dataset', async ({ skip }) => {
      if (unavailable) skip();
      const virtual = {
        ...dataset,
        sql: `SELECT * FROM ${table} WHERE name = '{{ url_param('n') }}'`,
      };
      const query = (n: string) => ({ columns: ['name'], metrics: ['count'], url_params: { n } });
      const context = { templateProcessing: true };
      expect(await run(query("x' OR '1'='1"), context, virtual)).toEqual([]);
      expect(await run(query("O'Neil"), context, virtual)).toEqual([["O'Neil", 4]]);
    });
  });
}
