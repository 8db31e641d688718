/**
 * Object permissions on data, as Superset names them (superset-api.md §2):
 * `database_access` on `[db].(id:N)`, `schema_access` on `[db].[schema]`,
 * `datasource_access` on `[db].[table](id:N)`, and the global `all_database_access`
 * and `all_datasource_access`. A user reaches a dataset through any of them.
 */
import { can, type Principal } from './principal.js';

export interface DatabaseRef {
  id: number;
  database_name: string;
}

export interface DatasetRef {
  id: number;
  table_name: string;
  schema: string | null;
}

export const databasePerm = (db: DatabaseRef) => `[${db.database_name}].(id:${db.id})`;
export const schemaPerm = (db: DatabaseRef, schema: string) => `[${db.database_name}].[${schema}]`;
export const datasetPerm = (db: DatabaseRef, ds: DatasetRef) =>
  `[${db.database_name}].[${ds.table_name}](id:${ds.id})`;

export function hasAllDatabaseAccess(p: Principal): boolean {
  return can(p, 'all_database_access', 'all_database_access');
}

export function hasAllDatasourceAccess(p: Principal): boolean {
  return hasAllDatabaseAccess(p) || can(p, 'all_datasource_access', 'all_datasource_access');
}

export function canAccessDatabase(p: Principal, db: DatabaseRef): boolean {
  return hasAllDatabaseAccess(p) || can(p, 'database_access', databasePerm(db));
}

export function canAccessSchema(p: Principal, db: DatabaseRef, schema: string | null): boolean {
  return (
    canAccessDatabase(p, db) || (schema !== null && can(p, 'schema_access', schemaPerm(db, schema)))
  );
}

export function canAccessDataset(p: Principal, db: DatabaseRef, ds: DatasetRef): boolean {
  return (
    hasAllDatasourceAccess(p) ||
    canAccessSchema(p, db, ds.schema) ||
    can(p, 'datasource_access', datasetPerm(db, ds))
  );
}

/** The permission views a principal holds of one kind (e.g. all its datasource_access views). */
export function objectPermissions(p: Principal, permission: string): string[] {
  const out: string[] = [];
  for (const pairs of Object.values(p.roles))
    for (const [perm, view] of pairs) if (perm === permission) out.push(view);
  return out;
}
