/**
 * The browser's cookies: the session (a signed token, HttpOnly, SameSite=Lax, Secure when
 * the request came over HTTPS, directly or through a trusted proxy) and the sign-in page's
 * CSRF token (`login_csrf`), which a sign-in form post must send back (login CSRF).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../routeConfig.js';

export const LOGIN_CSRF_COOKIE = 'login_csrf';

/** Options of every cookie Tessera sets: HttpOnly, SameSite=Lax, Secure over HTTPS. */
export function cookieOptions(request: FastifyRequest, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge,
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, maxAgeSeconds));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', secure: request.protocol === 'https' });
}

/**
 * The sign-in page's CSRF token: the one its cookie holds, else a new one set in the cookie
 * (for a day: the page must stay usable while it is open).
 */
export function loginCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[LOGIN_CSRF_COOKIE];
  if (current && /^[A-Za-z0-9_-]{32}$/.test(current)) return current;
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(LOGIN_CSRF_COOKIE, token, cookieOptions(request, 24 * 3600));
  return token;
}

export function clearLoginCsrf(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[LOGIN_CSRF_COOKIE]) {
    reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/', secure: request.protocol === 'https' });
  }
}

/** Whether `given` is the token this browser's sign-in page was given. */
export function isLoginCsrfToken(request: FastifyRequest, given: string): boolean {
  const expected = request.cookies[LOGIN_CSRF_COOKIE];
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
