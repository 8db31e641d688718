/**
 * Superset-style (SQLAlchemy) URIs: `backend[+driver]://[user[:password]@][host][:port][/database][?query]`.
 * As in SQLAlchemy, user and password are percent-decoded, and for file engines the
 * database is everything after `:///` (so `sqlite:////tmp/x.db` is the absolute path
 * `/tmp/x.db`, `sqlite:///x.db` a path relative to the working directory).
 */
import { BadRequestError } from '../errors.js';
import type { EngineParameters } from './types.js';

export interface ParsedUri {
  backend: string;
  driver: string | null;
  username: string | null;
  password: string | null;
  host: string | null;
  port: number | null;
  database: string | null;
  query: Record<string, string>;
}

const URI_PATTERN =
  /^(?<name>[\w+]+):\/\/(?:(?<username>[^:/@]*)(?::(?<password>.*))?@)?(?:(?:\[(?<ipv6host>[^/?\]]+)\]|(?<host>[^/:?]+))?(?::(?<port>[^/?]*))?)?(?:\/(?<database>[^?]*))?(?:\?(?<query>.*))?$/s;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function parseUri(uri: string): ParsedUri {
  const m = URI_PATTERN.exec(uri.trim());
  if (!m?.groups) {
    throw new BadRequestError(`Could not parse SQLAlchemy URL from string '${uri}'`);
  }
  const g = m.groups;
  const [backend, driver] = g.name.toLowerCase().split('+', 2);
  const port = g.port ? Number(g.port) : null;
  if (g.port && !Number.isInteger(port)) {
    throw new BadRequestError(`Invalid port in URL: '${g.port}'`);
  }
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(g.query ?? '')) query[k] = v;
  return {
    backend,
    driver: driver ?? null,
    username: g.username !== undefined && g.username !== '' ? decode(g.username) : null,
    password: g.password !== undefined ? decode(g.password) : null,
    host: g.ipv6host ?? (g.host ? decode(g.host) : null),
    port,
    database: g.database !== undefined && g.database !== '' ? decode(g.database) : null,
    query,
  };
}

function quotePart(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
}

export function renderUri(
  parts: Omit<ParsedUri, 'backend' | 'driver'> & { scheme: string },
): string {
  let out = `${parts.scheme}://`;
  if (parts.username !== null) {
    out += quotePart(parts.username);
    if (parts.password !== null && parts.password !== undefined)
      out += `:${quotePart(parts.password)}`;
    out += '@';
  }
  if (parts.host) out += parts.host.includes(':') ? `[${parts.host}]` : parts.host;
  if (parts.port !== null && parts.port !== undefined) out += `:${parts.port}`;
  if (parts.database !== null) {
    out += `/${parts.database.replace(/[%?#]/g, (c) => encodeURIComponent(c))}`;
  }
  const query = new URLSearchParams(parts.query).toString();
  if (query) out += `?${query}`;
  return out;
}

/** The scheme of a URI, lower-cased, without the driver (`postgresql+psycopg2` -> `postgresql`). */
export function uriBackend(uri: string): string {
  const m = /^([\w+]+):\/\//.exec(uri.trim());
  return m ? m[1].toLowerCase().split('+')[0] : '';
}

/** Superset's `BASIC_PARAMETERS_JSON_SCHEMA` (the dynamic form of host-based engines). */
export const BASIC_PARAMETERS_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    database: { type: 'string', description: 'Database name' },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
    host: { type: 'string', description: 'Hostname or IP address' },
    password: { type: 'string', nullable: true, description: 'Password' },
    port: {
      type: 'integer',
      format: 'int32',
      minimum: 0,
      maximum: 65536,
      exclusiveMaximum: true,
      description: 'Database port',
    },
    query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    ssh: {
      type: 'boolean',
      nullable: true,
      description: 'Use an ssh tunnel connection to the database',
    },
    username: { type: 'string', nullable: true, description: 'Username' },
  },
  required: ['database', 'host', 'port', 'username'],
};

/** Superset's `BasicParametersMixin.build_sqlalchemy_uri`. */
export function buildHostUri(
  scheme: string,
  encryptionParameters: Record<string, string>,
  parameters: EngineParameters,
): string {
  const query = { ...(parameters.query ?? {}) };
  if (parameters.encryption) Object.assign(query, encryptionParameters);
  if (!parameters.host) throw new BadRequestError('One or more parameters are missing: host');
  return renderUri({
    scheme,
    username: parameters.username ?? null,
    password: parameters.password ?? null,
    host: parameters.host,
    port: parameters.port ?? null,
    database: parameters.database ?? null,
    query,
  });
}

/** Superset's `BasicParametersMixin.get_parameters_from_uri`. */
export function hostParametersFromUri(
  uri: string,
  encryptionParameters: Record<string, string>,
): EngineParameters {
  const parsed = parseUri(uri);
  const encryption = Object.entries(encryptionParameters).every(([k, v]) => parsed.query[k] === v);
  const query = Object.fromEntries(
    Object.entries(parsed.query).filter(([k, v]) => encryptionParameters[k] !== v),
  );
  return {
    username: parsed.username,
    password: parsed.password,
    host: parsed.host ?? undefined,
    port: parsed.port ?? undefined,
    database: parsed.database ?? undefined,
    query,
    encryption,
  };
}

/** File engines: `scheme:///<database>`, so `scheme:////abs/path` (`:memory:` when empty). */
export function buildFileUri(scheme: string, parameters: EngineParameters): string {
  return renderUri({
    scheme,
    username: null,
    password: null,
    host: null,
    port: null,
    database: parameters.database || ':memory:',
    query: parameters.query ?? {},
  });
}

export function fileParametersFromUri(uri: string): EngineParameters {
  const parsed = parseUri(uri);
  return { database: parsed.database ?? ':memory:', query: parsed.query };
}
