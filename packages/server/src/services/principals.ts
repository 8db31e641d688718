/**
 * Loads the principal (user, roles, permissions, token version) behind a request. Kept in
 * memory for a few seconds (PRINCIPAL_TTL_MS) so that busy endpoints do not reload it per
 * request; any change to users, roles or permissions through this process's services clears
 * the cache at once, and other processes sharing the metadata store see it within that time.
 */
import type { PermissionPair } from '@tessera/core';
import { findUserById, rolesOfUsers } from '../meta/users.js';
import { permissionsOfRoles } from '../meta/roles.js';
import type { ServiceContext } from './context.js';
import { permissionKey, type Principal } from '../security/principal.js';

/** How long a principal is kept: the bound on another process's change reaching this one. */
export const PRINCIPAL_TTL_MS = 5000;

export class PrincipalService {
  private readonly cache = new Map<number, { at: number; principal: Principal | null }>();

  constructor(private readonly ctx: ServiceContext) {}

  invalidate(): void {
    this.cache.clear();
  }

  /** The active user's principal, or null for an unknown or deactivated user. */
  async load(userId: number): Promise<Principal | null> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < PRINCIPAL_TTL_MS) return hit.principal;
    const principal = await this.fetch(userId);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(userId, { at: Date.now(), principal });
    return principal;
  }

  private async fetch(userId: number): Promise<Principal | null> {
    const db = this.ctx.store.db;
    const user = await findUserById(db, userId);
    if (!user || !user.active) return null;
    const roles = await rolesOfUsers(db, [userId]);
    const perms = await permissionsOfRoles(
      db,
      roles.map((r) => r.id),
    );
    const byRole: Record<string, PermissionPair[]> = {};
    const roleName = new Map(roles.map((r) => [r.id, r.name]));
    for (const r of roles) byRole[r.name] = [];
    const keys = new Set<string>();
    for (const p of perms) {
      byRole[roleName.get(p.role_id)!].push([p.permission, p.view_menu]);
      keys.add(permissionKey(p.permission, p.view_menu));
    }
    return {
      id: user.id,
      username: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      active: true,
      createdOn: user.created_on,
      roles: byRole,
      roleIds: roles.map((r) => r.id),
      permissionKeys: keys,
      tokenVersion: user.token_version,
    };
  }
}
