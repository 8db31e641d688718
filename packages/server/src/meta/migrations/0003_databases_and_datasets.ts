import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * Database connections (Superset's `dbs`), datasets (`tables`), their columns
 * (`table_columns`), saved metrics (`sql_metrics`) and owners (`sqlatable_user`).
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('dbs'), dialect))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('sqlalchemy_uri', 'varchar(1024)', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('expose_in_sqllab', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('allow_run_async', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_ctas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_cvas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_dml', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_file_upload', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('force_ctas_schema', 'varchar(250)')
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('encrypted_extra', 'text')
    .addColumn('server_cert', 'text')
    .addColumn('impersonate_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('configuration_method', 'varchar(255)', (c) =>
      c.notNull().defaultTo('sqlalchemy_form'),
    )
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .execute();

  await withAudit(withId(db.schema.createTable('tables'), dialect))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('schema', 'varchar(255)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id'))
    .addColumn('sql', 'text')
    .addColumn('is_sqllab_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('main_dttm_col', 'varchar(250)')
    .addColumn('description', 'text')
    .addColumn('default_endpoint', 'text')
    .addColumn('filter_select_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_timeout', 'integer')
    .addColumn('params', 'text')
    .addColumn('template_params', 'text')
    .addColumn('extra', 'text')
    .addColumn('normalize_columns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('always_filter_main_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .execute();
  await db.schema.createIndex('tables_database_idx').on('tables').column('database_id').execute();
  // One dataset per (database, catalog, schema, table name), as Superset enforces.
  await db.schema
    .createIndex('tables_name_uq')
    .on('tables')
    .columns(['database_id', 'catalog', 'schema', 'table_name'])
    .unique()
    .execute();

  await withAudit(withId(db.schema.createTable('table_columns'), dialect))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('tables.id').onDelete('cascade'),
    )
    .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('is_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'text')
    .addColumn('advanced_data_type', 'varchar(255)')
    .addColumn('groupby', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('filterable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expression', 'text')
    .addColumn('description', 'text')
    .addColumn('python_date_format', 'varchar(255)')
    .addColumn('extra', 'text')
    .addUniqueConstraint('table_columns_name_uq', ['table_id', 'column_name'])
    .execute();

  await withAudit(withId(db.schema.createTable('sql_metrics'), dialect))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('tables.id').onDelete('cascade'),
    )
    .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('metric_type', 'varchar(32)')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'varchar(128)')
    .addColumn('currency', 'text')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('sql_metrics_name_uq', ['table_id', 'metric_name'])
    .execute();

  await withId(db.schema.createTable('sqlatable_user'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('ab_user.id').onDelete('cascade'),
    )
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('tables.id').onDelete('cascade'),
    )
    .addUniqueConstraint('sqlatable_user_uq', ['user_id', 'table_id'])
    .execute();
}
