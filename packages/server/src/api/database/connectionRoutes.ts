/**
 * Trying connections from the database form: `test_connection/` ("Connection looks good!"
 * in the web app), `validate_parameters/` (errors naming the form's fields) and
 * `available/` (the engines and their dynamic forms).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AvailableDatabasesResponse, DatabaseTestConnection, MessageResponse } from '@tessera/core';
import type { Services } from '../../services/index.js';
import { readable, writable } from './routes.js';

const tags = ['Database'];

export function registerDatabaseConnectionRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/database/test_connection/', {
    config: writable,
    schema: {
      tags,
      summary: 'Test a database connection (a URI, or an engine and its parameters)',
      body: DatabaseTestConnection,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await services.databaseChecks.testConnection(request.body);
      return { message: 'OK' };
    },
  });

  r.post('/api/v1/database/validate_parameters/', {
    config: writable,
    schema: {
      tags,
      summary: "Validate the dynamic form's parameters, then try connecting",
      body: z.record(z.string(), z.unknown()),
    },
    handler: async (request, reply) => {
      const errors = await services.databaseChecks.validateParameters(request.body);
      if (errors.length) return reply.status(422).send({ errors });
      return { message: 'OK' };
    },
  });

  r.get('/api/v1/database/available/', {
    config: readable,
    schema: {
      tags,
      summary: 'The database engines a connection can use, with their forms',
      response: { 200: AvailableDatabasesResponse },
    },
    handler: async () => ({ databases: services.databaseChecks.available() }),
  });
}
