import type { CreateTableBuilder } from 'kysely';
import type { StoreDialect } from '../store.js';

/** An auto-incrementing integer primary key named `id` on either store. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: StoreDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_on / changed_on and who made the change, as Superset's audit mixin has them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable<T extends string> = CreateTableBuilder<T, any>;

export function withAudit<T extends string>(table: AnyTable<T>): AnyTable<T> {
  return table
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'));
}
