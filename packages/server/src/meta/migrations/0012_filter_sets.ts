import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * Filter sets of a dashboard (Superset's `filter_sets`): a named selection of native filter
 * values, owned by a user or by the dashboard (`owner_type`, `owner_id`), gone with the
 * dashboard.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('filter_sets'), dialect))
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('json_metadata', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('filter_sets_dashboard_idx')
    .on('filter_sets')
    .column('dashboard_id')
    .execute();
}
