import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withId } from './columns.js';

/**
 * SQL Lab's query history (Superset's `query` table) and the results backend kept in the
 * metadata store when there is no Redis: one row per result (`sqllab_results`) and its rows
 * as gzip-compressed JSON chunks (`sqllab_result_chunks`), so that a window of a large
 * result is read without reading all of it. Times of a run are epoch milliseconds, as
 * Superset keeps them; `changed_on` is ISO text like every other table.
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  await withId(db.schema.createTable('query'), dialect)
    .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) =>
      c.notNull().references('dbs.id').onDelete('cascade'),
    )
    .addColumn('tmp_table_name', 'varchar(256)')
    .addColumn('tmp_schema_name', 'varchar(256)')
    .addColumn('tab_name', 'varchar(256)')
    .addColumn('sql_editor_id', 'varchar(256)')
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('schema', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('select_sql', 'text')
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'varchar(255)', (c) => c.notNull().defaultTo('UNKNOWN'))
    .addColumn('select_as_cta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('select_as_cta_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ctas_method', 'varchar(16)')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'varchar(64)')
    .addColumn('start_time', 'double precision')
    .addColumn('start_running_time', 'double precision')
    .addColumn('end_time', 'double precision')
    .addColumn('end_result_backend_time', 'double precision')
    .addColumn('tracking_url', 'text')
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on_ms', 'double precision', (c) => c.notNull())
    .addColumn('extra_json', 'text')
    .execute();
  await db.schema.createIndex('query_user_idx').on('query').columns(['user_id']).execute();
  await db.schema.createIndex('query_changed_idx').on('query').columns(['changed_on_ms']).execute();
  await db.schema
    .createIndex('query_results_key_idx')
    .on('query')
    .columns(['results_key'])
    .execute();

  await db.schema
    .createTable('sqllab_results')
    .addColumn('results_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('header', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('chunk_rows', 'integer', (c) => c.notNull())
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sqllab_results_expiry_idx')
    .on('sqllab_results')
    .columns(['expires_on'])
    .execute();
  await db.schema
    .createTable('sqllab_result_chunks')
    .addColumn('results_key', 'varchar(64)', (c) =>
      c.notNull().references('sqllab_results.results_key').onDelete('cascade'),
    )
    .addColumn('chunk', 'integer', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('sqllab_result_chunks_pk', ['results_key', 'chunk'])
    .execute();
}
