/**
 * Dashboards (Superset's DashboardRestApi and its commands), as far as saving a chart onto
 * one needs: the list, show by id or slug, create, and who may put charts on which.
 * A dashboard is seen by admins, its owners and creator, and by everyone once published;
 * it is changed by its owners and admins.
 */
import { randomUUID } from 'node:crypto';
import type { DashboardCreate, DashboardListItem, DashboardShow, ListQuery } from '@tessera/core';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import {
  existingDashboardIds,
  findDashboard,
  insertDashboard,
  listDashboards,
  slugTaken,
  dashboardVisibleTo,
  type DashboardRow,
  type DashboardViewer,
} from '../../meta/dashboards.js';
import { accessScopeOf } from '../datasets/access.js';
import type { MetaTransaction } from '../../meta/datasets.js';
import { listOwners, setOwners } from '../../meta/owners.js';
import { nowIso } from '../../meta/store.js';
import { isAdminPrincipal, type Principal } from '../../security/principal.js';
import { listAnswer, listOrBadRequest } from '../listPages.js';
import type { ServiceContext } from '../context.js';
import { checkOwners, ownersOnCreate } from '../people.js';
import { presentDashboard, presentDashboardListItem } from './presenters.js';

/** Superset's message when a chart is put on dashboards the user may not change. */
export const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

/** Superset's slug clean-up (`BaseDashboardSchema.pre_load`): spaces to dashes, word chars only. */
export function cleanSlug(slug: string | null | undefined): string | null {
  if (!slug) return null;
  const cleaned = slug
    .trim()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '');
  return cleaned || null;
}

export class DashboardService {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  /** Who the principal is as a dashboard viewer; null for admins, who see every dashboard. */
  viewer(p: Principal): DashboardViewer | null {
    return isAdminPrincipal(p) ? null : { userId: p.id, scope: accessScopeOf(p) };
  }

  private async canSee(p: Principal, row: DashboardRow): Promise<boolean> {
    const viewer = this.viewer(p);
    return viewer === null || dashboardVisibleTo(this.db, row.id, viewer);
  }

  async list(
    p: Principal,
    q: ListQuery,
  ): Promise<{
    count: number;
    ids: number[];
    result: (DashboardListItem | Record<string, unknown>)[];
  }> {
    const page = await listOrBadRequest(() => listDashboards(this.db, q, this.viewer(p)));
    const owners = await listOwners(
      this.db,
      'dashboard',
      page.rows.map((r) => r.id),
    );
    const now = new Date();
    return listAnswer(page, (r) => presentDashboardListItem(r, owners, now), q.columns);
  }

  async get(p: Principal, idOrSlug: string): Promise<DashboardShow> {
    const row = await findDashboard(this.db, idOrSlug);
    if (!row) throw new NotFoundError();
    if (!(await this.canSee(p, row))) throw new NotFoundError();
    const owners = await listOwners(this.db, 'dashboard', [row.id]);
    const charts = await this.db
      .selectFrom('dashboard_slices')
      .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
      .select('slices.slice_name')
      .where('dashboard_slices.dashboard_id', '=', row.id)
      .orderBy('slices.id')
      .execute();
    return presentDashboard(
      row,
      owners,
      charts.map((c) => c.slice_name),
      new Date(),
    );
  }

  async create(p: Principal, body: DashboardCreate): Promise<number> {
    const errors: Record<string, string[]> = {};
    const slug = cleanSlug(body.slug);
    await checkOwners(this.db, errors, body.owners);
    if (slug && (await slugTaken(this.db, slug))) errors.slug = ['Must be unique'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const now = nowIso();
    return this.db.transaction().execute(async (trx: MetaTransaction) => {
      const id = await insertDashboard(trx, {
        uuid: randomUUID(),
        dashboard_title: body.dashboard_title ?? null,
        slug,
        position_json: body.position_json || null,
        json_metadata: body.json_metadata || null,
        css: body.css ?? null,
        description: null,
        published: body.published ? 1 : 0,
        certified_by: body.certified_by || null,
        certification_details: body.certification_details || null,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        external_url: body.external_url ?? null,
        created_on: now,
        changed_on: now,
        created_by_fk: p.id,
        changed_by_fk: p.id,
      });
      await setOwners(trx, 'dashboard', id, ownersOnCreate(p, body.owners));
      return id;
    });
  }

  /**
   * Checks that charts may be put on these dashboards: each exists (else the field error
   * Superset gives) and the principal owns it or is an admin (else 403).
   */
  async assertWritable(p: Principal, ids: number[], errors: Record<string, string[]>) {
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
