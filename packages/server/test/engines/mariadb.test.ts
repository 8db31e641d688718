/**
 * The engine suite against the real MariaDB (127.0.0.1:3306, root, database test) in a
 * database of its own, dropped afterwards; plus partitions and the mysql:// scheme.
 */
import mysql from 'mysql2/promise';
import { expect, it } from 'vitest';
import { connectEngine } from '../../src/engines/registry.js';
import { serviceAvailable } from '../support/services.js';
import { engineSuite } from './engineSuite.js';
import { silentServer } from '../support/silentServer.js';

// A loopback host that accepts and never answers stands for a host that is down.
const downHost = await silentServer();

const ADMIN = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' };
const URI = 'mariadb://root@127.0.0.1:3306/test';
const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const database = `tessera_eng_${suffix}`;
const user = `tessera_pw_${suffix}`;

async function admin(sql: string): Promise<void> {
  const conn = await mysql.createConnection(ADMIN);
  try {
    await conn.query(sql);
  } finally {
    await conn.end();
  }
}

engineSuite('MariaDB engine', {
  available: () => serviceAvailable('MariaDB', ADMIN.host, ADMIN.port),
  setup: async () => {
    await admin(`CREATE DATABASE \`${database}\``);
    await admin(`CREATE USER '${user}'@'%' IDENTIFIED BY 'right'`);
    return { uri: URI, schema: database };
  },
  teardown: async () => {
    await admin(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin(`DROP USER IF EXISTS '${user}'@'%'`);
  },
  types: {
    int: 'INT',
    bigint: 'BIGINT',
    decimal: 'DECIMAL(10,2)',
    double: 'DOUBLE',
    varchar: 'VARCHAR(20)',
    text: 'TEXT',
    timestamp: 'DATETIME',
    date: 'DATE',
    boolean: 'BOOLEAN',
  },
  trueValue: 1,
  booleanGeneric: 'NUMERIC',
  slowSql: 'SELECT SLEEP(30)',
  // MariaDB's sequence engine (recursive CTEs stop at max_recursive_iterations, 1000 by default).
  seriesSql: (n) => `SELECT seq AS n FROM seq_1_to_${n} ORDER BY n`,
  failures: [
    {
      name: 'wrong password',
      uri: `mariadb://${user}:wrong@127.0.0.1:3306/test`,
      errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
    },
    {
      name: 'unknown user',
      uri: 'mariadb://no_such_user_x@127.0.0.1:3306/test',
      errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
    },
    {
      name: 'unknown database',
      uri: 'mariadb://root@127.0.0.1:3306/no_such_database_x',
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    },
    {
      name: 'closed port',
      uri: 'mariadb://root@127.0.0.1:1/test',
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
    },
    {
      name: 'unknown host',
      uri: 'mariadb://root@no-such-host.invalid:3306/test',
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
    },
    {
      name: 'unreachable host',
      uri: `mariadb://root@127.0.0.1:${downHost.port}/test`,
      options: { connectTimeoutMs: 1000 },
      errorType: 'CONNECTION_HOST_DOWN_ERROR',
    },
  ],
  syntaxLine: true,
  costEstimate: false,
  extras: (context) => {
    it('describes partitions', async (ctx) => {
      if (context().unavailable) return ctx.skip('the database is not reachable');
      const { engine, spec } = context();
      await engine.execute(
        `CREATE TABLE ${spec.qualifiedName(database, 'measures')} (id INT, y INT)
         PARTITION BY RANGE (y) (PARTITION p2024 VALUES LESS THAN (2025), PARTITION p2025 VALUES LESS THAN (2026))`,
      );
      expect(await engine.partitions(database, 'measures')).toEqual({
        strategy: 'range',
        cols: ['y'],
        partitions: [
          { name: 'p2024', bound: '2025' },
          { name: 'p2025', bound: '2026' },
        ],
      });
    });

    it('connects through the mysql:// and mysql+mysqldb:// schemes as MySQL', async (ctx) => {
      if (context().unavailable) return ctx.skip('the database is not reachable');
      for (const uri of [
        'mysql://root@127.0.0.1:3306/test',
        'mysql+mysqldb://root@127.0.0.1:3306/test',
      ]) {
        const engine = await connectEngine(uri);
        expect(engine.spec.engineName).toBe('MySQL');
        expect((await engine.execute('SELECT DATABASE()')).rows).toEqual([['test']]);
        await engine.close();
      }
      expect(context().engine.spec.engineName).toBe('MariaDB');
    });
  },
});
