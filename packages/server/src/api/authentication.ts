/**
 * Identifies the user behind each request (session cookie or Bearer access token, each
 * checked against revocation: services/auth.ts) and enforces the route's access rules:
 * sign-in under /api and /superset unless public, CSRF on cookie-authenticated mutations (and
 * on the legacy GETs that change state, unless the browser says the request is same-origin),
 * admin-only routes and permission pairs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../errors.js';
import { can, isAdminPrincipal } from '../security/principal.js';
import type { Services } from '../services/index.js';
import { requestOrigin } from '../security/requestOrigin.js';
import { GUARDED_PREFIX, SESSION_COOKIE } from './routeConfig.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STATIC_PREFIX = '/static/';

async function identify(request: FastifyRequest, services: Services): Promise<void> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const signedIn = await services.auth.principalOf(header.slice(7).trim(), 'access');
    if (!signedIn) return;
    request.principal = signedIn.principal;
    request.authVia = 'bearer';
    return;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return;
  const signedIn = await services.auth.principalOf(cookie, 'session');
  if (!signedIn) return;
  request.principal = signedIn.principal;
  request.authVia = 'cookie';
  request.csrfSecret = signedIn.claims.csrf ?? null;
}

/** The CSRF check of a cookie-signed request: the session's token in X-CSRFToken. */
function checkCsrfHeader(request: FastifyRequest): void {
  const token = request.headers['x-csrftoken'];
  if (!token) throw new BadRequestError('The CSRF token is missing.');
  if (token !== request.csrfSecret) throw new BadRequestError('The CSRF token is invalid.');
}

/** Whether the request falls under the sign-in rule (unmatched GETs outside /api are pages). */
function isGuarded(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0];
  if (!GUARDED_PREFIX.test(path)) return false;
  const matched = request.routeOptions.url !== undefined;
  return matched || path.startsWith('/api') || !SAFE_METHODS.has(request.method);
}

export function registerAuthentication(app: FastifyInstance, services: Services): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('csrfSecret', null);

  app.addHook('onRequest', async (request) => {
    // the web app's assets are public: no session to look up for each of a page's scripts
    if (request.url.startsWith(STATIC_PREFIX)) return;
    await identify(request, services);
    const config = request.routeOptions.config ?? {};
    if (config.public || !isGuarded(request)) return;
    const principal = request.principal;
    if (!principal) throw new UnauthorizedError();
    if (request.authVia === 'cookie') {
      if (!SAFE_METHODS.has(request.method) && !config.csrfExempt) checkCsrfHeader(request);
      // a GET that changes state: from this site's pages only
      else if (config.changesState && requestOrigin(request) !== 'same') checkCsrfHeader(request);
    }
    if (config.adminOnly && !isAdminPrincipal(principal)) throw new ForbiddenError();
    if (config.permission && !can(principal, config.permission[0], config.permission[1])) {
      throw new ForbiddenError();
    }
  });
}
