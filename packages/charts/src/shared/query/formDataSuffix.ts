import type { QueryFormData } from '../../types.js';

/** Keeps the keys without `suffix` (Query A of the mixed chart). */
export function removeFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (!key.endsWith(suffix)) result[key] = value;
  }
  return result as QueryFormData;
}

/**
 * Keeps the keys with `suffix` under their bare name, and the others where no suffixed
 * key replaced them (Query B of the mixed chart). Suffixed keys come first.
 */
export function retainFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  const result: Record<string, unknown> = {};
  const entries = Object.entries(formData).sort(([a], [b]) => {
    const weightA = a.endsWith(suffix) ? 1 : 0;
    const weightB = b.endsWith(suffix) ? 1 : 0;
    return weightB - weightA;
  });
  for (const [key, value] of entries) {
    if (key.endsWith(suffix)) result[key.slice(0, -suffix.length)] = value;
    if (!key.endsWith(suffix) && !(key in result)) result[key] = value;
  }
  return result as QueryFormData;
}
