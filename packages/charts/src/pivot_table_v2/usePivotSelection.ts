/**
 * The pivot's cross-filter: a click on a row or column header value filters on it (again to
 * clear), and the selected headers are highlighted.
 */
import { useState } from 'react';
import type { DataRecordValue } from '../types.js';
import {
  headerFilters,
  isActiveHeader,
  pivotCrossFilterDataMask,
  toggleSelectedFilters,
} from './crossFilter.js';
import type { SelectedFilters } from './crossFilter.js';
import type { PivotTableChartProps } from './types.js';

export interface PivotSelection {
  /** Whether header clicks cross-filter (the chart emits them and can set a data mask). */
  crossFilters: boolean;
  /** A header click: attrs are its axis's attributes, path its values down to its level. */
  onHeaderClick(attrs: string[], path: DataRecordValue[]): void;
  /** Whether the header at the end of path is selected. */
  active(attrs: string[], path?: DataRecordValue[]): boolean;
}

export function usePivotSelection(props: PivotTableChartProps): PivotSelection {
  const { hooks } = props;
  const [selected, setSelected] = useState<SelectedFilters | null>(props.selectedFilters);
  const crossFilters = Boolean(props.emitCrossFilters && hooks?.setDataMask);

  const onHeaderClick = (attrs: string[], path: DataRecordValue[]) => {
    if (!crossFilters) return;
    const next = toggleSelectedFilters(selected, headerFilters(attrs, path, path.length - 1));
    if (!next) return;
    setSelected(Object.keys(next).length ? next : null);
    hooks?.setDataMask?.(pivotCrossFilterDataMask(next, props.groupby));
  };
  const active = (attrs: string[], path?: DataRecordValue[]) =>
    Boolean(path?.length) &&
    isActiveHeader(selected, attrs[path!.length - 1], path![path!.length - 1]);
  return { crossFilters, onHeaderClick, active };
}
