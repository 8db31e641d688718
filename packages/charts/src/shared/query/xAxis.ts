import { DTTM_ALIAS } from '@tessera/core';
import type { QueryFormColumn, QueryFormData } from '../../types.js';
import { getColumnLabel, isQueryFormColumn } from './labels.js';

/** The chart has a generic x-axis (`x_axis` is a column). */
export function isXAxisSet(formData: Partial<QueryFormData>): boolean {
  return isQueryFormColumn(formData.x_axis);
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
