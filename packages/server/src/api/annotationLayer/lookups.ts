/** `GET /api/v1/annotation_layer/_info` and `related/<created_by|changed_by>`. */
import type { FastifyInstance } from 'fastify';
import { can, type Principal } from '../../security/principal.js';
import type { Services } from '../../services/index.js';
import { RELATION_OPERATORS, TEXT_OPERATORS, TIME_OPERATORS, pickInfoKeys } from '../fabInfo.js';
import { annotationLayerApi } from './layerRoutes.js';

const NAME = {
  name: 'name',
  label: 'Name',
  description: 'The annotation layer name',
  type: 'String',
  unique: false,
};
const DESCR = {
  name: 'descr',
  label: 'Descr',
  description: 'Give a description for this annotation layer',
  required: false,
  type: 'String',
  unique: false,
};

/** FAB's `_info` of the annotation layer API, restricted to `keys`. */
export function annotationLayerInfo(
  p: Principal,
  keys: string[] | undefined,
): Record<string, unknown> {
  const all: Record<string, unknown> = {
    add_columns: [{ ...NAME, required: true }, DESCR],
    edit_columns: [{ ...NAME, required: false }, DESCR],
    filters: {
      name: [{ name: 'All Text', operator: 'annotation_layer_all_text' }, ...TEXT_OPERATORS],
      descr: TEXT_OPERATORS,
      created_by: RELATION_OPERATORS,
      changed_by: RELATION_OPERATORS,
      created_on: TIME_OPERATORS,
      changed_on: TIME_OPERATORS,
    },
    permissions: ['can_read', 'can_write'].filter((perm) => can(p, perm, 'Annotation')),
    add_title: 'Add Annotation Layer',
    edit_title: 'Edit Annotation Layer',
  };
  return pickInfoKeys(all, keys);
}

export function registerAnnotationLayerLookupRoutes(app: FastifyInstance, services: Services) {
  const api = annotationLayerApi(app);
  api.info({ info: annotationLayerInfo });
  api.related({
    summary: 'Creators or editors to filter layers by: ?q=(filter:ab,page:0,page_size:25)',
    lookup: (_p, column, q) => services.annotationLayers.related(column, q),
  });
}
