/**
 * Query history (/sqllab/history/): SQL Lab runs, one's own unless all_query_access, most
 * recently changed first; filters (database, state, user, time range) and a search in the
 * SQL; server-side sorting and paging; the SQL previews in a modal, and each run opens in
 * SQL Lab or runs again there.
 */
import { useState } from 'react';
import { Button, Flex, Input, theme } from 'antd';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { PlusOutlined } from '@ant-design/icons';
import { hasPermission, type SqlLabQueryListItem } from '@tessera/core';
import { useListQueryHistoryQuery } from '../../api/queryHistoryApi';
import {
  QUERY_HISTORY_DEFAULT_ORDER,
  type QueryHistoryListParams,
  type QueryHistoryOrderColumn,
} from '../../api/queryHistoryQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { PageHeader } from '../../components/PageHeader';
import { ServerPagedTable } from '../../components/ServerPagedTable';
import { useDebounced } from '../../components/useDebounced';
import { QueryHistoryFilters, type QueryHistoryFilterValues } from './QueryHistoryFilters';
import { QueryHistoryPreviewModal } from './QueryHistoryPreviewModal';
import { queryHistoryColumns } from './queryHistoryColumns';

type Order = Pick<QueryHistoryListParams, 'orderColumn' | 'orderDirection'>;
const DEFAULT_ORDER: Order = { ...QUERY_HISTORY_DEFAULT_ORDER };

export default function QueryHistoryListPage() {
  const { token } = theme.useToken();
  const roles = getBootstrapUser().roles;
  const seesAll = hasPermission(roles, 'all_query_access', 'all_query_access');
  const canSqlLab = hasPermission(roles, 'can_sqllab', 'Superset');
  const [pageSize, setPageSize] = useState(25);
  const [order, setOrder] = useState<Order>(DEFAULT_ORDER);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<QueryHistoryFilterValues>({});
  const search = useDebounced(searchText);
  const filterKey = JSON.stringify([search, filters]);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const [previewing, setPreviewing] = useState<SqlLabQueryListItem | null>(null);

  const params: QueryHistoryListParams = { page, pageSize, ...order, search, ...filters };
  const { data, error, isFetching } = useListQueryHistoryQuery(params);
  const rows = data?.result ?? [];

  const sortOrder = (column: QueryHistoryOrderColumn): SortOrder =>
    order.orderColumn === column ? (order.orderDirection === 'desc' ? 'descend' : 'ascend') : null;

  const columns = queryHistoryColumns({
    sortOrder,
    showUser: seesAll,
    codeBackground: token.colorFillQuaternary,
    onPreview: setPreviewing,
  });

  const onTableChange: TableProps<SqlLabQueryListItem>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: Order = s?.order
      ? {
          orderColumn: s.columnKey as QueryHistoryOrderColumn,
          orderDirection: s.order === 'descend' ? 'desc' : 'asc',
        }
      : DEFAULT_ORDER;
    const changed =
      next.orderColumn !== order.orderColumn || next.orderDirection !== order.orderDirection;
    setOrder(next);
    const nextSize = pagination.pageSize ?? pageSize;
    setPageSize(nextSize);
    setPaging({
      filterKey,
      page: changed || nextSize !== pageSize ? 0 : (pagination.current ?? 1) - 1,
    });
  };

  const filtered = search !== '' || Object.values(filters).some((v) => v !== undefined);
  return (
    <div>
      <PageHeader
        title="Query history"
        subtitle={seesAll ? 'Queries run in SQL Lab.' : 'Queries you ran in SQL Lab.'}
        extra={
          canSqlLab && (
            <Button type="primary" icon={<PlusOutlined />} href="/sqllab/?new=true">
              Query
            </Button>
          )
        }
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search by query text"
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={setSearchText}
          aria-label="Search by query text"
          style={{ width: 260, maxWidth: '100%' }}
        />
        <QueryHistoryFilters value={filters} showUser={seesAll} onChange={setFilters} />
      </Flex>
      <ServerPagedTable<SqlLabQueryListItem>
        noun="queries"
        error={error}
        rows={rows}
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        columns={columns}
        loading={isFetching}
        onChange={onTableChange}
        emptyText={filtered ? 'No queries match your filters' : 'No queries run yet'}
      />
      <QueryHistoryPreviewModal
        rows={rows}
        current={previewing}
        onChange={setPreviewing}
        onClose={() => setPreviewing(null)}
      />
    </div>
  );
}
