/**
 * The connection a request describes: a SQLAlchemy URI (`sqlalchemy_form`), or an engine
 * and the dynamic form's parameters (`dynamic_form`) built into one. Problems are reported
 * per field (`sqlalchemy_uri`, `engine`, `parameters.host`, ...) so a form can show each
 * message beside its input.
 */
import type { ConfigurationMethod, DatabaseParameters } from '@tessera/core';
import { engineSpec } from '../../engines/registry.js';
import type { EngineParameters, EngineSpec } from '../../engines/types.js';
import { parseUri, uriBackend } from '../../engines/uri.js';

export const INVALID_URI_MESSAGE =
  'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host:port/database-name';
export const MISSING_FIELD_MESSAGE = 'Missing data for required field.';

export interface ConnectionInput {
  sqlalchemy_uri?: string;
  engine?: string;
  driver?: string | null;
  parameters?: DatabaseParameters;
  configuration_method?: ConfigurationMethod;
}

export interface ResolvedConnection {
  /** The full URI (a password sent as the mask is still the mask here). */
  uri: string;
  spec: EngineSpec;
  /** Which input the URI came from, to name the field of later problems. */
  field: 'sqlalchemy_uri' | 'parameters';
}

export type FieldErrors = Record<string, string[]>;

function add(fields: FieldErrors, field: string, message: string): void {
  (fields[field] ??= []).push(message);
}

/** Whether the request configures the connection through parameters rather than a URI. */
export function usesParameters(input: ConnectionInput): boolean {
  return (
    input.configuration_method === 'dynamic_form' ||
    (input.sqlalchemy_uri === undefined && input.parameters !== undefined)
  );
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** The dynamic form's parameters as an engine takes them; field errors for what is wrong. */
export function engineParameters(
  spec: EngineSpec,
  parameters: DatabaseParameters,
  fields: FieldErrors,
): EngineParameters {
  const required = ((spec.parametersSchema?.required as string[] | undefined) ?? []).filter((key) =>
    isBlank((parameters as Record<string, unknown>)[key]),
  );
  for (const key of required) add(fields, `parameters.${key}`, MISSING_FIELD_MESSAGE);
  let port: number | undefined;
  if (!isBlank(parameters.port)) {
    port = Number(parameters.port);
    if (!Number.isInteger(port)) add(fields, 'parameters.port', 'Not a valid integer.');
    else if (port < 0 || port >= 65536) {
      add(fields, 'parameters.port', 'Must be greater than or equal to 0 and less than 65536.');
    }
  }
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(parameters.query ?? {})) {
    if (v !== undefined && v !== null) query[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return {
    host: parameters.host ?? undefined,
    port,
    username: parameters.username ?? null,
    password: parameters.password ?? null,
    database: parameters.database ?? undefined,
    query,
    encryption: parameters.encryption ?? false,
  };
}

/**
 * The connection the input describes, or undefined with `fields` filled in. `required`:
 * whether a connection must be given (create, test) or may be left out (update).
 */
export function resolveConnection(
  input: ConnectionInput,
  fields: FieldErrors,
  required: boolean,
): ResolvedConnection | undefined {
  if (usesParameters(input)) {
    const parameters = input.parameters ?? {};
    const engineName =
      input.engine ?? (typeof parameters.engine === 'string' ? parameters.engine : undefined);
    if (!engineName) {
      add(
        fields,
        'engine',
        'An engine must be specified when passing individual parameters to a database.',
      );
      return undefined;
    }
    const spec = engineSpec(engineName);
    if (!spec) {
      add(fields, 'engine', `Engine "${engineName}" is not a valid engine.`);
      return undefined;
    }
    if (!spec.parametersSchema) {
      add(
        fields,
        'engine',
        `Engine "${spec.engine}" does not support being configured via individual parameters.`,
      );
      return undefined;
    }
    const before = Object.keys(fields).length;
    const built = engineParameters(spec, parameters, fields);
    if (Object.keys(fields).length > before) return undefined;
    return { uri: spec.buildUri(built), spec, field: 'parameters' };
  }

  const uri = input.sqlalchemy_uri?.trim();
  if (!uri) {
    if (required || input.sqlalchemy_uri !== undefined) {
      add(fields, 'sqlalchemy_uri', 'Field is required');
    }
    return undefined;
  }
  try {
    parseUri(uri);
  } catch {
    add(fields, 'sqlalchemy_uri', INVALID_URI_MESSAGE);
    return undefined;
  }
  const backend = uriBackend(uri);
  const spec = engineSpec(backend);
  if (!spec) {
    add(fields, 'sqlalchemy_uri', `Could not load database driver: ${backend}`);
    return undefined;
  }
  return { uri, spec, field: 'sqlalchemy_uri' };
}
