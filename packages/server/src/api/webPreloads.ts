/**
 * What a page served from index.html starts loading before its entry script runs: the
 * modules of the page's code (from Vite's build manifest, `dist/.vite/manifest.json`) as
 * `<link rel="modulepreload">`, and, for the explore page, the explore state the URL names,
 * inlined as the answer `GET /api/v1/explore/` gives (the page then needs no request for it),
 * with the body of the chart data request the page sends when it opens (the page sends it at
 * once instead of after the chart types' code has loaded).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EXPLORE_PAGE_PATH,
  dashboardIdOrSlug,
  exploreApiQuery,
  hasExploreTarget,
  parseExploreUrl,
} from '@tessera/core';
import {
  initialFormData,
  openingChartQuery,
  rendererModules,
  type OpeningChartQuery,
  type OpeningExplore,
} from '@tessera/charts/opening';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The web app's page modules (keys of the build manifest). */
const SIGNED_IN_APP = 'src/app/SignedInApp.tsx';
const LOGIN_PAGE = 'src/app/LoginPage.tsx';
const EXPLORE_PAGE = 'src/explore/ExplorePage.tsx';
const DASHBOARD_PAGE = 'src/dashboard/DashboardPage.tsx';
/** The charts package's sources, as the web build's manifest names them. */
const CHARTS_SRC = '../charts/src/';

function readManifest(webDist: string): Manifest | undefined {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The files of a chunk and of everything it imports statically. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

export interface PagePreloads {
  /**
   * The modulepreload links for a page at this path; on explore and dashboards, with the
   * renderers of the chart types it opens first, when those are known.
   */
  linksFor(path: string, signedIn: boolean, vizTypes?: readonly string[]): string;
}

/** Reads the manifest once; pages get the chunks their entry does not already list. */
export function pagePreloads(webDist: string): PagePreloads {
  const manifest = readManifest(webDist);
  if (!manifest) return { linksFor: () => '' };
  const inEntry = chunkFiles(manifest, 'index.html');
  // Low priority: over HTTP/1.1 the browser has 6 connections to the server, and a page's
  // chart data requests (sent by the entry, after these links are read) go out before the
  // page's own modules rather than behind a hundred of them.
  const links = (keys: string[]) => {
    const files = new Set<string>();
    for (const key of keys) chunkFiles(manifest, key, files);
    return [...files]
      .filter((f) => !inEntry.has(f))
      .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)
      .join('');
  };
  const login = links([LOGIN_PAGE]);
  const app = links([SIGNED_IN_APP]);
  const known = new Map<string, string>();
  /**
   * A page's links with the renderers of these chart types (in the order the page shows them):
   * the first two types' renderers (the page draws its first two charts with its first
   * drawing), then the page's own code, then the other renderers.
   */
  const pageLinks = (page: string, vizTypes: readonly string[]) => {
    // only the registry's chart types whose renderers the build has: the keys stay few
    const renderers = new Map<string, string[]>();
    for (const vizType of vizTypes) {
      const modules = rendererModules(vizType);
      const keys = modules
        ? [`${CHARTS_SRC}${modules.chart}`, `${CHARTS_SRC}${modules.transformProps}`]
        : [];
      if (keys.length && keys.every((key) => key in manifest)) renderers.set(vizType, keys);
    }
    const cacheKey = `${page} ${[...renderers.keys()].sort().join(' ')}`;
    let found = known.get(cacheKey);
    if (found === undefined) {
      const [first = [], second = [], ...others] = [...renderers.values()];
      found = links([...first, ...second, SIGNED_IN_APP, page, ...others.flat()]);
      known.set(cacheKey, found);
    }
    return found;
  };
  return {
    linksFor(path, signedIn, vizTypes = []) {
      if (!signedIn) return /^\/login\/?$/.test(path) ? login : '';
      if (EXPLORE_PAGE_PATH.test(path)) return pageLinks(EXPLORE_PAGE, vizTypes);
      if (dashboardIdOrSlug(path) !== undefined) return pageLinks(DASHBOARD_PAGE, vizTypes);
      return app;
    },
  };
}

/** What an explore page opens, put in the page it is served in. */
export interface ExploreOpening {
  /** The query string of `GET /api/v1/explore/` for the page's URL. */
  query: string;
  /** That API's answer (when it answered). */
  state?: { result: OpeningExplore };
  /** The chart data request the page sends when it opens (none when it sends none). */
  chartQuery?: OpeningChartQuery['request'];
  /** The chart type the page opens, as the page works it out (unknown without a state). */
  vizType?: string;
}

/**
 * What the explore page at this path opens: the explore state (the `GET /api/v1/explore/`
 * answer, run in-process with the visitor's credentials; left out when the API refuses, the
 * page then asks itself and shows the error), the chart data request the page sends when it
 * opens that state, and its chart type. Undefined elsewhere.
 */
export async function exploreOpening(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  search: string,
): Promise<ExploreOpening | undefined> {
  if (!request.principal || !EXPLORE_PAGE_PATH.test(path)) return undefined;
  const url = parseExploreUrl(path, search);
  const urlVizType = url.vizType ?? url.formData?.viz_type;
  const named = typeof urlVizType === 'string' ? urlVizType : undefined;
  if (!hasExploreTarget(url)) return { query: '', vizType: named };
  const query = exploreApiQuery(url);
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'authorization', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await app.inject({ method: 'GET', url: `/api/v1/explore/?${query}`, headers });
  if (answer.statusCode !== 200) return { query, vizType: named };
  const state = answer.json<{ result: OpeningExplore }>();
  try {
    const opening = openingChartQuery(state.result, url);
    return { query, state, chartQuery: opening.request, vizType: opening.vizType };
  } catch (e) {
    // the page works it out itself and shows what is wrong
    request.log.warn({ err: e }, 'the explore page opening query could not be built');
    return { query, state, vizType: initialFormData(state.result, url).viz_type };
  }
}
