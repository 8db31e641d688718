/**
 * Per-route access rules, read by the authentication hook:
 * `public` routes need no sign-in; `permission` names the (permission, view) pair the
 * signed-in user must hold; `csrfExempt` routes take cookie-authenticated mutations
 * without the X-CSRFToken header (sign-in, beacons).
 */
import type { Principal } from '../security/principal.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    permission?: readonly [permission: string, view: string];
    csrfExempt?: boolean;
    /** Admin-only (a role named admin), beyond any permission. */
    adminOnly?: boolean;
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
