/**
 * The page's data mask: a store (dataMaskStore.ts) that opens with each native filter's
 * default, then the permalink's mask, then the address's (`native_filters_key`, read from
 * `GET /api/v1/dashboard/<pk>/filter_state/<key>`, and the rison `native_filters`); until the
 * key's mask has come the charts wait (`ready`). Each change after that is kept under the
 * address's key (PUT, or POST for a new one: this browser tab's key), which the address then
 * names (replacing the rison form), so that a reload, back and forward find the filters.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  initialDashboardDataMask,
  isNativeFilter,
  type DashboardDataMask,
  type DataMask,
  type NativeFilter,
  type NativeFilterItem,
} from '@tessera/core';
import {
  useCreateDashboardFilterStateMutation,
  useLazyDashboardFilterStateQuery,
  useUpdateDashboardFilterStateMutation,
} from '../../api/dashboardApi';
import { exploreTabId } from '../../explore/exploreBodies';
import { withParams } from '../dashboardUrl';
import { DataMaskStore } from './dataMaskStore';
import {
  dataMaskOfFilterState,
  keyAfterUpdate,
  NATIVE_FILTERS_KEY_PARAM,
  NATIVE_FILTERS_PARAM,
  nativeFiltersKeyOf,
  risonDataMaskOf,
} from './filterStateUrl';
import { useFirstItems } from './useFirstItems';

export interface DashboardDataMaskValue {
  store: DataMaskStore;
  /** The applied mask. */
  dataMask: DashboardDataMask;
  /** False while the mask the address names is being read. */
  ready: boolean;
  /** Filters waiting for their first item (the charts in their scope wait too). */
  pendingFilterIds: readonly string[];
  /** Applies the bar's selection: these filters' parts. */
  apply(parts: DashboardDataMask): void;
  /** Sets (or, with a mask that filters nothing, clears) a chart's cross-filter. */
  setCrossFilter(chartId: number, mask: DataMask | null): void;
}

const UNFOLLOWED = { selectFromResult: () => ({}) };

/** Keeps the mask under the address's key (a new key when there is none or it is gone). */
function useKeepFilterState(dashboardId: number, key: string | undefined) {
  const navigate = useNavigate();
  // the writes' state is not followed: the page is not drawn again as each one goes and comes
  const [create] = useCreateDashboardFilterStateMutation(UNFOLLOWED);
  const [update] = useUpdateDashboardFilterStateMutation(UNFOLLOWED);
  const keyRef = useRef(key);
  const queue = useRef(Promise.resolve());

  return useCallback(
    (mask: DashboardDataMask) => {
      const keep = async () => {
        const write = { id: dashboardId, tabId: exploreTabId(), value: JSON.stringify(mask) };
        let next: string | undefined;
        if (keyRef.current) {
          try {
            const answer = await update({ ...write, key: keyRef.current }).unwrap();
            next = answer.key ?? keyAfterUpdate(answer.message, keyRef.current);
          } catch {
            // gone, or someone else's: a new key
          }
        }
        next ??= (await create(write).unwrap()).key;
        keyRef.current = next;
        const here = window.location;
        const params = { [NATIVE_FILTERS_KEY_PARAM]: next, [NATIVE_FILTERS_PARAM]: null };
        navigate(withParams(here, params), { replace: true });
      };
      // one write at a time, in order; a failure leaves the address as it was
      queue.current = queue.current.then(keep).catch(() => undefined);
    },
    [dashboardId, create, update, navigate],
  );
}

const identity = (filter: NativeFilter) =>
  JSON.stringify([filter.filterType, filter.targets, filter.defaultDataMask]);

/** The parts of the mask the filters, as now configured, keep. */
function keptParts(
  before: readonly NativeFilterItem[],
  after: readonly NativeFilterItem[],
  mask: DashboardDataMask,
): DashboardDataMask {
  const was = new Map(before.filter(isNativeFilter).map((f) => [f.id, identity(f)]));
  const kept = { ...mask };
  for (const filter of after.filter(isNativeFilter))
    if (was.get(filter.id) !== identity(filter)) delete kept[filter.id];
  return kept;
}

export function useDashboardDataMask({
  dashboardId,
  items,
  permalinkDataMask,
}: {
  dashboardId: number;
  items: readonly NativeFilterItem[];
  permalinkDataMask: DashboardDataMask | undefined;
}): DashboardDataMaskValue {
  const [opening] = useState(() => ({
    key: nativeFiltersKeyOf(window.location.search),
    rison: risonDataMaskOf(window.location.search),
  }));
  const [store] = useState(
    () => new DataMaskStore(initialDashboardDataMask(items, [permalinkDataMask, opening.rison])),
  );
  const [ready, setReady] = useState(opening.key === undefined);
  const [readFilterState] = useLazyDashboardFilterStateQuery();

  // the key's mask, under the address's rison one (Superset reads the rison form over the key)
  useEffect(() => {
    if (opening.key === undefined) return undefined;
    let live = true;
    readFilterState({ id: dashboardId, key: opening.key })
      .unwrap()
      .then(
        ({ value }) => {
          if (!live) return;
          const sources = [permalinkDataMask, dataMaskOfFilterState(value), opening.rison];
          store.replace(initialDashboardDataMask(items, sources));
        },
        () => undefined,
      )
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
    // read once, as the page opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the configuration saved: new filters, and those whose type, target or default changed,
  // start from their defaults (Superset's FilterBar); the others keep their values
  const openedWith = useRef(items);
  useEffect(() => {
    const before = openedWith.current;
    if (before === items) return;
    openedWith.current = items;
    store.replace(initialDashboardDataMask(items, [keptParts(before, items, store.get())]));
  }, [items, store]);

  const keep = useKeepFilterState(dashboardId, opening.key);
  useEffect(() => {
    if (!ready) return undefined;
    return store.subscribe(() => keep(store.get()));
  }, [ready, store, keep]);

  const dataMask = useSyncExternalStore(store.subscribe, store.get);
  const pendingFilterIds = useFirstItems(store, items, dashboardId, ready);
  const apply = useCallback((parts: DashboardDataMask) => void store.update(parts), [store]);
  const setCrossFilter = useCallback(
    (chartId: number, mask: DataMask | null) => void store.setCrossFilter(chartId, mask),
    [store],
  );

  return useMemo(
    () => ({ store, dataMask, ready, pendingFilterIds, apply, setCrossFilter }),
    [store, dataMask, ready, pendingFilterIds, apply, setCrossFilter],
  );
}
