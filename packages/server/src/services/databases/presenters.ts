/**
 * A stored connection as Superset's database API shows it: the list row, the show and
 * connection shapes (password always masked), and the accepted payload echoed by writes.
 */
import type { DatabaseConnection, DatabaseListItem, EngineInformation } from '@tessera/core';
import { engineSpec } from '../../engines/registry.js';
import type { EngineSpec } from '../../engines/types.js';
import { parseUri } from '../../engines/uri.js';
import type { DatabaseListRow, DatabaseRow } from '../../meta/databases.js';
import { naturalTime } from '../datasets/humanize.js';
import { PASSWORD_MASK } from './connections.js';
import { storedJsonObject, storedJsonText } from '../storedValues.js';

/** The stored extra as an object ({} when it is not a JSON object). */
export function extraOf(row: Pick<DatabaseRow, 'extra'>): Record<string, unknown> {
  return storedJsonObject(row.extra, 'dbs.extra') ?? {};
}

/** The stored extra text as shown: '{}' when it is not readable within the stored limits. */
const extraText = (row: Pick<DatabaseRow, 'extra'>) =>
  storedJsonText(row.extra, 'dbs.extra') ?? '{}';

function specOf(row: DatabaseRow): EngineSpec | undefined {
  try {
    return engineSpec(parseUri(row.sqlalchemy_uri).backend);
  } catch {
    return undefined;
  }
}

export function backendOf(row: DatabaseRow): string {
  try {
    return parseUri(row.sqlalchemy_uri).backend;
  } catch {
    return '';
  }
}

function driverOf(row: DatabaseRow): string {
  try {
    return parseUri(row.sqlalchemy_uri).driver ?? specOf(row)?.defaultDriver ?? '';
  } catch {
    return '';
  }
}

export function engineInformationOf(spec: EngineSpec | undefined): EngineInformation {
  return {
    supports_file_upload: spec?.engineInformation.supports_file_upload ?? false,
    disable_ssh_tunneling: spec?.engineInformation.disable_ssh_tunneling ?? true,
    supports_dynamic_catalog: false,
    supports_oauth2: false,
  };
}

/** The dynamic form's parameters of a (masked) URI: `{}` for engines without a form. */
export function parametersOf(spec: EngineSpec | undefined, maskedUri: string) {
  if (!spec?.parametersSchema) return {};
  try {
    const parameters = spec.parametersFromUri(maskedUri) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parameters).filter(([, v]) => v !== undefined));
  } catch {
    return {};
  }
}

/** Each top-level value of the encrypted extra replaced by the mask (`$.*`, as Superset). */
export function maskEncryptedExtra(plain: string | null): string | null {
  if (plain === null) return null;
  try {
    const parsed: unknown = JSON.parse(plain);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return '{}';
    return JSON.stringify(Object.fromEntries(Object.keys(parsed).map((k) => [k, PASSWORD_MASK])));
  } catch {
    return '{}';
  }
}

const bool = (v: number) => v === 1;

export function presentListItem(row: DatabaseListRow, now = new Date()): DatabaseListItem {
  const spec = specOf(row);
  const extra = extraOf(row);
  const person = (first: string | null, last: string | null) =>
    first === null && last === null ? null : { first_name: first ?? '', last_name: last ?? '' };
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    backend: backendOf(row),
    allow_file_upload: bool(row.allow_file_upload),
    allow_ctas: bool(row.allow_ctas),
    allow_cvas: bool(row.allow_cvas),
    allow_dml: bool(row.allow_dml),
    allow_run_async: bool(row.allow_run_async),
    allows_cost_estimate: Boolean(extra.cost_estimate_enabled) && !!spec?.supportsCostEstimate,
    allows_subquery: true,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    changed_on: row.changed_on,
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
    changed_by: person(row.changed_by_first_name, row.changed_by_last_name),
    created_by: person(row.created_by_first_name, row.created_by_last_name),
    explore_database_id:
      typeof extra.explore_database_id === 'number' ? extra.explore_database_id : row.id,
    expose_in_sqllab: bool(row.expose_in_sqllab),
    extra: extraText(row),
    force_ctas_schema: row.force_ctas_schema,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
    allow_multi_catalog: extra.allow_multi_catalog === true,
    engine_information: engineInformationOf(spec),
  };
}

/**
 * The full connection (`/<pk>/connection`); `encryptedExtra` is the decrypted stored one.
 * The password never leaves: the URI and the parameters carry the mask.
 */
export function presentConnection(
  row: DatabaseRow,
  encryptedExtra: string | null,
): DatabaseConnection {
  const spec = specOf(row);
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: bool(row.expose_in_sqllab),
    allow_run_async: bool(row.allow_run_async),
    allow_file_upload: bool(row.allow_file_upload),
    configuration_method: row.configuration_method,
    allow_ctas: bool(row.allow_ctas),
    allow_cvas: bool(row.allow_cvas),
    allow_dml: bool(row.allow_dml),
    backend: backendOf(row),
    driver: driverOf(row),
    force_ctas_schema: row.force_ctas_schema,
    impersonate_user: bool(row.impersonate_user),
    is_managed_externally: bool(row.is_managed_externally),
    engine_information: engineInformationOf(spec),
    extra: extraText(row),
    sqlalchemy_uri: row.sqlalchemy_uri,
    parameters: parametersOf(spec, row.sqlalchemy_uri),
    parameters_schema: spec?.parametersSchema ?? null,
    server_cert: row.server_cert,
    masked_encrypted_extra: maskEncryptedExtra(encryptedExtra),
  };
}

const CONNECTION_ONLY = [
  'sqlalchemy_uri',
  'parameters',
  'parameters_schema',
  'server_cert',
  'masked_encrypted_extra',
] as const;

/** `GET /<pk>`: the show columns; connection details only for those who may edit them. */
export function presentShow(
  row: DatabaseRow,
  encryptedExtra: string | null,
  withConnection: boolean,
): Partial<DatabaseConnection> {
  const full: Partial<DatabaseConnection> = presentConnection(row, encryptedExtra);
  if (!withConnection) for (const key of CONNECTION_ONLY) delete full[key];
  return full;
}

/** FAB's `columns` selection of a list row: dotted names pick nested fields. */
export function selectColumns(
  item: Record<string, unknown>,
  columns: string[] | undefined,
): Record<string, unknown> {
  if (!columns?.length) return item;
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    const [head, ...rest] = column.split('.');
    if (!(head in item)) continue;
    if (!rest.length) {
      out[head] = item[head];
      continue;
    }
    const nested = item[head] as Record<string, unknown> | null;
    if (nested === null) {
      out[head] = null;
      continue;
    }
    const target = (out[head] ??= {}) as Record<string, unknown>;
    target[rest.join('.')] = nested[rest.join('.')];
  }
  return out;
}
