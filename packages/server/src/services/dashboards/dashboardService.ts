/**
 * Dashboards (Superset's DashboardRestApi and its commands): the access-filtered list and
 * show (access.ts), create, update and delete by owners and admins with every write in one
 * transaction, favourites, related lookups, and who may put charts on which. The charts,
 * datasets and tabs of a dashboard are contents.ts; copies copy.ts; the colour and native
 * filter updates metadataUpdates.ts.
 */
import type {
  DashboardColors,
  DashboardCopy,
  DashboardCreate,
  DashboardFiltersUpdate,
  DashboardListItem,
  DashboardShow,
  DashboardUpdate,
  ListQuery,
} from '@tessera/core';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import {
  DASHBOARD_CLASS_NAME,
  deleteDashboards,
  existingDashboardIds,
  findDashboard,
  findDashboardsByIds,
  insertDashboard,
  listDashboards,
  dashboardVisibleTo,
  updateDashboard,
  type DashboardRow,
  type DashboardViewer,
} from '../../meta/dashboards.js';
import {
  chartIdsOfDashboard,
  rolesOfDashboards,
  setDashboardCharts,
  setDashboardRoles,
} from '../../meta/dashboardContents.js';
import type { MetaTransaction } from '../../meta/datasets.js';
import { addFavorite, favoriteIds, removeFavorite } from '../../meta/favorites.js';
import { listOwners, ownerIds, setOwners } from '../../meta/owners.js';
import { listRoles } from '../../meta/roles.js';
import { nowIso } from '../../meta/store.js';
import { isAdminPrincipal, type Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import type { RelatedItem, RelatedQuery } from '../datasets/datasetService.js';
import { listAnswer, listOrBadRequest } from '../listPages.js';
import { ownersOnCreate, ownersOnUpdate } from '../people.js';
import { relatedPage, relatedUserOptions } from '../relatedLookups.js';
import { assertCanChange, dashboardViewer } from './access.js';
import { copyDashboard } from './copy.js';
import { updateColors, updateNativeFilters } from './metadataUpdates.js';
import { presentDashboard, presentDashboardListItem } from './presenters.js';
import { checkDashboardWrite, newDashboardRow, type DashboardWrite } from './writes.js';

/** Superset's message when a chart is put on dashboards the user may not change. */
export const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

type FieldErrors = Record<string, string[]>;
const USER_COLUMNS = new Set(['owners', 'created_by', 'changed_by']);
const LAYOUT_FIELDS = ['position_json', 'json_metadata'];

/** Field errors as Superset answers them: 400 for a bad layout or metadata, else 422. */
function refuse(errors: FieldErrors): never {
  const badLayout = Object.keys(errors).some((f) => LAYOUT_FIELDS.includes(f));
  throw new ValidationError(errors, badLayout ? 400 : 422);
}

/** Superset's `last_modified_time`: the change time in epoch seconds. */
export const lastModifiedTime = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export class DashboardService {
  constructor(readonly ctx: ServiceContext) {}

  get db() {
    return this.ctx.store.db;
  }

  /** Who the principal is as a dashboard viewer; null for admins, who see every dashboard. */
  viewer(p: Principal): DashboardViewer | null {
    return dashboardViewer(this.ctx, p);
  }

  /** A dashboard the principal sees (by id or slug), or 404: it learns nothing of others. */
  async visible(p: Principal, idOrSlug: number | string): Promise<DashboardRow> {
    const row = await findDashboard(this.db, idOrSlug);
    const viewer = this.viewer(p);
    if (!row || (viewer !== null && !(await dashboardVisibleTo(this.db, row.id, viewer))))
      throw new NotFoundError();
    return row;
  }

  /** A dashboard the principal sees and may change (404, then 403). */
  async changeable(p: Principal, idOrSlug: number | string): Promise<DashboardRow> {
    const row = await this.visible(p, idOrSlug);
    assertCanChange(p, await ownerIds(this.db, 'dashboard', row.id));
    return row;
  }

  async list(p: Principal, q: ListQuery) {
    const page = await listOrBadRequest(() => listDashboards(this.db, q, this.viewer(p), p.id));
    const owners = await listOwners(
      this.db,
      'dashboard',
      page.rows.map((r) => r.id),
    );
    const now = new Date();
    return listAnswer(
      page,
      (r): DashboardListItem => presentDashboardListItem(r, owners, now),
      q.columns,
    );
  }

  async get(p: Principal, idOrSlug: string): Promise<DashboardShow> {
    const row = await this.visible(p, idOrSlug);
    const owners = await listOwners(this.db, 'dashboard', [row.id]);
    const charts = await this.db
      .selectFrom('dashboard_slices')
      .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
      .select('slices.slice_name')
      .where('dashboard_slices.dashboard_id', '=', row.id)
      .orderBy('slices.id')
      .execute();
    const roles = (await rolesOfDashboards(this.db, [row.id])).map(({ id, name }) => ({
      id,
      name,
    }));
    return presentDashboard(
      row,
      owners,
      charts.map((c) => c.slice_name),
      roles,
      new Date(),
    );
  }

  /** Stores a checked write's charts, owners and roles in the transaction. */
  private async writeRelations(
    trx: MetaTransaction,
    id: number,
    write: DashboardWrite,
    owners: number[] | undefined,
  ): Promise<void> {
    if (owners !== undefined) await setOwners(trx, 'dashboard', id, owners);
    if (write.roles !== undefined) await setDashboardRoles(trx, id, write.roles);
    if (write.chartIds !== undefined) await setDashboardCharts(trx, id, write.chartIds);
  }

  async create(p: Principal, body: DashboardCreate): Promise<number> {
    const errors: FieldErrors = {};
    const write = await checkDashboardWrite(this.db, p, body, errors);
    if (Object.keys(errors).length) refuse(errors);
    const now = nowIso();
    return this.db.transaction().execute(async (trx: MetaTransaction) => {
      const id = await insertDashboard(trx, { ...newDashboardRow(p, now), ...write.patch });
      await this.writeRelations(trx, id, write, ownersOnCreate(p, body.owners));
      return id;
    });
  }

  /** Updates a dashboard; answers its new `last_modified_time`. */
  async update(p: Principal, pk: number, body: DashboardUpdate): Promise<number> {
    const row = await this.changeable(p, pk);
    const errors: FieldErrors = {};
    const held = await chartIdsOfDashboard(this.db, row.id);
    const write = await checkDashboardWrite(this.db, p, body, errors, { id: row.id, held });
    if (Object.keys(errors).length) refuse(errors);
    const now = nowIso();
    await this.db.transaction().execute(async (trx: MetaTransaction) => {
      await updateDashboard(trx, row.id, { ...write.patch, changed_on: now, changed_by_fk: p.id });
      const owners = body.owners === undefined ? undefined : ownersOnUpdate(p, body.owners);
      await this.writeRelations(trx, row.id, write, owners);
    });
    return lastModifiedTime(now);
  }

  /** Deletes dashboards, all or none: 404 when one is not seen, 403 when one is not owned. */
  async delete(p: Principal, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const viewer = this.viewer(p);
    const rows = await findDashboardsByIds(this.db, unique);
    for (const row of rows) {
      if (viewer !== null && !(await dashboardVisibleTo(this.db, row.id, viewer)))
        throw new NotFoundError();
    }
    if (rows.length !== unique.length) throw new NotFoundError();
    const owners = await listOwners(this.db, 'dashboard', unique);
    for (const id of unique)
      assertCanChange(
        p,
        owners.filter((o) => o.object_id === id).map((o) => o.id),
      );
    await this.db.transaction().execute((trx: MetaTransaction) => deleteDashboards(trx, unique));
    return unique.length;
  }

  /** `favorite_status`: 404 when none is seen; dashboards not seen are never starred. */
  async favoriteStatus(p: Principal, ids: number[]): Promise<{ id: number; value: boolean }[]> {
    const viewer = this.viewer(p);
    const seen: number[] = [];
    for (const row of await findDashboardsByIds(this.db, ids))
      if (viewer === null || (await dashboardVisibleTo(this.db, row.id, viewer))) seen.push(row.id);
    if (!seen.length) throw new NotFoundError();
    const starred = new Set(await favoriteIds(this.db, p.id, DASHBOARD_CLASS_NAME, seen));
    return ids.map((id) => ({ id, value: starred.has(id) }));
  }

  async setFavorite(p: Principal, id: number, starred: boolean): Promise<void> {
    await this.visible(p, id);
    if (starred) await addFavorite(this.db, p.id, DASHBOARD_CLASS_NAME, id, nowIso());
    else await removeFavorite(this.db, p.id, DASHBOARD_CLASS_NAME, id);
  }

  async related(p: Principal, column: string, q: RelatedQuery) {
    const page = relatedPage(q);
    if (USER_COLUMNS.has(column)) return relatedUserOptions(this.db, page);
    if (column !== 'roles') throw new NotFoundError();
    const text = page.filter.toLowerCase();
    const roles = (await listRoles(this.db)).filter((r) => r.name.toLowerCase().includes(text));
    const start = page.page * page.pageSize;
    const result: RelatedItem[] = roles
      .slice(start, start + page.pageSize)
      .map((r) => ({ value: r.id, text: r.name, extra: {} }));
    return { count: roles.length, result };
  }

  /** Save as: a copy of a dashboard the user sees (copy.ts). */
  async copy(p: Principal, idOrSlug: string | number, body: DashboardCopy) {
    const source = await this.visible(p, idOrSlug);
    const { id, changedOn } = await copyDashboard(this, p, source, body);
    return { id, last_modified_time: lastModifiedTime(changedOn) };
  }

  async updateColors(p: Principal, pk: number, colors: DashboardColors, markUpdated: boolean) {
    await updateColors(this.db, p, await this.changeable(p, pk), colors, markUpdated);
  }

  async updateFilters(p: Principal, pk: number, change: DashboardFiltersUpdate) {
    return updateNativeFilters(this.db, p, await this.changeable(p, pk), change);
  }

  /**
   * Checks that charts may be put on these dashboards: each exists (else the field error
   * Superset gives) and the principal owns it or is an admin (else 403).
   */
  async assertWritable(p: Principal, ids: number[], errors: FieldErrors) {
    const unique = [...new Set(ids)];
    if (!unique.length) return;
    const found = await existingDashboardIds(this.db, unique);
    if (found.length !== unique.length) {
      (errors.dashboards ??= []).push('Dashboards do not exist');
      return;
    }
    if (isAdminPrincipal(p)) return;
    const owners = await listOwners(this.db, 'dashboard', unique);
    const owned = new Set(owners.filter((o) => o.id === p.id).map((o) => o.object_id));
    if (unique.some((id) => !owned.has(id))) throw new ForbiddenError(DASHBOARDS_FORBIDDEN);
  }
}
