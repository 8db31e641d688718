import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** `GET /health` (and Superset's `/healthcheck`): "OK" while the server serves. */
export function registerHealthRoutes(app: FastifyInstance): void {
  for (const url of ['/health', '/healthcheck']) {
    app.get(url, {
      config: { public: true },
      schema: { tags: ['Health'], summary: 'Liveness probe', response: { 200: z.string() } },
      handler: async (_req, reply) => reply.type('text/plain').send('OK'),
    });
  }
}
