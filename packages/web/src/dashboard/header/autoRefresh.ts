/**
 * Superset's periodic refresh: the intervals offered, the charts a refresh asks again (all
 * but `timed_refresh_immune_slices`) and when each is asked within one refresh (staggered over
 * `stagger_time`, at least 5 s, unless `stagger_refresh` is false).
 */
import type { DashboardMetadata } from '@tessera/core';

/** Superset's PERIODIC_REFRESH_OPTIONS: seconds, and their label. */
export const REFRESH_INTERVALS: readonly [number, string][] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

/** Superset's default stagger time (ms). */
export const DEFAULT_STAGGER_TIME = 5000;

/** The charts a periodic refresh asks again. */
export function refreshedChartIds(
  chartIds: readonly number[],
  metadata: DashboardMetadata,
): number[] {
  const immune = new Set(metadata.timed_refresh_immune_slices ?? []);
  return chartIds.filter((id) => !immune.has(id));
}

/**
 * When (ms after the refresh starts) each of `count` charts is asked: Superset's `fetchCharts`
 * with an interval of a fifth of the refresh frequency.
 */
export function staggerDelays(
  count: number,
  frequencySeconds: number,
  metadata: DashboardMetadata,
): number[] {
  const interval = frequencySeconds * 1000 * 0.2;
  const refreshTime = Math.max(interval, metadata.stagger_time || DEFAULT_STAGGER_TIME);
  const stagger = metadata.stagger_refresh !== false && count > 1;
  const delay = stagger ? refreshTime / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => delay * i);
}
