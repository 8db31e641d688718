/** The engine suite against embedded DuckDB, on a temporary file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { duckdbSpec } from '../../src/engines/duckdb/spec.js';
import { engineSuite } from './engineSuite.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tessera-duckdb-'));
const file = path.join(dir, 'engine.duckdb');
const uri = `duckdb:///${file}`;
const schema = `tessera_${Math.random().toString(36).slice(2, 8)}`;

engineSuite('DuckDB engine', {
  available: async () => true,
  setup: async () => {
    const engine = await duckdbSpec.connect(uri, { create: true });
    await engine.execute(`CREATE SCHEMA ${duckdbSpec.quoteIdentifier(schema)}`);
    await engine.close();
    return { uri, schema };
  },
  teardown: async () => rmSync(dir, { recursive: true, force: true }),
  types: {
    int: 'INTEGER',
    bigint: 'BIGINT',
    decimal: 'DECIMAL(10,2)',
    double: 'DOUBLE',
    varchar: 'VARCHAR',
    text: 'TEXT',
    timestamp: 'TIMESTAMP',
    date: 'DATE',
    boolean: 'BOOLEAN',
  },
  trueValue: true,
  booleanGeneric: 'BOOLEAN',
  slowSql: 'SELECT SUM(a.range * b.range) FROM range(1000000000) a, range(1000) b',
  seriesSql: (n) => `SELECT range AS n FROM range(1, ${n + 1}) ORDER BY n`,
  failures: [
    {
      name: 'missing file',
      uri: `duckdb:///${path.join(dir, 'missing.duckdb')}`,
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    },
    {
      name: 'missing directory',
      uri: `duckdb:///${path.join(dir, 'no', 'such', 'dir.duckdb')}`,
      options: { create: true },
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    },
  ],
  syntaxLine: true,
  costEstimate: true,
  extras: (context) => {
    it('opens an in-memory database', async () => {
      const engine = await duckdbSpec.connect('duckdb:///:memory:');
      expect((await engine.execute('SELECT 42')).rows).toEqual([[42]]);
      await engine.close();
      expect(context().spec.parametersFromUri(uri)).toEqual({ database: file, query: {} });
    });

    it('streams the same values as it executes, type by type', async () => {
      const engine = await duckdbSpec.connect('duckdb:///:memory:');
      const sql = `SELECT * FROM (VALUES
        (1::TINYINT, 2::UINTEGER, 3.25::FLOAT, 12345.67::DECIMAL(10,2), 0.1::DECIMAL(4,3),
         123456789012345678901234.5::DECIMAL(38,1), 9007199254740993::BIGINT, 42::HUGEINT,
         true, 'text', DATE '2024-02-29', TIMESTAMP '2024-02-29 12:34:56.789', TIME '01:02:03',
         '00000000-0000-0000-0000-000000000001'::UUID, [1, 2], {'a': 1}),
        (NULL, NULL, NULL, -0.05::DECIMAL(10,2), NULL, NULL, -5::BIGINT, NULL,
         NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)
      ) t`;
      const executed = await engine.execute(sql);
      const streamed: unknown[][] = [];
      for await (const batch of engine.stream(sql)) streamed.push(...batch.rows);
      expect(streamed).toEqual(executed.rows);
      expect(streamed[0].slice(3, 8)).toEqual([
        12345.67,
        0.1,
        Number('123456789012345678901234.5'),
        '9007199254740993',
        42,
      ]);
      expect(streamed[1].slice(3, 7)).toEqual([-0.05, null, null, -5]);
      await engine.close();
    });
  },
});
