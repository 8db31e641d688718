/**
 * `/api/v1/rowlevelsecurity/`: Superset's RLSRestApi. Reading needs `can_read` and writing
 * `can_write` on RowLevelSecurity, which only Admin has.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParams,
  MessageResponse,
  RelatedResponse,
  RisonQuerystring,
  RlsRuleCreate,
  RlsRuleListItem,
  RlsRuleShow,
  RlsRuleUpdate,
  listResponse,
} from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { listMetadata, showMetadata, showResponse } from '../listMetadata.js';
import { DeleteIds } from '../annotationLayer/layerRoutes.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, pickInfoKeys, registerInfoRoute } from '../fabInfo.js';
import { registerColumnLookupRoute } from '../related.js';
import { parseListQuery, parseRison } from '../rison.js';

const tags = ['Row Level Security'];
const readable = { permission: ['can_read', 'RowLevelSecurity'] as const };
const writable = { permission: ['can_write', 'RowLevelSecurity'] as const };

export const RLS_LIST_COLUMNS = [
  'id',
  'name',
  'filter_type',
  'tables.id',
  'tables.table_name',
  'roles.id',
  'roles.name',
  'clause',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'group_key',
  'description',
];
const RLS_ORDER_COLUMNS = [
  'name',
  'filter_type',
  'clause',
  'changed_on_delta_humanized',
  'group_key',
];
const SHOW_COLUMNS = [
  'name',
  'description',
  'filter_type',
  'tables.id',
  'tables.schema',
  'tables.table_name',
  'roles.id',
  'roles.name',
  'group_key',
  'clause',
];

const column = (
  name: string,
  label: string,
  type: string,
  required: boolean,
  description = '',
) => ({
  name,
  label,
  description,
  required,
  type,
  unique: name === 'name',
});

/** FAB's `_info` of the RLS API, restricted to `keys`. */
function rlsInfo(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const columns = (create: boolean) => [
    column('description', 'Description', 'String', false, 'Detailed description'),
    column(
      'filter_type',
      'Filter Type',
      'String',
      create,
      'Regular filters add where clauses to queries if a user belongs to a role referenced in the filter, base filters apply filters to all queries except the roles defined in the filter, and can be used to define what users can see if no RLS filters within a filter group apply to them.',
    ),
    column(
      'tables',
      'Tables',
      'List',
      create,
      'These are the tables this filter will be applied to.',
    ),
    column(
      'roles',
      'Roles',
      'List',
      create,
      'For regular filters, these are the roles this filter will be applied to. For base filters, these are the roles that the filter DOES NOT apply to, e.g. Admin if admin should see all data.',
    ),
    column(
      'group_key',
      'Group Key',
      'String',
      false,
      "Filters with the same group key will be ORed together within the group, while different filter groups will be ANDed together. Undefined group keys are treated as unique groups, i.e. are not grouped together. For example, if a table has three filters, of which two are for departments Finance and Marketing (group key = 'department'), and one refers to the region Europe (group key = 'region'), the filter clause would apply the filter (department = 'Finance' OR department = 'Marketing') AND (region = 'Europe').",
    ),
    column(
      'clause',
      'Clause',
      'String',
      create,
      'This is the condition that will be added to the WHERE clause. For example, to only return rows for a particular client, you might define a regular filter with the clause `client_id = 9`. To display no rows unless a user belongs to a RLS filter role, a base filter can be created with the clause `1 = 0` (always false).',
    ),
    column('name', 'Name', 'String', create, 'Name of rls filter'),
  ];
  return pickInfoKeys(
    {
      add_columns: columns(true),
      edit_columns: columns(false),
      filters: {
        name: TEXT_OPERATORS,
        filter_type: TEXT_OPERATORS,
        clause: TEXT_OPERATORS,
        group_key: TEXT_OPERATORS,
        description: TEXT_OPERATORS,
        changed_by: RELATION_OPERATORS,
        roles: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
        tables: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
      },
      permissions: ['can_read', 'can_write'].filter((perm) => can(p, perm, 'RowLevelSecurity')),
      add_title: 'Add Row Level Security',
      edit_title: 'Edit Row Level Security',
    },
    keys,
  );
}

export function registerRowLevelSecurityRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rls = services.rowLevelSecurity;

  registerInfoRoute(app, {
    url: '/api/v1/rowlevelsecurity/_info',
    config: readable,
    tags,
    summary: "The RLS API's metadata: ?q=(keys:!(permissions))",
    info: rlsInfo,
  });

  registerColumnLookupRoute(app, {
    url: '/api/v1/rowlevelsecurity/related/:column',
    config: readable,
    tags,
    summary: 'Datasets (tables) or roles a rule can name: ?q=(filter:ab,page:0,page_size:25)',
    response: RelatedResponse,
    lookup: (_p, col, q) => rls.related(col, q),
  });

  r.get('/api/v1/rowlevelsecurity/', {
    config: readable,
    schema: {
      tags,
      summary: 'List row level security rules',
      querystring: RisonQuerystring,
      response: {
        200: listResponse(z.union([RlsRuleListItem, z.record(z.string(), z.unknown())])),
      },
    },
    handler: async (request) => {
      const q = parseListQuery(request.query.q);
      return {
        ...(await rls.list(q)),
        ...listMetadata(q.keys, {
          list_columns: RLS_LIST_COLUMNS,
          order_columns: RLS_ORDER_COLUMNS,
          list_title: 'List Row Level Security',
        }),
      };
    },
  });

  r.get('/api/v1/rowlevelsecurity/:pk', {
    config: readable,
    schema: {
      tags,
      summary: 'Get a row level security rule',
      params: IdParams,
      response: {
        200: showResponse(RlsRuleShow),
      },
    },
    handler: async (request) => ({
      id: request.params.pk,
      result: await rls.get(request.params.pk),
      ...showMetadata(SHOW_COLUMNS, 'Show Row Level Security'),
    }),
  });

  r.post('/api/v1/rowlevelsecurity/', {
    config: writable,
    schema: {
      tags,
      summary: 'Create a row level security rule',
      body: RlsRuleCreate,
      response: { 201: z.object({ id: z.number(), result: RlsRuleCreate }) },
    },
    handler: async (request, reply) => {
      const id = await rls.create(request.body, request.principal!.id);
      return reply.status(201).send({ id, result: request.body });
    },
  });

  r.put('/api/v1/rowlevelsecurity/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Update a row level security rule',
      params: IdParams,
      body: RlsRuleUpdate,
      response: { 200: z.object({ id: z.number(), result: RlsRuleUpdate }) },
    },
    handler: async (request) => {
      await rls.update(request.params.pk, request.body, request.principal!.id);
      return { id: request.params.pk, result: request.body };
    },
  });

  r.delete('/api/v1/rowlevelsecurity/:pk', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete a row level security rule',
      params: IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await rls.delete([request.params.pk]);
      return { message: 'OK' };
    },
  });

  r.delete('/api/v1/rowlevelsecurity/', {
    config: writable,
    schema: {
      tags,
      summary: 'Delete row level security rules: ?q=!(1,2)',
      querystring: RisonQuerystring,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      const n = await rls.delete(parseRison(DeleteIds, request.query.q));
      return { message: n === 1 ? 'Deleted 1 rule' : `Deleted ${n} rules` };
    },
  });
}
