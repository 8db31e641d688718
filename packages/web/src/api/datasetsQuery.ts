/** The datasets list's filters and order, as the rison `q` of GET /api/v1/dataset/ takes them. */
import type { ListOrder, ListQuerySpec } from './listQuery';

/** The list's default order: last modified first (Superset's). */
export const DATASET_DEFAULT_ORDER: ListOrder = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
};

/** Part of the name (case-insensitive), database, schema, physical or virtual, owner. */
export const DATASET_LIST: ListQuerySpec = {
  filters: [
    { id: 'search', col: 'table_name', opr: 'ct' },
    { id: 'database', col: 'database', opr: 'rel_o_m' },
    { id: 'schema', col: 'schema', opr: 'eq' },
    // Physical datasets have no SQL (Superset's `dataset_is_null_or_empty`).
    { id: 'kind', col: 'sql', opr: 'dataset_is_null_or_empty', value: (v) => v === 'physical' },
    { id: 'owner', col: 'owners', opr: 'rel_m_m' },
  ],
  defaultOrder: DATASET_DEFAULT_ORDER,
};
