/**
 * What a first start needs beyond migrations: the built-in roles synced with their
 * permissions, and a first admin when there is none.
 */
import { randomBytes } from 'node:crypto';
import * as roles from '../meta/roles.js';
import * as users from '../meta/users.js';
import { ALL_PERMISSION_PAIRS, BUILTIN_ROLES } from '../security/roleDefinitions.js';
import { hashPassword } from '../security/passwords.js';
import { checkNewPassword, passwordProblems } from '../security/passwordPolicy.js';
import { ConfigError } from '../config.js';
import type { ServiceContext } from './context.js';

/** Creates missing permissions and built-in roles, and sets each built-in role's pairs. */
export async function syncRoles(ctx: ServiceContext): Promise<void> {
  await ctx.store.db.transaction().execute(async (trx) => {
    const ids = await roles.ensurePermissionViews(trx, ALL_PERMISSION_PAIRS);
    for (const [name, pairs] of Object.entries(BUILTIN_ROLES)) {
      const role = await roles.findRoleByName(trx, name);
      const roleId = role ? role.id : await roles.insertRole(trx, name);
      const pvIds = pairs.map(([p, v]) => ids.get(`${p}\u0000${v}`)!);
      await roles.setRolePermissionViews(trx, roleId, pvIds);
    }
  });
}

export interface CreatedAdmin {
  username: string;
  /** Set when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/**
 * Creates the configured admin when no active admin exists. A TESSERA_ADMIN_PASSWORD that
 * the password rules refuse stops the start, naming the key.
 */
export async function ensureAdmin(ctx: ServiceContext): Promise<CreatedAdmin | null> {
  const db = ctx.store.db;
  if (await users.anyActiveAdmin(db)) return null;
  const { username, password } = ctx.config.admin;
  const problems = password === undefined ? [] : passwordProblems(password, username);
  if (problems.length) throw new ConfigError(problems.map((p) => `TESSERA_ADMIN_PASSWORD: ${p}`));
  return createAdmin(ctx, ctx.config.admin);
}

/**
 * Creates (or re-activates and resets) an admin user with the Admin role. A given password
 * must pass the password rules (400 naming `password`); resetting an existing user's password
 * ends that user's sessions and tokens (meta/users.ts), in other processes within a few seconds.
 */
export async function createAdmin(
  ctx: ServiceContext,
  admin: {
    username: string;
    password?: string;
    email: string;
    firstName?: string;
    lastName?: string;
  },
): Promise<CreatedAdmin> {
  if (admin.password) checkNewPassword(admin.password, admin.username);
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(admin.password ?? generatedPassword!);
  await ctx.store.db.transaction().execute(async (trx) => {
    const adminRole = await roles.findRoleByName(trx, 'Admin');
    if (!adminRole) throw new Error('The Admin role is missing: run `tessera init` first');
    const existing = await users.findUserByUsername(trx, admin.username);
    let id: number;
    if (existing) {
      id = existing.id;
      await users.updateUser(trx, id, { active: true, passwordHash, changedBy: null });
    } else {
      id = await users.insertUser(trx, {
        username: admin.username,
        first_name: admin.firstName ?? 'Tessera',
        last_name: admin.lastName ?? 'Admin',
        email: admin.email,
        active: true,
        passwordHash,
        createdBy: null,
      });
    }
    const current = await users.rolesOfUsers(trx, [id]);
    await users.setUserRoles(trx, id, [...new Set([...current.map((r) => r.id), adminRole.id])]);
  });
  return { username: admin.username, generatedPassword };
}
