/**
 * The body of `PUT /api/v1/dashboard/<pk>/filters` (Superset 4's filter changes): the items
 * added or changed (`modified`, whole), the ids removed (`deleted`) and, when the order is not
 * the saved one, every id in the new order (`reordered`).
 */
import type { DashboardFiltersUpdate, DashboardLayout, NativeFilterItem } from '@tessera/core';
import { itemOf, type ItemDraft } from './filterDraft';

/** Key order aside, whether two JSON values are the same. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

export interface FilterChanges {
  body: DashboardFiltersUpdate;
  /** Whether anything changed at all. */
  changed: boolean;
}

/**
 * What the dialog's items (`kept`: in their new order, without the removed ones) change of
 * the `saved` configuration.
 */
export function filterChanges(
  saved: readonly NativeFilterItem[],
  kept: readonly ItemDraft[],
  layout: DashboardLayout,
): FilterChanges {
  const savedById = new Map(saved.map((item) => [item.id, item]));
  const keptIds = new Set(kept.map((d) => d.id));
  const modified = kept
    .map((draft) => itemOf(draft, layout))
    .filter((item) => !sameJson(item, savedById.get(item.id)));
  const deleted = saved.map((item) => item.id).filter((id) => !keptIds.has(id));
  const order = kept.map((d) => d.id);
  const savedOrder = saved.map((item) => item.id).filter((id) => keptIds.has(id));
  const body: DashboardFiltersUpdate = {
    modified: modified as unknown as NonNullable<DashboardFiltersUpdate['modified']>,
    deleted,
  };
  // New items go at the end unless told otherwise: an order is sent when it is not that.
  const appended = [...savedOrder, ...order.filter((id) => !savedById.has(id))];
  if (order.some((id, i) => appended[i] !== id)) body.reordered = order;
  return {
    body,
    changed: modified.length > 0 || deleted.length > 0 || body.reordered !== undefined,
  };
}
