import type { QueryFormData, QueryObjectFilterClause } from '../../types.js';

/** Legacy `extra_filters` columns that set time fields instead of filtering. */
const RESERVED_TIME_COLUMNS: Record<
  string,
  'time_range' | 'granularity_sqla' | 'time_grain_sqla' | 'granularity'
> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
};

export interface ExtractedExtras {
  filters: QueryObjectFilterClause[];
  extras: Record<string, unknown>;
  applied_time_extras: Record<string, string>;
  time_range?: string;
  granularity?: string | null;
}

/** Superset's `extractExtras`: legacy extra filters, the time grain and the time column. */
export function extractExtras(formData: QueryFormData): ExtractedExtras {
  const applied_time_extras: Record<string, string> = {};
  const filters: QueryObjectFilterClause[] = [];
  const extras: Record<string, unknown> = {};
  const picked: Record<string, string | undefined> = {};

  for (const filter of formData.extra_filters ?? []) {
    const field = typeof filter.col === 'string' ? RESERVED_TIME_COLUMNS[filter.col] : undefined;
    if (field && typeof filter.col === 'string') {
      picked[field] = filter.val as string;
      applied_time_extras[filter.col] = filter.val as string;
    } else {
      filters.push(filter);
    }
  }

  extras.time_grain_sqla = picked.time_grain_sqla || formData.time_grain_sqla;
  const result: ExtractedExtras = { filters, extras, applied_time_extras };
  if (picked.time_range !== undefined) result.time_range = picked.time_range;
  result.granularity =
    picked.granularity_sqla ||
    (formData.granularity as string | null | undefined) ||
    formData.granularity_sqla;
  return result;
}
