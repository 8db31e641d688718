/** Value checks with Superset's semantics (`ensureIsArray`, `ensureIsInt`, lodash `isEmpty`). */

export function ensureIsArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** `parseInt(value, 10)`, or `fallback` when that is not a number. */
export function ensureIsInt(value: unknown, fallback: number): number {
  const parsed = parseInt(String(value), 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

export function isDefined<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

/** lodash `isEmpty`: null, empty strings/arrays/objects, and also numbers and booleans. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return true;
}

/** Keeps the first item of each key. */
export function removeDuplicates<T>(items: T[], hash: (item: T) => unknown = (x) => x): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const key = hash(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What JSON.stringify would send: drops `undefined` members, keeps nulls. */
export function toWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
