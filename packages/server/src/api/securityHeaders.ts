/**
 * Security headers on every answer (@fastify/helmet), after Superset's default Talisman
 * policy: a Content-Security-Policy under which the web app runs with no inline script (its
 * JSON data scripts are not run; antd, CodeMirror and ECharts add inline styles, so styles
 * may be inline), no framing by other sites (`frame-ancestors 'self'`, X-Frame-Options
 * SAMEORIGIN), `nosniff`, a referrer policy, and HSTS on answers to HTTPS requests (directly,
 * or through a proxy named in TESSERA_TRUSTED_PROXIES).
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // 'self' takes the /ws WebSocket in too
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // set below, only on answers to HTTPS requests
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
