/**
 * The chart API's reading helpers: `_info` (what the list page may do), related users,
 * distinct viz types, and favourites, both the REST ones (`favorite_status`,
 * `<pk>/favorites/`) and the legacy `/superset/favstar/<class>/<id>/<action>/`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FavoriteStatusResponse,
  FavstarCountResponse,
  IdParams,
  RisonQuerystring,
} from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import {
  MANY_RELATION_OPERATORS,
  RELATION_OPERATORS,
  TEXT_OPERATORS,
  TIME_OPERATORS,
  infoField,
  pickInfoKeys,
} from '../fabInfo.js';
import { parseRison } from '../rison.js';
import { chartApi, readable, tags } from './routes.js';

const IN = { name: 'In', operator: 'in' };
const TEXT = [...TEXT_OPERATORS, IN];
/** FAB's number operators: its date ones and `in`. */
const NUMBER = [...TIME_OPERATORS, IN];

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
      infoField('slice_name', 'String', true),
      infoField('datasource_id', 'Integer', true),
      infoField('datasource_type', 'String', true),
      infoField('datasource_name', 'String'),
      ...WRITE_FIELDS.map(([n, t]) => infoField(n, t)),
    ],
    edit_columns: [
      infoField('slice_name', 'String'),
      infoField('datasource_id', 'Integer'),
      infoField('datasource_type', 'String'),
      ...WRITE_FIELDS.map(([n, t]) => infoField(n, t)),
      infoField('tags', 'List'),
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
      owners: MANY_RELATION_OPERATORS,
      dashboards: MANY_RELATION_OPERATORS,
      created_by: [
        ...RELATION_OPERATORS,
        { name: 'Has created by', operator: 'chart_has_created_by' },
        { name: 'Created by me', operator: 'chart_created_by_me' },
      ],
      changed_by: RELATION_OPERATORS,
      last_saved_by: RELATION_OPERATORS,
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
  return pickInfoKeys(all, keys);
}

export function registerChartLookupRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const charts = services.charts;

  const api = chartApi(app);
  api.info({ info: chartInfo });
  api.related({
    summary: 'Owners, creators or editors to choose from: ?q=(filter:ab,page:0,page_size:25)',
    lookup: (p, column, q) => charts.related(p, column, q),
  });
  api.distinct({
    summary: 'Distinct viz types of the charts: ?q=(filter:ab)',
    lookup: (p, column, q) => charts.distinct(p, column, q),
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
  const starring = [
    ['POST', 'Star a chart', (p: Principal, pk: number) => charts.addFavorite(p, pk)],
    ['DELETE', 'Unstar a chart', (p: Principal, pk: number) => charts.removeFavorite(p, pk)],
  ] as const;
  for (const url of ['/api/v1/chart/:pk/favorites/', '/api/v1/chart/:pk/favorites']) {
    for (const [method, summary, star] of starring) {
      r.route({
        method,
        url,
        config: readable,
        schema: { tags, summary, params: IdParams, response: { 200: OkResponse } },
        handler: async (request) => {
          await star(request.principal!, request.params.pk);
          return { result: 'OK' as const };
        },
      });
    }
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
