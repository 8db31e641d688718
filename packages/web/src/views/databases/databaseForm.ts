/**
 * The connection dialog's form, apart from React: its values for a new engine or a saved
 * connection, the payloads of create / update / test_connection / validate_parameters, and
 * the server's errors placed on the fields they name.
 */
import type {
  AvailableDatabase,
  DatabaseConnection,
  DatabaseCreate,
  DatabaseTestConnection,
} from '@tessera/core';

export type ConfigurationMethod = 'dynamic_form' | 'sqlalchemy_form';

/** The dynamic form's parameters as the form holds them (`query` as `a=1&b=2`). */
export interface ConnectionParameters {
  host?: string;
  port?: number | string | null;
  database?: string;
  username?: string;
  password?: string;
  query?: string;
  encryption?: boolean;
}

/** The keys of the connection's `extra` JSON that have fields of their own. */
export interface ExtraSettings {
  cost_estimate_enabled?: boolean;
  allows_virtual_table_explore?: boolean;
  disable_data_preview?: boolean;
  cancel_query_on_windows_unload?: boolean;
  /** Comma-separated in the form; a list in `extra`. */
  schemas_allowed_for_file_upload?: string;
  schema_cache_timeout?: number | null;
  table_cache_timeout?: number | null;
  /** JSON texts in the form; objects in `extra`. */
  metadata_params?: string;
  engine_params?: string;
  version?: string;
}

export interface DatabaseFormValues {
  database_name: string;
  sqlalchemy_uri?: string;
  parameters: ConnectionParameters;
  expose_in_sqllab: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  impersonate_user: boolean;
  force_ctas_schema?: string | null;
  cache_timeout?: number | null;
  extraSettings: ExtraSettings;
  masked_encrypted_extra?: string | null;
  server_cert?: string | null;
}

/** What the dialog knows besides the form's values. */
export interface ConnectionContext {
  engine: Pick<AvailableDatabase, 'engine' | 'default_driver'> & { driver?: string };
  method: ConfigurationMethod;
  /** Keys of the stored `extra` the form has no field for; written back unchanged. */
  extraRest: Record<string, unknown>;
}

/** Whether an engine offers the dynamic form (its `available/` entry has parameters). */
export function hasDynamicForm(engine: Pick<AvailableDatabase, 'parameters'>): boolean {
  return !!engine.parameters && Object.keys(parameterProperties(engine)).length > 0;
}

/** The properties of the engine's parameters JSON schema. */
export function parameterProperties(
  engine: Pick<AvailableDatabase, 'parameters'>,
): Record<string, { description?: string; type?: string }> {
  const props = (engine.parameters as { properties?: unknown } | undefined)?.properties;
  return props && typeof props === 'object'
    ? (props as Record<string, { description?: string; type?: string }>)
    : {};
}

export function requiredParameters(engine: Pick<AvailableDatabase, 'parameters'>): string[] {
  const req = (engine.parameters as { required?: unknown } | undefined)?.required;
  return Array.isArray(req) ? req.map(String) : [];
}

/** `{a: '1', b: '2'}` -> `a=1&b=2`. */
export function queryToText(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  return new URLSearchParams(
    Object.entries(query as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
}

/** `a=1&b=2` (a leading `?` allowed) -> `{a: '1', b: '2'}`. */
export function textToQuery(text: string | undefined): Record<string, string> {
  const trimmed = (text ?? '').trim().replace(/^\?/, '');
  return trimmed ? Object.fromEntries(new URLSearchParams(trimmed)) : {};
}

function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const jsonText = (v: unknown) =>
  v && typeof v === 'object' && Object.keys(v).length ? JSON.stringify(v, null, 2) : '';

/** The stored `extra` split into the form's settings and the keys it keeps as they are. */
export function splitExtra(extra: string | null | undefined): {
  settings: ExtraSettings;
  rest: Record<string, unknown>;
} {
  const {
    cost_estimate_enabled,
    allows_virtual_table_explore,
    disable_data_preview,
    cancel_query_on_windows_unload,
    schemas_allowed_for_file_upload,
    metadata_cache_timeout,
    metadata_params,
    engine_params,
    version,
    ...rest
  } = parseJsonObject(extra);
  const cache = (metadata_cache_timeout ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    settings: {
      cost_estimate_enabled: cost_estimate_enabled === true,
      allows_virtual_table_explore: allows_virtual_table_explore !== false,
      disable_data_preview: disable_data_preview === true,
      cancel_query_on_windows_unload: cancel_query_on_windows_unload === true,
      schemas_allowed_for_file_upload: Array.isArray(schemas_allowed_for_file_upload)
        ? schemas_allowed_for_file_upload.join(', ')
        : '',
      schema_cache_timeout: num(cache.schema_cache_timeout),
      table_cache_timeout: num(cache.table_cache_timeout),
      metadata_params: jsonText(metadata_params),
      engine_params: jsonText(engine_params),
      version: typeof version === 'string' ? version : '',
    },
    rest,
  };
}

/** The `extra` JSON text to store: the settings merged over the untouched keys. */
export function joinExtra(settings: ExtraSettings, rest: Record<string, unknown>): string {
  const extra: Record<string, unknown> = { ...rest };
  const schemas = (settings.schemas_allowed_for_file_upload ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  extra.schemas_allowed_for_file_upload = schemas;
  extra.metadata_params = parseJsonObject(settings.metadata_params);
  extra.engine_params = parseJsonObject(settings.engine_params);
  const cache: Record<string, number> = {};
  if (typeof settings.schema_cache_timeout === 'number')
    cache.schema_cache_timeout = settings.schema_cache_timeout;
  if (typeof settings.table_cache_timeout === 'number')
    cache.table_cache_timeout = settings.table_cache_timeout;
  extra.metadata_cache_timeout = cache;
  if (settings.cost_estimate_enabled) extra.cost_estimate_enabled = true;
  else delete extra.cost_estimate_enabled;
  extra.allows_virtual_table_explore = settings.allows_virtual_table_explore !== false;
  extra.disable_data_preview = settings.disable_data_preview === true;
  extra.cancel_query_on_windows_unload = settings.cancel_query_on_windows_unload === true;
  if (settings.version?.trim()) extra.version = settings.version.trim();
  else delete extra.version;
  return JSON.stringify(extra);
}

/** A fresh form for an engine: its name as the display name, exposed in SQL Lab. */
export function newConnectionValues(engine: Pick<AvailableDatabase, 'name'>): DatabaseFormValues {
  return {
    database_name: engine.name,
    sqlalchemy_uri: '',
    parameters: { encryption: false },
    expose_in_sqllab: true,
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: false,
    allow_run_async: false,
    allow_file_upload: false,
    impersonate_user: false,
    force_ctas_schema: null,
    cache_timeout: null,
    extraSettings: splitExtra('{}').settings,
    masked_encrypted_extra: '',
    server_cert: '',
  };
}

/** The form of a saved connection (password as the mask, which keeps it when sent back). */
export function savedConnectionValues(conn: DatabaseConnection): {
  values: DatabaseFormValues;
  extraRest: Record<string, unknown>;
} {
  const { settings, rest } = splitExtra(conn.extra);
  const p = conn.parameters as Record<string, unknown>;
  const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return {
    values: {
      database_name: conn.database_name,
      sqlalchemy_uri: conn.sqlalchemy_uri,
      parameters: {
        host: str(p.host),
        // Text, as the form's inputs hold it (the payload makes it a number again).
        port: typeof p.port === 'number' || typeof p.port === 'string' ? String(p.port) : null,
        database: str(p.database),
        username: str(p.username),
        password: str(p.password),
        query: queryToText(p.query),
        encryption: p.encryption === true,
      },
      expose_in_sqllab: conn.expose_in_sqllab,
      allow_ctas: conn.allow_ctas,
      allow_cvas: conn.allow_cvas,
      allow_dml: conn.allow_dml,
      allow_run_async: conn.allow_run_async,
      allow_file_upload: conn.allow_file_upload,
      impersonate_user: conn.impersonate_user,
      force_ctas_schema: conn.force_ctas_schema,
      cache_timeout: conn.cache_timeout,
      extraSettings: settings,
      masked_encrypted_extra:
        conn.masked_encrypted_extra && conn.masked_encrypted_extra !== '{}'
          ? conn.masked_encrypted_extra
          : '',
      server_cert: conn.server_cert ?? '',
    },
    extraRest: rest,
  };
}

/** The parameters as the server takes them (port a number, query an object). */
export function parametersPayload(p: ConnectionParameters): Record<string, unknown> {
  const blankToUndefined = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const port =
    p.port === undefined || p.port === null || String(p.port).trim() === ''
      ? undefined
      : Number.isNaN(Number(p.port))
        ? String(p.port)
        : Number(p.port);
  return {
    host: blankToUndefined(p.host),
    port,
    database: blankToUndefined(p.database),
    username: blankToUndefined(p.username),
    password: p.password ? p.password : undefined,
    query: textToQuery(p.query),
    encryption: p.encryption === true,
  };
}

/** The part of a payload that says where to connect. */
function connectionPart(values: DatabaseFormValues, ctx: ConnectionContext) {
  if (ctx.method === 'dynamic_form') {
    return {
      configuration_method: 'dynamic_form' as const,
      engine: ctx.engine.engine,
      driver: ctx.engine.driver ?? ctx.engine.default_driver ?? null,
      parameters: parametersPayload(values.parameters),
    };
  }
  return {
    configuration_method: 'sqlalchemy_form' as const,
    sqlalchemy_uri: (values.sqlalchemy_uri ?? '').trim(),
  };
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** POST /database/ (and PUT, which takes the same fields). */
export function savePayload(values: DatabaseFormValues, ctx: ConnectionContext): DatabaseCreate {
  return {
    database_name: values.database_name.trim(),
    ...connectionPart(values, ctx),
    expose_in_sqllab: values.expose_in_sqllab,
    allow_ctas: values.allow_ctas,
    allow_cvas: values.allow_cvas,
    allow_dml: values.allow_dml,
    allow_run_async: values.allow_run_async,
    allow_file_upload: values.allow_file_upload,
    impersonate_user: values.impersonate_user,
    force_ctas_schema: blankToNull(values.force_ctas_schema),
    cache_timeout:
      values.cache_timeout === undefined || values.cache_timeout === null
        ? null
        : Number(values.cache_timeout),
    extra: joinExtra(values.extraSettings, ctx.extraRest),
    masked_encrypted_extra: blankToNull(values.masked_encrypted_extra),
    server_cert: blankToNull(values.server_cert),
  } as DatabaseCreate;
}

/** POST /database/test_connection/ (the name lets a masked password stand for the stored one). */
export function testPayload(
  values: DatabaseFormValues,
  ctx: ConnectionContext,
): DatabaseTestConnection {
  return {
    database_name: values.database_name.trim(),
    ...connectionPart(values, ctx),
    impersonate_user: values.impersonate_user,
    extra: joinExtra(values.extraSettings, ctx.extraRest),
    masked_encrypted_extra: blankToNull(values.masked_encrypted_extra),
    server_cert: blankToNull(values.server_cert),
  } as DatabaseTestConnection;
}

/** POST /database/validate_parameters/ (`id` when editing, so the name may stay). */
export function validatePayload(
  values: DatabaseFormValues,
  ctx: ConnectionContext,
  id?: number,
): Record<string, unknown> {
  return {
    engine: ctx.engine.engine,
    driver: ctx.engine.driver ?? ctx.engine.default_driver ?? null,
    configuration_method: 'dynamic_form',
    parameters: parametersPayload(values.parameters),
    database_name: values.database_name.trim(),
    ...(id !== undefined ? { id } : {}),
  };
}
