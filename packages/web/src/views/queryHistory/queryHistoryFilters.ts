/**
 * The query history's filters: the search in the SQL, database, state, user (only for those
 * who see everyone's runs) and time range (api/queryHistoryQuery.ts).
 */
import type { SqlLabQueryState } from '@tessera/core';
import {
  useQueryHistoryDatabasesQuery,
  useQueryHistoryStatusesQuery,
  useQueryHistoryUsersQuery,
} from '../../api/queryHistoryApi';
import { lookupOptions } from '../../components/listView/options';
import type { ListFilterDeclaration } from '../../components/listView/types';
import { QUERY_STATE_LABELS } from './QueryStatusIcon';

/** The states runs are in, by their names in the list. */
function useStateOptions() {
  const statuses = useQueryHistoryStatusesQuery();
  const options = (statuses.data?.result ?? []).map((s) => ({
    value: s.value,
    label: QUERY_STATE_LABELS[s.value as SqlLabQueryState] ?? s.text,
  }));
  return { options, loading: statuses.isFetching };
}

export function queryHistoryFilters(showUser: boolean): ListFilterDeclaration[] {
  return [
    {
      kind: 'search',
      id: 'search',
      placeholder: 'Search by query text',
      ariaLabel: 'Search by query text',
      width: 260,
    },
    {
      kind: 'select',
      id: 'database',
      label: 'Database',
      width: 210,
      search: 'local',
      useOptions: lookupOptions(useQueryHistoryDatabasesQuery),
    },
    { kind: 'select', id: 'status', label: 'State', width: 170, useOptions: useStateOptions },
    ...(showUser
      ? [
          {
            kind: 'select' as const,
            id: 'user',
            label: 'User',
            width: 210,
            search: 'remote' as const,
            useOptions: lookupOptions(useQueryHistoryUsersQuery),
          },
        ]
      : []),
    { kind: 'dateRange', id: 'startTime', label: 'Time range' },
  ];
}
