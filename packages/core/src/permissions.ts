import type { PermissionPair } from './schemas/security.js';

/** "Admin" means a role named admin, case-insensitively (spec). */
export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === 'admin';
}

/** True when any of the roles grants (permission, view). */
export function hasPermission(
  roles: Record<string, PermissionPair[]>,
  permission: string,
  view: string,
): boolean {
  for (const pairs of Object.values(roles)) {
    for (const [p, v] of pairs) if (p === permission && v === view) return true;
  }
  return false;
}

export function isAdmin(roles: Record<string, PermissionPair[]>): boolean {
  return Object.keys(roles).some(isAdminRoleName);
}
