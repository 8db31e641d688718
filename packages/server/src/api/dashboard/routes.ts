/**
 * `/api/v1/dashboard/`: Superset's DashboardRestApi: the list, `_info`, related lookups, show
 * by id or slug, create, update, delete and bulk delete. Reading needs `can_read` on
 * Dashboard, writing `can_write`; a dashboard is changed by its owners and admins, and seen as
 * the service's access rule says (others get 404). contents.ts adds the charts, datasets,
 * tabs, copies, favourites and metadata updates; legacy.ts Superset's old paths.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DashboardCreate,
  DashboardListItem,
  DashboardShow,
  DashboardUpdate,
  DashboardUpdateResponse,
  IdParams,
} from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { MANY_RELATION_OPERATORS, TEXT_OPERATORS, infoField, pickInfoKeys } from '../fabInfo.js';
import type { ListMetadata } from '../listMetadata.js';
import { DeleteIds, modelRestApi } from '../modelRestApi.js';

export const tags = ['Dashboards'];
export const readable = { permission: ['can_read', 'Dashboard'] as const };
export const writable = { permission: ['can_write', 'Dashboard'] as const };

export const DASHBOARD_LIST: ListMetadata = {
  list_title: 'List Dashboard',
  list_columns: [
    'id',
    'uuid',
    'dashboard_title',
    'slug',
    'url',
    'published',
    'status',
    'css',
    'json_metadata',
    'position_json',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'created_by.id',
    'created_by.first_name',
    'created_by.last_name',
    'created_on_delta_humanized',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by_name',
    'changed_on_delta_humanized',
    'changed_on_utc',
    'thumbnail_url',
    'tags.id',
    'tags.name',
    'tags.type',
  ],
  order_columns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'dashboard_title',
    'published',
    'slug',
  ],
};

const WRITE_FIELDS: [string, string][] = [
  ['dashboard_title', 'String'],
  ['slug', 'String'],
  ['owners', 'List'],
  ['roles', 'List'],
  ['position_json', 'String'],
  ['css', 'String'],
  ['json_metadata', 'String'],
  ['published', 'Boolean'],
  ['certified_by', 'String'],
  ['certification_details', 'String'],
  ['is_managed_externally', 'Boolean'],
  ['external_url', 'String'],
];
const FIELD = ([name, type]: [string, string]) => infoField(name, type, false, name === 'slug');

function dashboardInfo(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const all: Record<string, unknown> = {
    add_columns: WRITE_FIELDS.map(FIELD),
    edit_columns: WRITE_FIELDS.map(FIELD),
    filters: {
      id: [
        { name: 'Equal to', operator: 'eq' },
        { name: 'Is favorite', operator: 'dashboard_is_favorite' },
        { name: 'Is certified', operator: 'dashboard_is_certified' },
      ],
      dashboard_title: [...TEXT_OPERATORS, { name: 'Title or Slug', operator: 'title_or_slug' }],
      slug: TEXT_OPERATORS,
      published: [{ name: 'Equal to', operator: 'eq' }],
      owners: MANY_RELATION_OPERATORS,
      created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
      changed_by: [{ name: 'Relation', operator: 'rel_o_m' }],
    },
    permissions: ['can_read', 'can_write', 'can_export'].filter((perm) =>
      can(p, perm, 'Dashboard'),
    ),
    add_title: 'Add Dashboard',
    edit_title: 'Edit Dashboard',
  };
  return pickInfoKeys(all, keys);
}

export function registerDashboardCrudRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dashboards = services.dashboards;

  const api = modelRestApi(app, {
    url: '/api/v1/dashboard/',
    tags,
    readable,
    writable,
    noun: ['dashboard', 'dashboards'],
  });
  api.list({
    description:
      'Rison q: filters (dashboard_title ct/sw/eq, dashboard_title title_or_slug, ' +
      'owners rel_m_m, created_by rel_o_m, published eq, id dashboard_is_favorite / ' +
      'dashboard_is_certified), order_column, order_direction, page, page_size, columns, keys.',
    item: DashboardListItem,
    metadata: DASHBOARD_LIST,
    list: (p, q) => dashboards.list(p, q),
  });
  api.info({ info: dashboardInfo });
  api.related({
    summary:
      'Owners, creators, editors or roles to choose from: ?q=(filter:ab,page:0,page_size:25)',
    lookup: (p, column, q) => dashboards.related(p, column, q),
  });

  r.get('/api/v1/dashboard/:id_or_slug', {
    config: readable,
    schema: {
      tags,
      summary: 'Get a dashboard (by id or slug)',
      params: z.object({ id_or_slug: z.string().min(1) }),
      response: { 200: z.object({ result: DashboardShow }) },
    },
    handler: async (request) => ({
      result: await dashboards.get(request.principal!, request.params.id_or_slug),
    }),
  });

  api.create({
    summary: 'Create a dashboard (the creator owns it unless owners are given)',
    body: DashboardCreate,
    create: (p, body) => dashboards.create(p, body),
  });

  r.put('/api/v1/dashboard/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Update a dashboard (owners and admins): {id, result, last_modified_time}',
      params: IdParams,
      body: DashboardUpdate,
      response: { 200: DashboardUpdateResponse },
    },
    handler: async (request) => {
      const { pk } = request.params;
      const last = await dashboards.update(request.principal!, pk, request.body);
      return { id: pk, result: request.body as Record<string, unknown>, last_modified_time: last };
    },
  });
  api.delete({ remove: (p, { pk }) => dashboards.delete(p, [pk]) });
  api.bulkDelete({ ids: DeleteIds.min(1), remove: (p, ids) => dashboards.delete(p, ids) });
}
