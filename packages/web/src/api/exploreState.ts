/**
 * The explore state (`GET /api/v1/explore/`) and the one a page load starts early
 * (explore/prefetch.ts keeps it here): the page takes that one (once) instead of asking again,
 * at once in its first render when it has come already. Kept light (no RTK Query): the entry
 * chunk carries it; exploreApi.ts's `exploreState` wraps it.
 */
import type { ExploreResult } from '@tessera/core';
import { apiRequest } from './client';

/** The explore state `GET /api/v1/explore/` answers for this query string. */
export async function fetchExplore(query: string, signal?: AbortSignal): Promise<ExploreResult> {
  const { result } = await apiRequest<{ result: ExploreResult }>(`/api/v1/explore/?${query}`, {
    signal,
  });
  return result;
}

let prefetched:
  { query: string; explore: Promise<ExploreResult>; ready?: ExploreResult } | undefined;

/** Keeps the state a page load started for this query (`ready`: the state, when at hand). */
export function keepPrefetchedExplore(
  query: string,
  explore: Promise<ExploreResult>,
  ready?: ExploreResult,
): void {
  const entry: NonNullable<typeof prefetched> = { query, explore, ready };
  explore.then(
    (e) => void (entry.ready = e),
    () => undefined,
  );
  prefetched = entry;
}

/**
 * The prefetched state for this query if it is at hand already (the page then opens it in
 * its first render); it is left to takePrefetchedExplore to hand out.
 */
export function readyExplore(query: string): ExploreResult | undefined {
  return prefetched?.query === query ? prefetched.ready : undefined;
}

/** The state prefetched for this query, handed out once. */
export function takePrefetchedExplore(query: string): Promise<ExploreResult> | undefined {
  if (prefetched?.query !== query) return undefined;
  const { explore } = prefetched;
  prefetched = undefined;
  return explore;
}
