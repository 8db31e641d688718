/**
 * Flask-AppBuilder's `GET /api/v1/<resource>/related/<column>` and `distinct/<column>`
 * lookups: the rison query `(filter:ab,page:0,page_size:25,include_ids:!(1))` and the route,
 * answered by the resource's service for the column in the path.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DistinctResponse, RelatedResponse } from '@tessera/core';
import { RisonQuerystring } from '@tessera/core';
import type { Principal } from '../security/principal.js';
import { parseRison } from './rison.js';

export const RelatedQuery = z.object({
  filter: z.string().optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().min(1).optional(),
  include_ids: z.array(z.number().int()).optional(),
});

/** What a lookup answers: related objects (`{value, text, extra}`) or distinct values. */
type LookupResponse = typeof RelatedResponse | typeof DistinctResponse;

export interface ColumnLookupRoute<R extends LookupResponse> {
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  summary: string;
  response: R;
  lookup: (p: Principal, column: string, q: z.infer<typeof RelatedQuery>) => Promise<z.infer<R>>;
}

/** A `<resource>/related/:column` or `<resource>/distinct/:column` route. */
export function registerColumnLookupRoute<R extends LookupResponse>(
  app: FastifyInstance,
  route: ColumnLookupRoute<R>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(route.url, {
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      params: z.object({ column: z.string() }),
      querystring: RisonQuerystring,
      response: { 200: route.response as LookupResponse },
    },
    handler: async (request) =>
      route.lookup(
        request.principal!,
        request.params.column,
        parseRison(RelatedQuery, request.query.q),
      ),
  });
}
