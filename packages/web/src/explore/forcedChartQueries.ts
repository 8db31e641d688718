/**
 * How many chart queries this page has forced past the cache (Force refresh). The samples
 * pane reads it, so that samples fetched after a Force refresh go past the cache too
 * (GET /api/v1/dataset/<id>/samples?force=true, spec §7), as Superset's queryForce.
 */
import { useSyncExternalStore } from 'react';

let forced = 0;
const listeners = new Set<() => void>();

/** Notes a chart query sent with force=true. */
export function noteForcedChartQuery(): void {
  forced += 1;
  for (const listener of listeners) listener();
}

export function forcedChartQueries(): number {
  return forced;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count of forced chart queries, re-rendering when it grows. */
export function useForcedChartQueries(): number {
  return useSyncExternalStore(subscribe, forcedChartQueries, forcedChartQueries);
}

const samplesSeen = new Map<number, number>();

/**
 * Whether the dataset's next samples request goes past the cache: true once after each
 * forced chart query (the count is then marked as seen for that dataset).
 */
export function takeSamplesForce(datasetId: number, forcedCount = forced): boolean {
  const seen = samplesSeen.get(datasetId) ?? 0;
  samplesSeen.set(datasetId, forcedCount);
  return forcedCount > seen;
}
