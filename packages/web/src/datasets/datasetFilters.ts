/** The datasets list's filters: name, type, database, schema and owner (api/datasetsQuery.ts). */
import {
  useDistinctSchemasQuery,
  useRelatedDatabasesQuery,
  useRelatedOwnersQuery,
} from '../api/datasetApi';
import { lookupOptions } from '../components/listView/options';
import type { ListFilterDeclaration } from '../components/listView/types';

export const DATASET_FILTERS: ListFilterDeclaration[] = [
  {
    kind: 'search',
    id: 'search',
    placeholder: 'Search datasets by name',
    ariaLabel: 'Search datasets',
    width: 280,
  },
  {
    kind: 'select',
    id: 'kind',
    label: 'Type',
    width: 170,
    options: [
      { value: 'physical', label: 'Physical' },
      { value: 'virtual', label: 'Virtual' },
    ],
  },
  {
    kind: 'select',
    id: 'database',
    label: 'Database',
    width: 210,
    search: 'local',
    useOptions: lookupOptions(useRelatedDatabasesQuery),
  },
  {
    kind: 'select',
    id: 'schema',
    label: 'Schema',
    width: 170,
    search: 'local',
    useOptions: lookupOptions(useDistinctSchemasQuery),
  },
  {
    kind: 'select',
    id: 'owner',
    label: 'Owner',
    width: 210,
    search: 'remote',
    useOptions: lookupOptions(useRelatedOwnersQuery),
  },
];
