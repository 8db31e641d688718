/** Repository of roles, permissions, view menus and their links. */
import type { Kysely, Transaction } from 'kysely';
import type { MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

export interface PermissionViewRow {
  id: number;
  permission: string;
  view_menu: string;
}

export async function listRoles(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('ab_role').select(['id', 'name']).orderBy('name').execute();
}

export async function findRoleById(db: Db, id: number) {
  return db.selectFrom('ab_role').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findRoleByName(db: Db, name: string) {
  return db
    .selectFrom('ab_role')
    .select(['id', 'name'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertRole(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('ab_role')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameRole(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('ab_role').set({ name }).where('id', '=', id).execute();
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ab_role').where('id', '=', id).execute();
}

export async function countRolesWithIds(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('ab_role')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const permissionViewQuery = (db: Db) =>
  db
    .selectFrom('ab_permission_view')
    .innerJoin('ab_permission', 'ab_permission.id', 'ab_permission_view.permission_id')
    .innerJoin('ab_view_menu', 'ab_view_menu.id', 'ab_permission_view.view_menu_id')
    .select([
      'ab_permission_view.id as id',
      'ab_permission.name as permission',
      'ab_view_menu.name as view_menu',
    ]);

export async function listPermissionViews(db: Db): Promise<PermissionViewRow[]> {
  return permissionViewQuery(db)
    .orderBy('ab_view_menu.name')
    .orderBy('ab_permission.name')
    .execute();
}

export async function listPermissions(db: Db) {
  return db.selectFrom('ab_permission').select(['id', 'name']).orderBy('name').execute();
}

export async function listViewMenus(db: Db) {
  return db.selectFrom('ab_view_menu').select(['id', 'name']).orderBy('name').execute();
}

/** The (permission, view) pairs of each of the given roles. */
export async function permissionsOfRoles(
  db: Db,
  roleIds: number[],
): Promise<(PermissionViewRow & { role_id: number })[]> {
  if (!roleIds.length) return [];
  return permissionViewQuery(db)
    .innerJoin(
      'ab_permission_view_role',
      'ab_permission_view_role.permission_view_id',
      'ab_permission_view.id',
    )
    .select('ab_permission_view_role.role_id')
    .where('ab_permission_view_role.role_id', 'in', roleIds)
    .execute();
}

export async function setRolePermissionViews(db: Db, roleId: number, permissionViewIds: number[]) {
  await db.deleteFrom('ab_permission_view_role').where('role_id', '=', roleId).execute();
  if (permissionViewIds.length) {
    await db
      .insertInto('ab_permission_view_role')
      .values(
        permissionViewIds.map((permission_view_id) => ({ permission_view_id, role_id: roleId })),
      )
      .execute();
  }
}

export async function countPermissionViewsWithIds(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('ab_permission_view')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function ensureNamed(
  db: Db,
  table: 'ab_permission' | 'ab_view_menu',
  name: string,
): Promise<number> {
  const found = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const row = await db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Makes sure each pair exists; returns their permission_view ids keyed "perm\0view". */
export async function ensurePermissionViews(
  db: Db,
  pairs: readonly (readonly [string, string])[],
): Promise<Map<string, number>> {
  const existing = await listPermissionViews(db);
  const ids = new Map(existing.map((r) => [`${r.permission}\u0000${r.view_menu}`, r.id]));
  for (const [permission, view] of pairs) {
    const key = `${permission}\u0000${view}`;
    if (ids.has(key)) continue;
    const permission_id = await ensureNamed(db, 'ab_permission', permission);
    const view_menu_id = await ensureNamed(db, 'ab_view_menu', view);
    const row = await db
      .insertInto('ab_permission_view')
      .values({ permission_id, view_menu_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(key, row.id);
  }
  return ids;
}
