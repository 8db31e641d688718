/**
 * Where a tab that names no database opens: SQLLAB_DEFAULT_DBID from the bootstrap data (the
 * server sends it only for a database exposed in SQL Lab that the user sees), or else the only
 * database SQL Lab offers; and in it, the schema the connection opens in, or else its only
 * schema (as Superset's DatabaseSelector picks the only one).
 */
import type { SchemasResponse } from '@tessera/core';
import { getBootstrapData } from '../../app/bootstrap';
import { databaseApi } from '../../api/databaseApi';
import { sqlLabApi } from '../../api/sqlLabApi';
import type { SqlLabThunk } from './thunk';

/** The database to open on: the configured default when SQL Lab offers it, else the only one. */
export function defaultDatabaseId(
  configured: unknown,
  offered: readonly { id: number }[] | null,
): number | null {
  const id = typeof configured === 'number' ? configured : null;
  // without the list (it failed), the server's word stands
  if (offered === null) return id;
  if (id !== null && offered.some((d) => d.id === id)) return id;
  return offered.length === 1 ? offered[0].id : null;
}

/** The schema to preselect in a database: its default schema, else its only schema. */
export function preselectedSchema(answer: SchemasResponse | null): string | null {
  if (!answer) return null;
  if (answer.default_schema && answer.result.includes(answer.default_schema)) {
    return answer.default_schema;
  }
  return answer.result.length === 1 ? answer.result[0] : null;
}

/** The database and schema a new tab with no database of its own opens on. */
export function defaultDatabaseAndSchema(): SqlLabThunk<
  Promise<{ dbId: number | null; schema: string | null }>
> {
  return async (dispatch) => {
    const databases = await dispatch(
      sqlLabApi.endpoints.sqlLabDatabases.initiate(undefined, { subscribe: false }),
    );
    const dbId = defaultDatabaseId(
      getBootstrapData().common.conf.SQLLAB_DEFAULT_DBID,
      databases.data?.result ?? null,
    );
    if (dbId === null) return { dbId, schema: null };
    const schemas = await dispatch(
      databaseApi.endpoints.databaseSchemas.initiate({ databaseId: dbId }, { subscribe: false }),
    );
    return { dbId, schema: preselectedSchema(schemas.data ?? null) };
  };
}
