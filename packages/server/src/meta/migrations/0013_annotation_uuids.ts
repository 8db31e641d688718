import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';

/**
 * A uuid for each annotation layer and annotation (Superset's `ImportExportMixin`), by which
 * bundles name them: every row present gets one of its own, and no two rows share one. On
 * PostgreSQL the column is also NOT NULL; SQLite cannot add that to a table that has rows,
 * so there the repository (meta/annotations.ts) is what gives every new row its uuid.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  for (const table of ['annotation_layer', 'annotation']) {
    await db.schema.alterTable(table).addColumn('uuid', 'varchar(36)').execute();
    const rows = await sql<{ id: number }>`select id from ${sql.table(table)}`.execute(db);
    for (const { id } of rows.rows)
      await sql`update ${sql.table(table)} set uuid = ${randomUUID()} where id = ${id}`.execute(db);
    await db.schema.createIndex(`${table}_uuid_key`).on(table).column('uuid').unique().execute();
    if (dialect === 'postgres')
      await db.schema
        .alterTable(table)
        .alterColumn('uuid', (c) => c.setNotNull())
        .execute();
  }
}
