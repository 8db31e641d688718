/**
 * Opens the explore state the URL names (GET /api/v1/explore/, exploreApi's `exploreState`):
 * the one a page load prefetched (at once when it is at hand), else a fresh request.
 */
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ExploreResult } from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { exploreApi } from '../api/exploreApi';
import { readyExplore, takePrefetchedExplore } from '../api/exploreState';
import type { AppDispatch } from '../store/store';
import { exploreApiQuery, hasExploreTarget, type ExploreUrlState } from './exploreUrl';

export type ExploreLoad =
  | { status: 'loading' }
  | { status: 'missing_params' }
  | { status: 'error'; error: ApiErrorInfo }
  | { status: 'ready'; explore: ExploreResult };

export function useExploreLoad(url: ExploreUrlState, reloadKey: string): ExploreLoad {
  const dispatch = useDispatch<AppDispatch>();
  const target = hasExploreTarget(url);
  const [loaded, setLoaded] = useState<{ key: string; load: ExploreLoad } | null>(() => {
    const ready = target ? readyExplore(exploreApiQuery(url)) : undefined;
    return ready ? { key: reloadKey, load: { status: 'ready', explore: ready } } : null;
  });
  useEffect(() => {
    if (!target) return;
    const query = exploreApiQuery(url);
    if (loaded?.key === reloadKey) {
      takePrefetchedExplore(query); // opened in the first render: the prefetched one is done
      return;
    }
    // The request takes the prefetched state when the page load started it.
    const request = dispatch(
      exploreApi.endpoints.exploreState.initiate(query, { subscribe: false, forceRefetch: true }),
    );
    let live = true;
    request.unwrap().then(
      (explore) => {
        if (live) setLoaded({ key: reloadKey, load: { status: 'ready', explore } });
      },
      (e: unknown) => {
        if (live)
          setLoaded({ key: reloadKey, load: { status: 'error', error: toApiErrorInfo(e) } });
      },
    );
    return () => {
      live = false;
      request.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadKey]);
  if (!target) return { status: 'missing_params' };
  return loaded?.key === reloadKey ? loaded.load : { status: 'loading' };
}
