/** `GET /api/v1/saved_query/_info`, `related/<database|created_by|changed_by>`, `distinct/schema`. */
import type { FastifyInstance } from 'fastify';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, infoField, pickInfoKeys } from '../fabInfo.js';
import { savedQueryApi } from './routes.js';

const WRITE_COLUMNS = [
  infoField('db_id', 'Integer', true),
  infoField('description', 'String'),
  infoField('label', 'String', true),
  infoField('catalog', 'String'),
  infoField('schema', 'String'),
  infoField('sql', 'String'),
  infoField('template_parameters', 'String'),
  infoField('extra_json', 'String'),
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
  const api = savedQueryApi(app);
  api.info({ info: savedQueryInfo });
  api.related({
    summary: 'Databases, creators or editors to filter saved queries by',
    lookup: (p, column, q) => services.savedQueries.related(p, column, q),
  });
  api.distinct({
    summary: 'Distinct schemas of your saved queries',
    lookup: (p, column, q) => services.savedQueries.distinct(p, column, q),
  });
}
