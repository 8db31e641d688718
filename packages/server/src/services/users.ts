/** Managing users: list, create, update (deactivate, reset password), delete. */
import type { ListQuery, User, UserCreate, UserUpdate } from '@tessera/core';
import * as users from '../meta/users.js';
import { countRolesWithIds } from '../meta/roles.js';
import { ListQueryError } from '../meta/listQuery.js';
import { hashPassword } from '../security/passwords.js';
import { checkNewPassword } from '../security/passwordPolicy.js';
import { BadRequestError, NotFoundError, ValidationError } from '../errors.js';
import type { ServiceContext } from './context.js';
import type { PrincipalService } from './principals.js';

export class UserService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly principals: PrincipalService,
  ) {}

  private async present(rows: users.UserRow[]): Promise<User[]> {
    const roles = await users.rolesOfUsers(
      this.ctx.store.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      active: r.active === 1,
      roles: roles.filter((x) => x.user_id === r.id).map(({ id, name }) => ({ id, name })),
      created_on: r.created_on,
      changed_on: r.changed_on,
      last_login: r.last_login,
      login_count: r.login_count,
      fail_login_count: r.fail_login_count,
    }));
  }

  async list(q: ListQuery): Promise<{ count: number; result: User[] }> {
    try {
      const { count, rows } = await users.listUsers(this.ctx.store.db, q);
      return { count, result: await this.present(rows) };
    } catch (e) {
      if (e instanceof ListQueryError) throw new BadRequestError(e.message);
      throw e;
    }
  }

  async get(id: number): Promise<User> {
    const row = await users.findUserById(this.ctx.store.db, id);
    if (!row) throw new NotFoundError();
    return (await this.present([row]))[0];
  }

  private async checkUnique(input: { username?: string; email?: string }, selfId?: number) {
    const db = this.ctx.store.db;
    const fields: Record<string, string[]> = {};
    if (input.username !== undefined) {
      const other = await users.findUserByUsername(db, input.username);
      if (other && other.id !== selfId) fields.username = ['Username already exists'];
    }
    if (input.email !== undefined) {
      const other = await users.findUserByEmail(db, input.email);
      if (other && other.id !== selfId) fields.email = ['Email already exists'];
    }
    if (Object.keys(fields).length) throw new ValidationError(fields);
  }

  private async checkRoles(roleIds: number[] | undefined) {
    if (roleIds === undefined) return;
    const unique = [...new Set(roleIds)];
    if ((await countRolesWithIds(this.ctx.store.db, unique)) !== unique.length) {
      throw new ValidationError({ roles: ['Some roles do not exist'] });
    }
  }

  async create(input: UserCreate, actorId: number | null): Promise<number> {
    checkNewPassword(input.password, input.username);
    await this.checkUnique(input);
    await this.checkRoles(input.roles);
    const passwordHash = await hashPassword(input.password);
    const id = await this.ctx.store.db.transaction().execute(async (trx) => {
      const newId = await users.insertUser(trx, {
        username: input.username,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        active: input.active,
        passwordHash,
        createdBy: actorId,
      });
      await users.setUserRoles(trx, newId, [...new Set(input.roles)]);
      return newId;
    });
    this.principals.invalidate();
    return id;
  }

  /**
   * Changes a user. A new password or a deactivation ends every session and token the user
   * holds (meta/users.ts raises the token version; this process sees it at once).
   */
  async update(id: number, input: UserUpdate, actorId: number | null): Promise<void> {
    const db = this.ctx.store.db;
    const row = await users.findUserById(db, id);
    if (!row) throw new NotFoundError();
    if (input.password !== undefined)
      checkNewPassword(input.password, input.username ?? row.username);
    await this.checkUnique(input, id);
    await this.checkRoles(input.roles);
    const passwordHash =
      input.password !== undefined ? await hashPassword(input.password) : undefined;
    await db.transaction().execute(async (trx) => {
      await users.updateUser(trx, id, {
        username: input.username,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        active: input.active,
        passwordHash,
        changedBy: actorId,
      });
      if (input.roles) await users.setUserRoles(trx, id, [...new Set(input.roles)]);
    });
    this.principals.invalidate();
  }

  async resetPassword(username: string, password: string): Promise<void> {
    const row = await users.findUserByUsername(this.ctx.store.db, username);
    if (!row) throw new NotFoundError(`No user named ${username}`);
    await this.update(row.id, { password }, null);
  }

  async delete(id: number, actorId: number | null): Promise<void> {
    if (id === actorId) throw new BadRequestError('You cannot delete yourself');
    const db = this.ctx.store.db;
    if (!(await users.findUserById(db, id))) throw new NotFoundError();
    await users.deleteUser(db, id);
    this.principals.invalidate();
  }
}
