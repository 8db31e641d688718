import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * SQL Lab persistence (Superset's `tab_state` and `table_schema`) and saved queries
 * (`saved_query`). A tab's latest query is the client id of a row of the `query` table,
 * kept as text without a foreign key, as that table belongs to query execution.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('saved_query'), dialect))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('cascade'))
    .addColumn('db_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(128)')
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text')
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('rows', 'integer')
    .addColumn('last_run', 'varchar(32)')
    .execute();
  await db.schema.createIndex('saved_query_user_idx').on('saved_query').column('user_id').execute();

  await withAudit(withId(db.schema.createTable('tab_state'), dialect))
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('ab_user.id').onDelete('cascade'),
    )
    .addColumn('label', 'varchar(256)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'varchar(11)')
    .addColumn('autorun', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template_params', 'text')
    .addColumn('hide_left_bar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saved_query_id', 'integer', (c) =>
      c.references('saved_query.id').onDelete('set null'),
    )
    .addColumn('extra_json', 'text')
    .execute();
  await db.schema.createIndex('tab_state_user_idx').on('tab_state').column('user_id').execute();

  await withAudit(withId(db.schema.createTable('table_schema'), dialect))
    .addColumn('tab_state_id', 'integer', (c) =>
      c.notNull().references('tab_state.id').onDelete('cascade'),
    )
    .addColumn('database_id', 'integer', (c) =>
      c.notNull().references('dbs.id').onDelete('cascade'),
    )
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('table', 'varchar(256)')
    .addColumn('description', 'text')
    .addColumn('expanded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('table_schema_tab_idx')
    .on('table_schema')
    .column('tab_state_id')
    .execute();
}
