/**
 * The datasource of a query context: the dataset, its database and open engine, and the
 * dataset as the query compiler reads it. Unknown datasources are 404; a user who does
 * not reach the dataset gets 403 DATASOURCE_SECURITY_ACCESS_ERROR (superset-api.md §3.4).
 */
import type { DatasourceRef } from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import type { DatabaseRow } from '../../meta/databases.js';
import { datasetVersion, type DatasetWithDatabase } from '../../meta/datasets.js';
import type { Engine } from '../../engines/types.js';
import type { CompilerDataset } from '../compiler/index.js';
import type { Principal } from '../../security/principal.js';
import { assertCanRead } from '../../services/datasets/access.js';
import {
  findDatabase,
  loadDataset,
  loadParts,
  type DatasetDeps,
} from '../../services/datasets/loading.js';
import { typeGenericOf, type DatasetParts } from '../../services/datasets/presenters.js';
import { hashKey } from '../cache/cacheKeys.js';

export interface ChartDataset {
  row: DatasetWithDatabase;
  parts: DatasetParts;
  database: DatabaseRow;
  engine: Engine;
  compiler: CompilerDataset;
  /** `python_date_format` of the columns that have one (epoch or strftime), by name. */
  dateFormats: Map<string, string>;
  /** Column and metric names to their verbose names (file export headers). */
  verboseMap: Record<string, string>;
  /** A hash of `compiler` (part of every results cache key). */
  fingerprint: string;
  /** The SQL the dataset's owners wrote into it (what its compiled queries may call). */
  storedSql: string[];
}

const SUPPORTED_TYPES = new Set(['table', 'dataset']);

/**
 * Loaded datasets by id, each with the version (dataset and database `changed_on`) it was
 * loaded at: a request checks the version with one small query and reloads on a change.
 */
export class ChartDatasetCache {
  private readonly entries = new Map<
    number,
    { version: string; ds: Omit<ChartDataset, 'engine'> }
  >();

  async load(deps: DatasetDeps, principal: Principal, datasource: DatasourceRef) {
    if (!SUPPORTED_TYPES.has(datasource.type)) throw new NotFoundError();
    const id = typeof datasource.id === 'number' ? datasource.id : Number.NaN;
    if (!Number.isInteger(id)) return loadChartDataset(deps, principal, datasource);
    const version = await datasetVersion(deps.ctx.store.db, id);
    if (version === null) throw new NotFoundError();
    const hit = this.entries.get(id);
    if (hit && hit.version === version) {
      assertCanRead(principal, hit.ds.row);
      return { ...hit.ds, engine: await deps.connections.engineFor(hit.ds.database) };
    }
    const ds = await loadChartDataset(deps, principal, datasource);
    if (this.entries.size >= 1000) this.entries.clear();
    this.entries.set(id, { version, ds });
    return ds;
  }
}

/** The dataset of `datasource`, after checking that the principal reaches it. */
export async function loadChartDataset(
  deps: DatasetDeps,
  principal: Principal,
  datasource: DatasourceRef,
): Promise<ChartDataset> {
  if (!SUPPORTED_TYPES.has(datasource.type)) throw new NotFoundError();
  let row: DatasetWithDatabase;
  try {
    row = await loadDataset(deps, datasource.id);
  } catch (e) {
    if (e instanceof NotFoundError) throw new NotFoundError();
    throw e;
  }
  assertCanRead(principal, row);
  const [parts, database] = await Promise.all([
    loadParts(deps, row),
    findDatabase(deps, row.database_id),
  ]);
  if (!database) throw new NotFoundError();
  const engine = await deps.connections.engineFor(database);
  const compiler = compilerDataset(parts, engine);
  return {
    row,
    parts,
    database,
    engine,
    compiler,
    fingerprint: hashKey(compiler),
    storedSql: storedSqlOf(compiler),
    dateFormats: dateFormatsOf(parts),
    verboseMap: verboseMapOf(parts),
  };
}

export function compilerDataset(parts: DatasetParts, engine: Engine): CompilerDataset {
  const { row } = parts;
  return {
    id: row.id,
    table_name: row.table_name,
    schema: row.schema,
    sql: row.sql,
    main_dttm_col: row.main_dttm_col,
    columns: parts.columns
      .filter((c) => c.is_active !== 0)
      .map((c) => ({
        column_name: c.column_name,
        type: c.type,
        type_generic: typeGenericOf(c, engine.spec),
        is_dttm: c.is_dttm === 1,
        expression: c.expression || null,
        python_date_format: c.python_date_format,
        filterable: c.filterable === 1,
        groupby: c.groupby === 1,
      })),
    metrics: parts.metrics.map((m) => ({
      metric_name: m.metric_name,
      expression: m.expression,
      verbose_name: m.verbose_name,
    })),
    extra: row.extra,
    template_params: row.template_params,
    fetch_values_predicate: row.fetch_values_predicate,
  };
}

function storedSqlOf(compiler: CompilerDataset): string[] {
  return [
    compiler.sql ?? '',
    compiler.fetch_values_predicate ?? '',
    ...compiler.columns.map((c) => c.expression ?? ''),
    ...compiler.metrics.map((m) => m.expression ?? ''),
  ];
}

function dateFormatsOf(parts: DatasetParts): Map<string, string> {
  const formats = new Map<string, string>();
  for (const c of parts.columns) {
    if (c.python_date_format) formats.set(c.column_name, c.python_date_format);
  }
  return formats;
}

function verboseMapOf(parts: DatasetParts): Record<string, string> {
  const map: Record<string, string> = {};
  for (const m of parts.metrics) if (m.verbose_name) map[m.metric_name] = m.verbose_name;
  for (const c of parts.columns) if (c.verbose_name) map[c.column_name] = c.verbose_name;
  return map;
}
