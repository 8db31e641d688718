/**
 * A saved query as its bundle file (Superset's ExportSavedQueriesCommand), under its
 * database's and schema's names, with its database's file when related objects go too.
 */
import type { SavedQueryRow } from '../../meta/savedQueries.js';
import { databasePath, exportDatabase } from './exportDatabases.js';
import type { ExportContext } from './exportContext.js';
import { secureFilename } from './fileNames.js';

/** Adds a saved query's file (skipped when its database is gone) and maybe its database's. */
export async function exportSavedQuery(
  ctx: ExportContext,
  query: SavedQueryRow,
  related: boolean,
): Promise<void> {
  const database = query.db_id === null ? null : await ctx.database(query.db_id);
  if (!database) return;
  const folders = [secureFilename(database.database_name), secureFilename(query.schema ?? '')];
  const name = secureFilename(query.label) || query.uuid;
  const path = `queries/${folders.filter(Boolean).join('/')}/${name}.yaml`;
  ctx.add(path, {
    catalog: query.catalog,
    schema: query.schema,
    label: query.label,
    description: query.description,
    sql: query.sql,
    uuid: query.uuid,
    database_uuid: database.uuid,
  });
  if (related && !ctx.has(databasePath(database))) exportDatabase(ctx, database);
}
