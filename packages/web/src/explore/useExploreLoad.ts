/**
 * Opens the explore state the URL names (GET /api/v1/explore/): the one a page load
 * prefetched (at once when it is at hand), else a fresh request.
 */
import { useEffect, useState } from 'react';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { exploreApiQuery, hasExploreTarget, type ExploreUrlState } from './exploreUrl';
import { fetchExplore } from './exploreApi';
import { readyExplore, takePrefetchedExplore } from './prefetch';
import type { ExploreResponse } from './types';

export type ExploreLoad =
  | { status: 'loading' }
  | { status: 'missing_params' }
  | { status: 'error'; error: ApiErrorInfo }
  | { status: 'ready'; explore: ExploreResponse };

export function useExploreLoad(url: ExploreUrlState, reloadKey: string): ExploreLoad {
  const target = hasExploreTarget(url);
  const [loaded, setLoaded] = useState<{ key: string; load: ExploreLoad } | null>(() => {
    const ready = target ? readyExplore(exploreApiQuery(url)) : undefined;
    return ready ? { key: reloadKey, load: { status: 'ready', explore: ready } } : null;
  });
  useEffect(() => {
    if (!target) return;
    const query = exploreApiQuery(url);
    const prefetched = takePrefetchedExplore(query);
    if (loaded?.key === reloadKey) return;
    const abort = new AbortController();
    (prefetched ?? fetchExplore(query, abort.signal)).then(
      (explore) => {
        if (!abort.signal.aborted)
          setLoaded({ key: reloadKey, load: { status: 'ready', explore } });
      },
      (e: unknown) => {
        if (!abort.signal.aborted)
          setLoaded({ key: reloadKey, load: { status: 'error', error: toApiErrorInfo(e) } });
      },
    );
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadKey]);
  if (!target) return { status: 'missing_params' };
  return loaded?.key === reloadKey ? loaded.load : { status: 'loading' };
}
