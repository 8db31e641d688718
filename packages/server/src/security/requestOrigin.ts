/**
 * Where a browser says a request comes from, against this server's own host: `Sec-Fetch-Site`
 * first (browsers set it and pages cannot), else `Origin`, else `Referer`. Clients that are
 * not browsers send none of them: 'unknown'.
 */
import type { FastifyRequest } from 'fastify';

export type RequestOrigin = 'same' | 'cross' | 'unknown';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sameHost(url: string, host: string): boolean {
  try {
    return new URL(url).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const site = header(request, 'sec-fetch-site');
  if (site === 'same-origin') return 'same';
  if (site === 'same-site' || site === 'cross-site') return 'cross';
  const origin = header(request, 'origin');
  if (origin) return sameHost(origin, request.host) ? 'same' : 'cross';
  const referer = header(request, 'referer');
  if (referer) return sameHost(referer, request.host) ? 'same' : 'cross';
  return 'unknown';
}
