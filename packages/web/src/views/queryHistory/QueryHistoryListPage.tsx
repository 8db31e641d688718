/**
 * Query history (/sqllab/history/): SQL Lab runs, one's own unless all_query_access, most
 * recently changed first; filters (database, state, user, time range) and a search in the
 * SQL; server-side sorting and paging; the SQL previews in a modal, and each run opens in
 * SQL Lab or runs again there.
 */
import { useState } from 'react';
import { theme } from 'antd';
import { hasPermission, type SqlLabQueryListItem } from '@tessera/core';
import { useListQueryHistoryQuery } from '../../api/queryHistoryApi';
import { QUERY_HISTORY_DEFAULT_ORDER } from '../../api/queryHistoryQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { ListView } from '../../components/listView/ListView';
import { useListView } from '../../components/listView/useListView';
import { QueryHistoryPreviewModal } from './QueryHistoryPreviewModal';
import { queryHistoryColumns } from './queryHistoryColumns';
import { queryHistoryFilters } from './queryHistoryFilters';

/** With all_query_access one sees everyone's runs, and the User column and filter. */
const FILTERS = {
  all: queryHistoryFilters(true),
  own: queryHistoryFilters(false),
};

export default function QueryHistoryListPage() {
  const { token } = theme.useToken();
  const roles = getBootstrapUser().roles;
  const seesAll = hasPermission(roles, 'all_query_access', 'all_query_access');
  const canSqlLab = hasPermission(roles, 'can_sqllab', 'Superset');
  const list = useListView<SqlLabQueryListItem>({
    useList: useListQueryHistoryQuery,
    filters: seesAll ? FILTERS.all : FILTERS.own,
    defaultOrder: QUERY_HISTORY_DEFAULT_ORDER,
  });
  const [previewing, setPreviewing] = useState<SqlLabQueryListItem | null>(null);

  return (
    <>
      <ListView<SqlLabQueryListItem>
        list={list}
        title="Query history"
        subtitle={seesAll ? 'Queries run in SQL Lab.' : 'Queries you ran in SQL Lab.'}
        add={canSqlLab ? { text: 'Query', href: '/sqllab/?new=true' } : undefined}
        noun="queries"
        emptyText={{ unfiltered: 'No queries run yet', filtered: 'No queries match your filters' }}
        columns={queryHistoryColumns({
          showUser: seesAll,
          codeBackground: token.colorFillQuaternary,
          onPreview: setPreviewing,
        })}
      />
      <QueryHistoryPreviewModal
        rows={list.rows}
        current={previewing}
        onChange={setPreviewing}
        onClose={() => setPreviewing(null)}
      />
    </>
  );
}
