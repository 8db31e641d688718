/**
 * Who may see and change which dataset: the scope of datasets a principal reaches
 * (Superset's `DatasourceFilter`), the databases it may pick, and the ownership rule
 * for changes (owners and admins).
 */
import { SupersetTypedError } from '../../errors.js';
import type { DatasetAccessScope, DatasetWithDatabase } from '../../meta/datasets.js';
import {
  canAccessDataset,
  hasAllDatabaseAccess,
  hasAllDatasourceAccess,
  objectPermissions,
} from '../../security/dataAccess.js';
import { isAdminPrincipal, type Principal } from '../../security/principal.js';

const DATASET_PERM = /^\[(.*)\]\.\[(.*)\]\(id:(\d+)\)$/s;
const DATABASE_PERM = /^\[(.*)\]\.\(id:(\d+)\)$/s;
const SCHEMA_PERM = /^\[(.*)\]\.\[(.*)\]$/s;

/** The datasets a principal may read, as a scope for queries; null for every dataset. */
export function accessScopeOf(p: Principal): DatasetAccessScope | null {
  if (hasAllDatasourceAccess(p)) return null;
  const scope: DatasetAccessScope = { datasets: [], databases: [], schemas: [] };
  for (const view of objectPermissions(p, 'datasource_access')) {
    const m = DATASET_PERM.exec(view);
    if (m) scope.datasets.push({ database_name: m[1], table_name: m[2], id: Number(m[3]) });
  }
  for (const view of objectPermissions(p, 'database_access')) {
    const m = DATABASE_PERM.exec(view);
    if (m) scope.databases.push({ database_name: m[1], id: Number(m[2]) });
  }
  for (const view of objectPermissions(p, 'schema_access')) {
    const m = SCHEMA_PERM.exec(view);
    if (m) scope.schemas.push({ database_name: m[1], schema: m[2] });
  }
  return scope;
}

/** The ids of the databases a principal may pick (null: all), from the names it was granted. */
export function reachableDatabaseIds(
  p: Principal,
  databases: { id: number; database_name: string }[],
): number[] | null {
  if (hasAllDatabaseAccess(p) || hasAllDatasourceAccess(p)) return null;
  const scope = accessScopeOf(p)!;
  const ids = new Set<number>();
  for (const db of databases) {
    if (
      scope.databases.some((d) => d.id === db.id && d.database_name === db.database_name) ||
      scope.schemas.some((s) => s.database_name === db.database_name) ||
      scope.datasets.some((d) => d.database_name === db.database_name)
    ) {
      ids.add(db.id);
    }
  }
  return [...ids];
}

/** Superset's `SqlaTable.name`: `schema.table`, or the table alone. */
export function datasetName(ds: { schema: string | null; table_name: string }): string {
  return ds.schema ? `${ds.schema}.${ds.table_name}` : ds.table_name;
}

export function canReadDataset(p: Principal, ds: DatasetWithDatabase): boolean {
  return canAccessDataset(p, { id: ds.database_id, database_name: ds.database_name }, ds);
}

/** 403 SIP-40 DATASOURCE_SECURITY_ACCESS_ERROR unless the principal reaches the dataset. */
export function assertCanRead(p: Principal, ds: DatasetWithDatabase): void {
  if (canReadDataset(p, ds)) return;
  throw new SupersetTypedError(
    `This endpoint requires the datasource ${datasetName(ds)}, database or \`all_datasource_access\` permission`,
    'DATASOURCE_SECURITY_ACCESS_ERROR',
    403,
  );
}

/** 403 SIP-40 MISSING_OWNERSHIP_ERROR unless the principal owns the dataset or is an admin. */
export function assertOwnership(
  p: Principal,
  ds: { schema: string | null; table_name: string },
  ownerIds: number[],
): void {
  if (isAdminPrincipal(p) || ownerIds.includes(p.id)) return;
  throw new SupersetTypedError(
    `You don't have the rights to alter ${datasetName(ds)}`,
    'MISSING_OWNERSHIP_ERROR',
    403,
  );
}
