/** Managing roles and the permissions each grants. */
import * as roles from '../meta/roles.js';
import { BadRequestError, NotFoundError, ValidationError } from '../errors.js';
import { BUILTIN_ROLES } from '../security/roleDefinitions.js';
import type { ServiceContext } from './context.js';
import type { PrincipalService } from './principals.js';

export class RoleService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly principals: PrincipalService,
  ) {}

  list() {
    return roles.listRoles(this.ctx.store.db);
  }

  async get(id: number) {
    const role = await roles.findRoleById(this.ctx.store.db, id);
    if (!role) throw new NotFoundError();
    return role;
  }

  private async checkName(name: string, selfId?: number) {
    const other = await roles.findRoleByName(this.ctx.store.db, name);
    if (other && other.id !== selfId)
      throw new ValidationError({ name: ['Role name already exists'] });
  }

  async create(name: string): Promise<number> {
    await this.checkName(name);
    return roles.insertRole(this.ctx.store.db, name);
  }

  async rename(id: number, name: string): Promise<void> {
    const role = await this.get(id);
    if (role.name in BUILTIN_ROLES && role.name !== name) {
      throw new BadRequestError(`The built-in role ${role.name} cannot be renamed`);
    }
    await this.checkName(name, id);
    await roles.renameRole(this.ctx.store.db, id, name);
    this.principals.invalidate();
  }

  async delete(id: number): Promise<void> {
    const role = await this.get(id);
    if (role.name in BUILTIN_ROLES)
      throw new BadRequestError(`The built-in role ${role.name} cannot be deleted`);
    await roles.deleteRole(this.ctx.store.db, id);
    this.principals.invalidate();
  }

  listPermissionViews() {
    return roles.listPermissionViews(this.ctx.store.db);
  }

  listPermissions() {
    return roles.listPermissions(this.ctx.store.db);
  }

  listViewMenus() {
    return roles.listViewMenus(this.ctx.store.db);
  }

  async permissionsOf(id: number) {
    await this.get(id);
    return roles.permissionsOfRoles(this.ctx.store.db, [id]);
  }

  async setPermissions(id: number, permissionViewIds: number[]): Promise<void> {
    await this.get(id);
    const unique = [...new Set(permissionViewIds)];
    const db = this.ctx.store.db;
    if ((await roles.countPermissionViewsWithIds(db, unique)) !== unique.length) {
      throw new ValidationError({ permission_view_menu_ids: ['Some permissions do not exist'] });
    }
    await db.transaction().execute((trx) => roles.setRolePermissionViews(trx, id, unique));
    this.principals.invalidate();
  }
}
