import type { Kysely } from 'kysely';
import type { StoreDialect } from '../store.js';
import { withAudit, withId } from './columns.js';

/**
 * The roles that may see a dashboard under DASHBOARD_RBAC (Superset's `dashboard_roles`) and
 * CSS templates (`css_templates`).
 */
export async function up(db: Kysely<unknown>, dialect: StoreDialect): Promise<void> {
  await withId(db.schema.createTable('dashboard_roles'), dialect)
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) =>
      c.notNull().references('ab_role.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_dashboard_role', ['dashboard_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('dashboard_roles_role_idx')
    .on('dashboard_roles')
    .column('role_id')
    .execute();

  await withAudit(withId(db.schema.createTable('css_templates'), dialect))
    .addColumn('template_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('css', 'text')
    .execute();
}
