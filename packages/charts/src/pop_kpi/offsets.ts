import { getTimeOffsets } from '../shared/operators/timeOffsets.js';
import { ensureIsArray } from '../shared/query/valueChecks.js';
import type { QueryFormData } from '../types.js';

/** `time_comparison` choices: the shift each compares with. */
export const TIME_COMPARISON_SHIFTS: Record<string, string> = {
  y: '1 year ago',
  m: '1 month ago',
  w: '1 week ago',
  r: 'inherit',
  inherit: 'inherit',
};

export const COMPARISON_TITLES: Record<string, string> = {
  r: 'Range',
  inherit: 'Range',
  y: 'Year',
  m: 'Month',
  w: 'Week',
  c: 'Custom',
  custom: 'Custom',
};

/** The custom comparison range: `start_date_offset`, else the range of `adhoc_custom`'s time filter. */
function customRange(formData: QueryFormData): string | undefined {
  if (typeof formData.start_date_offset === 'string' && formData.start_date_offset)
    return formData.start_date_offset;
  const filter = ensureIsArray(formData.adhoc_custom as Record<string, unknown>[] | undefined).find(
    (f) => f?.operator === 'TEMPORAL_RANGE' && typeof f.comparator === 'string',
  );
  const range = filter?.comparator as string | undefined;
  return range && range !== 'No filter' ? range : undefined;
}

/**
 * The time offset the big number compares with: newer charts' `time_compare` (a shift such
 * as `1 year ago`, `inherit`, or `custom` with `start_date_offset`), else `time_comparison`
 * (`y`, `m`, `w`, `r` inherit the range's length, `c` a custom range).
 */
export function comparisonOffset(formData: QueryFormData): string | undefined {
  if (formData.time_compare !== undefined && formData.time_compare !== null) {
    const [offset] = getTimeOffsets(formData);
    if (offset) return offset;
  }
  const choice = String(formData.time_comparison ?? 'r');
  if (choice === 'c' || choice === 'custom') return customRange(formData);
  return TIME_COMPARISON_SHIFTS[choice] ?? choice;
}
