/**
 * An explore page load starts its work at once, before React reaches the page: the page's
 * code, the explore state the URL names and then the renderer of its chart type load side by
 * side instead of one after another, and the chart's opening query starts as soon as the
 * state and the code to build it are in (openingQuery.ts). The server puts the explore state
 * in the page it serves (an `explore-state` script), so that it needs no request at all. The
 * page takes the state and the query's answer (once each) instead of asking again. Kept
 * small: the entry chunk carries it.
 */
import { loadChartRenderer } from '@tessera/charts/renderers';
import { apiRequest } from '../api/client';
import {
  EXPLORE_PAGE_PATH,
  exploreApiQuery,
  hasExploreTarget,
  parseExploreUrl,
} from './exploreUrl';
import type { ExploreResponse } from './types';

/** The explore state the server put in the page for this query (its `explore-state` script). */
function inlinedExplore(query: string): ExploreResponse | undefined {
  const script = document.getElementById('explore-state');
  if (!script || script.dataset.query !== query) return undefined;
  try {
    return (JSON.parse(script.textContent ?? '') as { result: ExploreResponse }).result;
  } catch {
    return undefined;
  }
}

let prefetched: { query: string; explore: Promise<ExploreResponse> } | undefined;

function warmRenderer(vizType: unknown): void {
  if (typeof vizType === 'string') void loadChartRenderer(vizType)?.catch(() => undefined);
}

/** The explore state `GET /api/v1/explore/` answers for this query string. */
export async function fetchExplore(query: string, signal?: AbortSignal): Promise<ExploreResponse> {
  const { result } = await apiRequest<{ result: ExploreResponse }>(`/api/v1/explore/?${query}`, {
    signal,
  });
  return result;
}

/** Starts loading what the explore page at this location needs (nothing elsewhere). */
export function prefetchExplore(pathname: string, search: string): void {
  if (!EXPLORE_PAGE_PATH.test(pathname)) return;
  void import('./ExplorePage').catch(() => undefined);
  const url = parseExploreUrl(pathname, search);
  warmRenderer(url.vizType ?? url.formData?.viz_type);
  if (!hasExploreTarget(url)) return;
  const query = exploreApiQuery(url);
  const inlined = inlinedExplore(query);
  const explore = inlined ? Promise.resolve(inlined) : fetchExplore(query);
  explore.then((e) => warmRenderer(url.vizType ?? e.form_data.viz_type)).catch(() => undefined);
  Promise.all([import('./openingQuery'), explore])
    .then(([opening, e]) => opening.startOpeningQuery(e, url))
    .catch(() => undefined);
  prefetched = { query, explore };
}

/** The state prefetched for this query, handed out once. */
export function takePrefetchedExplore(query: string): Promise<ExploreResponse> | undefined {
  if (prefetched?.query !== query) return undefined;
  const { explore } = prefetched;
  prefetched = undefined;
  return explore;
}
