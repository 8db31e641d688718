/** The OpenAPI document generated from the routes' zod schemas, and Swagger UI. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { TESSERA_VERSION } from '../version.js';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tessera',
        description: "Tessera's HTTP API (compatible with Apache Superset's)",
        version: TESSERA_VERSION,
      },
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
      security: [{ jwt: [] }, { session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/swagger/v1', uiConfig: { docExpansion: 'list' } });
  app.get('/api/v1/_openapi', {
    config: { public: true },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
}
