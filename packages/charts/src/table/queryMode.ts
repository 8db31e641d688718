import type { QueryFormData } from '../types.js';

export type QueryMode = 'aggregate' | 'raw';

/** `query_mode` when set; otherwise raw records when `all_columns` is non-empty. */
export function getQueryMode(formData: Partial<QueryFormData>): QueryMode {
  const mode = formData.query_mode;
  if (mode === 'aggregate' || mode === 'raw') return mode;
  const rawColumns = formData.all_columns;
  return Array.isArray(rawColumns) && rawColumns.length > 0 ? 'raw' : 'aggregate';
}
