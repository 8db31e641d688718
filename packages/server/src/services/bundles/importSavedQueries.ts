/**
 * A bundle's saved query (Superset's `import_saved_query`) on the database its
 * `database_uuid` names, checked as the saved query API checks one, owned by the importer;
 * an existing one is overwritten only by its owner (or an admin).
 */
import { bundleFileErrors, SavedQueryCreate, type SavedQueryBundleFile } from '@tessera/core';
import { findSavedQueryByUuid } from '../../meta/bundles.js';
import { insertSavedQuery, updateSavedQuery } from '../../meta/savedQueries.js';
import type { BundleConfig } from './bundleConfigs.js';
import type { ImportRun } from './importRun.js';

/** The label of a saved query saved without one (SQL Lab's name of a new query). */
const UNTITLED = 'Untitled Query';

export async function importSavedQuery(
  run: ImportRun,
  file: BundleConfig,
  overwrite: boolean,
): Promise<number | undefined> {
  const config = file.config as SavedQueryBundleFile;
  const databaseId = await run.databaseId(config.database_uuid);
  if (databaseId === undefined) {
    if (run.failedUuid(config.database_uuid)) return run.skip(file);
    return run.failField(file, 'database_uuid', 'Database does not exist');
  }
  const existing = await findSavedQueryByUuid(run.trx, file.uuid);
  const disposition = run.disposition(file, !!existing, overwrite, 'SavedQuery', [
    'Saved query',
    'saved queries',
  ]);
  if (disposition === undefined) return undefined;
  if (disposition === 'reuse') return existing!.id;
  if (existing && !run.isAdmin && existing.user_id !== run.userId)
    return run.fail(
      file,
      "A saved query already exists and user doesn't have permissions to overwrite it",
    );
  const body = SavedQueryCreate.safeParse({
    db_id: databaseId,
    label: config.label?.trim() ? config.label : UNTITLED,
    description: config.description ?? null,
    catalog: config.catalog ?? null,
    schema: config.schema ?? null,
    sql: config.sql,
  });
  if (!body.success) return run.fail(file, bundleFileErrors(body.error));
  const fields = {
    db_id: databaseId,
    label: body.data.label,
    description: body.data.description ?? null,
    catalog: body.data.catalog ?? null,
    schema: body.data.schema ?? null,
    sql: body.data.sql ?? null,
  };
  if (existing) {
    await updateSavedQuery(run.trx, existing.id, fields, run.userId);
    return existing.id;
  }
  return insertSavedQuery(
    run.trx,
    { ...fields, uuid: file.uuid, template_parameters: null, extra_json: null },
    run.userId,
  );
}
