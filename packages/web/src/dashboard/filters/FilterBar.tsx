/**
 * The native filter bar (Superset's FilterBar): the dashboard's filters and dividers, their
 * selection (applied with Apply, emptied with Clear all: useFilterSelection.ts), vertical on
 * the left (collapsible) or horizontal above the layout (`filter_bar_orientation`); editors
 * get "Add or edit filters" and the settings gear. Above the filters, the cross-filters in
 * effect (CrossFilters.tsx), which Clear all clears too.
 */
import { useMemo, type ReactNode } from 'react';
import {
  filtersOutOfScope,
  hasFilterValue,
  isNativeFilter,
  type DashboardDataMask,
  type NativeFilterItem,
} from '@tessera/core';
import { useDashboardData, useDashboardView } from '../DashboardContext';
import { selectCrossFilters, selectFilterScopes, useDashboardMask } from '../maskView';
import { CrossFilters } from './CrossFilters';
import { FilterBarActions } from './FilterBarActions';
import { FilterControl, FilterDivider } from './FilterControl';
import { FilterBarHorizontal } from './FilterBarHorizontal';
import { FilterBarVertical } from './FilterBarVertical';
import { useFilterSelection } from './useFilterSelection';

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

export interface FilterBarProps {
  orientation: FilterBarOrientation;
  items: readonly NativeFilterItem[];
  dataMask: DashboardDataMask;
  onApply(parts: DashboardDataMask): void;
  dashboardId: number;
  /** Opens the filters' configuration (editors only). */
  onEditFilters?: () => void;
  /** The settings gear (editors only: settings/FilterBarSettings.tsx). */
  settings?: ReactNode;
}

export function FilterBar({
  orientation,
  items,
  dataMask,
  onApply,
  dashboardId,
  onEditFilters,
  settings,
}: FilterBarProps) {
  const filterSelection = useFilterSelection(items, dataMask, onApply);
  const { setCrossFilter, layout } = useDashboardData();
  const crossFilters = useDashboardMask(selectCrossFilters);
  const filterScopes = useDashboardMask(selectFilterScopes);
  const { activeTabs } = useDashboardView();
  const outOfScope = useMemo(
    () => filtersOutOfScope(items, layout, filterScopes.inScope, activeTabs),
    [items, layout, filterScopes.inScope, activeTabs],
  );
  const selection = useMemo(() => {
    if (!crossFilters.length) return filterSelection;
    return {
      ...filterSelection,
      canClear: true,
      clearAll: () => {
        filterSelection.clearAll();
        for (const chartId of new Set(crossFilters.map((f) => f.chartId)))
          setCrossFilter(chartId, null);
      },
    };
  }, [filterSelection, crossFilters, setCrossFilter]);
  const horizontal = orientation === 'HORIZONTAL';
  const controls: ReactNode[] = items.map((item) =>
    isNativeFilter(item) ? (
      <FilterControl
        key={item.id}
        filter={item}
        selected={selection.selected}
        onChange={selection.setFilterMask}
        dashboardId={dashboardId}
        missing={selection.missingRequired.has(item.id)}
        horizontal={horizontal}
      />
    ) : item.type === 'DIVIDER' ? (
      <FilterDivider key={item.id} divider={item} horizontal={horizontal} />
    ) : null,
  );
  const Layout = horizontal ? FilterBarHorizontal : FilterBarVertical;
  // the vertical bar keeps the filters out of scope of the tabs shown in a section of their own
  const apart = horizontal ? [] : items.flatMap((item, i) => (outOfScope.has(item.id) ? [i] : []));
  return (
    <Layout
      controls={apart.length ? controls.filter((_, i) => !apart.includes(i)) : controls}
      outOfScope={apart.map((i) => controls[i])}
      crossFilters={crossFilters.length > 0 && <CrossFilters horizontal={horizontal} />}
      empty={items.length === 0}
      actions={<FilterBarActions selection={selection} horizontal={horizontal} />}
      onEditFilters={onEditFilters}
      settings={settings}
      labels={items.map((item) => ({
        name: isNativeFilter(item) ? item.name : (item.title ?? ''),
        applied: isNativeFilter(item) && hasFilterValue(dataMask[item.id]?.filterState?.value),
      }))}
      filterSets={
        horizontal || !items.some(isNativeFilter)
          ? undefined
          : {
              dashboardId,
              items,
              dataMask,
              onApply,
              pendingChanges: filterSelection.changed.length > 0,
            }
      }
    />
  );
}

/**
 * The layout beside (vertical) or below (horizontal) the bar, and the dialog the bar opens;
 * without a bar (edit mode hides it), the layout alone, at the same place in the tree: showing
 * or hiding the bar draws none of the layout again.
 */
export function WithFilterBar({
  bar,
  orientation,
  dialog,
  children,
}: {
  bar: ReactNode;
  orientation: FilterBarOrientation;
  dialog?: ReactNode;
  children: ReactNode;
}) {
  const beside = Boolean(bar) && orientation !== 'HORIZONTAL';
  return (
    <div style={beside ? { display: 'flex', gap: 16, alignItems: 'flex-start' } : undefined}>
      {beside ? <div style={{ paddingTop: 16, alignSelf: 'stretch' }}>{bar}</div> : bar}
      <div style={beside ? { flex: 1, minWidth: 0 } : undefined}>{children}</div>
      {dialog}
    </div>
  );
}
