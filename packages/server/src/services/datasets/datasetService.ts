/**
 * Datasets (Superset's DatasetRestApi, its commands and the legacy datasource views): the
 * access-filtered list and show, related and distinct lookups, writes by owners, samples,
 * column values, and the explore client's datasource data.
 */
import type {
  Dataset,
  DatasetCreate,
  DatasetDuplicate,
  DatasetListItem,
  DatasetSamples,
  DatasetUpdate,
  DatasourceData,
  DatasourceSamplesResult,
  ListQuery,
} from '@tessera/core';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.js';
import { listOwners } from '../../meta/owners.js';
import { databaseNames, distinctDatasetSchemas } from '../../meta/datasetRelated.js';
import { listDatasets } from '../../meta/datasets.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import type { PrincipalService } from '../principals.js';
import type { DatasetRowReader, SamplesPage } from '../../chartData/dataset/datasetReads.js';
import {
  accessScopeOf,
  assertCanRead,
  canReadDataset,
  datasetName,
  reachableDatabaseIds,
} from './access.js';
import { createDataset, duplicateDataset } from './create.js';
import { saveLegacyDatasource } from './legacySave.js';
import { loadDataset, loadParts, usersOf, type DatasetDeps } from './loading.js';
import { datasourceData, presentDataset, presentListItem } from './presenters.js';
import { deleteDatasetsCommand, refreshDataset, updateDatasetCommand } from './update.js';
import { listAnswer, listOrBadRequest } from '../listPages.js';
import {
  distinctOptions,
  lookupPage,
  relatedDatabaseOptions,
  relatedPage,
  relatedUserOptions,
} from '../relatedLookups.js';

export interface RelatedQuery {
  filter?: string;
  page?: number;
  page_size?: number;
  include_ids?: number[];
}

export interface RelatedItem {
  value: number;
  text: string;
  extra: Record<string, unknown>;
}

const USER_COLUMNS = new Set(['owners', 'created_by', 'changed_by']);

export class DatasetService {
  private readonly deps: DatasetDeps;

  /**
   * `connections` are the app's live database connections, shared with the database
   * services; `rows` reads rows (samples, column values) through the chart data engine.
   */
  constructor(
    ctx: ServiceContext,
    principals: PrincipalService,
    connections: DatabaseConnections,
    private readonly rows: DatasetRowReader,
  ) {
    this.deps = { ctx, principals, connections };
  }

  async list(
    p: Principal,
    q: ListQuery,
  ): Promise<{
    count: number;
    ids: number[];
    result: (DatasetListItem | Record<string, unknown>)[];
  }> {
    const db = this.deps.ctx.store.db;
    const page = await listOrBadRequest(() => listDatasets(db, q, accessScopeOf(p)));
    const owners = await listOwners(
      db,
      'dataset',
      page.rows.map((r) => r.id),
    );
    return listAnswer(page, (r) => presentListItem(r, owners), q.columns);
  }

  /** A dataset the principal reaches, or 404 (as Superset's base filter hides it). */
  private async visible(p: Principal, idOrUuid: number | string) {
    const row = await loadDataset(this.deps, idOrUuid);
    if (!canReadDataset(p, row)) throw new NotFoundError();
    return row;
  }

  async get(p: Principal, idOrUuid: number | string): Promise<Dataset> {
    const row = await this.visible(p, idOrUuid);
    const parts = await loadParts(this.deps, row);
    const users = await usersOf(this.deps, [row.created_by_fk, row.changed_by_fk]);
    return presentDataset(parts, users);
  }

  async create(p: Principal, body: DatasetCreate): Promise<{ id: number; data: DatasourceData }> {
    const id = await createDataset(this.deps, p, body);
    return { id, data: await this.data(id) };
  }

  async update(p: Principal, id: number, body: DatasetUpdate, overrideColumns: boolean) {
    await updateDatasetCommand(this.deps, p, id, body, overrideColumns);
  }

  async delete(p: Principal, ids: number[]): Promise<void> {
    await deleteDatasetsCommand(this.deps, p, ids);
  }

  async refresh(p: Principal, id: number): Promise<void> {
    await refreshDataset(this.deps, p, id);
  }

  async duplicate(p: Principal, body: DatasetDuplicate): Promise<number> {
    return duplicateDataset(this.deps, p, body);
  }

  async relatedObjects(p: Principal, idOrUuid: number | string) {
    await this.visible(p, idOrUuid);
    return { charts: { count: 0, result: [] }, dashboards: { count: 0, result: [] } };
  }

  async related(
    p: Principal,
    column: string,
    q: RelatedQuery,
  ): Promise<{ count: number; result: RelatedItem[] }> {
    const page = relatedPage(q);
    const db = this.deps.ctx.store.db;
    if (USER_COLUMNS.has(column)) return relatedUserOptions(db, page);
    if (column === 'database') {
      const allowedIds = reachableDatabaseIds(p, await databaseNames(db));
      return relatedDatabaseOptions(db, page, allowedIds);
    }
    throw new NotFoundError();
  }

  async distinct(p: Principal, column: string, q: RelatedQuery) {
    if (column !== 'schema' && column !== 'catalog') throw new NotFoundError();
    if (column === 'catalog') return { count: 0, result: [] };
    const { count, values } = await distinctDatasetSchemas(this.deps.ctx.store.db, {
      ...lookupPage(q),
      scope: accessScopeOf(p),
    });
    return { count, result: distinctOptions(values) };
  }

  /** Sample rows (404 for a dataset the principal does not reach), cached unless `force`. */
  async samples(p: Principal, id: number, force = false): Promise<DatasetSamples> {
    const row = await this.visible(p, id);
    return this.rows.samples(p, row.id, force);
  }

  /**
   * `POST /datasource/samples`: a page of rows (drill to detail with a payload); 404 for an
   * unknown dataset, 403 without access to it, 400 when the query fails.
   */
  async samplesPage(
    p: Principal,
    type: string,
    id: number,
    page: SamplesPage,
  ): Promise<DatasourceSamplesResult> {
    const row = await this.readableDatasource(p, type, id);
    return this.rows.samplesPage(p, row.id, page);
  }

  /** Distinct values of a column; 404 for an unknown dataset, 403 without access. */
  async columnValues(p: Principal, type: string, id: number, column: string): Promise<unknown[]> {
    const row = await this.readableDatasource(p, type, id);
    const parts = await loadParts(this.deps, row);
    if (!parts.columns.some((c) => c.column_name === column && c.is_active !== 0))
      throw new BadRequestError(`Column name ${column} does not exist`);
    return this.rows.columnValues(p, row.id, column);
  }

  /** The datasource data of the explore client (legacy paths check access with SIP-40). */
  async datasource(p: Principal, type: string, id: number): Promise<DatasourceData> {
    if (type !== 'table') throw new NotFoundError('Datasource does not exist');
    const row = await loadDataset(this.deps, id).catch((e: unknown) => {
      throw e instanceof NotFoundError ? new NotFoundError('Datasource does not exist') : e;
    });
    assertCanRead(p, row);
    return datasourceData(await loadParts(this.deps, row));
  }

  async saveDatasource(p: Principal, data: unknown): Promise<DatasourceData> {
    const id = await saveLegacyDatasource(this.deps, p, data);
    return this.data(id);
  }

  /** A `table` datasource the principal reads: 400 other types, 404 unknown, 403 no access. */
  private async readableDatasource(p: Principal, type: string, id: number) {
    if (type !== 'table') throw new BadRequestError(`Invalid datasource type: ${type}`);
    const row = await loadDataset(this.deps, id).catch((e: unknown) => {
      throw e instanceof NotFoundError ? new NotFoundError('Datasource does not exist') : e;
    });
    if (!canReadDataset(p, row)) {
      throw new ForbiddenError(
        `This endpoint requires the datasource ${datasetName(row)}, database or \`all_datasource_access\` permission`,
      );
    }
    return row;
  }

  private async data(id: number): Promise<DatasourceData> {
    return datasourceData(await loadParts(this.deps, await loadDataset(this.deps, id)));
  }
}
