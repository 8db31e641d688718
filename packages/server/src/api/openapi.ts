/**
 * The OpenAPI document generated from the routes' zod schemas, and Swagger UI. Each operation
 * carries its access rule as `x-tessera-access` (api/routeConfig.ts), and public ones an empty
 * `security`.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { TESSERA_VERSION } from '../version.js';
import { routeAccess } from './routeConfig.js';

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
    // each operation carries the access rule the authentication hook enforces on it
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const access = routeAccess(document.route.url, document.route.config);
      return {
        schema: { ...schema, 'x-tessera-access': access, ...(access.public && { security: [] }) },
        url,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/swagger/v1', uiConfig: { docExpansion: 'list' } });
  app.get('/api/v1/_openapi', {
    config: { public: true },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
}
