/**
 * The server's errors about a connection placed on the dialog's fields: validate_parameters'
 * SIP-40 errors (`extra.missing` / `extra.invalid`), a save's `{field: [messages]}`, and the
 * one line "ERROR: %s" shows.
 */
import type { SupersetError } from '@tessera/core';
import type { ApiErrorInfo } from '../../api/apiError';

export type FieldPath = (string | number)[];
export interface PlacedErrors {
  fields: { name: FieldPath; errors: string[] }[];
  /** Errors naming no field of the form. */
  general: string[];
}

export const REQUIRED_FIELD = 'This is a required field';
const PARAMETER_NAMES = new Set([
  'host',
  'port',
  'database',
  'username',
  'password',
  'query',
  'encryption',
]);
const TOP_LEVEL_NAMES = new Set([
  'database_name',
  'sqlalchemy_uri',
  'cache_timeout',
  'force_ctas_schema',
  'masked_encrypted_extra',
  'server_cert',
]);

/** The form path of a field a server names (`host`, `parameters.host`, `database_name`). */
export function fieldPathOf(name: string): FieldPath | null {
  const bare = name.replace(/^parameters\./, '');
  if (PARAMETER_NAMES.has(bare)) return ['parameters', bare];
  if (TOP_LEVEL_NAMES.has(name)) return [name];
  return null;
}

function place(out: PlacedErrors, name: string, message: string): void {
  const path = fieldPathOf(name);
  if (!path) {
    out.general.push(message);
    return;
  }
  const key = path.join('.');
  const entry = out.fields.find((f) => f.name.join('.') === key);
  if (entry) entry.errors.push(message);
  else out.fields.push({ name: path, errors: [message] });
}

/** validate_parameters' SIP-40 errors: `extra.missing` and `extra.invalid` name fields. */
export function placeValidationErrors(errors: readonly SupersetError[]): PlacedErrors {
  const out: PlacedErrors = { fields: [], general: [] };
  for (const e of errors) {
    const extra = (e.extra ?? {}) as { missing?: unknown; invalid?: unknown };
    const missing = Array.isArray(extra.missing) ? extra.missing.map(String) : [];
    const invalid = Array.isArray(extra.invalid) ? extra.invalid.map(String) : [];
    for (const name of missing) place(out, name, REQUIRED_FIELD);
    for (const name of invalid) place(out, name, e.message);
    if (!missing.length && !invalid.length) out.general.push(e.message);
  }
  return out;
}

/** Any failed save or test, placed: field errors, SIP-40 errors naming fields, or a message. */
export function placeApiError(info: ApiErrorInfo): PlacedErrors {
  if (info.fieldErrors) {
    const out: PlacedErrors = { fields: [], general: [] };
    for (const [name, msgs] of Object.entries(info.fieldErrors)) {
      for (const m of msgs) place(out, name, m);
    }
    return out;
  }
  if (info.errors?.length) return placeValidationErrors(info.errors);
  return { fields: [], general: [info.message] };
}

/** One line for "ERROR: %s": the server's messages without field names. */
export function errorText(info: ApiErrorInfo): string {
  if (info.fieldErrors) return Object.values(info.fieldErrors).flat().join(' ');
  return info.message;
}
