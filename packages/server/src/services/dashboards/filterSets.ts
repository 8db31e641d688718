/**
 * Filter sets of a dashboard (Superset's FilterSetRestApi and its commands): named selections
 * of native filter values. A set is owned by a user (`owner_type` User, `owner_id` the user),
 * who alone sees and changes it, or by the dashboard (`owner_type` Dashboard, `owner_id` the
 * dashboard), seen by everyone who sees the dashboard and changed by its owners; admins see
 * and change every set. Every call needs to see the dashboard (404 otherwise); a set of
 * another dashboard, or another user's own set, is not found (404); a dashboard's set the user
 * may not change is 403.
 */
import type {
  FilterSetCreate,
  FilterSetItem,
  FilterSetListResponse,
  FilterSetOwnerType,
  FilterSetUpdate,
} from '@tessera/core';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { DashboardRow } from '../../meta/dashboards.js';
import {
  deleteFilterSet,
  findFilterSet,
  insertFilterSet,
  listFilterSets,
  updateFilterSet,
  type FilterSetPatch,
  type FilterSetRow,
} from '../../meta/filterSets.js';
import { ownerIds } from '../../meta/owners.js';
import { nowIso } from '../../meta/store.js';
import { findUserById } from '../../meta/users.js';
import { isAdminPrincipal, type Principal } from '../../security/principal.js';
import { storedJsonObject } from '../storedValues.js';
import { assertCanChange } from './access.js';
import type { DashboardService } from './dashboardService.js';

/** The messages of the owner rules (Superset's where it has one). */
export const FILTER_SET_MESSAGES = {
  dashboardOwnerId: "owner_id must be the dashboard's id when owner_type is Dashboard",
  userOwnerId: 'owner_id must be your own id when owner_type is User',
  noSuchUser: 'owner_id does not exists',
  notDashboardOwner: (pk: number) =>
    `Changing FilterSet "${pk}" is forbidden: The user is not an owner of the filter_set's dashboard`,
};

export function presentFilterSet(row: FilterSetRow): FilterSetItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    json_metadata: row.json_metadata,
    owner_id: row.owner_id,
    owner_type: row.owner_type as FilterSetOwnerType,
    dashboard_id: row.dashboard_id,
    params: storedJsonObject(row.json_metadata, 'filter_sets.json_metadata') ?? {},
    changed_on: row.changed_on,
  };
}

export class FilterSetService {
  constructor(private readonly dashboards: DashboardService) {}

  private get db() {
    return this.dashboards.db;
  }

  /** 403 unless the principal owns the dashboard or is an admin. */
  private async assertDashboardOwner(p: Principal, dashboard: DashboardRow, message?: string) {
    try {
      assertCanChange(p, await ownerIds(this.db, 'dashboard', dashboard.id));
    } catch (e) {
      throw message && e instanceof ForbiddenError ? new ForbiddenError(message) : e;
    }
  }

  /** The sets of a dashboard the principal sees, by id (a FAB list). */
  async list(p: Principal, idOrSlug: string | number): Promise<FilterSetListResponse> {
    const dashboard = await this.dashboards.visible(p, idOrSlug);
    const rows = await listFilterSets(this.db, dashboard.id, isAdminPrincipal(p) ? null : p.id);
    return { count: rows.length, ids: rows.map((r) => r.id), result: rows.map(presentFilterSet) };
  }

  /** Who owns a new set: the dashboard (its owners may say so) or the user saving it. */
  private async ownerOf(p: Principal, dashboard: DashboardRow, body: FilterSetCreate) {
    if (body.owner_type === 'Dashboard') {
      if (body.owner_id !== undefined && body.owner_id !== dashboard.id)
        throw new ValidationError({ owner_id: [FILTER_SET_MESSAGES.dashboardOwnerId] }, 400);
      await this.assertDashboardOwner(p, dashboard);
      return dashboard.id;
    }
    const ownerId = body.owner_id!;
    if (ownerId === p.id) return ownerId;
    if (!isAdminPrincipal(p))
      throw new ValidationError({ owner_id: [FILTER_SET_MESSAGES.userOwnerId] }, 400);
    if (!(await findUserById(this.db, ownerId)))
      throw new ValidationError({ owner_id: [FILTER_SET_MESSAGES.noSuchUser] }, 400);
    return ownerId;
  }

  async create(p: Principal, dashboardId: number, body: FilterSetCreate): Promise<FilterSetItem> {
    const dashboard = await this.dashboards.visible(p, dashboardId);
    const ownerId = await this.ownerOf(p, dashboard, body);
    const now = nowIso();
    const id = await insertFilterSet(this.db, {
      name: body.name,
      description: body.description ?? null,
      json_metadata: body.json_metadata,
      owner_type: body.owner_type,
      owner_id: ownerId,
      dashboard_id: dashboard.id,
      created_on: now,
      changed_on: now,
      created_by_fk: p.id,
      changed_by_fk: p.id,
    });
    return presentFilterSet((await findFilterSet(this.db, id))!);
  }

  /** A set of the dashboard the principal may change: 404 when not seen, 403 when not theirs. */
  private async changeable(p: Principal, dashboardId: number, pk: number) {
    const dashboard = await this.dashboards.visible(p, dashboardId);
    const row = await findFilterSet(this.db, pk);
    if (!row || row.dashboard_id !== dashboard.id) throw new NotFoundError();
    if (isAdminPrincipal(p)) return { dashboard, row };
    if (row.owner_type === 'User') {
      if (row.owner_id !== p.id) throw new NotFoundError();
    } else await this.assertDashboardOwner(p, dashboard, FILTER_SET_MESSAGES.notDashboardOwner(pk));
    return { dashboard, row };
  }

  async update(
    p: Principal,
    dashboardId: number,
    pk: number,
    body: FilterSetUpdate,
  ): Promise<FilterSetItem> {
    const { dashboard, row } = await this.changeable(p, dashboardId, pk);
    const patch: FilterSetPatch = { changed_on: nowIso(), changed_by_fk: p.id };
    if (body.name !== undefined) patch.name = body.name;
    if (body.description !== undefined) patch.description = body.description;
    if (body.json_metadata !== undefined) patch.json_metadata = body.json_metadata;
    if (body.owner_type === 'Dashboard' && row.owner_type !== 'Dashboard') {
      // a user's set given to the dashboard: for the dashboard's owners to do
      await this.assertDashboardOwner(p, dashboard, FILTER_SET_MESSAGES.notDashboardOwner(pk));
      Object.assign(patch, { owner_type: 'Dashboard', owner_id: dashboard.id });
    }
    await updateFilterSet(this.db, row.id, patch);
    return presentFilterSet((await findFilterSet(this.db, row.id))!);
  }

  async delete(p: Principal, dashboardId: number, pk: number): Promise<void> {
    const { row } = await this.changeable(p, dashboardId, pk);
    await deleteFilterSet(this.db, row.id);
  }
}
