import type { QueryFormData } from '../../types.js';
import { ensureIsArray } from '../query/valueChecks.js';

/** The `time_compare` choice that shifts to the `start_date_offset` date. */
export const CUSTOM_TIME_SHIFT = 'custom';
/** The `time_compare` choice that shifts by the length of the time range. */
export const INHERIT_TIME_SHIFT = 'inherit';

/**
 * The time offsets a query sends for its `time_compare` (Superset's table buildQuery):
 * the regular shifts first, then `custom` as the `start_date_offset` date (dropped while
 * no date is set) and `inherit` as is (the server shifts by the range's length).
 */
export function getTimeOffsets(formData: Partial<QueryFormData>): string[] {
  const shifts = ensureIsArray(formData.time_compare as string | string[] | undefined)
    .filter((shift) => shift !== null && shift !== undefined && shift !== '')
    .map(String);
  const regular = shifts.filter((s) => s !== CUSTOM_TIME_SHIFT && s !== INHERIT_TIME_SHIFT);
  const offsets = [...regular];
  const startDate = formData.start_date_offset;
  if (shifts.includes(CUSTOM_TIME_SHIFT) && typeof startDate === 'string' && startDate) {
    offsets.push(startDate);
  }
  if (shifts.includes(INHERIT_TIME_SHIFT)) offsets.push(INHERIT_TIME_SHIFT);
  return [...new Set(offsets)];
}
