/**
 * Sign-in routes: API tokens (Superset's shapes), the browser session, CSRF token, sign-out.
 * The browser's sign-in takes the sign-in page's CSRF token (login CSRF: another site cannot
 * sign a visitor in to an account of its choosing), sends the person only to a path on this
 * site afterwards, and signing out ends the session on the server, not only in the browser.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CsrfTokenResponse,
  LoginRequest,
  LoginResponse,
  MessageErrorResponse,
  RefreshResponse,
  SessionLoginRequest,
  localPath,
} from '@tessera/core';
import { randomBytes } from 'node:crypto';
import { BadRequestError, UnauthorizedError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { requestOrigin } from '../../security/requestOrigin.js';
import { SESSION_COOKIE } from '../routeConfig.js';
import {
  clearLoginCsrf,
  clearSessionCookie,
  isLoginCsrfToken,
  setSessionCookie,
} from './sessionCookie.js';

const tags = ['Security'];
/** Sign-in bodies are small: a larger one is refused before it is read. */
const SIGN_IN_BODY_LIMIT = 16 * 1024;

function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type);
}

/**
 * Login CSRF: the token sent (X-CSRFToken, or the form's `csrf_token`) must be the sign-in
 * page's (or the current session's). Without one, a form post or a request a browser says
 * came from another site is refused; API clients posting JSON need none.
 */
async function checkLoginCsrf(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  const field = body && typeof body === 'object' ? body.csrf_token : undefined;
  const token = request.headers['x-csrftoken'] ?? field;
  if (token === undefined || token === '') {
    if (isFormPost(request) || requestOrigin(request) === 'cross') {
      throw new BadRequestError('The CSRF token is missing.');
    }
    return;
  }
  const valid =
    typeof token === 'string' && (isLoginCsrfToken(request, token) || token === request.csrfSecret);
  if (!valid) throw new BadRequestError('The CSRF token is invalid.');
}

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/security/login', {
    config: { public: true, csrfExempt: true },
    bodyLimit: SIGN_IN_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Sign in and get JWT access (and refresh) tokens',
      body: LoginRequest,
      response: { 200: LoginResponse, 401: MessageErrorResponse, 429: MessageErrorResponse },
    },
    handler: async (request) => {
      const { username, password, provider, refresh } = request.body;
      if (provider !== 'db') throw new BadRequestError(`Provider ${provider} is not enabled`);
      const user = await services.auth.authenticate(username, password, request.ip);
      return services.auth.issueApiTokens(user, refresh === true);
    },
  });

  r.post('/api/v1/security/refresh', {
    config: { public: true, csrfExempt: true },
    schema: {
      tags,
      summary: 'A new access token from a refresh token',
      response: { 200: RefreshResponse },
    },
    handler: async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer '))
        throw new UnauthorizedError('Missing Authorization Header');
      return services.auth.refresh(header.slice(7).trim());
    },
  });

  r.get('/api/v1/security/csrf_token/', {
    config: { public: true },
    schema: { tags, summary: "The session's CSRF token", response: { 200: CsrfTokenResponse } },
    handler: async (request) => ({
      result: request.csrfSecret ?? randomBytes(24).toString('base64url'),
    }),
  });

  const sessionLogin = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = SessionLoginRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw new BadRequestError('Username and password are required');
    const user = await services.auth.authenticate(
      parsed.data.username,
      parsed.data.password,
      request.ip,
    );
    // a session cookie this browser still holds is replaced: that session ends
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await services.auth.signOut(previous);
    const { token, csrf } = await services.auth.issueSession(user);
    setSessionCookie(request, reply, token, services.auth.sessionTtlSeconds);
    clearLoginCsrf(request, reply);
    if (isFormPost(request)) {
      const next = (request.query as { next?: string }).next;
      return reply.redirect(localPath(next) ?? '/');
    }
    return { result: { csrf_token: csrf } };
  };

  r.post('/login/', {
    config: { public: true, csrfExempt: true },
    bodyLimit: SIGN_IN_BODY_LIMIT,
    preValidation: checkLoginCsrf,
    schema: {
      tags,
      summary: 'Browser sign-in: sets the session cookie',
      body: SessionLoginRequest,
      querystring: z.object({ next: z.string().optional() }),
      response: { 200: z.object({ result: z.object({ csrf_token: z.string() }) }), 302: z.null() },
    },
    handler: sessionLogin,
  });

  r.get('/logout/', {
    config: { public: true },
    schema: { tags, summary: 'Browser sign-out: ends the session and clears its cookie' },
    handler: async (request, reply) => {
      const session = request.cookies[SESSION_COOKIE];
      if (session) await services.auth.signOut(session);
      clearSessionCookie(request, reply);
      return reply.redirect('/login/');
    },
  });
}
