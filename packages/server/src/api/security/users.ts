/** `/api/v1/security/users/`: Flask-AppBuilder's users API (admins only). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  RisonQuerystring,
  User,
  UserCreate,
  UserUpdate,
  listResponse,
} from '@tessera/core';
import type { Services } from '../../services/index.js';
import { idAndResult, registerDeleteRoute, registerShowRoute } from '../modelRestApi.js';
import { parseListQuery } from '../rison.js';
import { setSessionCookie } from './sessionCookie.js';

const tags = ['Security Users'];
const LIST_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'roles',
  'last_login',
  'login_count',
  'created_on',
  'changed_on',
];
const ORDER_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'created_on',
  'changed_on',
  'last_login',
];

export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readable = { permission: ['can_read', 'User'] as const };
  const writable = { permission: ['can_write', 'User'] as const };

  r.get('/api/v1/security/users/', {
    config: readable,
    schema: {
      tags,
      summary: 'List users',
      querystring: RisonQuerystring,
      response: { 200: listResponse(User) },
    },
    handler: async (request) => {
      const { count, result } = await services.users.list(parseListQuery(request.query.q));
      return {
        count,
        ids: result.map((u) => u.id),
        result,
        list_columns: LIST_COLUMNS,
        order_columns: ORDER_COLUMNS,
        list_title: 'List Users',
      };
    },
  });

  registerShowRoute(app, {
    url: '/api/v1/security/users/:pk',
    config: readable,
    tags,
    summary: 'Get a user',
    result: User,
    get: (_p, pk) => services.users.get(pk),
  });

  r.post('/api/v1/security/users/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create a user',
      body: UserCreate,
      response: { 201: idAndResult(User) },
    },
    handler: async (request, reply) => {
      const id = await services.users.create(request.body, request.principal!.id);
      return reply.status(201).send({ id, result: await services.users.get(id) });
    },
  });

  r.put('/api/v1/security/users/:pk', {
    config: writable,
    schema: {
      tags,
      summary:
        'Update a user (deactivate with active: false, reset the password with password; ' +
        'either ends all their sessions and tokens)',
      params: IdParams,
      body: UserUpdate,
      response: { 200: idAndResult(User) },
    },
    handler: async (request, reply) => {
      const actor = request.principal!;
      await services.users.update(request.params.pk, request.body, actor.id);
      // A new password ends every session of the user; the browser session that set its own
      // password goes on in a new one (with the same CSRF token).
      if (
        request.body.password !== undefined &&
        request.params.pk === actor.id &&
        request.authVia === 'cookie'
      ) {
        const renewed = await services.auth.renewSession(actor.id, request.csrfSecret ?? undefined);
        if (renewed)
          setSessionCookie(request, reply, renewed.token, services.auth.sessionTtlSeconds);
      }
      return { id: request.params.pk, result: await services.users.get(request.params.pk) };
    },
  });

  registerDeleteRoute(app, {
    url: '/api/v1/security/users/:pk',
    config: writable,
    tags,
    summary: 'Delete a user',
    remove: (p, { pk }) => services.users.delete(pk, p.id),
  });
}
