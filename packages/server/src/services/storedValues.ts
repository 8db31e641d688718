/**
 * Reading stored rows defensively. The write schemas keep new values within core's
 * STORED_LIMITS, but rows written before the limits (or by an import) may hold JSON text
 * that does not parse, nests thousands deep or runs to megabytes, or a text of megabytes.
 * Pages read such a field as null (and log a warning naming it) instead of failing for
 * every user: one bad row never turns a list into a 500.
 */
import { jsonTextProblem, STORED_LIMITS } from '@tessera/core';

export type StoredValueWarning = (message: string, details: Record<string, unknown>) => void;

let warn: StoredValueWarning = () => undefined;

/** Where the warnings go (the server's logger; set when the services are made). */
export function setStoredValueWarnings(sink: StoredValueWarning): void {
  warn = sink;
}

function dropped(what: string | undefined, problem: string, length: number): null {
  warn('a stored value is left out of the answer', { field: what ?? 'unknown', problem, length });
  return null;
}

/** A stored JSON text as it is when it parses within the limits; null otherwise. */
export function storedJsonText(
  text: string | null | undefined,
  what?: string,
  maxLength: number = STORED_LIMITS.jsonLength,
): string | null {
  if (text === null || text === undefined) return null;
  const problem = jsonTextProblem(text, { maxLength });
  return problem ? dropped(what, problem, text.length) : text;
}

/** A stored JSON text parsed, when it parses within the limits; null otherwise. */
export function storedJson(text: string | null | undefined, what?: string): unknown {
  const checked = storedJsonText(text, what);
  if (checked === null || checked.trim() === '') return null;
  return JSON.parse(checked) as unknown;
}

/** A stored JSON object (null when the text is not one, or not within the limits). */
export function storedJsonObject(
  text: string | null | undefined,
  what?: string,
): Record<string, unknown> | null {
  const value = storedJson(text, what);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A stored text of at most `max` characters as it is; null when longer. */
export function storedText(
  text: string | null | undefined,
  what?: string,
  max: number = STORED_LIMITS.textLength,
): string | null {
  if (text === null || text === undefined) return null;
  return text.length > max ? dropped(what, 'too long', text.length) : text;
}

type NullableStringKeys<T> = {
  [K in keyof T]: null extends T[K] ? (T[K] extends string | null ? K : never) : never;
}[keyof T];

export interface StoredRowFields<T> {
  /** JSON text columns (null when unreadable or past the JSON limits). */
  json?: NullableStringKeys<T>[];
  /** Text columns within STORED_LIMITS.textLength. */
  text?: NullableStringKeys<T>[];
  /** Document columns (SQL, CSS) within STORED_LIMITS.longTextLength. */
  longText?: NullableStringKeys<T>[];
}

/**
 * A stored row with each named field checked: the row itself when all are readable, else
 * a copy with the bad fields null. `table` names the row in the warnings.
 */
export function guardStoredRow<T extends object>(
  row: T,
  table: string,
  fields: StoredRowFields<T>,
): T {
  let copy: T | null = null;
  const check = (keys: PropertyKey[] | undefined, read: (v: string, what: string) => unknown) => {
    for (const key of keys ?? []) {
      const value = (row as Record<PropertyKey, unknown>)[key];
      if (typeof value !== 'string') continue;
      if (read(value, `${table}.${String(key)}`) === null) {
        copy ??= { ...row };
        (copy as Record<PropertyKey, unknown>)[key] = null;
      }
    }
  };
  check(fields.json, (v, what) => storedJsonText(v, what));
  check(fields.text, (v, what) => storedText(v, what));
  check(fields.longText, (v, what) => storedText(v, what, STORED_LIMITS.longTextLength));
  return copy ?? row;
}
