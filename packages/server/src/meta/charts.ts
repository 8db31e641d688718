/**
 * Repository of saved charts (Superset's `slices`): lookups with the chart's dataset, the access-scoped list with Superset's chart filters
 * (`ChartFilter` and the `chart_*` operators), distinct viz types, and writes.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { queryFlag, type ListFilter, type ListQuery } from '@tessera/core';
import type { MetaDatabase, SliceTable } from './schema.js';
import { accessCondition, type DatasetAccessScope } from './datasets.js';
import {
  AUDIT_NAMES,
  applyResourceFilters,
  containsIgnoringCase,
  countAndPage,
  ListQueryError,
  type ListSpec,
} from './listQuery.js';
import { ownedBy, ownersFilter } from './owners.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

/** Favourites of charts are kept under Superset's class name. */
export const CHART_CLASS_NAME = 'slice';

export type SliceRow = Omit<SliceTable, 'id'> & { id: number };

/** A chart with its dataset (null fields when the dataset is gone) and the users it names. */
export interface ChartRow extends SliceRow {
  table_name: string | null;
  table_schema: string | null;
  table_default_endpoint: string | null;
  database_id: number | null;
  database_name: string | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
  last_saved_by_first_name: string | null;
  last_saved_by_last_name: string | null;
}

export const CHART_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'slices.id',
    uuid: 'slices.uuid',
    slice_name: 'slices.slice_name',
    viz_type: 'slices.viz_type',
    description: 'slices.description',
    datasource_id: 'slices.datasource_id',
    datasource_type: 'slices.datasource_type',
    datasource_name: 'tables.table_name',
    certified_by: 'slices.certified_by',
    cache_timeout: 'slices.cache_timeout',
    created_by: 'slices.created_by_fk',
    changed_by: 'slices.changed_by_fk',
    last_saved_at: 'slices.last_saved_at',
    last_saved_by: 'slices.last_saved_by_fk',
  },
  orderColumns: {
    slice_name: 'slices.slice_name',
    viz_type: 'slices.viz_type',
    datasource_id: 'slices.datasource_id',
    datasource_name: 'tables.table_name',
    changed_on_delta_humanized: 'slices.changed_on',
    'changed_by.first_name': 'changed_by_user.first_name',
    last_saved_at: 'slices.last_saved_at',
    'last_saved_by.id': 'slices.last_saved_by_fk',
  },
};

/** slices with their dataset, database and users; the dataset joins only for `table` charts. */
function joined(db: Db) {
  return db
    .selectFrom('slices')
    .leftJoin('tables', (j) =>
      j.onRef('tables.id', '=', 'slices.datasource_id').on('slices.datasource_type', '=', 'table'),
    )
    .leftJoin('dbs', 'dbs.id', 'tables.database_id')
    .leftJoin('ab_user as created_by_user', 'created_by_user.id', 'slices.created_by_fk')
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', 'slices.changed_by_fk')
    .leftJoin('ab_user as last_saved_by_user', 'last_saved_by_user.id', 'slices.last_saved_by_fk');
}

function withColumns(q: ReturnType<typeof joined>) {
  return q
    .selectAll('slices')
    .select([
      'tables.table_name as table_name',
      'tables.schema as table_schema',
      'tables.default_endpoint as table_default_endpoint',
      'tables.database_id as database_id',
      'dbs.database_name as database_name',
      ...AUDIT_NAMES,
      'last_saved_by_user.first_name as last_saved_by_first_name',
      'last_saved_by_user.last_name as last_saved_by_last_name',
    ]);
}

/** A chart by id or uuid (no access check). */
export async function findChart(db: Db, idOrUuid: number | string): Promise<ChartRow | undefined> {
  const key = String(idOrUuid);
  const q = withColumns(joined(db));
  const row = /^\d+$/.test(key)
    ? await q.where('slices.id', '=', Number(key)).executeTakeFirst()
    : await q.where('slices.uuid', '=', key).executeTakeFirst();
  return row as ChartRow | undefined;
}

/** Charts by id (no access check), in id order. */
export async function findChartsByIds(db: Db, ids: number[]): Promise<ChartRow[]> {
  if (!ids.length) return [];
  const rows = await withColumns(joined(db))
    .where('slices.id', 'in', [...new Set(ids)])
    .orderBy('slices.id')
    .execute();
  return rows as ChartRow[];
}

/** Who asks, for the filters that speak of "me", and which datasets the asker reaches. */
export interface ChartListContext {
  userId: number;
  /** null: every chart (Superset's `ChartFilter` for `all_datasource_access`). */
  scope: DatasetAccessScope | null;
}

const favoritesOf = (userId: number) =>
  sql`select obj_id from favstar where user_id = ${userId} and class_name = ${CHART_CLASS_NAME}`;

function idValueOf(f: ListFilter): number {
  const id = Number(f.value);
  if (!Number.isInteger(id))
    throw new ListQueryError(`Invalid id '${String(f.value)}' for '${f.col}'`);
  return id;
}

/** Superset's chart-specific filter operators; null when the filter is a FAB one. */
function chartFilter(f: ListFilter, ctx: ChartListContext): Expression<SqlBool> | null {
  switch (f.opr) {
    case 'chart_is_favorite':
      return queryFlag(f.value)
        ? sql<SqlBool>`slices.id in (${favoritesOf(ctx.userId)})`
        : sql<SqlBool>`slices.id not in (${favoritesOf(ctx.userId)})`;
    case 'chart_is_certified':
      return queryFlag(f.value)
        ? sql<SqlBool>`slices.certified_by is not null`
        : sql<SqlBool>`slices.certified_by is null`;
    case 'chart_all_text': {
      const like = containsIgnoringCase(String(f.value ?? ''));
      return sql<SqlBool>`(lower(slices.slice_name) like ${like} escape '\\'
        or lower(coalesce(slices.description, '')) like ${like} escape '\\'
        or lower(coalesce(slices.viz_type, '')) like ${like} escape '\\'
        or lower(coalesce(tables.table_name, '')) like ${like} escape '\\')`;
    }
    case 'chart_owned_created_favored_by_me':
      return sql<SqlBool>`(slices.created_by_fk = ${ctx.userId}
        or slices.id in (${ownedBy('chart', ctx.userId)})
        or slices.id in (${favoritesOf(ctx.userId)}))`;
    case 'chart_created_by_me':
      return sql<SqlBool>`(slices.created_by_fk = ${ctx.userId} or slices.changed_by_fk = ${ctx.userId})`;
    case 'chart_has_created_by':
      return queryFlag(f.value)
        ? sql<SqlBool>`slices.created_by_fk is not null`
        : sql<SqlBool>`slices.created_by_fk is null`;
    case 'chart_tags':
    case 'chart_tag_id':
      // Tags do not exist yet: no chart has one.
      return sql<SqlBool>`1 = 0`;
  }
  const owned = ownersFilter('chart', f, 'slices.id');
  if (owned) return owned;
  if (f.col === 'dashboards' && (f.opr === 'rel_m_m' || f.opr === 'nrel_m_m')) {
    const onDashboard = sql`select slice_id from dashboard_slices where dashboard_id = ${idValueOf(f)}`;
    return f.opr === 'rel_m_m'
      ? sql<SqlBool>`slices.id in (${onDashboard})`
      : sql<SqlBool>`slices.id not in (${onDashboard})`;
  }
  if (f.col === 'dashboards')
    throw new ListQueryError(`Unknown filter operator '${f.opr}' on '${f.col}'`);
  return null;
}

/** One page of the charts the context reaches, and the total. Default order: newest change first. */
export async function listCharts(
  db: Db,
  q: ListQuery,
  ctx: ChartListContext,
): Promise<{ count: number; rows: ChartRow[] }> {
  let base = joined(db);
  if (ctx.scope) base = base.where(accessCondition(ctx.scope));
  base = applyResourceFilters(base, q.filters, CHART_LIST_SPEC, (f) => chartFilter(f, ctx));
  let page = withColumns(base);
  if (q.order_column === undefined)
    page = page.orderBy('slices.changed_on', 'desc').orderBy('slices.id', 'desc');
  const { count, rows } = await countAndPage(base, page, q, CHART_LIST_SPEC, 'slices.id');
  return { count, rows: rows as ChartRow[] };
}

/** Ids of the charts the scope reaches among the given ones. */
export async function chartIdsInScope(
  db: Db,
  ids: number[],
  scope: DatasetAccessScope | null,
): Promise<number[]> {
  if (!ids.length) return [];
  let q = joined(db)
    .select('slices.id')
    .where('slices.id', 'in', [...new Set(ids)]);
  if (scope) q = q.where(accessCondition(scope));
  return (await q.execute()).map((r) => r.id);
}

/** Distinct viz types of the charts the scope reaches that contain the filter text. */
export async function distinctVizTypes(
  db: Db,
  opts: { filter: string; page: number; pageSize: number; scope: DatasetAccessScope | null },
): Promise<{ count: number; values: string[] }> {
  let base = joined(db).where('slices.viz_type', 'is not', null);
  if (opts.scope) base = base.where(accessCondition(opts.scope));
  if (opts.filter) {
    const like = containsIgnoringCase(opts.filter);
    base = base.where(sql<SqlBool>`lower(slices.viz_type) like ${like} escape '\\'`);
  }
  const all = await base.select('slices.viz_type').distinct().orderBy('slices.viz_type').execute();
  const values = all.map((r) => r.viz_type as string);
  const start = opts.page * opts.pageSize;
  return { count: values.length, values: values.slice(start, start + opts.pageSize) };
}

export type NewChart = Omit<SliceTable, 'id'>;

export async function insertChart(db: Db, values: NewChart): Promise<number> {
  const row = await db
    .insertInto('slices')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type ChartPatch = Partial<Omit<SliceTable, 'id' | 'uuid' | 'created_on' | 'created_by_fk'>>;

export async function updateChart(db: Db, id: number, patch: ChartPatch): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.updateTable('slices').set(patch).where('id', '=', id).execute();
}

/** Deletes charts with their owner and dashboard links and the favourites users gave them. */
export async function deleteCharts(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('slice_user').where('slice_id', 'in', ids).execute();
  await db.deleteFrom('dashboard_slices').where('slice_id', 'in', ids).execute();
  await db
    .deleteFrom('favstar')
    .where('class_name', '=', CHART_CLASS_NAME)
    .where('obj_id', 'in', ids)
    .execute();
  await db.deleteFrom('slices').where('id', 'in', ids).execute();
}

/** The charts saved on some datasets (a dataset's `related_objects`), by name. */
export async function chartsOnDatasets(
  db: Db,
  datasetIds: number[],
): Promise<{ id: number; slice_name: string; viz_type: string | null; datasource_id: number }[]> {
  if (!datasetIds.length) return [];
  const rows = await db
    .selectFrom('slices')
    .select(['id', 'slice_name', 'viz_type', 'datasource_id'])
    .where('datasource_type', '=', 'table')
    .where('datasource_id', 'in', [...new Set(datasetIds)])
    .orderBy('slice_name')
    .orderBy('id')
    .execute();
  return rows as {
    id: number;
    slice_name: string;
    viz_type: string | null;
    datasource_id: number;
  }[];
}
