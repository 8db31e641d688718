/** Repository of the usage log. */
import type { Kysely } from 'kysely';
import type { MetaDatabase, LogTable } from './schema.js';

export type NewLogRow = Omit<LogTable, 'id'>;

export async function insertLogs(db: Kysely<MetaDatabase>, rows: NewLogRow[]): Promise<void> {
  // Chunks keep each INSERT under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('logs')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

export async function recentLogs(db: Kysely<MetaDatabase>, limit: number) {
  return db.selectFrom('logs').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
