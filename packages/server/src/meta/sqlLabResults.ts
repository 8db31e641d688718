/**
 * SQL Lab's results backend in the metadata store (used when there is no Redis): a result's
 * header and its rows in compressed chunks, written in one transaction so that a result is
 * either whole or absent, read back chunk by chunk.
 */
import type { Kysely } from 'kysely';
import type { MetaDatabase } from './schema.js';

export interface StoredResultHeader {
  header: string;
  row_count: number;
  chunk_rows: number;
}

export async function insertResult(
  db: Kysely<MetaDatabase>,
  key: string,
  head: StoredResultHeader,
  chunks: Uint8Array[],
  expiresOn: string,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('sqllab_result_chunks').where('results_key', '=', key).execute();
    await tx.deleteFrom('sqllab_results').where('results_key', '=', key).execute();
    await tx
      .insertInto('sqllab_results')
      .values({ results_key: key, ...head, created_on: now, expires_on: expiresOn })
      .execute();
    for (let i = 0; i < chunks.length; i += 1) {
      await tx
        .insertInto('sqllab_result_chunks')
        .values({ results_key: key, chunk: i, data: chunks[i] })
        .execute();
    }
  });
}

export async function findResultHeader(
  db: Kysely<MetaDatabase>,
  key: string,
  now: string,
): Promise<StoredResultHeader | undefined> {
  return db
    .selectFrom('sqllab_results')
    .select(['header', 'row_count', 'chunk_rows'])
    .where('results_key', '=', key)
    .where('expires_on', '>', now)
    .executeTakeFirst();
}

export async function findResultChunks(
  db: Kysely<MetaDatabase>,
  key: string,
  from: number,
  to: number,
): Promise<{ chunk: number; data: Uint8Array }[]> {
  return db
    .selectFrom('sqllab_result_chunks')
    .select(['chunk', 'data'])
    .where('results_key', '=', key)
    .where('chunk', '>=', from)
    .where('chunk', '<=', to)
    .orderBy('chunk')
    .execute();
}

/** Drops expired results (their chunks go with them). */
export async function deleteExpiredResults(db: Kysely<MetaDatabase>, now: string): Promise<void> {
  const expired = db
    .selectFrom('sqllab_results')
    .select('results_key')
    .where('expires_on', '<=', now);
  await db.deleteFrom('sqllab_result_chunks').where('results_key', 'in', expired).execute();
  await db.deleteFrom('sqllab_results').where('expires_on', '<=', now).execute();
}
