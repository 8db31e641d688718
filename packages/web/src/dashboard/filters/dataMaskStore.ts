/**
 * The dashboard's applied data mask (Superset's `dataMask` state), one store per dashboard
 * page: each native filter's part, set when the bar's selection is applied (or when the page
 * opens, from the defaults, a permalink or the address), and each cross-filtering chart's part.
 * A change hands out a new mask only when a part's filtering changed, so that only the charts
 * whose form data changed are asked again (the chart query store dedupes the rest).
 */
import type { DashboardDataMask, DataMask } from '@tessera/core';

const same = (a: DataMask | undefined, b: DataMask | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export class DataMaskStore {
  private mask: DashboardDataMask;
  private readonly listeners = new Set<() => void>();

  constructor(initial: DashboardDataMask = {}) {
    this.mask = initial;
  }

  /** The mask as it is (the same object until it changes). */
  get = (): DashboardDataMask => this.mask;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sets these parts (filter or chart ids → part); answers whether anything changed. */
  update(parts: DashboardDataMask): boolean {
    const changed = Object.entries(parts).filter(([id, part]) => !same(this.mask[id], part));
    if (!changed.length) return false;
    this.mask = { ...this.mask, ...Object.fromEntries(changed) };
    this.listeners.forEach((listener) => listener());
    return true;
  }

  /** Takes a whole mask (the page's opening one); answers whether anything changed. */
  replace(mask: DashboardDataMask): boolean {
    if (JSON.stringify(mask) === JSON.stringify(this.mask)) return false;
    this.mask = mask;
    this.listeners.forEach((listener) => listener());
    return true;
  }

  /**
   * Sets a chart's cross-filter (its part's `extraFormData` and `filterState`, its own state
   * kept); a mask that filters nothing, or none, clears it.
   */
  setCrossFilter(chartId: number, mask: DataMask | null): boolean {
    const id = String(chartId);
    const { extraFormData: _extra, filterState: _state, ...kept } = this.mask[id] ?? {};
    const filters = mask?.extraFormData?.filters ?? [];
    if (!filters.length) {
      if (!(id in this.mask)) return false;
      if (!Object.keys(kept).length) return this.remove(id);
      return this.update({ [id]: kept });
    }
    return this.update({
      [id]: { ...kept, extraFormData: { filters }, filterState: mask?.filterState },
    });
  }

  /** Takes a chart's part out (a cross-filter cleared). */
  remove(id: string): boolean {
    if (!(id in this.mask)) return false;
    const { [id]: _removed, ...rest } = this.mask;
    this.mask = rest;
    this.listeners.forEach((listener) => listener());
    return true;
  }
}
