/**
 * A small DuckDB database for chart data tests that do not need the examples: a
 * birth_names-like `births` table (24 rows over 2000-2003), registered through the API
 * as a database and a dataset.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { expect } from 'vitest';
import { call } from '../support/client.js';

export interface BirthsDatabase {
  file: string;
  cleanup(): void;
}

export async function createBirthsDuckDb(extraSql = ''): Promise<BirthsDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-births-'));
  const file = join(dir, 'births.duckdb');
  const duck = await DuckDBInstance.create(file);
  const conn = await duck.connect();
  const values = Array.from({ length: 24 }, (_, i) => {
    const year = 2000 + (i % 4);
    const month = 1 + (i % 12);
    return `(TIMESTAMP '${year}-${String(month).padStart(2, '0')}-15 10:00:00', '${i % 2 ? 'girl' : 'boy'}', ${10 + i})`;
  });
  await conn.run(`
    CREATE TABLE births (ds TIMESTAMP, gender VARCHAR, num BIGINT);
    INSERT INTO births VALUES ${values.join(', ')};
    ${extraSql}
  `);
  conn.closeSync();
  duck.closeSync();
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Registers the file as a database and `births` (and any `virtual` SQL) as datasets. */
export async function registerBirths(
  url: string,
  token: string,
  file: string,
  virtual: Record<string, string> = {},
): Promise<Record<string, number>> {
  const db = await call(url, 'POST', '/api/v1/database/', {
    token,
    body: { database_name: `births ${file}`, sqlalchemy_uri: `duckdb:///${file}` },
  });
  expect(db.status, JSON.stringify(db.body)).toBe(201);
  const ids: Record<string, number> = {};
  const table = await call(url, 'POST', '/api/v1/dataset/', {
    token,
    body: { database: db.body.id, schema: 'main', table_name: 'births' },
  });
  expect(table.status, JSON.stringify(table.body)).toBe(201);
  ids.births = table.body.id;
  for (const [name, sql] of Object.entries(virtual)) {
    const r = await call(url, 'POST', '/api/v1/dataset/', {
      token,
      body: { database: db.body.id, schema: 'main', table_name: name, sql },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ids[name] = r.body.id;
  }
  return ids;
}

/** The `async-token` cookie (`name=value`) a response set, if any. */
export function asyncCookie(headers: Headers): string | null {
  for (const c of headers.getSetCookie())
    if (c.startsWith('async-token=')) return c.split(';', 1)[0];
  return null;
}

/** The claims of a JWT, unverified. */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}
