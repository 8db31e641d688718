import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * Dashboards (Superset's `dashboards`), the charts on them (`dashboard_slices`) and their
 * owners (`dashboard_user`). `position_json` and `json_metadata` are JSON text, as in Superset.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('dashboards'), dialect))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('dashboard_title', 'varchar(500)')
    .addColumn('slug', 'varchar(255)', (c) => c.unique())
    .addColumn('position_json', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('css', 'text')
    .addColumn('description', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .execute();

  await withId(db.schema.createTable('dashboard_slices'), dialect)
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('slice_id', 'integer', (c) =>
      c.notNull().references('slices.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_dashboard_slice', ['dashboard_id', 'slice_id'])
    .execute();
  await db.schema
    .createIndex('dashboard_slices_slice_idx')
    .on('dashboard_slices')
    .column('slice_id')
    .execute();

  await withId(db.schema.createTable('dashboard_user'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('ab_user.id').onDelete('cascade'),
    )
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addUniqueConstraint('dashboard_user_uq', ['user_id', 'dashboard_id'])
    .execute();
}
