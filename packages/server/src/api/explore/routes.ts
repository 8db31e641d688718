/**
 * Superset's ExploreRestApi, ExploreFormDataRestApi and ExplorePermalinkRestApi:
 * `GET /api/v1/explore/`, `/api/v1/explore/form_data[/<key>]`, `/api/v1/explore/permalink[/<key>]`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExploreFormDataBody,
  ExploreFormDataGetResponse,
  ExploreFormDataKeyResponse,
  ExplorePermalinkCreateResponse,
  ExplorePermalinkState,
  ExplorePermalinkValue,
  ExploreQuerystring,
  ExploreResult,
  MessageResponse,
} from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import type { Services } from '../../services/index.js';

const KeyParams = z.object({ key: z.string() });
const TabQuery = z.object({ tab_id: z.coerce.number().int().optional() });

export function registerExploreRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { explore, exploreFormData, explorePermalinks } = services;

  r.get('/api/v1/explore/', {
    config: { permission: ['can_read', 'Explore'] },
    schema: {
      tags: ['Explore'],
      summary: 'What the explore page opens with',
      description:
        'The dataset, form data and chart of an explore state named by permalink_key, ' +
        'form_data_key, slice_id or datasource_id + datasource_type (in that order).',
      querystring: ExploreQuerystring,
      response: { 200: z.object({ result: ExploreResult }) },
    },
    handler: async (request) => ({ result: await explore.get(request.principal!, request.query) }),
  });

  const formDataRead = { permission: ['can_read', 'ExploreFormDataRestApi'] as const };
  const formDataWrite = { permission: ['can_write', 'ExploreFormDataRestApi'] as const };
  const formDataTags = ['Explore Form Data'];

  r.post('/api/v1/explore/form_data', {
    config: formDataWrite,
    schema: {
      tags: formDataTags,
      summary: "Keep an explore tab's form data",
      querystring: TabQuery,
      body: ExploreFormDataBody,
      response: { 201: ExploreFormDataKeyResponse },
    },
    handler: async (request, reply) => {
      const key = await exploreFormData.create(
        request.principal!,
        request.body,
        request.query.tab_id,
      );
      return reply.status(201).send({ key });
    },
  });

  r.put('/api/v1/explore/form_data/:key', {
    config: formDataWrite,
    schema: {
      tags: formDataTags,
      summary: "Update an explore tab's form data (the owner only)",
      params: KeyParams,
      querystring: TabQuery,
      body: ExploreFormDataBody,
      response: { 200: ExploreFormDataKeyResponse },
    },
    handler: async (request) => ({
      key: await exploreFormData.update(
        request.principal!,
        request.params.key,
        request.body,
        request.query.tab_id,
      ),
    }),
  });

  r.get('/api/v1/explore/form_data/:key', {
    config: formDataRead,
    schema: {
      tags: formDataTags,
      summary: 'The form data kept under a key',
      params: KeyParams,
      response: { 200: ExploreFormDataGetResponse },
    },
    handler: async (request) => {
      const formData = await exploreFormData.get(request.principal!, request.params.key);
      if (formData === null) throw new NotFoundError();
      return { form_data: formData };
    },
  });

  r.delete('/api/v1/explore/form_data/:key', {
    config: formDataWrite,
    schema: {
      tags: formDataTags,
      summary: 'Forget the form data kept under a key (the owner only)',
      params: KeyParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await exploreFormData.delete(request.principal!, request.params.key);
      return { message: 'Deleted successfully' };
    },
  });

  const permalinkTags = ['Explore Permanent Link'];
  r.post('/api/v1/explore/permalink', {
    config: { permission: ['can_write', 'ExplorePermalinkRestApi'] },
    schema: {
      tags: permalinkTags,
      summary: 'Keep an explore state for good',
      body: ExplorePermalinkState,
      response: { 201: ExplorePermalinkCreateResponse },
    },
    handler: async (request, reply) => {
      const key = await explorePermalinks.create(request.principal!, request.body);
      const origin = `${request.protocol}://${request.host}`;
      return reply.status(201).send({ key, url: `${origin}/superset/explore/p/${key}/` });
    },
  });

  r.get('/api/v1/explore/permalink/:key', {
    config: { permission: ['can_read', 'ExplorePermalinkRestApi'] },
    schema: {
      tags: permalinkTags,
      summary: 'The explore state of a permalink',
      params: KeyParams,
      response: { 200: ExplorePermalinkValue },
    },
    handler: async (request) => explorePermalinks.get(request.principal!, request.params.key),
  });
}
