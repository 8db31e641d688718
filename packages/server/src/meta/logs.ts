/**
 * Repository of the usage log (Superset's `logs`): writes, the FAB list of `/api/v1/log/`
 * and the signed-in user's recently viewed dashboards and charts.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ListQuery } from '@tessera/core';
import type { MetaDatabase, LogTable } from './schema.js';
import { applyResourceFilters, countAndPage, type ListSpec } from './listQuery.js';
import { accessCondition, type DatasetAccessScope } from './datasets.js';
import { visibleTo, type DashboardViewer } from './dashboards.js';

export type NewLogRow = Omit<LogTable, 'id'>;
export type LogRow = LogTable & { id: number; username: string | null };

export async function insertLogs(db: Kysely<MetaDatabase>, rows: NewLogRow[]): Promise<void> {
  // Chunks keep each INSERT under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('logs')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

export async function recentLogs(db: Kysely<MetaDatabase>, limit: number) {
  return db.selectFrom('logs').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export const LOG_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'logs.id',
    action: 'logs.action',
    user_id: 'logs.user_id',
    dashboard_id: 'logs.dashboard_id',
    slice_id: 'logs.slice_id',
    dttm: 'logs.dttm',
    duration_ms: 'logs.duration_ms',
    referrer: 'logs.referrer',
    json: 'logs.json',
  },
  orderColumns: {
    id: 'logs.id',
    action: 'logs.action',
    dttm: 'logs.dttm',
    user_id: 'logs.user_id',
    dashboard_id: 'logs.dashboard_id',
    slice_id: 'logs.slice_id',
    duration_ms: 'logs.duration_ms',
  },
};

const joined = (db: Kysely<MetaDatabase>) =>
  db.selectFrom('logs').leftJoin('ab_user', 'ab_user.id', 'logs.user_id');

/** One page of the log, newest first unless ordered. */
export async function listLogs(
  db: Kysely<MetaDatabase>,
  q: ListQuery,
): Promise<{ count: number; rows: LogRow[] }> {
  const base = applyResourceFilters(joined(db), q.filters, LOG_LIST_SPEC, () => null);
  let page = base.selectAll('logs').select('ab_user.username');
  if (q.order_column === undefined) page = page.orderBy('logs.id', 'desc');
  const { count, rows } = await countAndPage(base, page, q, LOG_LIST_SPEC, 'logs.id');
  return { count, rows: rows as LogRow[] };
}

export async function findLog(db: Kysely<MetaDatabase>, id: number): Promise<LogRow | undefined> {
  const row = await joined(db)
    .selectAll('logs')
    .select('ab_user.username')
    .where('logs.id', '=', id)
    .executeTakeFirst();
  return row as LogRow | undefined;
}

export interface RecentActivityRow {
  action: string;
  dashboard_id: number | null;
  slice_id: number | null;
  dttm: string;
  dashboard_slug: string | null;
  dashboard_title: string | null;
  slice_name: string | null;
}

export interface RecentActivityQuery {
  userId: number;
  /** Event names (`mount_dashboard`, `mount_explorer`) of the web client's `log` events. */
  actions: string[];
  distinct: boolean;
  page: number;
  pageSize: number;
  /** Who looks: the dashboards it sees (null: an admin) and the datasets it reads (null: all). */
  viewer: DashboardViewer | null;
  scope: DatasetAccessScope | null;
  /** Only events after this time (ISO). */
  since: string;
}

/**
 * Superset's `LogDAO.get_recent_activity`: the user's `log` events of the given names on a
 * dashboard or chart, newest first (one per object and action when `distinct`), with the
 * object's title; objects the user no longer sees are left out.
 */
export async function recentActivity(
  db: Kysely<MetaDatabase>,
  q: RecentActivityQuery,
): Promise<RecentActivityRow[]> {
  if (!q.actions.length) return [];
  const named = sql.join(
    q.actions.map((a) => sql`logs.json like ${`%"event_name":${JSON.stringify(a)}%`}`),
    sql` or `,
  );
  const events = sql`select logs.dashboard_id, logs.slice_id, logs.action, logs.dttm from logs
    where logs.action = 'log' and logs.user_id = ${q.userId} and logs.dttm > ${q.since}
      and (logs.dashboard_id is not null or logs.slice_id is not null) and (${named})`;
  const source = q.distinct
    ? sql`select dashboard_id, slice_id, action, max(dttm) as dttm from (${events}) as ev
        group by dashboard_id, slice_id, action`
    : events;
  const seesDashboard = q.viewer === null ? sql<SqlBool>`1 = 1` : visibleTo(q.viewer);
  const readsChart = q.scope === null ? sql<SqlBool>`1 = 1` : accessCondition(q.scope);
  const { rows } = await sql<RecentActivityRow>`select recent.dashboard_id, recent.slice_id,
      recent.action, recent.dttm, dashboards.slug as dashboard_slug,
      dashboards.dashboard_title, slices.slice_name
    from (${source}) as recent
    left join dashboards on dashboards.id = recent.dashboard_id
    left join slices on slices.id = recent.slice_id
    left join tables on tables.id = slices.datasource_id
    left join dbs on dbs.id = tables.database_id
    where (coalesce(dashboards.dashboard_title, '') <> ''
        or coalesce(slices.slice_name, '') <> '')
      and (recent.dashboard_id is null or (dashboards.id is not null and ${seesDashboard}))
      and (recent.dashboard_id is not null or (tables.id is not null and ${readsChart}))
    order by recent.dttm desc
    limit ${q.pageSize} offset ${q.page * q.pageSize}`.execute(db);
  return rows.map((r) => ({
    ...r,
    dashboard_id: r.dashboard_id === null ? null : Number(r.dashboard_id),
    slice_id: r.slice_id === null ? null : Number(r.slice_id),
  }));
}
