/**
 * The bar's selection (Superset's `dataMaskSelected`): what the controls show, not applied
 * until Apply. It follows the applied mask where that changes (the page opening, a filter's
 * first item, another tab of the bar), keeps what the person changed elsewhere. Apply is
 * enabled when a filter's value differs from the applied one and no required filter is empty;
 * Clear all empties every filter (to be applied).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  changedFilterIds,
  isNativeFilter,
  nativeFilterDataMask,
  unsetRequiredFilters,
  hasFilterValue,
  type DashboardDataMask,
  type DataMask,
  type NativeFilterItem,
} from '@tessera/core';

export interface FilterSelection {
  selected: DashboardDataMask;
  setFilterMask(id: string, mask: DataMask): void;
  /** The filters whose selection is not applied. */
  changed: string[];
  /** Required filters without a value. */
  missingRequired: Set<string>;
  canApply: boolean;
  canClear: boolean;
  apply(): void;
  clearAll(): void;
}

export function useFilterSelection(
  items: readonly NativeFilterItem[],
  applied: DashboardDataMask,
  onApply: (parts: DashboardDataMask) => void,
): FilterSelection {
  const [selected, setSelected] = useState<DashboardDataMask>(applied);
  const appliedBefore = useRef(applied);
  useEffect(() => {
    const before = appliedBefore.current;
    appliedBefore.current = applied;
    if (before === applied) return;
    // take the parts whose applied value changed
    const moved = changedFilterIds(items, before, applied);
    const added = Object.keys(applied).filter((id) => !(id in before));
    if (!moved.length && !added.length) return;
    setSelected((s) => {
      const next = { ...s };
      for (const id of [...moved, ...added]) next[id] = applied[id]!;
      return next;
    });
  }, [applied, items]);

  const setFilterMask = useCallback(
    (id: string, mask: DataMask) => setSelected((s) => ({ ...s, [id]: mask })),
    [],
  );
  const changed = useMemo(
    () => changedFilterIds(items, applied, selected),
    [items, applied, selected],
  );
  const missingRequired = useMemo(
    () => new Set(unsetRequiredFilters(items, selected).map((f) => f.id)),
    [items, selected],
  );
  const filters = useMemo(() => items.filter(isNativeFilter), [items]);
  const hasValue = (mask: DashboardDataMask) =>
    filters.some((f) => hasFilterValue(mask[f.id]?.filterState?.value));

  const apply = useCallback(() => {
    onApply(Object.fromEntries(changed.map((id) => [id, selected[id]!])));
  }, [changed, selected, onApply]);

  const clearAll = useCallback(
    () =>
      setSelected((s) => {
        const next = { ...s };
        for (const filter of filters) next[filter.id] = nativeFilterDataMask(filter, undefined);
        return next;
      }),
    [filters],
  );

  return {
    selected,
    setFilterMask,
    changed,
    missingRequired,
    canApply: changed.length > 0 && missingRequired.size === 0,
    canClear: hasValue(selected) || hasValue(applied),
    apply,
    clearAll,
  };
}
