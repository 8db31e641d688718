/**
 * What every chart's cross-filter is made of (Superset's data mask): a column filtered to the
 * clicked values (IS NULL for the null value), and the mask that clears the cross-filter.
 */
import type { DataMask, QueryFormColumn } from '../types.js';

type CrossFilter = NonNullable<NonNullable<DataMask['extraFormData']>['filters']>[number];

/** The filter of a column to the clicked values: IN, or IS NULL for the one null value. */
export function columnValueFilter(col: QueryFormColumn, values: readonly unknown[]): CrossFilter {
  return values.length === 1 && (values[0] === null || values[0] === undefined)
    ? { col, op: 'IS NULL' }
    : { col, op: 'IN', val: [...values] };
}

/** The data mask of a click on the selected value: no filter, nothing selected. */
export function clearedCrossFilter(): DataMask {
  return { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: null } };
}
