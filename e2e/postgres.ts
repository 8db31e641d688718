/**
 * The PostgreSQL the browser tests connect Tessera to (trust auth on 127.0.0.1:5432,
 * database `test`): a schema of their own per run, dropped afterwards. Off CI an
 * unreachable server skips the tests that need it (with the reason printed); on CI it fails.
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_HOST = '127.0.0.1';
export const PG_PORT = 5432;
export const PG_DATABASE = 'test';
export const PG_URI = `postgresql://postgres@${PG_HOST}:${PG_PORT}/${PG_DATABASE}`;

async function reachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: PG_HOST, port: PG_PORT });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether the tests may use PostgreSQL; prints why not (and throws on CI). */
export async function postgresAvailable(): Promise<boolean> {
  if (await reachable()) return true;
  const reason = `PostgreSQL is not reachable at ${PG_HOST}:${PG_PORT}`;
  if (process.env.CI === 'true') throw new Error(`${reason}; CI requires it`);
  console.warn(`SKIPPED: ${reason}`);
  return false;
}

/** Runs SQL against the test database. */
export async function runSql(sql: string): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: PG_URI });
  await client.connect();
  try {
    const result = await client.query(sql);
    return Array.isArray(result) ? result : [result];
  } finally {
    await client.end();
  }
}

/** A fresh schema name for this run (`e2e_` and random letters). */
export function randomSchema(): string {
  return `e2e_${randomBytes(4).toString('hex')}`;
}

/** Creates `<schema>.<table>` with a few sales rows. */
export async function createSalesTable(schema: string, table = 'sales'): Promise<void> {
  await runSql(`
    CREATE SCHEMA IF NOT EXISTS ${schema};
    CREATE TABLE ${schema}.${table} (
      id integer PRIMARY KEY,
      region text NOT NULL,
      amount numeric(10, 2) NOT NULL,
      sold_at timestamp NOT NULL
    );
    INSERT INTO ${schema}.${table} VALUES
      (1, 'north', 10.50, '2024-01-01 09:00'),
      (2, 'south', 20.00, '2024-01-02 10:30'),
      (3, 'east', 7.25, '2024-02-01 12:00'),
      (4, 'north', 12.75, '2024-02-03 08:15');
  `);
}

export async function dropSchema(schema: string): Promise<void> {
  await runSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}
