/**
 * What a dashboard holds beyond its own row: its charts (`dashboard_slices`, which follow
 * the layout's CHART components), the roles that see it under DASHBOARD_RBAC
 * (`dashboard_roles`) and the datasets of its charts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

/** The ids of a dashboard's charts, by chart id. */
export async function chartIdsOfDashboard(db: Db, dashboardId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .select('slice_id')
    .where('dashboard_id', '=', dashboardId)
    .orderBy('slice_id')
    .execute();
  return rows.map((r) => r.slice_id);
}

/** Replaces a dashboard's charts. */
export async function setDashboardCharts(
  db: Db,
  dashboardId: number,
  sliceIds: number[],
): Promise<void> {
  await db.deleteFrom('dashboard_slices').where('dashboard_id', '=', dashboardId).execute();
  const unique = [...new Set(sliceIds)];
  if (unique.length)
    await db
      .insertInto('dashboard_slices')
      .values(unique.map((slice_id) => ({ dashboard_id: dashboardId, slice_id })))
      .execute();
}

/** The roles of each dashboard. */
export async function rolesOfDashboards(
  db: Db,
  dashboardIds: number[],
): Promise<{ dashboard_id: number; id: number; name: string }[]> {
  if (!dashboardIds.length) return [];
  return db
    .selectFrom('dashboard_roles')
    .innerJoin('ab_role', 'ab_role.id', 'dashboard_roles.role_id')
    .select(['dashboard_roles.dashboard_id', 'ab_role.id', 'ab_role.name'])
    .where('dashboard_roles.dashboard_id', 'in', [...new Set(dashboardIds)])
    .orderBy('ab_role.id')
    .execute();
}

/** Replaces the roles of a dashboard. */
export async function setDashboardRoles(
  db: Db,
  dashboardId: number,
  roleIds: number[],
): Promise<void> {
  await db.deleteFrom('dashboard_roles').where('dashboard_id', '=', dashboardId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length)
    await db
      .insertInto('dashboard_roles')
      .values(unique.map((role_id) => ({ dashboard_id: dashboardId, role_id })))
      .execute();
}

/** The ids of the datasets (tables) the dashboard's charts are on. */
export async function datasetIdsOfDashboard(db: Db, dashboardId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
    .select('slices.datasource_id')
    .distinct()
    .where('dashboard_slices.dashboard_id', '=', dashboardId)
    .where('slices.datasource_type', '=', 'table')
    .where('slices.datasource_id', 'is not', null)
    .orderBy('slices.datasource_id')
    .execute();
  return rows.map((r) => r.datasource_id!);
}

/** The layouts of the dashboards among `ids` (for changing which charts they show). */
export async function layoutsOfDashboards(
  db: Db,
  ids: number[],
): Promise<{ id: number; position_json: string | null }[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('dashboards')
    .select(['id', 'position_json'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** The ids of the dashboards holding any of the charts. */
export async function dashboardIdsOfCharts(db: Db, sliceIds: number[]): Promise<number[]> {
  if (!sliceIds.length) return [];
  const rows = await db
    .selectFrom('dashboard_slices')
    .select('dashboard_id')
    .distinct()
    .where('slice_id', 'in', [...new Set(sliceIds)])
    .execute();
  return rows.map((r) => r.dashboard_id);
}

export async function setDashboardLayout(db: Db, id: number, positionJson: string): Promise<void> {
  await db
    .updateTable('dashboards')
    .set({ position_json: positionJson })
    .where('id', '=', id)
    .execute();
}
