/**
 * What a right-click on a drawn value hands the drill menu (Superset's ContextMenuFilters):
 * each clicked dimension value as a drill filter (`==`, at the chart's time grain for a
 * temporal one) with the text the chart shows for it.
 */
import { NULL_STRING } from './echarts/constants.js';
import type { ContextMenuFilters, DataRecordValue, DrillFilter } from '../types.js';

/** The filter of a column to a clicked value (null is shown as Superset's `<NULL>`). */
export function drillFilter(
  col: string,
  val: DataRecordValue | undefined,
  formattedVal?: string,
  grain?: string | null,
): DrillFilter {
  const value = val === undefined ? null : val;
  return {
    col,
    op: '==',
    val: value,
    formattedVal: formattedVal ?? (value === null ? NULL_STRING : String(value)),
    ...(grain ? { grain } : {}),
  };
}

/**
 * The menu's filters for a clicked point whose dimensions are `groupby` (form data key
 * `groupbyFieldName`): drill to detail by every dimension value, drill by the same values.
 */
export function dimensionContextMenuFilters(
  groupby: readonly string[],
  values: readonly (DataRecordValue | undefined)[],
  groupbyFieldName = 'groupby',
): ContextMenuFilters {
  const filters = groupby.map((col, i) => drillFilter(col, values[i]));
  return { drillToDetail: filters, drillBy: { filters, groupbyFieldName } };
}
