/**
 * Datasets made from SQL Lab (Superset's legacy `/superset/sqllab_viz/` and
 * `/superset/get_or_create_table/`): a virtual dataset from a query, or the dataset of a
 * table, through the dataset commands (access checks, columns read from the source, owners).
 */
import { STORED_LIMITS } from '@tessera/core';
import { ValidationError } from '../../errors.js';
import { findDatasetByIdentity } from '../../meta/datasets.js';
import type { Principal } from '../../security/principal.js';
import type { DatasetService } from '../datasets/datasetService.js';
import type { ServiceContext } from '../context.js';
import {
  fieldError,
  jsonObjectField,
  optionalInteger,
  optionalJsonText,
  optionalString,
  REQUIRED,
  type Fields,
} from './fields.js';

interface QueryDatasetRequest {
  databaseId: number;
  schema: string | null;
  catalog: string | null;
  tableName: string;
  sql: string | null;
  templateParams: string | null;
}

function readRequest(body: Fields): QueryDatasetRequest {
  const data = jsonObjectField(body, 'data');
  const f = (name: string) => `data.${name}`;
  const tableName = optionalString(data.datasourceName, f('datasourceName'))?.trim();
  const databaseId = optionalInteger(data.dbId, f('dbId'));
  const errors: Record<string, string[]> = {};
  if (!tableName) errors[f('datasourceName')] = [REQUIRED];
  if (databaseId === null || databaseId === undefined) errors[f('dbId')] = [REQUIRED];
  if (Object.keys(errors).length) throw new ValidationError(errors, 400);
  return {
    databaseId: databaseId!,
    tableName: tableName!,
    schema: optionalString(data.schema, f('schema')) || null,
    catalog: optionalString(data.catalog, f('catalog')) || null,
    sql: optionalString(data.sql, f('sql'), STORED_LIMITS.longTextLength) ?? null,
    templateParams: optionalJsonText(data.templateParams, f('templateParams')) || null,
  };
}

export class QueryDatasets {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly datasets: DatasetService,
  ) {}

  /** `sqllab_viz`: a new virtual dataset from the query; answers its id and explore data. */
  async createFromQuery(p: Principal, body: Fields) {
    const req = readRequest(body);
    if (!req.sql?.trim()) throw fieldError('data.sql', REQUIRED);
    const { id } = await this.datasets.create(p, {
      database: req.databaseId,
      catalog: req.catalog,
      schema: req.schema,
      table_name: req.tableName,
      sql: req.sql,
      template_params: req.templateParams,
    });
    await this.datasets.update(p, id, { is_sqllab_view: true }, false);
    return { table_id: id, data: await this.datasets.datasource(p, 'table', id) };
  }

  /** `get_or_create_table`: the dataset of a table, created when there is none yet. */
  async getOrCreateTable(p: Principal, body: Fields): Promise<{ table_id: number }> {
    const req = readRequest(body);
    const existing = await findDatasetByIdentity(this.ctx.store.db, {
      database_id: req.databaseId,
      catalog: req.catalog,
      schema: req.schema,
      table_name: req.tableName,
    });
    if (existing) return { table_id: existing.id };
    const { id } = await this.datasets.create(p, {
      database: req.databaseId,
      catalog: req.catalog,
      schema: req.schema,
      table_name: req.tableName,
      template_params: req.templateParams,
    });
    return { table_id: id };
  }
}
