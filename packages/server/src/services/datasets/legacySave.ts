/**
 * `POST /datasource/save/`: the legacy dataset editor posts the whole datasource (its
 * `data` as the explore client holds it). Columns and metrics are matched by name, as
 * Superset's `update_from_object` does, then saved like a REST update.
 */
import { DatasetUpdate } from '@tessera/core';
import { NotFoundError, TesseraError, ValidationError } from '../../errors.js';
import { listColumns, listMetrics } from '../../meta/datasetColumns.js';
import { DATASET_EDIT_COLUMNS, DATASET_EDIT_RELATIONS } from './editColumns.js';
import type { DatasetDeps } from './loading.js';
import { loadDataset } from './loading.js';
import { updateDatasetCommand } from './update.js';
import { duplicateNames } from './validation.js';

/** 409 `Duplicate column name(s): a,b` (Superset's legacy editor check). */
export class ConflictError extends TesseraError {
  readonly status = 409;
}

/** The plain fields the legacy editor's datasource carries over as they are. */
const FIELDS = DATASET_EDIT_COLUMNS.filter((f) => !DATASET_EDIT_RELATIONS.has(f));
/** Fields the legacy editor may send as null that the REST update does not take as null. */
const NOT_NULL = new Set(['table_name', 'filter_select_enabled']);
const COLUMN_FLAGS = new Set(['groupby', 'filterable']);

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function ownerId(o: unknown): unknown {
  if (isObject(o)) return o.value ?? o.id;
  return o;
}

/** An item without nulls where the REST schema wants a value, with the id of its namesake. */
function byName(
  item: unknown,
  nameKey: 'column_name' | 'metric_name',
  existing: Map<string, number>,
): unknown {
  if (!isObject(item)) return item;
  const out: Raw = {};
  for (const [k, v] of Object.entries(item)) {
    if (k === 'id') continue;
    if (v === null && COLUMN_FLAGS.has(k)) continue;
    out[k] = v;
  }
  const id = typeof item[nameKey] === 'string' ? existing.get(item[nameKey]) : undefined;
  if (id !== undefined) out.id = id;
  return out;
}

function parseFailure(issues: { path: PropertyKey[]; message: string }[]): ValidationError {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.join('.') || 'data'] ??= []).push(issue.message);
  return new ValidationError(fields, 400);
}

/** Saves the posted datasource; returns its id. */
export async function saveLegacyDatasource(
  deps: DatasetDeps,
  principal: Parameters<typeof updateDatasetCommand>[1],
  data: unknown,
): Promise<number> {
  if (!isObject(data)) throw new ValidationError({ data: ['Request missing data field.'] }, 400);
  const id = Number(data.id);
  if (!Number.isInteger(id) || (data.type !== undefined && data.type !== 'table'))
    throw new NotFoundError('Datasource does not exist');
  await loadDataset(deps, id).catch((e: unknown) => {
    throw e instanceof NotFoundError ? new NotFoundError('Datasource does not exist') : e;
  });

  const columns = Array.isArray(data.columns) ? data.columns : undefined;
  if (columns) {
    const dup = duplicateNames(columns.map((c) => (isObject(c) ? String(c.column_name) : '')));
    if (dup.length) throw new ConflictError(`Duplicate column name(s): ${dup.join(',')}`);
  }
  const db = deps.ctx.store.db;
  const [existingColumns, existingMetrics] = await Promise.all([
    listColumns(db, [id]),
    listMetrics(db, [id]),
  ]);
  const columnIds = new Map(existingColumns.map((c) => [c.column_name, c.id]));
  const metricIds = new Map(existingMetrics.map((m) => [m.metric_name, m.id]));

  const candidate: Raw = {};
  for (const f of FIELDS) {
    const v = data[f];
    if (v === undefined || (v === null && NOT_NULL.has(f))) continue;
    candidate[f] = v;
  }
  if (isObject(data.database) && data.database.id !== undefined)
    candidate.database_id = Number(data.database.id);
  if (Array.isArray(data.owners)) candidate.owners = data.owners.map(ownerId);
  if (columns) candidate.columns = columns.map((c) => byName(c, 'column_name', columnIds));
  if (Array.isArray(data.metrics))
    candidate.metrics = data.metrics.map((m) => byName(m, 'metric_name', metricIds));

  const parsed = DatasetUpdate.safeParse(candidate);
  if (!parsed.success) throw parseFailure(parsed.error.issues);
  await updateDatasetCommand(deps, principal, id, parsed.data, false);
  return id;
}
