/**
 * Reading SQL Lab's persistence payloads field by field: the client sends them form-encoded
 * (each value JSON-encoded, as Superset's views `json.loads` them) or as JSON. Each reader
 * names the field it refuses.
 */
import {
  jsonTextProblem,
  longerThan,
  nestedDeeperThan,
  STORED_LIMITS,
  tooDeepPath,
} from '@tessera/core';
import { ValidationError } from '../../errors.js';

export type Fields = Record<string, unknown>;

export const NOT_A_STRING = 'Not a valid string.';
export const NOT_AN_INTEGER = 'Not a valid integer.';
export const NOT_A_BOOLEAN = 'Not a valid boolean.';
export const REQUIRED = 'Missing data for required field.';
export const NOT_JSON_OBJECT = 'Not a valid JSON object.';

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] }, 400);
}

/** The stored JSON limits' message for a JSON text, or null when it is within them. */
function jsonLimitMessage(text: string): string | null {
  const problem = jsonTextProblem(text);
  if (problem === 'too long') return longerThan(STORED_LIMITS.jsonLength);
  if (problem === 'too deep') return nestedDeeperThan(STORED_LIMITS.jsonDepth);
  return null;
}

/** A JSON object given as an object or as JSON text (a form field), within the JSON limits. */
export function jsonObjectField(fields: Fields, name: string): Fields {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw fieldError(name, REQUIRED);
  let parsed: unknown = value;
  if (typeof value === 'string') {
    const tooBig = jsonLimitMessage(value);
    if (tooBig) throw fieldError(name, tooBig);
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fieldError(name, NOT_JSON_OBJECT);
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw fieldError(name, NOT_JSON_OBJECT);
  if (typeof value !== 'string') {
    const tooBig = tooDeepPath(parsed) ? 'deep' : jsonLimitMessage(JSON.stringify(parsed));
    if (tooBig)
      throw fieldError(
        name,
        tooBig === 'deep' ? nestedDeeperThan(STORED_LIMITS.jsonDepth) : tooBig,
      );
  }
  return parsed as Fields;
}

/** A text field of at most `max` characters (the stored text limit unless given). */
export function optionalString(
  value: unknown,
  field: string,
  max: number = STORED_LIMITS.textLength,
): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw fieldError(field, NOT_A_STRING);
  if (value.length > max) throw fieldError(field, longerThan(max));
  return value;
}

export function optionalInteger(value: unknown, field: string): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (value === '') return null;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw fieldError(field, NOT_AN_INTEGER);
  return n;
}

/** A boolean as 0/1 (true/false, 1/0 or their text). */
export function optionalFlag(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 1 || value === 'true' || value === '1') return 1;
  if (value === false || value === 0 || value === 'false' || value === '0') return 0;
  throw fieldError(field, NOT_A_BOOLEAN);
}

/** Template parameters kept as JSON text (an object is serialised), within the JSON limits. */
export function optionalJsonText(value: unknown, field: string): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === 'object' && tooDeepPath(value))
    throw fieldError(field, nestedDeeperThan(STORED_LIMITS.jsonDepth));
  const text = typeof value === 'object' ? JSON.stringify(value) : value;
  if (typeof text !== 'string') throw fieldError(field, NOT_A_STRING);
  const tooBig = jsonLimitMessage(text);
  if (tooBig) throw fieldError(field, tooBig);
  return text;
}
