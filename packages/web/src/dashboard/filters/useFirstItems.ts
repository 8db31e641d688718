/**
 * Select filters that default to their first item (Superset's `defaultToFirstItem`, which makes
 * a filter `requiredFirst`): once the page's mask is known, each such filter without a value
 * asks its values and takes the first, applied at once. Until it has, the charts in its scope
 * wait (the page holds them), so that they are not asked twice. Each filter does this once: a
 * later Clear all leaves it empty.
 */
import { useEffect, useRef, useState } from 'react';
import {
  cascadeExtraFormData,
  defaultsToFirstItem,
  hasFilterValue,
  isNativeFilter,
  nativeFilterDataMask,
  type NativeFilter,
  type NativeFilterItem,
} from '@tessera/core';
import type { DataMaskStore } from './dataMaskStore';
import { fetchFilterValues } from './useFilterValues';
import { selectValuesRequest } from './valuesQuery';

const needsFirstItem = (filter: NativeFilter, store: DataMaskStore) =>
  defaultsToFirstItem(filter) && !hasFilterValue(store.get()[filter.id]?.filterState?.value);

/** The ids of the filters still waiting for their first item. */
export function useFirstItems(
  store: DataMaskStore,
  items: readonly NativeFilterItem[],
  dashboardId: number,
  ready: boolean,
): readonly string[] {
  const done = useRef(new Set<string>());
  const inFlight = useRef(new Set<string>());
  const [pending, setPending] = useState<string[]>(() =>
    items.filter(isNativeFilter).flatMap((f) => (needsFirstItem(f, store) ? [f.id] : [])),
  );

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    const waiting = items
      .filter(isNativeFilter)
      .filter((f) => !done.current.has(f.id) && needsFirstItem(f, store));
    for (const filter of waiting) {
      done.current.add(filter.id);
      inFlight.current.add(filter.id);
      const body = selectValuesRequest(filter, {
        dependencies: cascadeExtraFormData(filter, store.get()),
        dashboardId,
      });
      const settle = () => {
        inFlight.current.delete(filter.id);
        if (mounted.current) setPending([...inFlight.current]);
      };
      if (!body) {
        settle();
        continue;
      }
      const column = filter.targets[0]?.column?.name ?? '';
      fetchFilterValues(dashboardId, body)
        .then((rows) => {
          if (rows.length && mounted.current)
            store.update({ [filter.id]: nativeFilterDataMask(filter, [rows[0]![column]]) });
        })
        .catch(() => undefined)
        .finally(settle);
    }
    setPending([...inFlight.current]);
  }, [store, items, dashboardId, ready]);

  return pending;
}
