/** `GET /api/v1/saved_query/_info`, `related/<database|created_by|changed_by>`, `distinct/schema`. */
import type { FastifyInstance } from 'fastify';
import { DistinctResponse, RelatedResponse } from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, pickInfoKeys, registerInfoRoute } from '../fabInfo.js';
import { registerColumnLookupRoute } from '../related.js';
import { readable, tags } from './routes.js';

const FIELD = (name: string, type: string, required = false) => ({
  name,
  label: name,
  description: '',
  required,
  type,
  unique: false,
});

const WRITE_COLUMNS = [
  FIELD('db_id', 'Integer', true),
  FIELD('description', 'String'),
  FIELD('label', 'String', true),
  FIELD('catalog', 'String'),
  FIELD('schema', 'String'),
  FIELD('sql', 'String'),
  FIELD('template_parameters', 'String'),
  FIELD('extra_json', 'String'),
];

export function savedQueryInfo(p: Principal, keys: string[] | undefined) {
  const all: Record<string, unknown> = {
    add_columns: WRITE_COLUMNS,
    edit_columns: WRITE_COLUMNS.map((c) => ({ ...c, required: false })),
    filters: {
      id: [{ name: 'Equal to', operator: 'eq' }],
      database: RELATION_OPERATORS,
      label: [{ name: 'All Text', operator: 'all_text' }, ...TEXT_OPERATORS],
      catalog: TEXT_OPERATORS,
      schema: TEXT_OPERATORS,
      created_by: RELATION_OPERATORS,
      changed_by: RELATION_OPERATORS,
    },
    permissions: ['can_read', 'can_write', 'can_export'].filter((perm) =>
      can(p, perm, 'SavedQuery'),
    ),
    add_title: 'Add Saved Query',
    edit_title: 'Edit Saved Query',
  };
  return pickInfoKeys(all, keys);
}

export function registerSavedQueryLookupRoutes(app: FastifyInstance, services: Services) {
  registerInfoRoute(app, {
    url: '/api/v1/saved_query/_info',
    config: readable,
    tags,
    summary: "The saved query API's metadata: ?q=(keys:!(permissions))",
    info: savedQueryInfo,
  });
  registerColumnLookupRoute(app, {
    url: '/api/v1/saved_query/related/:column',
    config: readable,
    tags,
    summary: 'Databases, creators or editors to filter saved queries by',
    response: RelatedResponse,
    lookup: (p, column, q) => services.savedQueries.related(p, column, q),
  });
  registerColumnLookupRoute(app, {
    url: '/api/v1/saved_query/distinct/:column',
    config: readable,
    tags,
    summary: 'Distinct schemas of your saved queries',
    response: DistinctResponse,
    lookup: (p, column, q) => services.savedQueries.distinct(p, column, q),
  });
}
