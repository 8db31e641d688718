/**
 * A database connection as its bundle file (Superset's ExportDatabasesCommand): the URI with
 * its password masked, `allow_csv_upload` for `allow_file_upload` (and the same for the
 * schemas allowed), the encrypted extra masked; with its related datasets when exported
 * itself.
 */
import type { DatabaseRow } from '../../meta/databases.js';
import { datasetsOfDatabase } from '../../meta/databases.js';
import { maskUri } from '../databases/connections.js';
import { maskEncryptedExtra } from '../databases/presenters.js';
import { canReadDataset } from '../datasets/access.js';
import { exportDataset } from './exportDatasets.js';
import { flag, jsonField, type ExportContext } from './exportContext.js';
import { fileNameOf } from './fileNames.js';

export const databasePath = (row: DatabaseRow) =>
  `databases/${fileNameOf(row.database_name, row.id, true)}.yaml`;

/** `extra` as v1 bundles name its keys. */
function bundleExtra(text: string): unknown {
  const extra = jsonField(text);
  if (!extra || typeof extra !== 'object' || Array.isArray(extra)) return extra;
  const { schemas_allowed_for_file_upload: schemas, ...rest } = extra as Record<string, unknown>;
  return schemas === undefined ? rest : { ...rest, schemas_allowed_for_csv_upload: schemas };
}

function databasePayload(ctx: ExportContext, row: DatabaseRow): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    database_name: row.database_name,
    sqlalchemy_uri: maskUri(row.sqlalchemy_uri),
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: flag(row.expose_in_sqllab),
    allow_run_async: flag(row.allow_run_async),
    allow_ctas: flag(row.allow_ctas),
    allow_cvas: flag(row.allow_cvas),
    allow_dml: flag(row.allow_dml),
    allow_csv_upload: flag(row.allow_file_upload),
    extra: bundleExtra(row.extra),
    impersonate_user: flag(row.impersonate_user),
    uuid: row.uuid,
  };
  if (row.encrypted_extra)
    payload.masked_encrypted_extra = maskEncryptedExtra(ctx.secrets.decrypt(row.encrypted_extra));
  return payload;
}

/** Adds a database's file. */
export function exportDatabase(ctx: ExportContext, row: DatabaseRow): void {
  ctx.add(databasePath(row), databasePayload(ctx, row));
}

/** Adds a database and (`related`) the datasets on it the exporter reads. */
export async function exportDatabaseWithDatasets(
  ctx: ExportContext,
  row: DatabaseRow,
  related: boolean,
): Promise<void> {
  exportDatabase(ctx, row);
  if (!related) return;
  const ids = (await datasetsOfDatabase(ctx.db, row.id)).map((d) => d.id);
  for (const dataset of await ctx.datasetsOf(ids))
    if (canReadDataset(ctx.principal, dataset))
      await exportDataset(ctx, dataset, { related: false, skipId: true });
}
