/**
 * Repository of dashboards (Superset's `dashboards`) and the charts on them (`dashboard_slices`): lookups by id or slug, the list with Superset's
 * dashboard filters, and writes.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { queryFlag, type ListFilter, type ListQuery } from '@tessera/core';
import type { DashboardTable, MetaDatabase } from './schema.js';
import {
  AUDIT_NAMES,
  applyResourceFilters,
  containsIgnoringCase,
  countAndPage,
  countAndSlice,
  type ListSpec,
} from './listQuery.js';
import { accessCondition, type DatasetAccessScope } from './datasets.js';
import { ownedBy, ownersFilter } from './owners.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

/** How favourites (`favstar`) name dashboards. */
export const DASHBOARD_CLASS_NAME = 'Dashboard';

export type DashboardRow = Omit<DashboardTable, 'id'> & {
  id: number;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
};

export const DASHBOARD_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'dashboards.id',
    dashboard_title: 'dashboards.dashboard_title',
    slug: 'dashboards.slug',
    published: 'dashboards.published',
    created_by: 'dashboards.created_by_fk',
    changed_by: 'dashboards.changed_by_fk',
  },
  orderColumns: {
    dashboard_title: 'dashboards.dashboard_title',
    slug: 'dashboards.slug',
    published: 'dashboards.published',
    changed_on_delta_humanized: 'dashboards.changed_on',
    'changed_by.first_name': 'changed_by_user.first_name',
  },
};

function joined(db: Db) {
  return db
    .selectFrom('dashboards')
    .leftJoin('ab_user as created_by_user', 'created_by_user.id', 'dashboards.created_by_fk')
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', 'dashboards.changed_by_fk');
}

function withColumns(q: ReturnType<typeof joined>) {
  return q.selectAll('dashboards').select(AUDIT_NAMES);
}

/** A dashboard by id or slug. */
export async function findDashboard(
  db: Db,
  idOrSlug: number | string,
): Promise<DashboardRow | undefined> {
  const key = String(idOrSlug);
  const q = withColumns(joined(db));
  const row = /^\d+$/.test(key)
    ? await q
        .where((eb) =>
          eb.or([eb('dashboards.id', '=', Number(key)), eb('dashboards.slug', '=', key)]),
        )
        .orderBy('dashboards.id')
        .executeTakeFirst()
    : await q.where('dashboards.slug', '=', key).executeTakeFirst();
  return row as DashboardRow | undefined;
}

/** Ids among the given ones that exist. */
export async function existingDashboardIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('dashboards')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((r) => r.id);
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('dashboards').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Who looks at dashboards: a non-admin, the datasets it reaches (null: all of them) and,
 * under DASHBOARD_RBAC, its role ids (null when the flag is off).
 */
export interface DashboardViewer {
  userId: number;
  scope: DatasetAccessScope | null;
  roleIds: number[] | null;
}

/** Dashboards with a chart on a dataset in the scope (Superset's `datasource_perm_query`). */
const withReadableChart = (scope: DatasetAccessScope) =>
  sql<SqlBool>`exists (select 1 from dashboard_slices
    join slices on slices.id = dashboard_slices.slice_id
    join tables on tables.id = slices.datasource_id
    join dbs on dbs.id = tables.database_id
    where dashboard_slices.dashboard_id = dashboards.id and ${accessCondition(scope)})`;

const hasRoles = sql<SqlBool>`exists (select 1 from dashboard_roles
  where dashboard_roles.dashboard_id = dashboards.id)`;

/** Published dashboards the viewer's roles are given under DASHBOARD_RBAC. */
const givenToRoles = (roleIds: number[]) =>
  roleIds.length
    ? sql<SqlBool>`exists (select 1 from dashboard_roles
        where dashboard_roles.dashboard_id = dashboards.id
        and dashboard_roles.role_id in (${sql.join(roleIds)}))`
    : sql<SqlBool>`1 = 0`;

/**
 * The dashboards a non-admin sees (Superset's DashboardAccessFilter): those it owns, and
 * published ones holding a chart on a dataset it may read (any published one with
 * `all_datasource_access`); under DASHBOARD_RBAC a published dashboard with roles is seen by
 * members of those roles instead. Drafts only by their owners: a user who may read none of
 * a dashboard learns nothing of it.
 */
export function visibleTo({ userId, scope, roleIds }: DashboardViewer) {
  const byData = scope ? withReadableChart(scope) : sql<SqlBool>`1 = 1`;
  const published =
    roleIds === null
      ? byData
      : sql<SqlBool>`((not ${hasRoles} and ${byData}) or ${givenToRoles(roleIds)})`;
  return sql<SqlBool>`(dashboards.id in (${ownedBy('dashboard', userId)})
    or (dashboards.published = 1 and ${published}))`;
}

/** Whether the viewer sees the dashboard (as the list would show it). */
export async function dashboardVisibleTo(
  db: Db,
  id: number,
  viewer: DashboardViewer,
): Promise<boolean> {
  const row = await db
    .selectFrom('dashboards')
    .select('dashboards.id')
    .where('dashboards.id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  return row !== undefined;
}

const favoritesOf = (userId: number) =>
  sql`select obj_id from favstar where user_id = ${userId} and class_name = ${DASHBOARD_CLASS_NAME}`;

/** Superset's dashboard-specific filters (of the user `userId`); null for a FAB one. */
function dashboardFilter(f: ListFilter, userId: number): Expression<SqlBool> | null {
  if (f.opr === 'title_or_slug') {
    const like = containsIgnoringCase(String(f.value ?? ''));
    return sql<SqlBool>`(lower(coalesce(dashboards.dashboard_title, '')) like ${like} escape '\\'
      or lower(coalesce(dashboards.slug, '')) like ${like} escape '\\')`;
  }
  if (f.opr === 'dashboard_is_favorite')
    return queryFlag(f.value)
      ? sql<SqlBool>`dashboards.id in (${favoritesOf(userId)})`
      : sql<SqlBool>`dashboards.id not in (${favoritesOf(userId)})`;
  if (f.opr === 'dashboard_is_certified')
    return queryFlag(f.value)
      ? sql<SqlBool>`dashboards.certified_by is not null`
      : sql<SqlBool>`dashboards.certified_by is null`;
  return ownersFilter('dashboard', f, 'dashboards.id');
}

/**
 * One page of dashboards and the total. Default order: newest change first. A viewer (null:
 * an admin, who sees all) sees the published ones and those it owns or created.
 */
export async function listDashboards(
  db: Db,
  q: ListQuery,
  viewer: DashboardViewer | null,
  userId: number,
): Promise<{ count: number; rows: DashboardRow[] }> {
  let base = joined(db);
  if (viewer !== null) base = base.where(visibleTo(viewer));
  base = applyResourceFilters(base, q.filters, DASHBOARD_LIST_SPEC, (f) =>
    dashboardFilter(f, userId),
  );
  let page = withColumns(base);
  if (q.order_column === undefined)
    page = page.orderBy('dashboards.changed_on', 'desc').orderBy('dashboards.id', 'desc');
  const { count, rows } = await countAndPage(base, page, q, DASHBOARD_LIST_SPEC, 'dashboards.id');
  return { count, rows: rows as DashboardRow[] };
}

/** Dashboards by id, as found (any order). */
export async function findDashboardsByIds(db: Db, ids: number[]): Promise<DashboardRow[]> {
  if (!ids.length) return [];
  const rows = await withColumns(joined(db))
    .where('dashboards.id', 'in', [...new Set(ids)])
    .execute();
  return rows as DashboardRow[];
}

export type NewDashboard = Omit<DashboardTable, 'id'>;
export type DashboardPatch = Partial<Omit<DashboardTable, 'id' | 'uuid' | 'created_on'>>;

export async function updateDashboard(db: Db, id: number, patch: DashboardPatch): Promise<void> {
  if (Object.keys(patch).length)
    await db.updateTable('dashboards').set(patch).where('id', '=', id).execute();
}

/** Deletes dashboards with their stars (charts, owners and roles go by cascade). */
export async function deleteDashboards(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .deleteFrom('favstar')
    .where('class_name', '=', DASHBOARD_CLASS_NAME)
    .where('obj_id', 'in', ids)
    .execute();
  await db.deleteFrom('dashboard_slices').where('dashboard_id', 'in', ids).execute();
  await db.deleteFrom('dashboard_user').where('dashboard_id', 'in', ids).execute();
  await db.deleteFrom('dashboard_roles').where('dashboard_id', 'in', ids).execute();
  await db.deleteFrom('dashboards').where('id', 'in', ids).execute();
}

export async function insertDashboard(db: Db, values: NewDashboard): Promise<number> {
  const row = await db
    .insertInto('dashboards')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ChartDashboardRow {
  slice_id: number;
  id: number;
  dashboard_title: string | null;
}

/** The dashboards each chart is on (those the viewer sees; null: an admin, all). */
export async function dashboardsOfCharts(
  db: Db,
  sliceIds: number[],
  viewer: DashboardViewer | null = null,
): Promise<ChartDashboardRow[]> {
  if (!sliceIds.length) return [];
  let q = db
    .selectFrom('dashboard_slices')
    .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
    .select([
      'dashboard_slices.slice_id as slice_id',
      'dashboards.id as id',
      'dashboards.dashboard_title as dashboard_title',
    ])
    .where('dashboard_slices.slice_id', 'in', [...new Set(sliceIds)]);
  if (viewer !== null) q = q.where(visibleTo(viewer));
  return q.orderBy('dashboards.id').execute();
}

/** Replaces the dashboards a chart is on. */
export async function setChartDashboards(
  db: Db,
  sliceId: number,
  dashboardIds: number[],
): Promise<void> {
  await db.deleteFrom('dashboard_slices').where('slice_id', '=', sliceId).execute();
  const unique = [...new Set(dashboardIds)];
  if (unique.length) {
    await db
      .insertInto('dashboard_slices')
      .values(unique.map((dashboard_id) => ({ dashboard_id, slice_id: sliceId })))
      .execute();
  }
}

/** Dashboards whose title contains the filter text, by title (chart `related/dashboards`). */
export async function relatedDashboards(
  db: Db,
  opts: {
    filter: string;
    page: number;
    pageSize: number;
    includeIds?: number[];
    /** null: an admin, who sees every dashboard. */
    viewer: DashboardViewer | null;
  },
): Promise<{ count: number; rows: { id: number; dashboard_title: string | null }[] }> {
  let base = db.selectFrom('dashboards');
  if (opts.viewer !== null) base = base.where(visibleTo(opts.viewer));
  if (opts.filter) {
    const like = containsIgnoringCase(opts.filter);
    base = base.where(
      sql<SqlBool>`lower(coalesce(dashboards.dashboard_title, '')) like ${like} escape '\\'`,
    );
  }
  const ordered = base.select(['id', 'dashboard_title']).orderBy('dashboard_title').orderBy('id');
  const page = await countAndSlice(base, ordered, opts);
  let rows = page.rows;
  if (opts.includeIds?.length) {
    const missing = opts.includeIds.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) {
      let extraQ = db
        .selectFrom('dashboards')
        .select(['id', 'dashboard_title'])
        .where('id', 'in', missing);
      if (opts.viewer !== null) extraQ = extraQ.where(visibleTo(opts.viewer));
      const extra = await extraQ.execute();
      rows = [...extra, ...rows];
    }
  }
  return { count: page.count, rows };
}
