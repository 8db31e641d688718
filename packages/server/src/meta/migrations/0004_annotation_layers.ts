import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * Annotation layers and their annotations (Superset's `annotation_layer` and `annotation`).
 * A layer is not deleted while it has annotations, so the reference has no cascade.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('annotation_layer'), dialect))
    .addColumn('name', 'varchar(250)', (c) => c.notNull())
    .addColumn('descr', 'text')
    .execute();

  await withAudit(withId(db.schema.createTable('annotation'), dialect))
    .addColumn('layer_id', 'integer', (c) => c.notNull().references('annotation_layer.id'))
    .addColumn('short_descr', 'varchar(500)', (c) => c.notNull())
    .addColumn('long_descr', 'text')
    .addColumn('start_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_dttm', 'varchar(32)')
    .addColumn('json_metadata', 'text')
    .execute();
  await db.schema
    .createIndex('annotation_layer_start_idx')
    .on('annotation')
    .columns(['layer_id', 'start_dttm'])
    .execute();
}
