/** Sign-in routes: API tokens (Superset's shapes), the browser session, CSRF token, sign-out. */
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
} from '@tessera/core';
import { randomBytes } from 'node:crypto';
import { BadRequestError, UnauthorizedError } from '../../errors.js';
import type { Services } from '../../services/index.js';
import { SESSION_COOKIE } from '../routeConfig.js';

const tags = ['Security'];

function safeNext(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/security/login', {
    config: { public: true, csrfExempt: true },
    schema: {
      tags,
      summary: 'Sign in and get JWT access (and refresh) tokens',
      body: LoginRequest,
      response: { 200: LoginResponse, 401: MessageErrorResponse, 429: MessageErrorResponse },
    },
    handler: async (request) => {
      const { username, password, provider, refresh } = request.body;
      if (provider !== 'db') throw new BadRequestError(`Provider ${provider} is not enabled`);
      const userId = await services.auth.authenticate(username, password, request.ip);
      return services.auth.issueApiTokens(userId, refresh === true);
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
    const userId = await services.auth.authenticate(
      parsed.data.username,
      parsed.data.password,
      request.ip,
    );
    const { token, csrf } = await services.auth.issueSession(userId);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: services.auth.sessionTtlSeconds,
    });
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      const next = (request.query as { next?: string }).next;
      return reply.redirect(safeNext(next));
    }
    return { result: { csrf_token: csrf } };
  };

  r.post('/login/', {
    config: { public: true, csrfExempt: true },
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
    schema: { tags, summary: 'Browser sign-out: clears the session cookie' },
    handler: async (_request, reply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.redirect('/login/');
    },
  });
}
