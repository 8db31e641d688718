/** The saved queries list's filters and order, as the rison `q` of GET /api/v1/saved_query/. */
import type { ListOrder, ListQuerySpec } from './listQuery';

/** The list's default order: last modified first (Superset's). */
export const SAVED_QUERY_DEFAULT_ORDER: ListOrder = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
};

/** Searched in the name, description and SQL (Superset's "All Text"); database, schema, editor. */
export const SAVED_QUERY_LIST: ListQuerySpec = {
  filters: [
    { id: 'search', col: 'label', opr: 'all_text' },
    { id: 'database', col: 'database', opr: 'rel_o_m' },
    { id: 'schema', col: 'schema', opr: 'eq' },
    { id: 'modifiedBy', col: 'changed_by', opr: 'rel_o_m' },
  ],
  defaultOrder: SAVED_QUERY_DEFAULT_ORDER,
};

/** The SQL Lab address that opens a saved query in a new tab. */
export function savedQueryUrl(id: number, origin = ''): string {
  return `${origin}/sqllab/?savedQueryId=${id}`;
}
