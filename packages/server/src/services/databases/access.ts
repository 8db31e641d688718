/**
 * Who sees which connection, schema and table, as Superset's security manager decides:
 * a connection is visible with `all_database_access`, `database_access` on it, or any
 * `schema_access` / `datasource_access` inside it (DatabaseFilter); schemas and tables are
 * then narrowed to what those grants reach.
 */
import {
  canAccessDatabase,
  canAccessSchema,
  datasetPerm,
  hasAllDatasourceAccess,
  objectPermissions,
  type DatabaseRef,
} from '../../security/dataAccess.js';
import { can, type Principal } from '../../security/principal.js';
import type { DatasetOfDatabase } from '../../meta/databases.js';

const prefixOf = (db: DatabaseRef) => `[${db.database_name}].`;

/** Full access to everything in the connection (Superset's `can_access_database`). */
export function hasDatabaseWideAccess(p: Principal, db: DatabaseRef): boolean {
  return hasAllDatasourceAccess(p) || canAccessDatabase(p, db);
}

/** Superset's DatabaseFilter: whether the connection shows up for the user at all. */
export function isDatabaseVisible(p: Principal, db: DatabaseRef): boolean {
  if (hasDatabaseWideAccess(p, db)) return true;
  const prefix = prefixOf(db);
  return ['schema_access', 'datasource_access', 'catalog_access'].some((perm) =>
    objectPermissions(p, perm).some((view) => view.startsWith(prefix)),
  );
}

/** The schemas a user may see among `schemas` (schema grants, and schemas of granted datasets). */
export function accessibleSchemas(
  p: Principal,
  db: DatabaseRef,
  schemas: string[],
  datasets: DatasetOfDatabase[],
): string[] {
  if (hasDatabaseWideAccess(p, db)) return schemas;
  const allowed = new Set<string>();
  const prefix = prefixOf(db);
  for (const view of objectPermissions(p, 'schema_access')) {
    if (view.startsWith(prefix)) allowed.add(view.slice(prefix.length).replace(/^\[|\]$/g, ''));
  }
  for (const ds of datasets) {
    if (ds.schema && can(p, 'datasource_access', datasetPerm(db, ds))) allowed.add(ds.schema);
  }
  return schemas.filter((s) => allowed.has(s));
}

/**
 * Whether the user reaches a table: the connection, its schema, or a physical dataset on it
 * (a virtual dataset's name is no table). `caseInsensitive` where the engine matches names
 * whatever their case (DuckDB, SQLite), so that `USERS` is the dataset `users`.
 */
export function canAccessTable(
  p: Principal,
  db: DatabaseRef,
  schema: string | null,
  table: string,
  datasets: DatasetOfDatabase[],
  caseInsensitive = false,
): boolean {
  if (hasDatabaseWideAccess(p, db) || canAccessSchema(p, db, schema)) return true;
  const same = (a: string | null, b: string | null) =>
    a === b || (caseInsensitive && a !== null && b !== null && a.toLowerCase() === b.toLowerCase());
  return datasets.some(
    (ds) =>
      !ds.sql?.trim() &&
      same(ds.table_name, table) &&
      (schema === null || same(ds.schema, schema)) &&
      can(p, 'datasource_access', datasetPerm(db, ds)),
  );
}

/** The table names a user may see among those of one schema. */
export function accessibleTables<T extends { name: string }>(
  p: Principal,
  db: DatabaseRef,
  schema: string | null,
  tables: T[],
  datasets: DatasetOfDatabase[],
): T[] {
  if (hasDatabaseWideAccess(p, db) || canAccessSchema(p, db, schema)) return tables;
  const names = new Set(
    datasets
      .filter(
        (ds) =>
          (schema === null || ds.schema === schema) &&
          can(p, 'datasource_access', datasetPerm(db, ds)),
      )
      .map((ds) => ds.table_name),
  );
  return tables.filter((t) => names.has(t.name));
}
