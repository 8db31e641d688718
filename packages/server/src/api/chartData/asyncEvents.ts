/**
 * Async query events (superset-api.md §5), with GLOBAL_ASYNC_QUERIES on:
 * - every response to a signed-in user carries the `async-token` cookie (its channel);
 * - `GET /api/v1/async_event/?last_id=` answers the channel's events after `last_id`
 *   (401 without a valid cookie);
 * - the WebSocket at `/ws` (Superset's sidecar, served in-process) checks the same cookie
 *   on upgrade, replays the events after `?last_id=`, then pushes each new event as a JSON
 *   text frame.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AsyncEvent } from '@tessera/core';
import { AsyncEventsResponse } from '@tessera/core';
import { BadRequestError, UnauthorizedError } from '../../errors.js';
import { compareEventIds, isEventId } from '../../jobs/asyncEvents.js';
import { ASYNC_TOKEN_COOKIE, type AsyncChannel } from '../../jobs/asyncToken.js';
import type { Services } from '../../services/index.js';
import { cookieOptions } from '../security/sessionCookie.js';

const tags = ['Async events'];
/** Superset's websocket sidecar path is configurable; Tessera serves it here. */
export const ASYNC_EVENTS_WEBSOCKET_PATH = '/ws';

/** The channel chosen for each request (so the cookie is set once). */
const channels = new WeakMap<FastifyRequest, AsyncChannel>();

/**
 * The request's async channel: the cookie's when it is valid and the same user's,
 * else a new one whose cookie is set on the reply.
 */
export async function asyncChannelFor(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AsyncChannel> {
  const known = channels.get(request);
  if (known) return known;
  const tokens = services.asyncQueries.tokens;
  const userId = request.principal?.id ?? null;
  const current = await tokens.verify(request.cookies[ASYNC_TOKEN_COOKIE]);
  if (current && current.userId === userId) {
    channels.set(request, current);
    return current;
  }
  const channel = tokens.newChannel(userId);
  channels.set(request, channel);
  const token = await tokens.sign(channel);
  reply.setCookie(ASYNC_TOKEN_COOKIE, token, cookieOptions(request, tokens.lifetimeSeconds));
  return channel;
}

async function channelOfCookie(services: Services, request: FastifyRequest) {
  const channel = await services.asyncQueries.tokens.verify(request.cookies[ASYNC_TOKEN_COOKIE]);
  if (!channel) throw new UnauthorizedError();
  return channel;
}

const LastId = z.object({ last_id: z.string().optional() });

function lastIdOf(value: string | undefined): string | null {
  if (!value) return null;
  if (!isEventId(value)) throw new BadRequestError('last_id must be an event id (<ms>-<seq>)');
  return value;
}

export function registerAsyncEventRoutes(app: FastifyInstance, services: Services): void {
  const asyncQueries = services.asyncQueries;
  if (asyncQueries.enabled) {
    // Runs after @fastify/cookie's own onSend, so the cookie is written here directly.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.principal || channels.has(request)) return payload;
      const tokens = asyncQueries.tokens;
      const current = await tokens.verify(request.cookies[ASYNC_TOKEN_COOKIE]);
      if (current && current.userId === request.principal.id) return payload;
      const channel = tokens.newChannel(request.principal.id);
      channels.set(request, channel);
      const cookie = app.serializeCookie(
        ASYNC_TOKEN_COOKIE,
        await tokens.sign(channel),
        cookieOptions(request, tokens.lifetimeSeconds),
      );
      const existing = reply.getHeader('set-cookie');
      const others = existing === undefined ? [] : [existing].flat().map(String);
      reply.header('set-cookie', others.length ? [...others, cookie] : cookie);
      return payload;
    });
  }

  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/async_event/', {
    config: { permission: ['can_read', 'AsyncEventsRestApi'] },
    schema: {
      tags,
      summary: "Events of the async-token cookie's channel after last_id",
      querystring: LastId,
      response: { 200: AsyncEventsResponse },
    },
    handler: async (request) => {
      const channel = await channelOfCookie(services, request);
      const lastId = lastIdOf(request.query.last_id);
      return { result: await asyncQueries.events.read(channel.channel, lastId) };
    },
  });

  app.get(
    ASYNC_EVENTS_WEBSOCKET_PATH,
    {
      websocket: true,
      config: { public: true },
      schema: { hide: true },
      preValidation: async (request, reply) => {
        const channel = await asyncQueries.tokens.verify(request.cookies[ASYNC_TOKEN_COOKIE]);
        if (!channel) return reply.code(401).send({ message: 'Not authorized' });
        channels.set(request, channel);
      },
    },
    async (socket, request) => {
      const channel = channels.get(request)!;
      const query = request.query as { last_id?: string };
      let lastSent = query.last_id && isEventId(query.last_id) ? query.last_id : null;
      const queued: AsyncEvent[] = [];
      let replaying = true;
      const send = (event: AsyncEvent) => {
        if (lastSent && compareEventIds(event.id, lastSent) <= 0) return;
        lastSent = event.id;
        socket.send(JSON.stringify(event));
      };
      const unsubscribe = await asyncQueries.events.subscribe(channel.channel, (event) => {
        if (replaying) queued.push(event);
        else send(event);
      });
      socket.on('close', unsubscribe);
      try {
        for (;;) {
          const page = await asyncQueries.events.read(channel.channel, lastSent);
          page.forEach(send);
          if (page.length === 0) break;
        }
      } finally {
        replaying = false;
        queued.splice(0).forEach(send);
      }
    },
  );
}
