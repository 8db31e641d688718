/**
 * Saved charts (Superset's ChartRestApi and its commands): the access-filtered list and
 * show, writes by owners and admins, favourites, related users and distinct viz types,
 * and the query context of a saved chart for its data.
 */
import { randomUUID } from 'node:crypto';
import type { ChartCreate, ChartListItem, ChartShow, ChartUpdate, ListQuery } from '@tessera/core';
import { NotFoundError, ValidationError } from '../../errors.js';
import {
  CHART_CLASS_NAME,
  deleteCharts,
  distinctVizTypes,
  findChart,
  findChartsByIds,
  insertChart,
  listCharts,
  updateChart,
  type ChartPatch,
  type ChartRow,
} from '../../meta/charts.js';
import {
  DASHBOARD_CLASS_NAME,
  dashboardsOfCharts,
  relatedDashboards,
  setChartDashboards,
} from '../../meta/dashboards.js';
import { dashboardIdsOfCharts } from '../../meta/dashboardContents.js';
import { findDatasetById, type MetaTransaction } from '../../meta/datasets.js';
import { addFavorite, favoriteIds, removeFavorite } from '../../meta/favorites.js';
import { listOwners, ownerIds, setOwners } from '../../meta/owners.js';
import { nowIso } from '../../meta/store.js';
import { datasetPerm, schemaPerm } from '../../security/dataAccess.js';
import type { Principal } from '../../security/principal.js';
import { listAnswer, listOrBadRequest } from '../listPages.js';
import { queryContextOfFormData } from '../../chartData/context/legacyFormData.js';
import type { ServiceContext } from '../context.js';
import type { DashboardService } from '../dashboards/dashboardService.js';
import { followChartDashboards, removeChartsFromLayouts } from '../dashboards/layouts.js';
import { accessScopeOf, canReadDataset } from '../datasets/access.js';
import type { RelatedItem, RelatedQuery } from '../datasets/datasetService.js';
import { checkOwners, ownersOnCreate, ownersOnUpdate } from '../people.js';
import { assertChartOwnership, canReadChart } from './access.js';
import { formDataOf, presentChart, presentChartListItem } from './presenters.js';
import { chartQueryContext, type ChartDataOverrides } from './chartQueryContext.js';
import { distinctOptions, lookupPage, relatedPage, relatedUserOptions } from '../relatedLookups.js';

type FieldErrors = Record<string, string[]>;

const USER_COLUMNS = new Set(['owners', 'created_by', 'changed_by', 'last_saved_by']);
const DATASOURCE_MISSING = 'Datasource does not exist';

/** Superset's `is_query_context_update`: explore back-filling a chart's query context. */
function isQueryContextUpdate(body: ChartUpdate): boolean {
  const keys = Object.keys(body).filter((k) => body[k as keyof ChartUpdate] !== undefined);
  return (
    keys.length === 2 &&
    keys.includes('query_context') &&
    keys.includes('query_context_generation') &&
    body.query_context_generation === true
  );
}

export class ChartService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly dashboards: DashboardService,
  ) {}

  private get db() {
    return this.ctx.store.db;
  }

  async list(
    p: Principal,
    q: ListQuery,
  ): Promise<{
    count: number;
    ids: number[];
    result: (ChartListItem | Record<string, unknown>)[];
  }> {
    const page = await listOrBadRequest(() =>
      listCharts(this.db, q, { userId: p.id, scope: accessScopeOf(p) }),
    );
    const ids = page.rows.map((r) => r.id);
    const owners = await listOwners(this.db, 'chart', ids);
    const dashboards = await dashboardsOfCharts(this.db, ids, this.dashboards.viewer(p));
    const now = new Date();
    return listAnswer(page, (r) => presentChartListItem(r, owners, dashboards, now), q.columns);
  }

  /** A chart the principal sees (by id or uuid), or 404 as Superset's base filter hides it. */
  async visible(p: Principal, idOrUuid: number | string): Promise<ChartRow> {
    const row = await findChart(this.db, idOrUuid);
    if (!row || !canReadChart(p, row)) throw new NotFoundError();
    return row;
  }

  async get(p: Principal, idOrUuid: number | string): Promise<ChartShow> {
    const row = await this.visible(p, idOrUuid);
    return presentChart(
      row,
      await listOwners(this.db, 'chart', [row.id]),
      await dashboardsOfCharts(this.db, [row.id], this.dashboards.viewer(p)),
      new Date(),
    );
  }

  /** The `perm` and `schema_perm` of a chart on a dataset the principal reaches, or an error. */
  private async datasourceOf(
    p: Principal,
    id: number,
    type: string,
    errors: FieldErrors,
  ): Promise<{ perm: string; schema_perm: string | null } | null> {
    const ds = type === 'table' ? await findDatasetById(this.db, id) : undefined;
    if (!ds || !canReadDataset(p, ds)) {
      (errors.datasource_id ??= []).push(DATASOURCE_MISSING);
      return null;
    }
    const database = { id: ds.database_id, database_name: ds.database_name };
    return {
      perm: datasetPerm(database, ds),
      schema_perm: ds.schema ? schemaPerm(database, ds.schema) : null,
    };
  }

  private async checkRelations(
    p: Principal,
    errors: FieldErrors,
    body: { owners?: number[]; dashboards?: number[] },
  ) {
    if (body.dashboards?.length) await this.dashboards.assertWritable(p, body.dashboards, errors);
    await checkOwners(this.db, errors, body.owners);
  }

  async create(p: Principal, body: ChartCreate): Promise<number> {
    const errors: FieldErrors = {};
    const perms = await this.datasourceOf(p, body.datasource_id, body.datasource_type, errors);
    await this.checkRelations(p, errors, body);
    if (Object.keys(errors).length || !perms) throw new ValidationError(errors);
    const now = nowIso();
    const uuid = randomUUID();
    return this.db.transaction().execute(async (trx: MetaTransaction) => {
      const id = await insertChart(trx, {
        uuid,
        slice_name: body.slice_name,
        viz_type: body.viz_type ?? null,
        datasource_id: body.datasource_id,
        datasource_type: body.datasource_type,
        params: body.params ?? null,
        query_context: body.query_context ?? null,
        description: body.description ?? null,
        cache_timeout: body.cache_timeout ?? null,
        ...perms,
        certified_by: body.certified_by || null,
        certification_details: body.certification_details || null,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        external_url: body.external_url ?? null,
        last_saved_at: now,
        last_saved_by_fk: p.id,
        created_on: now,
        changed_on: now,
        created_by_fk: p.id,
        changed_by_fk: p.id,
      });
      await setOwners(trx, 'chart', id, ownersOnCreate(p, body.owners));
      if (body.dashboards?.length) {
        await setChartDashboards(trx, id, body.dashboards);
        await followChartDashboards(
          trx,
          { id, slice_name: body.slice_name, uuid },
          body.dashboards,
          [],
        );
      }
      return id;
    });
  }

  async update(p: Principal, id: number, body: ChartUpdate): Promise<void> {
    const row = await this.visible(p, id);
    const queryContextOnly = isQueryContextUpdate(body);
    if (!queryContextOnly) assertChartOwnership(p, await ownerIds(this.db, 'chart', row.id));

    const errors: FieldErrors = {};
    const patch: ChartPatch = {};
    if (body.datasource_id !== undefined && body.datasource_id !== null) {
      if (!body.datasource_type) {
        errors.datasource_type = ['Datasource type is required when datasource_id is given'];
      } else {
        const perms = await this.datasourceOf(p, body.datasource_id, body.datasource_type, errors);
        if (perms) {
          Object.assign(patch, perms, {
            datasource_id: body.datasource_id,
            datasource_type: body.datasource_type,
          });
        }
      }
    }
    await this.checkRelations(p, errors, body);
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const now = nowIso();
    if (typeof body.slice_name === 'string') patch.slice_name = body.slice_name;
    if (body.viz_type !== undefined) patch.viz_type = body.viz_type;
    for (const key of ['description', 'params', 'query_context', 'external_url'] as const) {
      if (body[key] !== undefined) patch[key] = body[key] ?? null;
    }
    for (const key of ['certified_by', 'certification_details'] as const) {
      if (body[key] !== undefined) patch[key] = body[key] || null;
    }
    if (body.cache_timeout !== undefined) patch.cache_timeout = body.cache_timeout ?? null;
    if (body.is_managed_externally !== undefined)
      patch.is_managed_externally = body.is_managed_externally ? 1 : 0;
    // Explore's query-context back-fill is not a save by the user.
    if (body.query_context_generation === undefined || body.query_context_generation === null) {
      patch.last_saved_at = now;
      patch.last_saved_by_fk = p.id;
    }
    patch.changed_on = now;
    patch.changed_by_fk = p.id;
    await this.db.transaction().execute(async (trx: MetaTransaction) => {
      await updateChart(trx, row.id, patch);
      if (body.owners !== undefined && !queryContextOnly)
        await setOwners(trx, 'chart', row.id, ownersOnUpdate(p, body.owners));
      if (body.dashboards !== undefined && !queryContextOnly) {
        const before = await dashboardIdsOfCharts(trx, [row.id]);
        await setChartDashboards(trx, row.id, body.dashboards);
        const chart = {
          id: row.id,
          slice_name: patch.slice_name ?? row.slice_name,
          uuid: row.uuid,
        };
        const after = new Set(body.dashboards);
        await followChartDashboards(
          trx,
          chart,
          body.dashboards.filter((d) => !before.includes(d)),
          before.filter((d) => !after.has(d)),
        );
      }
    });
  }

  /** Deletes charts, all or none: 404 when one is not seen, 403 when one is not owned. */
  async delete(p: Principal, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const rows = (await findChartsByIds(this.db, unique)).filter((r) => canReadChart(p, r));
    if (rows.length !== unique.length) throw new NotFoundError();
    const owners = await listOwners(this.db, 'chart', unique);
    for (const row of rows) {
      assertChartOwnership(
        p,
        owners.filter((o) => o.object_id === row.id).map((o) => o.id),
      );
    }
    await this.db.transaction().execute(async (trx: MetaTransaction) => {
      await removeChartsFromLayouts(trx, unique);
      await deleteCharts(trx, unique);
    });
    return unique.length;
  }

  /** `favorite_status`: 404 when none of the charts is seen; else each requested id's star. */
  async favoriteStatus(p: Principal, ids: number[]): Promise<{ id: number; value: boolean }[]> {
    const seen = (await findChartsByIds(this.db, ids)).filter((r) => canReadChart(p, r));
    if (!seen.length) throw new NotFoundError();
    const starred = new Set(
      await favoriteIds(
        this.db,
        p.id,
        CHART_CLASS_NAME,
        seen.map((r) => r.id),
      ),
    );
    return ids.map((id) => ({ id, value: starred.has(id) }));
  }

  async addFavorite(p: Principal, id: number): Promise<void> {
    await this.visible(p, id);
    await addFavorite(this.db, p.id, CHART_CLASS_NAME, id, nowIso());
  }

  async removeFavorite(p: Principal, id: number): Promise<void> {
    await this.visible(p, id);
    await removeFavorite(this.db, p.id, CHART_CLASS_NAME, id);
  }

  /**
   * The legacy `/superset/favstar/<class_name>/<id>/<action>/`: `select` stars (count 1),
   * `unselect` unstars (count 0), anything else counts the user's stars of the object.
   * A chart (`slice`) that does not exist or that the user does not see is a 404.
   */
  async favstar(p: Principal, className: string, id: number, action: string): Promise<number> {
    if (className === CHART_CLASS_NAME) await this.visible(p, id);
    if (className === DASHBOARD_CLASS_NAME) await this.dashboards.visible(p, id);
    if (action === 'select') {
      await addFavorite(this.db, p.id, className, id, nowIso());
      return 1;
    }
    if (action === 'unselect') {
      await removeFavorite(this.db, p.id, className, id);
      return 0;
    }
    return (await favoriteIds(this.db, p.id, className, [id])).length;
  }

  async related(
    p: Principal,
    column: string,
    q: RelatedQuery,
  ): Promise<{ count: number; result: RelatedItem[] }> {
    const page = relatedPage(q);
    if (column === 'dashboards') {
      const { count, rows } = await relatedDashboards(this.db, {
        ...page,
        viewer: this.dashboards.viewer(p),
      });
      return {
        count,
        result: rows.map((d) => ({ value: d.id, text: d.dashboard_title ?? '', extra: {} })),
      };
    }
    if (!USER_COLUMNS.has(column)) throw new NotFoundError();
    return relatedUserOptions(this.db, page);
  }

  async distinct(p: Principal, column: string, q: RelatedQuery) {
    if (column !== 'viz_type') throw new NotFoundError();
    const { count, values } = await distinctVizTypes(this.db, {
      ...lookupPage(q),
      scope: accessScopeOf(p),
    });
    return { count, result: distinctOptions(values) };
  }

  /** The query context `GET /chart/<pk>/data/` runs, with the chart it belongs to. */
  async dataRequest(
    p: Principal,
    id: number,
    overrides: ChartDataOverrides,
  ): Promise<{ chart: ChartRow; body: Record<string, unknown> }> {
    const chart = await this.visible(p, id);
    return { chart, body: chartQueryContext(chart, overrides) };
  }

  /**
   * The legacy `/superset/slice_json/<id>` request: the saved form data as the legacy
   * explore_json path reads it (the base query of the form data).
   */
  async legacyRequest(
    p: Principal,
    id: number,
  ): Promise<{ formData: Record<string, unknown>; body: Record<string, unknown> }> {
    const chart = await this.visible(p, id);
    const formData = formDataOf(chart);
    const datasource = { id: chart.datasource_id ?? 0, type: chart.datasource_type ?? 'table' };
    return { formData, body: queryContextOfFormData(formData, datasource, 'full', 'json') };
  }
}
