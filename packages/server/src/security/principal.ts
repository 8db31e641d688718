import type { PermissionPair } from '@tessera/core';
import { isAdminRoleName } from '@tessera/core';

/** The signed-in user as every request sees it: identity, roles and their permissions. */
export interface Principal {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  active: boolean;
  createdOn: string;
  /** Role name -> its (permission, view) pairs. */
  roles: Record<string, PermissionPair[]>;
  /** The ids of the user's roles (row level security rules name roles by id). */
  roleIds: number[];
  /** "perm\0view" for every pair of every role. */
  permissionKeys: Set<string>;
  /** The user's token version: tokens issued with a lower one are void (security/tokens.ts). */
  tokenVersion: number;
}

export function permissionKey(permission: string, view: string): string {
  return `${permission}\u0000${view}`;
}

export function can(p: Principal, permission: string, view: string): boolean {
  return p.permissionKeys.has(permissionKey(permission, view));
}

export function isAdminPrincipal(p: Principal): boolean {
  return Object.keys(p.roles).some(isAdminRoleName);
}
