/**
 * What the data mask makes of the dashboard (its filters' scopes, the cross-filters in effect
 * and each chart's form data), held in a store that each component reads a part of: a filter
 * applied or a cross-filter clicked draws again only the components whose part changed (the
 * charts whose form data changed, their indicators, the filter bar), not the whole layout.
 * The dashboard works it out as it renders (`prepare`: the components below read it in the
 * same pass) and tells the others once committed (`publish`).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ActiveCrossFilter, DashboardDataMask, NativeFilterScopes } from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import { useDashboardData } from './DashboardContext';

export interface DashboardMaskSnapshot {
  dataMask: DashboardDataMask;
  /** Per filter and cross-filtering chart, the charts in its scope and those it applies to. */
  filterScopes: NativeFilterScopes;
  /** The cross-filters in effect, in layout order. */
  crossFilters: readonly ActiveCrossFilter[];
  /** Each chart's form data through the mask (the same object while it does not change). */
  formData: ReadonlyMap<number, QueryFormData>;
}

export class DashboardMaskView {
  private snapshot: DashboardMaskSnapshot;
  private published: DashboardMaskSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(initial: DashboardMaskSnapshot) {
    this.snapshot = initial;
    this.published = initial;
  }

  get = (): DashboardMaskSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The snapshot read from now on (while the dashboard renders: no one is told yet). */
  prepare(snapshot: DashboardMaskSnapshot): void {
    this.snapshot = snapshot;
  }

  /** Tells the readers of a snapshot they have not seen (once the dashboard has committed). */
  publish(): void {
    if (this.published === this.snapshot) return;
    this.published = this.snapshot;
    this.listeners.forEach((listener) => listener());
  }
}

/**
 * A part of the dashboard's mask view, followed as it changes: `select` must answer the same
 * value (the same object) while its part does not change.
 */
export function useDashboardMask<T>(select: (snapshot: DashboardMaskSnapshot) => T): T {
  const { mask } = useDashboardData();
  return useSyncExternalStore(mask.subscribe, () => select(mask.get()));
}

/** The chart's form data through the mask (undefined for a chart the dashboard lacks). */
export function useChartFormData(chartId: number): QueryFormData | undefined {
  return useDashboardMask(useCallback((s) => s.formData.get(chartId), [chartId]));
}

export const selectCrossFilters = (s: DashboardMaskSnapshot) => s.crossFilters;
export const selectFilterScopes = (s: DashboardMaskSnapshot) => s.filterScopes;
