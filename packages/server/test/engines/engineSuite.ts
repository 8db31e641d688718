/**
 * The one engine test suite, run against each real database (duckdb.test.ts, sqlite.test.ts,
 * postgres.test.ts, mariadb.test.ts). A target says how to reach its database and the
 * little SQL that differs; everything else is asserted the same way for every engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorType } from '@tessera/core';
import { SupersetTypedError } from '../../src/errors.js';
import { QueryStoppedError } from '../../src/engines/engineErrors.js';
import { connectEngine, specForUri } from '../../src/engines/registry.js';
import { TIME_GRAINS } from '../../src/engines/timeGrains.js';
import { EXPECTED, SOURCES, asText } from './timeGrainCases.js';
import type { ConnectOptions, Engine, EngineSpec } from '../../src/engines/types.js';

export interface ConnectionFailure {
  name: string;
  uri: string;
  errorType: ErrorType;
  options?: ConnectOptions;
  /** Prepares what the failure needs; returns a reason to skip (printed) when this machine
   * cannot produce it, and throws instead under CI=true. */
  skipIf?: () => Promise<string | null>;
}

export interface EngineTarget {
  /** False (after printing why) when the database is unreachable and CI is not set. */
  available: () => Promise<boolean>;
  /** Prepares a scratch area and gives the URI and schema the suite works in. */
  setup: () => Promise<{ uri: string; schema: string }>;
  teardown: () => Promise<void>;
  /** Native type names for the typed table. */
  types: Record<
    'int' | 'bigint' | 'decimal' | 'double' | 'varchar' | 'text' | 'timestamp' | 'date' | 'boolean',
    string
  >;
  /** How a TRUE stored in the boolean column reads back. */
  trueValue: unknown;
  /** Generic type of the boolean column (MySQL's BOOLEAN is TINYINT(1): NUMERIC). */
  booleanGeneric: 'BOOLEAN' | 'NUMERIC';
  /** A query that runs for many seconds. */
  slowSql: string;
  /** `SELECT n` for n = 1..count, ordered. */
  seriesSql: (count: number) => string;
  failures: ConnectionFailure[];
  /** Whether syntax errors carry the line number. */
  syntaxLine: boolean;
  costEstimate: boolean;
  unqualifiedDdl?: boolean;
  /** Engine-specific tests, run in the same describe block once the suite's tables exist. */
  extras?: (context: () => SuiteContext) => void;
}

export interface SuiteContext {
  engine: Engine;
  spec: EngineSpec;
  uri: string;
  schema: string;
  /** Skips (returns true) when the target is unavailable. */
  unavailable: boolean;
}

async function typedError(promise: Promise<unknown>): Promise<SupersetTypedError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SupersetTypedError);
    return error as SupersetTypedError;
  }
  throw new Error('expected the call to fail');
}

export function engineSuite(label: string, target: EngineTarget): void {
  describe(label, () => {
    let ok = false;
    let engine: Engine;
    let spec: EngineSpec;
    let uri: string;
    let schema: string;
    const t = (name: string) => spec.qualifiedName(schema, name);
    const q = (name: string) => spec.quoteIdentifier(name);
    /** Where DDL cannot take a schema-qualified name (SQLite's REFERENCES and CREATE INDEX ON). */
    const ddl = (name: string) => (target.unqualifiedDdl ? q(name) : t(name));

    beforeAll(async () => {
      ok = await target.available();
      if (!ok) return;
      ({ uri, schema } = await target.setup());
      spec = specForUri(uri);
      engine = await connectEngine(uri);
      const x = target.types;
      for (const sql of [
        `CREATE TABLE ${t('parent')} (id ${x.int} PRIMARY KEY, name ${x.varchar} NOT NULL UNIQUE)`,
        `CREATE TABLE ${t('child')} (id ${x.int} PRIMARY KEY, parent_id ${x.int},
           amount ${x.double} DEFAULT 1.5, created ${x.timestamp}, note ${x.text},
           FOREIGN KEY (parent_id) REFERENCES ${ddl('parent')} (id))`,
        `CREATE INDEX ${q('ix_child_parent_created')} ON ${ddl('child')} (parent_id, created)`,
        `CREATE VIEW ${t('v_child')} AS SELECT id, amount FROM ${t('child')}`,
        `INSERT INTO ${t('parent')} (id, name) VALUES (1, 'one'), (2, 'two')`,
        `INSERT INTO ${t('child')} (id, parent_id, amount, created, note)
           VALUES (10, 1, 2.5, '2024-03-14 15:27:41', 'a'), (11, 2, 3.5, '2024-03-15 08:00:00', 'b')`,
        `CREATE TABLE ${t('typed')} (i ${x.int}, b ${x.bigint}, n ${x.decimal}, f ${x.double}, s ${x.varchar},
           tx ${x.text}, ts ${x.timestamp}, d ${x.date}, bo ${x.boolean})`,
        `INSERT INTO ${t('typed')} VALUES (1, 9007199254740993, 12.34, 1.5, 'abc', 'long text',
           '2024-03-14 15:27:41', '2024-03-14', TRUE)`,
        `CREATE TABLE ${t('events')} (k ${x.int}, ts ${x.timestamp})`,
        `INSERT INTO ${t('events')} VALUES ${SOURCES.map((s, i) => `(${i}, '${s}')`).join(', ')}`,
      ]) {
        await engine.execute(sql);
      }
    });

    afterAll(async () => {
      if (!ok) return;
      await engine?.close();
      await target.teardown();
    });

    const test = (
      name: string,
      fn: (skip: (reason: string) => void) => Promise<void>,
      timeout?: number,
    ) =>
      it(
        name,
        async (ctx) => {
          if (!ok) return ctx.skip(`${label}: the database is not reachable`);
          await fn((reason) => ctx.skip(reason));
        },
        timeout,
      );

    test('connects from its URI and from parameters built back into a URI', async () => {
      const params = spec.parametersFromUri(uri);
      const rebuilt = spec.buildUri(params);
      expect(specForUri(rebuilt)).toBe(spec);
      const again = await connectEngine(rebuilt);
      try {
        const result = await again.execute('SELECT 1 AS one');
        expect(result.rows).toEqual([[1]]);
        expect(result.columns[0]).toMatchObject({ name: 'one', generic: 'NUMERIC' });
      } finally {
        await again.close();
      }
    });

    for (const failure of target.failures) {
      test(`maps a connection failure (${failure.name}) to ${failure.errorType}`, async (skip) => {
        const reason = failure.skipIf ? await failure.skipIf() : null;
        if (reason) {
          console.warn(`SKIPPED (${label}, ${failure.name}): ${reason}`);
          return skip(reason);
        }
        const error = await typedError(connectEngine(failure.uri, failure.options));
        expect(error.errorType).toBe(failure.errorType);
        expect(error.extra).toMatchObject({ engine_name: spec.engineName });
        expect((error.extra as { issue_codes?: unknown[] }).issue_codes?.length).toBeGreaterThan(0);
      }, 20_000);
    }

    test('maps native types to generic types and normalises values', async () => {
      const result = await engine.execute(`SELECT * FROM ${t('typed')}`);
      const generic = Object.fromEntries(result.columns.map((c) => [c.name, c.generic]));
      expect(generic).toEqual({
        i: 'NUMERIC',
        b: 'NUMERIC',
        n: 'NUMERIC',
        f: 'NUMERIC',
        s: 'STRING',
        tx: 'STRING',
        ts: 'TEMPORAL',
        d: 'TEMPORAL',
        bo: target.booleanGeneric,
      });
      const [row] = result.rows;
      expect(row.slice(0, 6)).toEqual([1, '9007199254740993', 12.34, 1.5, 'abc', 'long text']);
      expect(row[6]).toEqual(new Date('2024-03-14T15:27:41Z'));
      expect(row[7]).toEqual(new Date('2024-03-14T00:00:00Z'));
      expect(row[8]).toEqual(target.trueValue);
      for (const c of result.columns) expect(c.type).toBeTruthy();
      const columns = await engine.columns(schema, 'typed');
      expect(columns.map((c) => [c.name, c.generic])).toEqual(
        result.columns.map((c) => [c.name, c.generic]),
      );
    });

    test('truncates a known timestamp to every time grain, as Superset names them', async () => {
      expect(spec.timeGrains.map((g) => g.name)).toEqual([
        'Second',
        '5 second',
        '30 second',
        'Minute',
        '5 minute',
        '30 minute',
        'Hour',
        '6 hour',
        'Day',
        'Week',
        'Week starting Sunday',
        'Week ending Saturday',
        'Month',
        'Quarter',
        'Year',
      ]);
      const none = await engine.execute(
        `SELECT ${spec.timeGrainExpression(q('ts'), null)} AS g FROM ${t('events')} ORDER BY k`,
      );
      expect(none.rows.map((r) => asText(r[0]))).toEqual(SOURCES);
      for (const grain of TIME_GRAINS) {
        const expression = spec.timeGrainExpression(q('ts'), grain);
        const result = await engine.execute(
          `SELECT ${expression} AS g FROM ${t('events')} ORDER BY k`,
        );
        expect({ grain, values: result.rows.map((r) => asText(r[0])) }).toEqual({
          grain,
          values: EXPECTED[grain],
        });
      }
    });

    test('applies limit and offset, keeping a smaller limit of the query', async () => {
      const page = await engine.execute(target.seriesSql(100), [], { limit: 10, offset: 5 });
      expect(page.rows.map((r) => Number(r[0]))).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
      const own = await engine.execute(`${target.seriesSql(100)} LIMIT 3`, [], { limit: 10 });
      expect(own.rows.map((r) => Number(r[0]))).toEqual([1, 2, 3]);
      expect(spec.applyLimit('SELECT 1;', 5)).toMatch(/LIMIT 5$/);
    });

    test('binds parameters with the engine placeholder', async () => {
      const result = await engine.execute(
        `SELECT name FROM ${t('parent')} WHERE id = ${spec.placeholder(0)}`,
        [2],
      );
      expect(result.rows).toEqual([['two']]);
    });

    test('resolves unqualified names in the schema asked for', async () => {
      const result = await engine.execute('SELECT COUNT(*) FROM parent', [], { schema });
      expect(Number(result.rows[0][0])).toBe(2);
    });

    test('streams large results in batches', async () => {
      const sizes: number[] = [];
      let last = 0;
      for await (const batch of engine.stream(target.seriesSql(2500), [], { batchSize: 1000 })) {
        sizes.push(batch.rows.length);
        expect(batch.columns).toHaveLength(1);
        for (const row of batch.rows) expect(Number(row[0])).toBe(++last);
      }
      expect(sizes).toEqual([1000, 1000, 500]);
    });

    test('stops a slow query at its timeout with BACKEND_TIMEOUT_ERROR', async () => {
      const started = Date.now();
      const error = await typedError(engine.execute(target.slowSql, [], { timeoutMs: 500 }));
      expect(error.errorType).toBe('BACKEND_TIMEOUT_ERROR');
      expect(error.message).toBe('The query exceeded the 0.5 seconds timeout.');
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await engine.execute('SELECT 1')).rows).toEqual([[1]]);
    }, 20_000);

    test('stops a running query when its signal aborts', async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      const started = Date.now();
      const error = await typedError(
        engine.execute(target.slowSql, [], { signal: controller.signal }),
      );
      expect(error).toBeInstanceOf(QueryStoppedError);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await engine.execute('SELECT 2')).rows).toEqual([[2]]);
    }, 20_000);

    test('lists schemas, tables and views', async () => {
      expect(await engine.schemas()).toContain(schema);
      const tables = await engine.tables(schema);
      expect(tables).toEqual(
        expect.arrayContaining([
          { name: 'child', type: 'table' },
          { name: 'parent', type: 'table' },
          { name: 'v_child', type: 'view' },
        ]),
      );
      expect(tables.map((x) => x.name)).toEqual([...tables.map((x) => x.name)].sort());
    });

    test('describes columns, primary key, foreign keys and indexes', async () => {
      const columns = await engine.columns(schema, 'child');
      expect(columns.map((c) => [c.name, c.generic])).toEqual([
        ['id', 'NUMERIC'],
        ['parent_id', 'NUMERIC'],
        ['amount', 'NUMERIC'],
        ['created', 'TEMPORAL'],
        ['note', 'STRING'],
      ]);
      expect(columns.find((c) => c.name === 'amount')?.default).toMatch(/1\.5/);
      expect(columns.find((c) => c.name === 'note')?.nullable).toBe(true);
      expect(
        (await engine.columns(schema, 'parent')).find((c) => c.name === 'name')?.nullable,
      ).toBe(false);
      expect((await engine.primaryKey(schema, 'child')).constrained_columns).toEqual(['id']);
      expect(await engine.foreignKeys(schema, 'child')).toEqual([
        expect.objectContaining({
          constrained_columns: ['parent_id'],
          referred_schema: schema,
          referred_table: 'parent',
          referred_columns: ['id'],
        }),
      ]);
      expect(await engine.indexes(schema, 'child')).toEqual(
        expect.arrayContaining([
          {
            name: 'ix_child_parent_created',
            column_names: ['parent_id', 'created'],
            unique: false,
          },
        ]),
      );
      expect(await engine.partitions(schema, 'child')).toBeNull();
      const missing = await typedError(engine.columns(schema, 'no_such_table'));
      expect(missing.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    });

    test('writes select-star text that runs', async () => {
      const text = await engine.selectStar(schema, 'parent', { limit: 1 });
      expect(text).toBe(`SELECT\n  *\nFROM ${t('parent')}\nLIMIT 1`);
      expect((await engine.execute(text)).rows).toHaveLength(1);
      const cols = await engine.selectStar(schema, 'parent', { columns: ['id', 'name'] });
      expect(cols).toBe(`SELECT\n  ${q('id')},\n  ${q('name')}\nFROM ${t('parent')}\nLIMIT 100`);
    });

    test('estimates query cost where the engine can', async () => {
      const cost = await engine.estimateCost(`SELECT * FROM ${t('child')}`);
      if (!target.costEstimate) {
        expect(cost).toBeNull();
        return;
      }
      expect(cost).toHaveLength(1);
      expect(Object.values(cost![0]).length).toBeGreaterThan(0);
      for (const v of Object.values(cost![0])) expect(typeof v).toBe('number');
    });

    test('lists function names', async () => {
      const names = await engine.functionNames();
      expect(names).toEqual(expect.arrayContaining(['count', 'max']));
    });

    test('keeps a table name with quotes and a semicolon a name', async () => {
      const weird = `we"ird;tab\`le'; DROP TABLE parent; --`;
      await engine.execute(`CREATE TABLE ${t(weird)} (${q('co"l;')} ${target.types.int})`);
      await engine.execute(`INSERT INTO ${t(weird)} VALUES (7)`);
      expect((await engine.tables(schema)).map((x) => x.name)).toContain(weird);
      expect((await engine.columns(schema, weird)).map((c) => c.name)).toEqual(['co"l;']);
      const text = await engine.selectStar(schema, weird);
      expect((await engine.execute(text)).rows).toEqual([[7]]);
      expect(
        (await engine.execute(`SELECT COUNT(*) FROM ${t('parent')}`)).rows[0].map(Number),
      ).toEqual([2]);
      await engine.execute(`DROP TABLE ${t(weird)}`);
    });

    target.extras?.(() => ({ engine, spec, uri, schema, unavailable: !ok }));

    test('reports syntax errors, unknown tables and unknown columns by type', async () => {
      const syntax = await typedError(
        engine.execute(`SELECT id\nFROM ${t('parent')}\nWHERE WHERE`),
      );
      expect(syntax.errorType).toBe('SYNTAX_ERROR');
      if (target.syntaxLine) expect(syntax.extra).toMatchObject({ line: 3 });
      expect(syntax.extra).toMatchObject({ engine_name: spec.engineName });
      expect((syntax.extra as { engine_message: string }).engine_message).toMatch(/WHERE|syntax/i);
      const table = await typedError(engine.execute(`SELECT * FROM ${t('no_such_table')}`));
      expect(table.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
      expect(table.extra).toMatchObject({
        issue_codes: [
          expect.objectContaining({ code: 1003 }),
          expect.objectContaining({ code: 1005 }),
        ],
      });
      const column = await typedError(engine.execute(`SELECT no_such_column FROM ${t('parent')}`));
      expect(column.errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
      expect(column.message).toContain('no_such_column');
    });
  });
}
