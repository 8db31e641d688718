import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * Saved charts (Superset's `slices`), their owners (`slice_user`) and users' favourites
 * (`favstar`, for charts and dashboards). As in Superset, a chart's datasource is not a
 * foreign key: deleting a dataset leaves its charts without one.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('slices'), dialect))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('slice_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('viz_type', 'varchar(250)')
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'varchar(200)')
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('perm', 'varchar(1000)')
    .addColumn('schema_perm', 'varchar(1000)')
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addColumn('last_saved_at', 'varchar(32)')
    .addColumn('last_saved_by_fk', 'integer', (c) =>
      c.references('ab_user.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('slices_datasource_idx')
    .on('slices')
    .columns(['datasource_type', 'datasource_id'])
    .execute();

  await withId(db.schema.createTable('slice_user'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('ab_user.id').onDelete('cascade'),
    )
    .addColumn('slice_id', 'integer', (c) =>
      c.notNull().references('slices.id').onDelete('cascade'),
    )
    .addUniqueConstraint('slice_user_uq', ['user_id', 'slice_id'])
    .execute();

  await withId(db.schema.createTable('favstar'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('ab_user.id').onDelete('cascade'),
    )
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('favstar_uq', ['user_id', 'class_name', 'obj_id'])
    .execute();
  await db.schema
    .createIndex('favstar_object_idx')
    .on('favstar')
    .columns(['class_name', 'obj_id'])
    .execute();
}
