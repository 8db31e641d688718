/**
 * The saved queries list's filters: the search in names, descriptions and SQL, database,
 * schema and who last modified them (api/savedQueriesQuery.ts).
 */
import {
  useSavedQueryDatabasesQuery,
  useSavedQueryEditorsQuery,
  useSavedQuerySchemasQuery,
} from '../../api/savedQueryApi';
import { lookupOptions } from '../../components/listView/options';
import type { ListFilterDeclaration } from '../../components/listView/types';

export const SAVED_QUERY_FILTERS: ListFilterDeclaration[] = [
  {
    kind: 'search',
    id: 'search',
    placeholder: 'Search saved queries',
    ariaLabel: 'Search saved queries',
    width: 280,
  },
  {
    kind: 'select',
    id: 'database',
    label: 'Database',
    width: 210,
    search: 'local',
    useOptions: lookupOptions(useSavedQueryDatabasesQuery),
  },
  {
    kind: 'select',
    id: 'schema',
    label: 'Schema',
    width: 190,
    search: 'local',
    useOptions: lookupOptions(useSavedQuerySchemasQuery),
  },
  {
    kind: 'select',
    id: 'modifiedBy',
    label: 'Modified by',
    width: 230,
    search: 'remote',
    useOptions: lookupOptions(useSavedQueryEditorsQuery),
  },
];
