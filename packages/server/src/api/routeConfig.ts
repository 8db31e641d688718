/**
 * Per-route access rules, read by the authentication hook:
 * `public` routes need no sign-in; `permission` names the (permission, view) pair the
 * signed-in user must hold; `csrfExempt` routes take cookie-authenticated mutations
 * without the X-CSRFToken header (sign-in, beacons); `changesState` GETs take the CSRF rule.
 */
import type { FastifyContextConfig } from 'fastify';
import type { Principal } from '../security/principal.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    permission?: readonly [permission: string, view: string];
    csrfExempt?: boolean;
    /** Admin-only (a role named admin), beyond any permission. */
    adminOnly?: boolean;
    /**
     * A legacy GET that changes state (`/superset/favstar/.../select/`): a cookie-signed
     * request needs the X-CSRFToken header unless the browser says it is same-origin.
     */
    changesState?: boolean;
  }
  interface FastifyInstance {
    /** Set on SIGTERM: in-flight requests finish and their connections close. */
    draining: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    authVia: 'cookie' | 'bearer' | null;
    csrfSecret: string | null;
  }
}

export const SESSION_COOKIE = 'session';

/** Paths under the sign-in rule; a route elsewhere (health, sign-in page) is public. */
export const GUARDED_PREFIX =
  /^\/(api|superset|datasource|tabstateview|tableschemaview|savedqueryviewapi|kv)(\/|$)/;

/**
 * A route's access rule as the authentication hook enforces it, published on each operation
 * of the OpenAPI document as `x-tessera-access` (api/openapi.ts) so that a client, or the
 * route walk test, reads it from the same config: `public`, else `permission` and/or
 * `adminOnly`, else `signedIn` (any session); `csrfExempt` (the hook asks no token: the route
 * takes none, or checks a form's `csrf_token` field itself) and `changesState` as declared.
 */
export interface RouteAccess {
  public?: true;
  signedIn?: true;
  permission?: readonly [permission: string, view: string];
  adminOnly?: true;
  csrfExempt?: true;
  changesState?: true;
}

export function routeAccess(url: string, config: FastifyContextConfig = {}): RouteAccess {
  const declared: RouteAccess = {
    ...(config.csrfExempt && { csrfExempt: true }),
    ...(config.changesState && { changesState: true }),
  };
  if (config.public || !GUARDED_PREFIX.test(url)) return { public: true, ...declared };
  if (!config.permission && !config.adminOnly) return { signedIn: true, ...declared };
  return {
    ...(config.permission && { permission: config.permission }),
    ...(config.adminOnly && { adminOnly: true }),
    ...declared,
  };
}
