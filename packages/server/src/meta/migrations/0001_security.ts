import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withId } from './columns.js';

/** Users, roles, permissions, view menus and their links (Flask-AppBuilder's tables). */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withId(db.schema.createTable('ab_user'), dialect)
    .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password', 'varchar(256)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email', 'varchar(320)', (c) => c.unique())
    .addColumn('last_login', 'varchar(32)')
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .execute();

  await withId(db.schema.createTable('ab_role'), dialect)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .execute();

  await withId(db.schema.createTable('ab_user_role'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('ab_user.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) =>
      c.notNull().references('ab_role.id').onDelete('cascade'),
    )
    .addUniqueConstraint('ab_user_role_uq', ['user_id', 'role_id'])
    .execute();

  await withId(db.schema.createTable('ab_permission'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .execute();

  await withId(db.schema.createTable('ab_view_menu'), dialect)
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .execute();

  await withId(db.schema.createTable('ab_permission_view'), dialect)
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('ab_permission.id').onDelete('cascade'),
    )
    .addColumn('view_menu_id', 'integer', (c) =>
      c.notNull().references('ab_view_menu.id').onDelete('cascade'),
    )
    .addUniqueConstraint('ab_permission_view_uq', ['permission_id', 'view_menu_id'])
    .execute();

  await withId(db.schema.createTable('ab_permission_view_role'), dialect)
    .addColumn('permission_view_id', 'integer', (c) =>
      c.notNull().references('ab_permission_view.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) =>
      c.notNull().references('ab_role.id').onDelete('cascade'),
    )
    .addUniqueConstraint('ab_permission_view_role_uq', ['permission_view_id', 'role_id'])
    .execute();
}
