/**
 * A bundle's database (Superset's `import_database`): its URI read as the API reads one, its
 * password from the request or the file (a stored one is kept for the same destination
 * only), stored masked with the password encrypted apart; `extra` as JSON text with the v1
 * key names mapped back. The product's examples connection is never changed by an import.
 */
import { resolve as resolvePath } from 'node:path';
import type { DatabaseBundleFile } from '@tessera/core';
import { parseUri } from '../../engines/uri.js';
import * as meta from '../../meta/databases.js';
import { ensurePermissionViews } from '../../meta/roles.js';
import { databasePerm } from '../../security/dataAccess.js';
import { resolveConnection, type FieldErrors } from '../databases/connectionInput.js';
import { replacePassword, splitPassword } from '../databases/connections.js';
import {
  encryptOrNull,
  hasMaskedPassword,
  unmaskEncryptedExtra,
  unmaskPassword,
  UNSAFE_REBIND_MESSAGE,
} from '../databases/secrets.js';
import type { BundleConfig } from './bundleConfigs.js';
import { storedFlag, type ImportRun } from './importRun.js';

const DUPLICATE_NAME = 'A database with the same name already exists.';

/** Whether the connection is the product's examples database. */
function isExamples(run: ImportRun, row: meta.DatabaseRow): boolean {
  try {
    const file = parseUri(row.sqlalchemy_uri).database;
    return file !== null && resolvePath(file) === resolvePath(run.deps.examplesFile);
  } catch {
    return false;
  }
}

/** `extra` as stored: JSON text, `schemas_allowed_for_csv_upload` by its current name. */
function storedExtra(extra: DatabaseBundleFile['extra']): string {
  if (!extra) return '{}';
  const { schemas_allowed_for_csv_upload: schemas, ...rest } = extra;
  return JSON.stringify(
    schemas === undefined ? rest : { schemas_allowed_for_file_upload: schemas, ...rest },
  );
}

/** The full URI to store, or field errors. */
function connectionUri(
  run: ImportRun,
  config: DatabaseBundleFile,
  existing: meta.DatabaseRow | undefined,
  fields: FieldErrors,
): string | undefined {
  const resolved = resolveConnection({ sqlalchemy_uri: config.sqlalchemy_uri }, fields, true);
  if (!resolved) return undefined;
  if (config.password && hasMaskedPassword(resolved.uri))
    return replacePassword(resolved.uri, config.password);
  const uri = unmaskPassword(resolved.uri, existing, run.deps.connections);
  if (uri === 'rebind') {
    fields.sqlalchemy_uri = [UNSAFE_REBIND_MESSAGE];
    return undefined;
  }
  return uri;
}

/** The stored columns of a connection from its file. */
function databaseColumns(
  run: ImportRun,
  config: DatabaseBundleFile,
  uri: string,
  existing?: meta.DatabaseRow,
) {
  const secrets = run.deps.connections.secrets;
  const { maskedUri, password } = splitPassword(uri);
  const plainExtra = existing?.encrypted_extra
    ? run.deps.connections.decrypt(existing.encrypted_extra)
    : null;
  return {
    database_name: config.database_name,
    sqlalchemy_uri: maskedUri,
    password: encryptOrNull(secrets, password),
    cache_timeout: config.cache_timeout ?? null,
    expose_in_sqllab: storedFlag(config.expose_in_sqllab, 1),
    allow_run_async: storedFlag(config.allow_run_async, 0),
    allow_ctas: storedFlag(config.allow_ctas, 0),
    allow_cvas: storedFlag(config.allow_cvas, 0),
    allow_dml: storedFlag(config.allow_dml, 0),
    allow_file_upload: storedFlag(config.allow_csv_upload ?? config.allow_file_upload, 0),
    extra: storedExtra(config.extra),
    encrypted_extra: encryptOrNull(
      secrets,
      unmaskEncryptedExtra(config.masked_encrypted_extra ?? undefined, plainExtra),
    ),
    impersonate_user: storedFlag(config.impersonate_user, 0),
    is_managed_externally: storedFlag(config.is_managed_externally, 0),
    external_url: config.external_url ?? null,
  };
}

/** Imports one database file; answers its id here (or undefined, its problem recorded). */
export async function importDatabase(
  run: ImportRun,
  file: BundleConfig,
  overwrite: boolean,
): Promise<number | undefined> {
  const config = file.config as DatabaseBundleFile;
  const existing = await meta.findDatabaseByUuid(run.trx, file.uuid);
  if (existing && isExamples(run, existing)) return existing.id;
  const disposition = run.disposition(file, !!existing, overwrite, 'Database', [
    'Database',
    'databases',
  ]);
  if (disposition === undefined) return undefined;
  if (disposition === 'reuse') return existing!.id;

  const fields: FieldErrors = {};
  const other = await meta.findDatabaseByName(run.trx, config.database_name);
  if (other && other.id !== existing?.id) fields.database_name = [DUPLICATE_NAME];
  const uri = connectionUri(run, config, existing, fields);
  if (Object.keys(fields).length || uri === undefined) return run.fail(file, fields);

  const columns = databaseColumns(run, config, uri, existing);
  const audit = { changed_on: run.now, changed_by_fk: run.userId };
  let id: number;
  if (existing) {
    id = existing.id;
    await meta.updateDatabase(run.trx, id, { ...columns, ...audit });
    if (existing.database_name !== config.database_name)
      await meta.renameDatabaseViewMenus(run.trx, existing.database_name, config.database_name);
    run.changedDatabases.push(id);
  } else {
    id = await meta.insertDatabase(run.trx, {
      ...columns,
      uuid: file.uuid,
      force_ctas_schema: null,
      server_cert: null,
      configuration_method: 'sqlalchemy_form',
      created_on: run.now,
      created_by_fk: run.userId,
      ...audit,
    });
  }
  await ensurePermissionViews(run.trx, [
    ['database_access', databasePerm({ id, database_name: config.database_name })],
  ]);
  run.databaseIds.set(file.uuid, id);
  return id;
}
