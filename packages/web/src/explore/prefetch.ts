/**
 * An explore page load starts its work at once, before React reaches the page: the page's
 * code, the explore state the URL names and then the renderer of its chart type load side by
 * side instead of one after another, and the chart's opening request is sent. The server puts
 * the explore state and the opening request's body in the page it serves (`explore-state` and
 * `explore-opening-query` scripts), so that the state needs no request and the chart's
 * request leaves as soon as this runs; without them, the state is fetched and the body worked
 * out once the chart types' code is in (openingQuery.ts). The page takes the state and the
 * request's answer (once each) instead of asking again (api/exploreState.ts and
 * api/openingRequest.ts keep them). Kept small: the entry chunk carries it.
 */
import type { ExploreResult } from '@tessera/core';
import { loadChartRenderer } from '@tessera/charts/renderers';
import { postChartData } from '../api/chartData';
import { fetchExplore, keepPrefetchedExplore } from '../api/exploreState';
import { startOpeningRequest } from '../api/openingRequest';
import {
  EXPLORE_PAGE_PATH,
  exploreApiQuery,
  hasExploreTarget,
  parseExploreUrl,
} from './exploreUrl';

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

function warmRenderer(vizType: unknown): void {
  if (typeof vizType === 'string') void loadChartRenderer(vizType)?.catch(() => undefined);
}

/** Starts loading what the explore page at this location needs (nothing elsewhere). */
export function prefetchExplore(pathname: string, search: string): void {
  if (!EXPLORE_PAGE_PATH.test(pathname)) return;
  void import('./ExplorePage').catch(() => undefined);
  const url = parseExploreUrl(pathname, search);
  warmRenderer(url.vizType ?? url.formData?.viz_type);
  if (!hasExploreTarget(url)) return;
  const query = exploreApiQuery(url);
  const state = inlined<{ result: ExploreResult }>('explore-state', query)?.result;
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
  keepPrefetchedExplore(query, explore, state);
}
