/**
 * The chart API's reading helpers: `_info` (what the list page may do), related users,
 * distinct viz types, and favourites, both the REST ones (`favorite_status`,
 * `<pk>/favorites/`) and the legacy `/superset/favstar/<class>/<id>/<action>/`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DistinctResponse,
  FavoriteStatusResponse,
  FavstarCountResponse,
  IdParams,
  RelatedResponse,
  RisonQuerystring,
} from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { parseRison } from '../rison.js';
import { readable, tags } from './routes.js';

const RelatedQ = z.object({
  filter: z.string().optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().min(1).optional(),
  include_ids: z.array(z.number().int()).optional(),
});

const TEXT = [
  { name: 'Starts with', operator: 'sw' },
  { name: 'Ends with', operator: 'ew' },
  { name: 'Contains', operator: 'ct' },
  { name: 'Equal to', operator: 'eq' },
  { name: 'Not Starts With', operator: 'nsw' },
  { name: 'Not Ends With', operator: 'new' },
  { name: 'Not Contains', operator: 'nct' },
  { name: 'Not Equal to', operator: 'neq' },
  { name: 'In', operator: 'in' },
];
const NUMBER = [
  { name: 'Equal to', operator: 'eq' },
  { name: 'Greater than', operator: 'gt' },
  { name: 'Smaller than', operator: 'lt' },
  { name: 'Not Equal to', operator: 'neq' },
  { name: 'In', operator: 'in' },
];
const RELATION = [
  { name: 'Relation', operator: 'rel_o_m' },
  { name: 'No Relation', operator: 'nrel_o_m' },
];
const MANY = [
  { name: 'Relation as Many', operator: 'rel_m_m' },
  { name: 'No Relation as Many', operator: 'nrel_m_m' },
];

const FIELD = (name: string, type: string, required = false) => ({
  name,
  label: name,
  description: '',
  required,
  type,
  unique: false,
});

const WRITE_FIELDS: [string, string][] = [
  ['description', 'String'],
  ['viz_type', 'String'],
  ['owners', 'List'],
  ['params', 'String'],
  ['query_context', 'String'],
  ['query_context_generation', 'Boolean'],
  ['cache_timeout', 'Integer'],
  ['dashboards', 'List'],
  ['certified_by', 'String'],
  ['certification_details', 'String'],
  ['is_managed_externally', 'Boolean'],
  ['external_url', 'String'],
];

/** `GET /api/v1/chart/_info`: FAB's metadata of the resource, restricted to `keys`. */
export function chartInfo(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const all: Record<string, unknown> = {
    add_columns: [
      FIELD('slice_name', 'String', true),
      FIELD('datasource_id', 'Integer', true),
      FIELD('datasource_type', 'String', true),
      FIELD('datasource_name', 'String'),
      ...WRITE_FIELDS.map(([n, t]) => FIELD(n, t)),
    ],
    edit_columns: [
      FIELD('slice_name', 'String'),
      FIELD('datasource_id', 'Integer'),
      FIELD('datasource_type', 'String'),
      ...WRITE_FIELDS.map(([n, t]) => FIELD(n, t)),
      FIELD('tags', 'List'),
    ],
    filters: {
      id: [
        ...NUMBER,
        { name: 'Is favorite', operator: 'chart_is_favorite' },
        { name: 'Is certified', operator: 'chart_is_certified' },
        { name: 'Owned Created or Favored', operator: 'chart_owned_created_favored_by_me' },
      ],
      uuid: [{ name: 'Equal to', operator: 'eq' }],
      slice_name: [...TEXT, { name: 'All Text', operator: 'chart_all_text' }],
      viz_type: TEXT,
      description: TEXT,
      datasource_id: NUMBER,
      datasource_type: TEXT,
      datasource_name: TEXT,
      owners: MANY,
      dashboards: MANY,
      created_by: [
        ...RELATION,
        { name: 'Has created by', operator: 'chart_has_created_by' },
        { name: 'Created by me', operator: 'chart_created_by_me' },
      ],
      changed_by: RELATION,
      last_saved_by: RELATION,
      last_saved_at: [
        { name: 'Greater than', operator: 'gt' },
        { name: 'Smaller than', operator: 'lt' },
      ],
      tags: [
        { name: 'Tag', operator: 'chart_tags' },
        { name: 'Tag id', operator: 'chart_tag_id' },
      ],
    },
    permissions: ['can_read', 'can_write', 'can_export'].filter((perm) => can(p, perm, 'Chart')),
    add_title: 'Add Slice',
    edit_title: 'Edit Slice',
  };
  if (!keys?.length) return all;
  return Object.fromEntries(Object.entries(all).filter(([k]) => keys.includes(k)));
}

export function registerChartLookupRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const charts = services.charts;

  r.get('/api/v1/chart/_info', {
    config: readable,
    schema: {
      tags,
      summary: "The chart API's metadata: ?q=(keys:!(permissions))",
      querystring: RisonQuerystring,
      response: { 200: z.record(z.string(), z.unknown()) },
    },
    handler: async (request) => {
      const q = parseRison(z.object({ keys: z.array(z.string()).optional() }), request.query.q);
      return chartInfo(request.principal!, q.keys);
    },
  });

  r.get('/api/v1/chart/related/:column', {
    config: readable,
    schema: {
      tags,
      summary: 'Owners, creators or editors to choose from: ?q=(filter:ab,page:0,page_size:25)',
      params: z.object({ column: z.string() }),
      querystring: RisonQuerystring,
      response: { 200: RelatedResponse },
    },
    handler: async (request) =>
      charts.related(
        request.principal!,
        request.params.column,
        parseRison(RelatedQ, request.query.q),
      ),
  });

  r.get('/api/v1/chart/distinct/:column', {
    config: readable,
    schema: {
      tags,
      summary: 'Distinct viz types of the charts: ?q=(filter:ab)',
      params: z.object({ column: z.string() }),
      querystring: RisonQuerystring,
      response: { 200: DistinctResponse },
    },
    handler: async (request) =>
      charts.distinct(
        request.principal!,
        request.params.column,
        parseRison(RelatedQ, request.query.q),
      ),
  });

  r.get('/api/v1/chart/favorite_status/', {
    config: readable,
    schema: {
      tags,
      summary: 'Whether the user starred each chart: ?q=!(1,2)',
      querystring: RisonQuerystring,
      response: { 200: FavoriteStatusResponse },
    },
    handler: async (request) => {
      const ids = parseRison(z.array(z.number().int()), request.query.q);
      return { result: await charts.favoriteStatus(request.principal!, ids) };
    },
  });

  const OkResponse = z.object({ result: z.literal('OK') });
  for (const url of ['/api/v1/chart/:pk/favorites/', '/api/v1/chart/:pk/favorites']) {
    r.post(url, {
      config: readable,
      schema: {
        tags,
        summary: 'Star a chart',
        params: IdParams,
        response: { 200: OkResponse },
      },
      handler: async (request) => {
        await charts.addFavorite(request.principal!, request.params.pk);
        return { result: 'OK' as const };
      },
    });
    r.delete(url, {
      config: readable,
      schema: {
        tags,
        summary: 'Unstar a chart',
        params: IdParams,
        response: { 200: OkResponse },
      },
      handler: async (request) => {
        await charts.removeFavorite(request.principal!, request.params.pk);
        return { result: 'OK' as const };
      },
    });
  }

  for (const url of [
    '/superset/favstar/:class_name/:obj_id/:action/',
    '/superset/favstar/:class_name/:obj_id/:action',
  ]) {
    r.get(url, {
      // kept a GET for Superset's clients, which send X-CSRFToken; cross-site links are refused
      config: { permission: ['can_favstar', 'Superset'] as const, changesState: true },
      schema: {
        tags: ['Legacy'],
        summary: 'Star (select), unstar (unselect) or count a chart (slice) or Dashboard',
        params: z.object({
          class_name: z.string().min(1),
          obj_id: z.coerce.number().int(),
          action: z.string(),
        }),
        response: { 200: FavstarCountResponse },
      },
      handler: async (request) => {
        const { class_name, obj_id, action } = request.params;
        return { count: await charts.favstar(request.principal!, class_name, obj_id, action) };
      },
    });
  }
}
