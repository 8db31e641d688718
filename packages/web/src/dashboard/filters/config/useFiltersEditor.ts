/**
 * The state of the native filters dialog: the drafts in their order, the one shown, the
 * removals waiting their 5,000 ms "Restore filter" window (spec: "Pending native filter
 * removal: 5000 ms"; a removed item leaves the list when it ends, and counts as deleted on
 * Save before that), and the errors once a Save found some (checked again at every change).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NativeFilterItem } from '@tessera/core';
import {
  draftOf,
  moveItem,
  newDividerDraft,
  newFilterDraft,
  newItemId,
  type ItemDraft,
} from './filterDraft';
import { validateItems, type Validation } from './filterValidation';

/** How long a removed item can be restored (ms). */
export const PENDING_REMOVAL_MS = 5000;

export interface FiltersEditorOptions {
  filters: readonly NativeFilterItem[];
  initialFilterId?: string;
  /** The dataset a new filter starts on. */
  defaultDatasetId?: number;
}

/**
 * The items as the dialog opens: the saved ones, or a new filter when there are none
 * (Superset's `createNewOnOpen`).
 */
function opening({ filters, initialFilterId, defaultDatasetId }: FiltersEditorOptions) {
  const drafts: ItemDraft[] = filters.length
    ? filters.map(draftOf)
    : [newFilterDraft(newItemId('NATIVE_FILTER'), defaultDatasetId)];
  const current =
    initialFilterId && drafts.some((d) => d.id === initialFilterId)
      ? initialFilterId
      : drafts[0].id;
  return {
    drafts: Object.fromEntries(drafts.map((d) => [d.id, d])),
    order: drafts.map((d) => d.id),
    current,
  };
}

export function useFiltersEditor(options: FiltersEditorOptions) {
  const { defaultDatasetId } = options;
  const [start] = useState(() => opening(options));
  const [drafts, setDrafts] = useState<Record<string, ItemDraft>>(start.drafts);
  const [order, setOrder] = useState<string[]>(start.order);
  const [current, setCurrent] = useState<string | undefined>(start.current);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  /** The items the last Save checked: their errors show (and go as they are put right). */
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => clearTimeout(timer));
  }, []);

  /** What Save keeps: the items in their order, without the removed ones. */
  const kept = useMemo(
    () => order.filter((id) => !pending.has(id)).map((id) => drafts[id]),
    [order, pending, drafts],
  );
  const errors = useMemo(() => {
    if (!checked.size) return {};
    const found = validateItems(kept).errors;
    return Object.fromEntries(Object.entries(found).filter(([id]) => checked.has(id)));
  }, [checked, kept]);

  const add = useCallback(
    (kind: ItemDraft['kind']) => {
      const id = newItemId(kind);
      const draft = kind === 'DIVIDER' ? newDividerDraft(id) : newFilterDraft(id, defaultDatasetId);
      setDrafts((d) => ({ ...d, [id]: draft }));
      setOrder((o) => [...o, id]);
      setCurrent(id);
      return id;
    },
    [defaultDatasetId],
  );

  const update = useCallback((id: string, change: Partial<ItemDraft>) => {
    setDrafts((d) => (d[id] ? { ...d, [id]: { ...d[id], ...change } as ItemDraft } : d));
  }, []);

  const finish = useCallback((id: string) => {
    timers.current.delete(id);
    setPending((p) => {
      const next = new Set(p);
      next.delete(id);
      return next;
    });
    setOrder((o) => o.filter((x) => x !== id));
  }, []);

  const remove = useCallback(
    (id: string) => {
      setPending((p) => new Set(p).add(id));
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => finish(id), PENDING_REMOVAL_MS),
      );
    },
    [finish],
  );

  const restore = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setPending((p) => {
      const next = new Set(p);
      next.delete(id);
      return next;
    });
  }, []);

  const move = useCallback(
    (from: number, to: number) => setOrder((o) => moveItem(o, from, to)),
    [],
  );

  /** Checks every item from now on; answers the check of the items as they are. */
  const check = useCallback((): Validation => {
    setChecked(new Set(kept.map((d) => d.id)));
    return validateItems(kept);
  }, [kept]);

  return {
    drafts,
    order,
    // An item shown that left the list: the first one left is shown instead.
    current: current !== undefined && order.includes(current) ? current : order[0],
    select: setCurrent,
    pending,
    kept,
    errors,
    add,
    update,
    remove,
    restore,
    move,
    check,
  };
}

export type FiltersEditor = ReturnType<typeof useFiltersEditor>;
