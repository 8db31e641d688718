import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withId } from './columns.js';

/** The key-value store (permalinks, shared state) and the usage log. */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withId(db.schema.createTable('key_value'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('resource', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_on', 'varchar(32)')
    .addColumn('expires_on', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('key_value_resource_idx')
    .on('key_value')
    .column('resource')
    .execute();

  await withId(db.schema.createTable('logs'), dialect)
    .addColumn('action', 'varchar(512)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('json', 'text', (c) => c.notNull())
    .addColumn('dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'varchar(1024)')
    .execute();
  await db.schema.createIndex('logs_dttm_idx').on('logs').column('dttm').execute();
}
