import { DTTM_ALIAS } from '@tessera/core';
import type { QueryFormColumn, QueryFormData } from '../../types.js';
import { getColumnLabel, isQueryFormColumn } from './labels.js';

/**
 * The chart has a generic x-axis: `x_axis` is a column other than the legacy
 * `__timestamp` (which, like no x-axis, makes an `is_timeseries` query).
 */
export function isXAxisSet(formData: Partial<QueryFormData>): boolean {
  return isQueryFormColumn(formData.x_axis) && formData.x_axis !== DTTM_ALIAS;
}

/** `x_axis`, or `__timestamp` for legacy form data with only `granularity_sqla`. */
export function getXAxisColumn(formData: Partial<QueryFormData>): QueryFormColumn | undefined {
  if (!(formData.granularity_sqla || formData.x_axis)) return undefined;
  if (isXAxisSet(formData)) return formData.x_axis as QueryFormColumn;
  return DTTM_ALIAS;
}

export function getXAxisLabel(formData: Partial<QueryFormData>): string | undefined {
  const column = getXAxisColumn(formData);
  return column ? getColumnLabel(column) : undefined;
}
