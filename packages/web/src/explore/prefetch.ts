/**
 * An explore page load starts its work at once, before React reaches the page: the page's
 * code, the explore state the URL names and then the renderer of its chart type load side by
 * side instead of one after another. The page takes the fetched state (once) instead of asking
 * again. Kept small: the entry chunk carries it.
 */
import { loadChartRenderer } from '@tessera/charts/renderers';
import { apiRequest } from '../api/client';
import { exploreApiQuery, hasExploreTarget, parseExploreUrl } from './exploreUrl';
import type { ExploreResponse } from './types';

const EXPLORE_PATH = /^\/(superset\/)?explore(\/p\/[^/]+)?\/?$/;

let prefetched: { query: string; explore: Promise<ExploreResponse> } | undefined;

function warmRenderer(vizType: unknown): void {
  if (typeof vizType === 'string') void loadChartRenderer(vizType)?.catch(() => undefined);
}

/** Starts loading what the explore page at this location needs; false when it is not one. */
export function prefetchExplore(pathname: string, search: string): boolean {
  if (!EXPLORE_PATH.test(pathname)) return false;
  void import('./ExplorePage').catch(() => undefined);
  const url = parseExploreUrl(pathname, search);
  warmRenderer(url.vizType ?? url.formData?.viz_type);
  if (!hasExploreTarget(url)) return true;
  const query = exploreApiQuery(url);
  const explore = apiRequest<{ result: ExploreResponse }>(`/api/v1/explore/?${query}`).then(
    ({ result }) => result,
  );
  explore.then((e) => warmRenderer(url.vizType ?? e.form_data.viz_type)).catch(() => undefined);
  prefetched = { query, explore };
  return true;
}

/** The state prefetched for this query, handed out once. */
export function takePrefetchedExplore(query: string): Promise<ExploreResponse> | undefined {
  if (prefetched?.query !== query) return undefined;
  const { explore } = prefetched;
  prefetched = undefined;
  return explore;
}
