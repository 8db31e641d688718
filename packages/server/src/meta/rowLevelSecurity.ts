/**
 * Repository of row level security rules (`row_level_security_filters`) with the datasets
 * (`rls_filter_tables`) and roles (`rls_filter_roles`) they name: the FAB list, lookups,
 * writes, and every rule in the compiler's shape.
 */
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ListQuery } from '@tessera/core';
import type { MetaDatabase, RlsFilterTable } from './schema.js';
import { nowIso } from './store.js';
import {
  applyListFilters,
  containsIgnoringCase,
  countAndPage,
  countAndSlice,
  type ListSpec,
} from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
export type RlsRuleRow = Omit<RlsFilterTable, 'id'> & { id: number };

export interface RlsRuleTableRef {
  id: number;
  schema: string | null;
  table_name: string;
}

export interface RlsRuleRoleRef {
  id: number;
  name: string;
}

export interface RlsRuleWithLinks extends RlsRuleRow {
  tables: RlsRuleTableRef[];
  roles: RlsRuleRoleRef[];
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
}

/** A rule as the query compiler applies it. */
export interface StoredRlsRule {
  id: number;
  clause: string;
  group_key: string | null;
  filter_type: 'Regular' | 'Base';
  role_ids: number[];
  table_ids: number[];
}

export interface RlsRuleValues {
  name: string;
  description: string | null;
  filter_type: string;
  group_key: string | null;
  clause: string;
}

const R = 'row_level_security_filters';

export const RLS_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: `${R}.id`,
    name: `${R}.name`,
    filter_type: `${R}.filter_type`,
    clause: `${R}.clause`,
    group_key: `${R}.group_key`,
    description: `${R}.description`,
    changed_by: `${R}.changed_by_fk`,
  },
  orderColumns: {
    id: `${R}.id`,
    name: `${R}.name`,
    filter_type: `${R}.filter_type`,
    clause: `${R}.clause`,
    group_key: `${R}.group_key`,
    changed_on_delta_humanized: `${R}.changed_on`,
  },
};

/** Named FAB filters on the relations: `tables`/`roles` with `rel_m_m` (contains the id). */
function relationFilters(q: ListQuery) {
  const plain = q.filters.filter(
    (f) => !(['tables', 'roles'].includes(f.col) && f.opr === 'rel_m_m'),
  );
  const relations = q.filters.filter((f) => !plain.includes(f));
  return { plain, relations };
}

async function withLinks(
  db: Db,
  rows: (RlsRuleRow & {
    changed_by_first_name: string | null;
    changed_by_last_name: string | null;
  })[],
): Promise<RlsRuleWithLinks[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [tables, roles] = await Promise.all([
    db
      .selectFrom('rls_filter_tables')
      .innerJoin('tables', 'tables.id', 'rls_filter_tables.table_id')
      .select([
        'rls_filter_tables.rls_filter_id',
        'tables.id',
        'tables.schema',
        'tables.table_name',
      ])
      .where('rls_filter_tables.rls_filter_id', 'in', ids)
      .orderBy('tables.id')
      .execute(),
    db
      .selectFrom('rls_filter_roles')
      .innerJoin('ab_role', 'ab_role.id', 'rls_filter_roles.role_id')
      .select(['rls_filter_roles.rls_filter_id', 'ab_role.id', 'ab_role.name'])
      .where('rls_filter_roles.rls_filter_id', 'in', ids)
      .orderBy('ab_role.id')
      .execute(),
  ]);
  return rows.map((r) => ({
    ...r,
    tables: tables
      .filter((t) => t.rls_filter_id === r.id)
      .map((t) => ({ id: t.id, schema: t.schema, table_name: t.table_name })),
    roles: roles.filter((x) => x.rls_filter_id === r.id).map((x) => ({ id: x.id, name: x.name })),
  }));
}

function baseSelect(db: Db) {
  return db
    .selectFrom(R)
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', `${R}.changed_by_fk`);
}

const NAMES = [
  'changed_by_user.first_name as changed_by_first_name',
  'changed_by_user.last_name as changed_by_last_name',
] as const;

export async function listRlsRules(
  db: Db,
  q: ListQuery,
): Promise<{ count: number; rows: RlsRuleWithLinks[] }> {
  const { plain, relations } = relationFilters(q);
  let base = applyListFilters(baseSelect(db), plain, RLS_LIST_SPEC);
  for (const f of relations) {
    const id = Number(f.value);
    base =
      f.col === 'tables'
        ? base.where(
            sql.ref(`${R}.id`),
            'in',
            db.selectFrom('rls_filter_tables').select('rls_filter_id').where('table_id', '=', id),
          )
        : base.where(
            sql.ref(`${R}.id`),
            'in',
            db.selectFrom('rls_filter_roles').select('rls_filter_id').where('role_id', '=', id),
          );
  }
  const page = base.selectAll(R).select(NAMES);
  const { count, rows } = await countAndPage(base, page, q, RLS_LIST_SPEC, `${R}.id`);
  return { count, rows: await withLinks(db, rows) };
}

export async function findRlsRule(db: Db, id: number): Promise<RlsRuleWithLinks | undefined> {
  const row = await baseSelect(db)
    .selectAll(R)
    .select(NAMES)
    .where(`${R}.id`, '=', id)
    .executeTakeFirst();
  return row ? (await withLinks(db, [row]))[0] : undefined;
}

export async function countRlsRulesWithIds(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom(R)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function rlsNameTaken(db: Db, name: string, excludeId?: number): Promise<boolean> {
  let q = db.selectFrom(R).select('id').where('name', '=', name);
  if (excludeId !== undefined) q = q.where('id', '<>', excludeId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** How many of `ids` are datasets. */
export async function countDatasetsWithIds(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('tables')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function setLinks(db: Db, id: number, tables?: number[], roles?: number[]) {
  if (tables !== undefined) {
    await db.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', id).execute();
    if (tables.length)
      await db
        .insertInto('rls_filter_tables')
        .values(tables.map((table_id) => ({ table_id, rls_filter_id: id })))
        .execute();
  }
  if (roles !== undefined) {
    await db.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', id).execute();
    if (roles.length)
      await db
        .insertInto('rls_filter_roles')
        .values(roles.map((role_id) => ({ role_id, rls_filter_id: id })))
        .execute();
  }
}

export async function insertRlsRule(
  db: Db,
  values: RlsRuleValues,
  links: { tables: number[]; roles: number[] },
  actorId: number | null,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto(R)
    .values({
      ...values,
      created_on: now,
      changed_on: now,
      created_by_fk: actorId,
      changed_by_fk: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setLinks(db, row.id, links.tables, links.roles);
  return row.id;
}

export async function updateRlsRule(
  db: Db,
  id: number,
  changes: Partial<RlsRuleValues>,
  links: { tables?: number[]; roles?: number[] },
  actorId: number | null,
): Promise<void> {
  await db
    .updateTable(R)
    .set({ ...changes, changed_on: nowIso(), changed_by_fk: actorId })
    .where('id', '=', id)
    .execute();
  await setLinks(db, id, links.tables, links.roles);
}

export async function deleteRlsRules(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', ids).execute();
  await db.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', ids).execute();
  await db.deleteFrom(R).where('id', 'in', ids).execute();
}

/** Every rule with its dataset and role ids, for the query compiler. */
export async function allRlsRules(db: Db): Promise<StoredRlsRule[]> {
  const [rules, tables, roles] = await Promise.all([
    db.selectFrom(R).select(['id', 'clause', 'group_key', 'filter_type']).orderBy('id').execute(),
    db.selectFrom('rls_filter_tables').select(['rls_filter_id', 'table_id']).execute(),
    db.selectFrom('rls_filter_roles').select(['rls_filter_id', 'role_id']).execute(),
  ]);
  return rules.map((r) => ({
    id: r.id,
    clause: r.clause,
    group_key: r.group_key,
    filter_type: r.filter_type === 'Base' ? 'Base' : 'Regular',
    table_ids: tables.filter((t) => t.rls_filter_id === r.id).map((t) => t.table_id),
    role_ids: roles.filter((x) => x.rls_filter_id === r.id).map((x) => x.role_id),
  }));
}

/** The newest change to any rule and how many there are (a cheap version of the rules). */
export async function rlsRulesVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom(R)
    .select((eb) => [eb.fn.max('changed_on').as('at'), eb.fn.countAll<number>().as('n')])
    .executeTakeFirstOrThrow();
  return `${row.at ?? ''}|${Number(row.n)}`;
}

/** Roles whose name contains the filter, and datasets whose table name does (related). */
export async function relatedRoles(db: Db, filter: string, page: number, pageSize: number) {
  let base = db.selectFrom('ab_role');
  if (filter) base = base.where(containsText('name', filter));
  const ordered = base.select(['id', 'name']).orderBy('name').orderBy('id');
  return countAndSlice(base, ordered, { page, pageSize });
}

export async function relatedTables(db: Db, filter: string, page: number, pageSize: number) {
  let base = db.selectFrom('tables');
  if (filter) base = base.where(containsText('table_name', filter));
  const ordered = base.select(['id', 'table_name']).orderBy('table_name').orderBy('id');
  return countAndSlice(base, ordered, { page, pageSize });
}

function containsText(column: string, filter: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsIgnoringCase(filter)} escape '\\'`;
}
