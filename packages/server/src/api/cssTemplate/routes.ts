/**
 * `/api/v1/css_template/`: Superset's CssTemplateRestApi, the templates of the dashboard's
 * Edit CSS dialog: list, `_info`, related users, show, create, update, delete and bulk
 * delete. Reading needs `can_read` on CssTemplate, writing `can_write` (Admin and Alpha).
 */
import type { FastifyInstance } from 'fastify';
import { CssTemplateCreate, CssTemplateItem, CssTemplateUpdate } from '@tessera/core';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, infoField, pickInfoKeys } from '../fabInfo.js';
import type { ListMetadata } from '../listMetadata.js';
import { DeleteIds, modelRestApi } from '../modelRestApi.js';

const USERS = ['id', 'first_name', 'last_name'];
const COLUMNS = [
  'changed_on_delta_humanized',
  ...USERS.map((c) => `changed_by.${c}`),
  'created_on',
  ...USERS.map((c) => `created_by.${c}`),
  'css',
  'id',
  'template_name',
];

export const CSS_TEMPLATE_LIST: ListMetadata = {
  list_title: 'List Css Template',
  list_columns: COLUMNS,
  order_columns: ['template_name', 'changed_on_delta_humanized', 'changed_by.first_name'],
};

function cssTemplateInfo(p: Principal, keys: string[] | undefined): Record<string, unknown> {
  const fields = [infoField('template_name', 'String', true), infoField('css', 'String')];
  return pickInfoKeys(
    {
      add_columns: fields,
      edit_columns: fields,
      filters: {
        template_name: [...TEXT_OPERATORS, { name: 'All Text', operator: 'css_template_all_text' }],
        created_by: RELATION_OPERATORS,
        changed_by: RELATION_OPERATORS,
      },
      permissions: ['can_read', 'can_write'].filter((perm) => can(p, perm, 'CssTemplate')),
      add_title: 'Add Css Template',
      edit_title: 'Edit Css Template',
    },
    keys,
  );
}

export function registerCssTemplateRoutes(app: FastifyInstance, services: Services): void {
  const templates = services.cssTemplates;
  const api = modelRestApi(app, {
    url: '/api/v1/css_template/',
    tags: ['CSS Templates'],
    readable: { permission: ['can_read', 'CssTemplate'] as const },
    writable: { permission: ['can_write', 'CssTemplate'] as const },
    noun: ['css template', 'css templates'],
  });
  api.list({
    description:
      'Rison q: filters (template_name ct/sw/eq, template_name css_template_all_text, ' +
      'created_by / changed_by rel_o_m), order_column, order_direction, page, page_size.',
    item: CssTemplateItem,
    metadata: CSS_TEMPLATE_LIST,
    list: (p, q) => templates.list(p, q),
  });
  api.info({ info: cssTemplateInfo });
  api.related({
    summary: 'Creators or editors to choose from: ?q=(filter:ab,page:0,page_size:25)',
    lookup: (p, column, q) => templates.related(p, column, q),
  });
  api.show({
    result: CssTemplateItem,
    metadata: { show_columns: COLUMNS, show_title: 'Show Css Template' },
    get: (p, pk) => templates.get(p, pk),
  });
  api.create({ body: CssTemplateCreate, create: (p, body) => templates.create(p, body) });
  api.update({ body: CssTemplateUpdate, update: (p, pk, body) => templates.update(p, pk, body) });
  api.delete({ remove: (p, { pk }) => templates.delete(p, [pk]) });
  api.bulkDelete({ ids: DeleteIds.min(1), remove: (p, ids) => templates.delete(p, ids) });
}
