/** The engine suite against SQLite (better-sqlite3 in a worker thread), on a temporary file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sqliteSpec } from '../../src/engines/sqlite/spec.js';
import { engineSuite } from './engineSuite.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tessera-sqlite-'));
const file = path.join(dir, 'engine.db');
const uri = `sqlite:///${file}`;
const series = (n: number) =>
  `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${n}) SELECT n FROM s ORDER BY n`;

engineSuite('SQLite engine', {
  available: async () => true,
  setup: async () => {
    const engine = await sqliteSpec.connect(uri, { create: true });
    await engine.close();
    return { uri, schema: 'main' };
  },
  teardown: async () => rmSync(dir, { recursive: true, force: true }),
  types: {
    int: 'INTEGER',
    bigint: 'BIGINT',
    decimal: 'DECIMAL(10,2)',
    double: 'REAL',
    varchar: 'VARCHAR(20)',
    text: 'TEXT',
    timestamp: 'TIMESTAMP',
    date: 'DATE',
    boolean: 'BOOLEAN',
  },
  trueValue: 1,
  booleanGeneric: 'BOOLEAN',
  slowSql:
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000000) SELECT COUNT(*) FROM c',
  seriesSql: series,
  failures: [
    {
      name: 'missing file',
      uri: `sqlite:///${path.join(dir, 'missing.db')}`,
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    },
    {
      name: 'missing directory',
      uri: `sqlite:///${path.join(dir, 'no', 'such', 'dir.db')}`,
      options: { create: true },
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    },
  ],
  syntaxLine: false,
  costEstimate: false,
  unqualifiedDdl: true,
  extras: (context) => {
    it('keeps queries queued behind a stopped one', async (ctx) => {
      if (context().unavailable) return ctx.skip('the database is not reachable');
      const { engine } = context();
      const controller = new AbortController();
      const slow = engine.execute(
        'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000000) SELECT COUNT(*) FROM c',
        [],
        { signal: controller.signal },
      );
      const queued = engine.execute('SELECT 5');
      setTimeout(() => controller.abort(), 200);
      await expect(slow).rejects.toThrow('The query was stopped.');
      expect((await queued).rows).toEqual([[5]]);
    });

    it('opens an in-memory database from sqlite://', async () => {
      const engine = await sqliteSpec.connect('sqlite://');
      expect((await engine.execute('SELECT 42')).rows).toEqual([[42]]);
      await engine.close();
    });
  },
});
