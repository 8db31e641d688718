/**
 * Flask-AppBuilder's `GET /api/v1/<resource>/_info?q=(keys:!(...))`, the same for every
 * resource: the filter operator lists FAB offers per column kind, the `keys` query, the
 * answer restricted to those keys, and the route itself.
 */
import type { FastifyInstance, FastifyContextConfig } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RisonQuerystring } from '@tessera/core';
import type { Principal } from '../security/principal.js';
import { parseRison } from './rison.js';

/** FAB's operators for text columns. */
export const TEXT_OPERATORS = [
  { name: 'Starts with', operator: 'sw' },
  { name: 'Ends with', operator: 'ew' },
  { name: 'Contains', operator: 'ct' },
  { name: 'Equal to', operator: 'eq' },
  { name: 'Not Starts With', operator: 'nsw' },
  { name: 'Not Ends With', operator: 'new' },
  { name: 'Not Contains', operator: 'nct' },
  { name: 'Not Equal to', operator: 'neq' },
];

/** FAB's operators for many-to-one relations (`created_by`, `database`, ...). */
export const RELATION_OPERATORS = [
  { name: 'Relation', operator: 'rel_o_m' },
  { name: 'No Relation', operator: 'nrel_o_m' },
];

/** FAB's operators for many-to-many relations (`owners`, `dashboards`, ...). */
export const MANY_RELATION_OPERATORS = [
  { name: 'Relation as Many', operator: 'rel_m_m' },
  { name: 'No Relation as Many', operator: 'nrel_m_m' },
];

/** FAB's operators for booleans. */
export const EQUALITY_OPERATORS = [
  { name: 'Equal to', operator: 'eq' },
  { name: 'Not Equal to', operator: 'neq' },
];

/** FAB's operators for dates and times. */
export const TIME_OPERATORS = [
  { name: 'Equal to', operator: 'eq' },
  { name: 'Greater than', operator: 'gt' },
  { name: 'Smaller than', operator: 'lt' },
  { name: 'Not Equal to', operator: 'neq' },
];

/** A column of `add_columns` / `edit_columns`, labelled by its name. */
export function infoField(name: string, type: string, required = false, unique = false) {
  return { name, label: name, description: '', required, type, unique };
}

/** `_info`'s rison `q`: `(keys:!(permissions,filters))`. */
export const InfoQuery = z.object({ keys: z.array(z.string()).optional() });

/** `info` restricted to `keys` (all of it when none are asked for). */
export function pickInfoKeys(
  info: Record<string, unknown>,
  keys: string[] | undefined,
): Record<string, unknown> {
  if (!keys?.length) return info;
  return Object.fromEntries(Object.entries(info).filter(([k]) => keys.includes(k)));
}

export interface InfoRoute {
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  summary: string;
  info: (p: Principal, keys: string[] | undefined) => Record<string, unknown>;
}

export function registerInfoRoute(app: FastifyInstance, route: InfoRoute): void {
  app.withTypeProvider<ZodTypeProvider>().get(route.url, {
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      querystring: RisonQuerystring,
      response: { 200: z.record(z.string(), z.unknown()) },
    },
    handler: async (request) =>
      route.info(request.principal!, parseRison(InfoQuery, request.query.q).keys),
  });
}
