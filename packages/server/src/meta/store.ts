/**
 * Opens the metadata store: SQLite (better-sqlite3) in TESSERA_HOME by default, PostgreSQL
 * when TESSERA_DATABASE_URL is set. Both are driven through the same Kysely queries.
 */
import type { Database as SqliteDb, Statement as SqliteStatement } from 'better-sqlite3';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { MetaDatabase } from './schema.js';

export type StoreDialect = 'sqlite' | 'postgres';

export interface MetaStore {
  db: Kysely<MetaDatabase>;
  dialect: StoreDialect;
  /** A short description for logs, without credentials. */
  describe: string;
  close(): Promise<void>;
}

export interface StoreOptions {
  home: string;
  databaseUrl?: string;
}

/** Opens the store; only the chosen store's driver is loaded. */
export async function openMetaStore(options: StoreOptions): Promise<MetaStore> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<MetaDatabase>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    return {
      db,
      dialect: 'postgres',
      describe: `postgresql://${url.host}${url.pathname}`,
      close: () => db.destroy(),
    };
  }
  const { default: Database } = await import('better-sqlite3');
  const file = join(options.home, 'tessera.db');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<MetaDatabase>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', describe: `sqlite:///${file}`, close: () => db.destroy() };
}

/** How many prepared SQLite statements are kept (Kysely asks for one per query). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely sees it, with its prepared statements kept by SQL text:
 * Kysely prepares every query it runs, and re-preparing the same few lookups dominated
 * busy endpoints. Statements run synchronously (the store never streams), so one
 * statement is never in use twice at once.
 */
function withStatementCache(sqlite: SqliteDb) {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Current time as stored in the metadata store. */
export function nowIso(): string {
  return new Date().toISOString();
}
