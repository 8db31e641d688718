/**
 * `/api/v1/dashboard/`: Superset's DashboardRestApi, as far as saving charts onto dashboards
 * needs: the list, show by id or slug, create and `_info`. Reading needs `can_read` on
 * Dashboard, creating `can_write`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DashboardCreate,
  DashboardListItem,
  DashboardShow,
  RisonQuerystring,
  listResponse,
} from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { listMetadata } from '../listMetadata.js';
import { parseListQuery, parseRison } from '../rison.js';

const tags = ['Dashboards'];
const readable = { permission: ['can_read', 'Dashboard'] as const };
const writable = { permission: ['can_write', 'Dashboard'] as const };

export const DASHBOARD_LIST_COLUMNS = [
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
];
export const DASHBOARD_ORDER_COLUMNS = [
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'dashboard_title',
  'published',
  'slug',
];

const TEXT = [
  { name: 'Starts with', operator: 'sw' },
  { name: 'Ends with', operator: 'ew' },
  { name: 'Contains', operator: 'ct' },
  { name: 'Equal to', operator: 'eq' },
  { name: 'Not Starts With', operator: 'nsw' },
  { name: 'Not Ends With', operator: 'new' },
  { name: 'Not Contains', operator: 'nct' },
  { name: 'Not Equal to', operator: 'neq' },
];

const WRITE_FIELDS: [string, string][] = [
  ['dashboard_title', 'String'],
  ['slug', 'String'],
  ['owners', 'List'],
  ['position_json', 'String'],
  ['css', 'String'],
  ['json_metadata', 'String'],
  ['published', 'Boolean'],
  ['certified_by', 'String'],
  ['certification_details', 'String'],
  ['is_managed_externally', 'Boolean'],
  ['external_url', 'String'],
];
const FIELD = ([name, type]: [string, string]) => ({
  name,
  label: name,
  description: '',
  required: false,
  type,
  unique: name === 'slug',
});

function dashboardInfo(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const all: Record<string, unknown> = {
    add_columns: WRITE_FIELDS.map(FIELD),
    edit_columns: WRITE_FIELDS.map(FIELD),
    filters: {
      id: [{ name: 'Equal to', operator: 'eq' }],
      dashboard_title: [...TEXT, { name: 'Title or Slug', operator: 'title_or_slug' }],
      slug: TEXT,
      published: [{ name: 'Equal to', operator: 'eq' }],
      owners: [
        { name: 'Relation as Many', operator: 'rel_m_m' },
        { name: 'No Relation as Many', operator: 'nrel_m_m' },
      ],
      created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
      changed_by: [{ name: 'Relation', operator: 'rel_o_m' }],
    },
    permissions: ['can_read', 'can_write', 'can_export'].filter((perm) =>
      can(p, perm, 'Dashboard'),
    ),
    add_title: 'Add Dashboard',
    edit_title: 'Edit Dashboard',
  };
  if (!keys?.length) return all;
  return Object.fromEntries(Object.entries(all).filter(([k]) => keys.includes(k)));
}

export function registerDashboardRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dashboards = services.dashboards;

  r.get('/api/v1/dashboard/', {
    config: readable,
    schema: {
      tags,
      summary: 'List dashboards',
      description:
        'Rison q: filters (dashboard_title ct/sw/eq, dashboard_title title_or_slug, ' +
        'owners rel_m_m, published eq), order_column, order_direction, page, page_size, ' +
        'columns, keys.',
      querystring: RisonQuerystring,
      response: {
        200: listResponse(z.union([DashboardListItem, z.record(z.string(), z.unknown())])),
      },
    },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      return {
        ...(await dashboards.list(request.principal!, q)),
        ...listMetadata(q.keys, {
          list_columns: DASHBOARD_LIST_COLUMNS,
          order_columns: DASHBOARD_ORDER_COLUMNS,
          list_title: 'List Dashboard',
        }),
      };
    },
  });

  r.get('/api/v1/dashboard/_info', {
    config: readable,
    schema: {
      tags,
      summary: "The dashboard API's metadata: ?q=(keys:!(permissions))",
      querystring: RisonQuerystring,
      response: { 200: z.record(z.string(), z.unknown()) },
    },
    handler: async (request) => {
      const q = parseRison(z.object({ keys: z.array(z.string()).optional() }), request.query.q);
      return dashboardInfo(request.principal!, q.keys);
    },
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

  r.post('/api/v1/dashboard/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create a dashboard (the creator owns it unless owners are given)',
      body: DashboardCreate,
      response: { 201: z.object({ id: z.number(), result: DashboardCreate }) },
    },
    handler: async (request, reply) => {
      const id = await dashboards.create(request.principal!, request.body);
      return reply.status(201).send({ id, result: request.body });
    },
  });
}
