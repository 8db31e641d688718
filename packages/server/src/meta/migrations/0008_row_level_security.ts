import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * Row level security rules (Superset's `row_level_security_filters`) and the datasets
 * (`rls_filter_tables`) and roles (`rls_filter_roles`) each applies to. Deleting a dataset
 * or a role removes it from the rules.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('row_level_security_filters'), dialect))
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('filter_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('group_key', 'varchar(255)')
    .addColumn('clause', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('rls_filter_tables'), dialect)
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('tables.id').onDelete('cascade'),
    )
    .addColumn('rls_filter_id', 'integer', (c) =>
      c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('rls_filter_tables_filter_idx')
    .on('rls_filter_tables')
    .column('rls_filter_id')
    .execute();

  await withId(db.schema.createTable('rls_filter_roles'), dialect)
    .addColumn('role_id', 'integer', (c) =>
      c.notNull().references('ab_role.id').onDelete('cascade'),
    )
    .addColumn('rls_filter_id', 'integer', (c) =>
      c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('rls_filter_roles_filter_idx')
    .on('rls_filter_roles')
    .column('rls_filter_id')
    .execute();
}
