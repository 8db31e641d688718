/**
 * People in answers and in the owner rules of charts, dashboards and datasets: a user named
 * by a row's joined columns, an object's owners as answers show them, the check that owners
 * are users, who stays an owner (Superset's `populate_owner_list` and `compute_owners`), and
 * the users a related-users picker offers.
 */
import { displayName, type UserRef } from '@tessera/core';
import { usersByIds, type OwnerRow } from '../meta/owners.js';
import { isAdminPrincipal, type Principal } from '../security/principal.js';

/** A user named by a row's `<role>_fk`, `<role>_first_name` and `<role>_last_name`; else null. */
export function userRef(
  id: number | null,
  first: string | null,
  last: string | null,
): UserRef | null {
  return id !== null && first !== null ? { id, first_name: first, last_name: last ?? '' } : null;
}

/** The owners of one object, out of the owners of many (`listOwners`), as answers show them. */
export function ownersOf(owners: OwnerRow[], objectId: number): UserRef[] {
  return owners
    .filter((o) => o.object_id === objectId)
    .map((o) => ({ id: o.id, first_name: o.first_name, last_name: o.last_name }));
}

/** Adds "Owners are invalid" unless every id is a user. */
export async function checkOwners(
  db: Parameters<typeof usersByIds>[0],
  errors: Record<string, string[]>,
  ids: number[] | undefined,
): Promise<void> {
  if (!ids?.length) return;
  const found = await usersByIds(db, ids);
  if (found.length !== new Set(ids).size) (errors.owners ??= []).push('Owners are invalid');
}

/**
 * Superset's `populate_owner_list`: a new object with no owners is the creator's; otherwise
 * the given owners, and a non-admin who left itself out stays one.
 */
export function ownersOnCreate(p: Principal, owners: number[] | undefined): number[] {
  if (!owners?.length) return [p.id];
  return isAdminPrincipal(p) || owners.includes(p.id) ? owners : [p.id, ...owners];
}

/** Superset's `compute_owners` on an update: the given owners (a non-admin editor stays one). */
export function ownersOnUpdate(p: Principal, owners: number[]): number[] {
  return isAdminPrincipal(p) || owners.includes(p.id) ? owners : [...owners, p.id];
}

/** A user as `related/<owners|created_by|changed_by|...>` offers it. */
export function relatedUserOption(u: {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  active: number;
}) {
  return { value: u.id, text: displayName(u), extra: { email: u.email, active: u.active === 1 } };
}
