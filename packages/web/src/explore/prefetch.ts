/**
 * An explore page load starts its work at once, before React reaches the page: the page's
 * code, the explore state the URL names and then the renderer of its chart type load side by
 * side instead of one after another, and the chart's opening request is sent. The server puts
 * the explore state and the opening request's body in the page it serves (`explore-state` and
 * `explore-opening-query` scripts), so that the state needs no request and the chart's
 * request leaves as soon as this runs; without them, the state is fetched and the body worked
 * out once the chart types' code is in (openingQuery.ts). The page takes the state and the
 * request's answer (once each) instead of asking again. Kept small: the entry chunk carries it.
 */
import { loadChartRenderer } from '@tessera/charts/renderers';
import { apiRequest } from '../api/client';
import { postChartData } from './chartDataRequest';
import {
  EXPLORE_PAGE_PATH,
  exploreApiQuery,
  hasExploreTarget,
  parseExploreUrl,
} from './exploreUrl';
import { startOpeningRequest } from './openingRequest';
import type { ExploreResponse } from './types';

/** The JSON of a script the server put in the page for this explore query. */
function inlined<T>(id: string, query: string): T | undefined {
  const script = document.getElementById(id);
  if (!script || script.dataset.query !== query) return undefined;
  try {
    return JSON.parse(script.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

interface InlinedOpeningQuery {
  body: unknown;
  sliceId: number | null;
}

/** Sends the chart's opening request (its code is light: no chart type's code is needed). */
function sendOpeningRequest({ body, sliceId }: InlinedOpeningQuery): void {
  startOpeningRequest(body, sliceId, () => postChartData(body, { sliceId }));
}

let prefetched:
  { query: string; explore: Promise<ExploreResponse>; ready?: ExploreResponse } | undefined;

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
  const state = inlined<{ result: ExploreResponse }>('explore-state', query)?.result;
  const explore = state ? Promise.resolve(state) : fetchExplore(query);
  explore.then((e) => warmRenderer(url.vizType ?? e.form_data.viz_type)).catch(() => undefined);
  if (state) {
    // the server worked out the opening request with the state (none: the page sends none)
    const opening = inlined<InlinedOpeningQuery>('explore-opening-query', query);
    if (opening) sendOpeningRequest(opening);
  } else {
    Promise.all([import('./openingQuery'), explore])
      .then(([opening, e]) => opening.startOpeningQuery(e, url))
      .catch(() => undefined);
  }
  const entry: NonNullable<typeof prefetched> = { query, explore, ready: state };
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
export function readyExplore(query: string): ExploreResponse | undefined {
  return prefetched?.query === query ? prefetched.ready : undefined;
}

/** The state prefetched for this query, handed out once. */
export function takePrefetchedExplore(query: string): Promise<ExploreResponse> | undefined {
  if (prefetched?.query !== query) return undefined;
  const { explore } = prefetched;
  prefetched = undefined;
  return explore;
}
