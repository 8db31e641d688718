import type { QueryFormData } from '../types.js';

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A form data value under its stored key, or its camelCase / snake_case spelling (saved
 * charts and API clients use both); `fallback` when absent or null.
 */
export function formValue<T>(formData: Partial<QueryFormData>, key: string, fallback: T): T {
  for (const candidate of [key, toCamel(key), toSnake(key)]) {
    const value = formData[candidate];
    if (value !== undefined && value !== null) return value as T;
  }
  return fallback;
}

/** A boolean control value ("true"/"false" text counts too). */
export function formBoolean(formData: Partial<QueryFormData>, key: string, fallback: boolean) {
  const value = formValue<unknown>(formData, key, fallback);
  if (typeof value === 'string') return value === 'true';
  return Boolean(value);
}

/** A numeric control value (free-form selects store text). */
export function formNumber(formData: Partial<QueryFormData>, key: string, fallback: number) {
  const value = Number(formValue<unknown>(formData, key, fallback));
  return Number.isFinite(value) ? value : fallback;
}
