/** Repository of users (ab_user) and their role links. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ListQuery } from '@tessera/core';
import type { MetaDatabase, UserTable } from './schema.js';
import { nowIso } from './store.js';
import { applyListFilters, countAndPage, type ListSpec } from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
export type UserRow = Selectable<UserTable>;

export const USER_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'ab_user.id',
    username: 'ab_user.username',
    first_name: 'ab_user.first_name',
    last_name: 'ab_user.last_name',
    email: 'ab_user.email',
    active: 'ab_user.active',
  },
  orderColumns: {
    id: 'ab_user.id',
    username: 'ab_user.username',
    first_name: 'ab_user.first_name',
    last_name: 'ab_user.last_name',
    email: 'ab_user.email',
    active: 'ab_user.active',
    created_on: 'ab_user.created_on',
    changed_on: 'ab_user.changed_on',
    last_login: 'ab_user.last_login',
  },
};

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('ab_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('ab_user').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('ab_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function listUsers(db: Db, q: ListQuery): Promise<{ count: number; rows: UserRow[] }> {
  const filtered = applyListFilters(db.selectFrom('ab_user'), q.filters, USER_LIST_SPEC);
  return countAndPage(filtered, filtered.selectAll('ab_user'), q, USER_LIST_SPEC, 'ab_user.id');
}

export interface NewUser {
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  active: boolean;
  passwordHash: string | null;
  createdBy: number | null;
}

export async function insertUser(db: Db, u: NewUser): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('ab_user')
    .values({
      username: u.username,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      active: u.active ? 1 : 0,
      password: u.passwordHash,
      login_count: 0,
      fail_login_count: 0,
      created_on: now,
      changed_on: now,
      created_by_fk: u.createdBy,
      changed_by_fk: u.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface UserChanges {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  passwordHash?: string;
  changedBy: number | null;
}

/**
 * Changes a user. A new password or a deactivation raises the user's token version, which
 * voids every session, access and refresh token issued before (security/tokens.ts).
 */
export async function updateUser(db: Db, id: number, c: UserChanges): Promise<void> {
  const revoke = c.passwordHash !== undefined || c.active === false;
  await db
    .updateTable('ab_user')
    .set((eb) => ({
      ...(c.username !== undefined && { username: c.username }),
      ...(c.first_name !== undefined && { first_name: c.first_name }),
      ...(c.last_name !== undefined && { last_name: c.last_name }),
      ...(c.email !== undefined && { email: c.email }),
      ...(c.active !== undefined && { active: c.active ? 1 : 0 }),
      ...(c.passwordHash !== undefined && { password: c.passwordHash }),
      ...(revoke && { token_version: eb('token_version', '+', 1) }),
      changed_on: nowIso(),
      changed_by_fk: c.changedBy,
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ab_user').where('id', '=', id).execute();
}

export async function recordLogin(db: Db, id: number, success: boolean): Promise<void> {
  await db
    .updateTable('ab_user')
    .set((eb) =>
      success
        ? { last_login: nowIso(), login_count: eb('login_count', '+', 1), fail_login_count: 0 }
        : { fail_login_count: eb('fail_login_count', '+', 1) },
    )
    .where('id', '=', id)
    .execute();
}

/** Role ids and names of the given users. */
export async function rolesOfUsers(
  db: Db,
  userIds: number[],
): Promise<{ user_id: number; id: number; name: string }[]> {
  if (!userIds.length) return [];
  return db
    .selectFrom('ab_user_role')
    .innerJoin('ab_role', 'ab_role.id', 'ab_user_role.role_id')
    .select(['ab_user_role.user_id', 'ab_role.id', 'ab_role.name'])
    .where('ab_user_role.user_id', 'in', userIds)
    .orderBy('ab_role.name')
    .execute();
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
  if (roleIds.length) {
    await db
      .insertInto('ab_user_role')
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

/** The first active user holding a role named admin (case-insensitively), if any. */
export async function firstActiveAdminId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('ab_user')
    .innerJoin('ab_user_role', 'ab_user_role.user_id', 'ab_user.id')
    .innerJoin('ab_role', 'ab_role.id', 'ab_user_role.role_id')
    .select('ab_user.id')
    .where('ab_user.active', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['ab_role.name']), '=', 'admin'))
    .orderBy('ab_user.id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether some active user holds a role named admin (case-insensitively). */
export async function anyActiveAdmin(db: Db): Promise<boolean> {
  return (await firstActiveAdminId(db)) !== undefined;
}
