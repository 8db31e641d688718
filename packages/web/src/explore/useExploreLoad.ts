/**
 * Opens the explore state the URL names (GET /api/v1/explore/), applies the URL's own
 * form data and viz type, and keeps the form data under a key the URL then carries.
 */
import { useEffect, useState } from 'react';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { exploreApiQuery, hasExploreTarget, type ExploreUrlState } from './exploreUrl';
import { fetchExplore } from './exploreApi';
import { takePrefetchedExplore } from './prefetch';
import type { ExploreResponse } from './types';

export const DEFAULT_VIZ_TYPE = 'table';

export type ExploreLoad =
  | { status: 'loading' }
  | { status: 'missing_params' }
  | { status: 'error'; error: ApiErrorInfo }
  | { status: 'ready'; explore: ExploreResponse };

/** The form data the page opens with: the server's, then the URL's form_data and viz_type. */
export function initialFormData(explore: ExploreResponse, url: ExploreUrlState): QueryFormData {
  const merged = { ...explore.form_data, ...(url.formData ?? {}) } as QueryFormData;
  merged.datasource = explore.form_data.datasource;
  if (url.vizType) merged.viz_type = url.vizType;
  merged.viz_type ||= DEFAULT_VIZ_TYPE;
  return merged;
}

export function useExploreLoad(url: ExploreUrlState, reloadKey: string): ExploreLoad {
  const [loaded, setLoaded] = useState<{ key: string; load: ExploreLoad } | null>(null);
  const target = hasExploreTarget(url);
  useEffect(() => {
    if (!target) return;
    const abort = new AbortController();
    const query = exploreApiQuery(url);
    (takePrefetchedExplore(query) ?? fetchExplore(query, abort.signal)).then(
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
