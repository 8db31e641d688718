/**
 * `/api/v1/rowlevelsecurity/`: Superset's RLSRestApi. Reading needs `can_read` and writing
 * `can_write` on RowLevelSecurity, which only Admin has.
 */
import type { FastifyInstance } from 'fastify';
import { RlsRuleCreate, RlsRuleListItem, RlsRuleShow, RlsRuleUpdate } from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import type { ListMetadata, ShowMetadata } from '../listMetadata.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, pickInfoKeys } from '../fabInfo.js';
import { modelRestApi } from '../modelRestApi.js';

const tags = ['Row Level Security'];
const readable = { permission: ['can_read', 'RowLevelSecurity'] as const };
const writable = { permission: ['can_write', 'RowLevelSecurity'] as const };

export const RLS_LIST: ListMetadata = {
  list_title: 'List Row Level Security',
  list_columns: [
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
  ],
  order_columns: ['name', 'filter_type', 'clause', 'changed_on_delta_humanized', 'group_key'],
};
const RLS_SHOW: ShowMetadata = {
  show_title: 'Show Row Level Security',
  show_columns: [
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
  ],
};

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
  const rls = services.rowLevelSecurity;
  const api = modelRestApi(app, {
    url: '/api/v1/rowlevelsecurity/',
    tags,
    readable,
    writable,
    noun: ['row level security rule', 'row level security rules'],
  });

  api.info({ summary: "The RLS API's metadata: ?q=(keys:!(permissions))", info: rlsInfo });
  api.related({
    summary: 'Datasets (tables) or roles a rule can name: ?q=(filter:ab,page:0,page_size:25)',
    lookup: (_p, col, q) => rls.related(col, q),
  });
  api.list({ item: RlsRuleListItem, metadata: RLS_LIST, list: (_p, q) => rls.list(q) });
  api.show({ result: RlsRuleShow, metadata: RLS_SHOW, get: (_p, pk) => rls.get(pk) });
  api.create({ body: RlsRuleCreate, create: (p, body) => rls.create(body, p.id) });
  api.update({ body: RlsRuleUpdate, update: (p, pk, body) => rls.update(pk, body, p.id) });
  api.delete({ remove: (_p, { pk }) => rls.delete([pk]) });
  api.bulkDelete({ deleted: ['rule', 'rules'], remove: (_p, ids) => rls.delete(ids) });
}
