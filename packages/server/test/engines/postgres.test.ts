/**
 * The engine suite against the real PostgreSQL (127.0.0.1:5432, user postgres, database
 * test) in a schema of its own, dropped afterwards; plus declarative partitions.
 */
import pg from 'pg';
import { expect, it } from 'vitest';
import { connectEngine } from '../../src/engines/registry.js';
import { freePort, IS_CI, serviceAvailable } from '../support/services.js';
import { startPasswordPostgres, type PasswordPostgres } from '../support/passwordPostgres.js';
import { engineSuite } from './engineSuite.js';
import { silentServer } from '../support/silentServer.js';

// A loopback host that accepts and never answers stands for a host that is down.
const downHost = await silentServer();

const ADMIN = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };
const URI = 'postgresql://postgres@127.0.0.1:5432/test';
const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const schema = `tessera_eng_${suffix}`;
// The machine's server trusts 127.0.0.1: a wrong password is tried on a server of our own.
const passwordPort = await freePort();
let passwordServer: PasswordPostgres | undefined;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(ADMIN);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

engineSuite('PostgreSQL engine', {
  available: () => serviceAvailable('PostgreSQL', ADMIN.host, ADMIN.port),
  setup: async () => {
    await admin((c) => c.query(`CREATE SCHEMA "${schema}"`));
    return { uri: URI, schema };
  },
  teardown: async () => {
    passwordServer?.stop();
    await admin((c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  },
  types: {
    int: 'INTEGER',
    bigint: 'BIGINT',
    decimal: 'NUMERIC(10,2)',
    double: 'DOUBLE PRECISION',
    varchar: 'VARCHAR(20)',
    text: 'TEXT',
    timestamp: 'TIMESTAMP',
    date: 'DATE',
    boolean: 'BOOLEAN',
  },
  trueValue: true,
  booleanGeneric: 'BOOLEAN',
  slowSql: 'SELECT pg_sleep(30)',
  seriesSql: (n) => `SELECT g AS n FROM generate_series(1, ${n}) AS g ORDER BY n`,
  failures: [
    {
      name: 'wrong password',
      uri: `postgresql://postgres:wrong@127.0.0.1:${passwordPort}/postgres`,
      errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
      skipIf: async () => {
        try {
          passwordServer = startPasswordPostgres(passwordPort);
        } catch (error) {
          const reason = `cannot start a PostgreSQL that checks passwords: ${(error as Error).message}`;
          if (IS_CI) throw new Error(`${reason}; CI requires it`);
          return reason;
        }
        // The right password gets in: only the password is wrong in the URI above.
        const right = new pg.Client({
          host: '127.0.0.1',
          port: passwordPort,
          user: passwordServer.user,
          password: passwordServer.password,
          database: 'postgres',
        });
        await right.connect();
        await right.end();
        return null;
      },
    },
    {
      name: 'unknown user',
      uri: 'postgresql://no_such_user_x@127.0.0.1:5432/test',
      errorType: 'CONNECTION_INVALID_USERNAME_ERROR',
    },
    {
      name: 'unknown database',
      uri: 'postgresql://postgres@127.0.0.1:5432/no_such_database_x',
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    },
    {
      name: 'closed port',
      uri: 'postgresql://postgres@127.0.0.1:1/test',
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
    },
    {
      name: 'unknown host',
      uri: 'postgresql://postgres@no-such-host.invalid:5432/test',
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
    },
    {
      name: 'unreachable host',
      uri: `postgresql://postgres@127.0.0.1:${downHost.port}/test`,
      options: { connectTimeoutMs: 1000 },
      errorType: 'CONNECTION_HOST_DOWN_ERROR',
    },
  ],
  syntaxLine: true,
  costEstimate: true,
  extras: (context) => {
    it('describes declarative partitions', async (ctx) => {
      if (context().unavailable) return ctx.skip('the database is not reachable');
      const { engine, spec } = context();
      const t = (name: string) => spec.qualifiedName(schema, name);
      await engine.execute(
        `CREATE TABLE ${t('measures')} (id INT, taken DATE) PARTITION BY RANGE (taken)`,
      );
      await engine.execute(
        `CREATE TABLE ${t('measures_2024')} PARTITION OF ${t('measures')} FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')`,
      );
      await engine.execute(
        `CREATE TABLE ${t('measures_2025')} PARTITION OF ${t('measures')} FOR VALUES FROM ('2025-01-01') TO ('2026-01-01')`,
      );
      expect(await engine.partitions(schema, 'measures')).toEqual({
        strategy: 'range',
        cols: ['taken'],
        partitions: [
          { name: 'measures_2024', bound: "FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')" },
          { name: 'measures_2025', bound: "FOR VALUES FROM ('2025-01-01') TO ('2026-01-01')" },
        ],
      });
      expect(await engine.partitions(schema, 'measures_2024')).toBeNull();
    });

    it('accepts Superset scheme aliases and URI-encoded credentials', async (ctx) => {
      if (context().unavailable) return ctx.skip('the database is not reachable');
      for (const uri of [
        'postgres://postgres@127.0.0.1:5432/test',
        'postgresql+psycopg2://postgres:p%40ss%3Aword@127.0.0.1:5432/test?sslmode=disable',
      ]) {
        const engine = await connectEngine(uri);
        expect((await engine.execute('SELECT current_database()')).rows).toEqual([['test']]);
        await engine.close();
      }
    });

    it('reports the type of a result column as the server names it', async (ctx) => {
      if (context().unavailable) return ctx.skip('the database is not reachable');
      const { engine } = context();
      const result = await engine.execute(
        "SELECT 1::int AS i, now() AS tz, '{}'::jsonb AS j, ARRAY[1, 2] AS a, interval '1 day' AS iv",
      );
      expect(result.columns.map((c) => [c.type, c.generic])).toEqual([
        ['INTEGER', 'NUMERIC'],
        ['TIMESTAMP WITH TIME ZONE', 'TEMPORAL'],
        ['JSONB', 'STRING'],
        ['INTEGER[]', 'STRING'],
        ['INTERVAL', 'TEMPORAL'],
      ]);
      expect(result.rows[0][3]).toEqual([1, 2]);
      expect(result.rows[0][4]).toBe('1 day');
    });
  },
});
