/**
 * Serves the built web app from the same port: hashed assets under /static/, and
 * index.html for every client route, with the bootstrap data and, like Superset's pages, the
 * session's CSRF token inlined (the sign-in page's own token for an anonymous visitor),
 * plus what the page starts loading at once (webPreloads.ts: its code's modules, and
 * explore's state; dashboardOpening.ts: a dashboard page's dashboard, charts and datasets);
 * SQL Lab's page also answers the form post that opens a query in it (sqlLab/formPost.ts), and
 * a dashboard permalink's page sends on to its dashboard (dashboard/permalinkPage.ts). Unknown
 * API paths answer a JSON 404; anonymous visitors of app pages go to the sign-in page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BootstrapData } from '@tessera/core';
import type { Services } from '../services/index.js';
import { bootstrapData } from '../services/bootstrap.js';
import { registerSqlLabFormPost } from './sqlLab/formPost.js';
import { exploreOpening, pagePreloads } from './webPreloads.js';
import { dashboardOpening } from './dashboardOpening.js';
import { dashboardPermalinkTarget } from './dashboard/permalinkPage.js';
import { loginCsrfToken } from './security/sessionCookie.js';

const PLACEHOLDER = '<!--tessera-bootstrap-->';
const LOGIN_PAGES = new Set(['/login/', '/login']);

/**
 * JSON for a `<script type="application/json">` element, safe for every string in it: `<`
 * (so no `</script>` or `<!--` can end or change the element), `>`, `&` and the line
 * separators U+2028 / U+2029 are written as JSON escapes, which read back the same.
 */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * `html` with its first `marker` replaced by `insert` taken literally. (`String.replace` with
 * a string reads `$&`, `$'`, `` $` `` and `$1` in it as patterns: a chart named `$'` would
 * copy the rest of the page into its JSON.)
 */
function insertAt(html: string, marker: string, insert: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + insert + html.slice(at + marker.length);
}

export async function registerWebApp(
  app: FastifyInstance,
  services: Services,
  webDist: string | undefined,
) {
  const indexPath = webDist ? join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const preloads = webDist && indexHtml ? pagePreloads(webDist) : undefined;
  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: join(webDist, 'static'),
      prefix: '/static/',
      index: false,
      wildcard: true,
      immutable: true,
      maxAge: '365d',
      // the build writes .br and .gz copies of the assets (scripts/build.mjs)
      preCompressed: true,
    });
  } else {
    app.log.warn('The web app is not built (run `npm run build`); pages answer 503.');
  }

  const servePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status = 200,
    bootstrap: Partial<BootstrapData> = {},
  ) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built: run `npm run build`.');
    }
    const cut = request.url.indexOf('?');
    const path = cut < 0 ? request.url : request.url.slice(0, cut);
    const search = cut < 0 ? '' : request.url.slice(cut);
    const data = { ...(await bootstrapData(services.ctx, request.principal)), ...bootstrap };
    // the session's CSRF token; on the sign-in page of an anonymous visitor, the sign-in's
    const csrfToken =
      request.csrfSecret ??
      (!request.principal && LOGIN_PAGES.has(path) ? loginCsrfToken(request, reply) : null);
    const csrf = csrfToken
      ? `<input type="hidden" id="csrf_token" name="csrf_token" value="${escapeAttribute(csrfToken)}">`
      : '';
    const explore = await exploreOpening(app, request, path, search);
    const exploreScript = (id: string, query: string, json: unknown) =>
      json === undefined
        ? ''
        : `<script id="${id}" type="application/json" data-query="${escapeAttribute(query)}">${inlineJson(json)}</script>`;
    const exploreScripts = explore
      ? exploreScript('explore-state', explore.query, explore.state) +
        exploreScript('explore-opening-query', explore.query, explore.chartQuery)
      : '';
    const dashboard = await dashboardOpening(app, request, path, search);
    const dashboardScript = (id: string, json: unknown) =>
      dashboard && json !== undefined
        ? `<script id="${id}" type="application/json" data-id="${escapeAttribute(dashboard.idOrSlug)}">${inlineJson(json)}</script>`
        : '';
    const dashboardScripts =
      dashboardScript('dashboard-state', dashboard?.state) +
      dashboardScript('dashboard-opening-queries', dashboard?.queries);
    // The page's modules after the entry script's own, so that the entry arrives first.
    const preloadLinks = preloads?.linksFor(
      path,
      Boolean(request.principal),
      explore ? [explore.vizType ?? ''] : (dashboard?.vizTypes ?? []),
    );
    const withData = insertAt(
      indexHtml,
      PLACEHOLDER,
      `<script id="bootstrap-data" type="application/json">${inlineJson(data)}</script>${csrf}${exploreScripts}${dashboardScripts}`,
    );
    const html = insertAt(withData, '</head>', `${preloadLinks ?? ''}</head>`);
    return reply.status(status).header('cache-control', 'no-store').type('text/html').send(html);
  };

  app.get('/', { config: { public: true }, schema: { hide: true } }, (request, reply) =>
    reply.redirect(request.principal ? '/superset/welcome/' : '/login/'),
  );

  // SQL Lab entered by a form post (explore's "View in SQL Lab"): the page with what was posted
  registerSqlLabFormPost(app, (request, reply, bootstrap) =>
    servePage(request, reply, 200, bootstrap),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/static/');
    if (isApi || request.method !== 'GET') return reply.status(404).send({ message: 'Not found' });
    if (!request.principal && !LOGIN_PAGES.has(path)) {
      return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`);
    }
    // a dashboard permalink's page sends on to the dashboard, or is not found
    const search = request.url.slice(path.length);
    const permalink = await dashboardPermalinkTarget(services, request, path, search);
    if (permalink) return reply.redirect(permalink);
    return servePage(request, reply, permalink === null ? 404 : 200);
  });
}
