/**
 * Charts list (/chart/list/): card and list views (LISTVIEWS_DEFAULT_CARD_VIEW picks the
 * first), search and filters, sorting, favourite stars, edit properties and delete (owners
 * and admins), bulk select and bulk delete, and "+ Chart" to the chart creation page.
 */
import { useState } from 'react';
import { Alert, App, Button, Flex, Input, Segmented, Select, Space, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { AppstoreOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { isAdmin, type ChartListItem } from '@tessera/core';
import { useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useChartPermissionsQuery,
  useDeleteChartMutation,
  useDeleteChartsMutation,
  useListChartsQuery,
} from '../../api/chartApi';
import {
  CARD_SORTS,
  CHART_DEFAULT_ORDER,
  cardSortOf,
  type ChartFilterValues,
  type ChartOrder,
  type ChartOrderColumn,
} from '../../api/chartsQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { isFeatureEnabled } from '../../app/featureFlags';
import { DeleteModal } from '../../components/DeleteModal';
import { PageHeader } from '../../components/PageHeader';
import { ServerPagedTable } from '../../components/ServerPagedTable';
import { useDebounced } from '../../components/useDebounced';
import { ChartCardGrid } from './ChartCardGrid';
import { chartColumns, type ChartActions } from './chartColumns';
import { ChartFilters } from './ChartFilters';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { useChartFavorites } from './useChartFavorites';

type ViewMode = 'card' | 'list';

export default function ChartsListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = getBootstrapUser();
  const admin = isAdmin(user.roles);
  const permissions = useChartPermissionsQuery().data ?? [];
  const canWrite = permissions.includes('can_write');

  const [view, setView] = useState<ViewMode>(
    isFeatureEnabled('LISTVIEWS_DEFAULT_CARD_VIEW') ? 'card' : 'list',
  );
  const [pageSize, setPageSize] = useState(25);
  const [order, setOrder] = useState<ChartOrder>(CHART_DEFAULT_ORDER);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<ChartFilterValues>({});
  const search = useDebounced(searchText);
  const filterKey = JSON.stringify([search, filters, order]);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [deleting, setDeleting] = useState<ChartListItem | null>(null);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const [deleteChart, single] = useDeleteChartMutation();
  const [deleteCharts, many] = useDeleteChartsMutation();

  const { data, error, isFetching } = useListChartsQuery({
    page,
    pageSize,
    ...order,
    search,
    ...filters,
  });
  const rows = data?.result ?? [];
  const favorites = useChartFavorites(rows.map((r) => r.id));

  const actions: ChartActions = {
    mayChange: (c) => canWrite && (admin || c.owners.some((o) => o.id === user.userId)),
    onEdit: setEditing,
    onDelete: setDeleting,
  };
  const sortOrder = (column: ChartOrderColumn): SortOrder =>
    order.orderColumn === column ? (order.orderDirection === 'desc' ? 'descend' : 'ascend') : null;
  const goToPage = (next: number, size: number) => {
    setPageSize(size);
    setPaging({ filterKey, page: size !== pageSize ? 0 : next });
  };

  const onTableChange: TableProps<ChartListItem>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: ChartOrder = s?.order
      ? {
          orderColumn: s.columnKey as ChartOrderColumn,
          orderDirection: s.order === 'descend' ? 'desc' : 'asc',
        }
      : CHART_DEFAULT_ORDER;
    setOrder(next);
    goToPage((pagination.current ?? 1) - 1, pagination.pageSize ?? pageSize);
  };

  const removeOne = async () => {
    if (!deleting) return;
    try {
      await deleteChart(deleting.id).unwrap();
      message.success(`Deleted: ${deleting.slice_name}`);
    } catch (e) {
      message.error(`There was an issue deleting: ${toApiErrorInfo(e).message}`);
    } finally {
      setDeleting(null);
    }
  };

  const removeSelected = async () => {
    try {
      const answer = await deleteCharts(selected).unwrap();
      message.success(answer.message);
      setSelected([]);
    } catch (e) {
      message.error(
        `There was an issue deleting the selected charts: ${toApiErrorInfo(e).message}`,
      );
    } finally {
      setBulkDeleting(false);
    }
  };

  const filtered = search !== '' || Object.values(filters).some((v) => v !== undefined);
  const emptyText = filtered ? 'No charts match your filters' : 'No charts yet';

  return (
    <div>
      <PageHeader
        title="Charts"
        subtitle="Saved explorations of your datasets."
        extra={
          canWrite && (
            <>
              <Button
                onClick={() => {
                  setBulk(!bulk);
                  setSelected([]);
                }}
              >
                {bulk ? 'Close bulk select' : 'Bulk select'}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                aria-label="Add chart"
                onClick={() => navigate('/chart/add/')}
              >
                Chart
              </Button>
            </>
          )
        }
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<ViewMode>
          aria-label="View"
          value={view}
          onChange={setView}
          options={[
            { value: 'card', icon: <AppstoreOutlined aria-label="Card view" /> },
            { value: 'list', icon: <UnorderedListOutlined aria-label="List view" /> },
          ]}
        />
        <Input.Search
          placeholder="Type a value"
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={setSearchText}
          aria-label="Search"
          prefix={<Typography.Text type="secondary">Search:</Typography.Text>}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <ChartFilters value={filters} onChange={setFilters} />
        {view === 'card' && (
          <Select<string>
            prefix="Sort:"
            aria-label="Sort"
            style={{ width: 250 }}
            value={cardSortOf(order)}
            placeholder="Sort"
            onChange={(v) => setOrder(CARD_SORTS.find((s) => s.value === v)!.order)}
            options={CARD_SORTS.map(({ label, value }) => ({ label, value }))}
          />
        )}
      </Flex>
      {bulk && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={
            <Space>
              <Typography.Text>{selected.length} Selected</Typography.Text>
              {selected.length > 0 && (
                <>
                  <Button size="small" type="link" onClick={() => setSelected([])}>
                    Deselect all
                  </Button>
                  <Button size="small" danger onClick={() => setBulkDeleting(true)}>
                    Delete
                  </Button>
                </>
              )}
            </Space>
          }
        />
      )}
      {view === 'list' ? (
        <ServerPagedTable<ChartListItem>
          noun="charts"
          error={error}
          rows={rows}
          total={data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          columns={chartColumns({ sortOrder, favorites, canWrite, actions })}
          loading={isFetching}
          onChange={onTableChange}
          rowSelection={
            bulk
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (c) => ({
                    disabled: !actions.mayChange(c),
                    'aria-label': `Select ${c.slice_name}`,
                  }),
                }
              : undefined
          }
          emptyText={emptyText}
        />
      ) : (
        <ChartCardGrid
          error={error}
          rows={rows}
          total={data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          loading={isFetching}
          emptyText={emptyText}
          onPage={goToPage}
          favorites={favorites}
          canWrite={canWrite}
          actions={actions}
          selection={bulk ? { selected, onChange: setSelected } : undefined}
        />
      )}
      <DeleteModal
        open={deleting !== null}
        title="Please confirm"
        description={
          <>
            Are you sure you want to delete <b>{deleting?.slice_name}</b>?
          </>
        }
        loading={single.isLoading}
        onConfirm={() => void removeOne()}
        onCancel={() => setDeleting(null)}
      />
      <DeleteModal
        open={bulkDeleting}
        title="Please confirm"
        description="Are you sure you want to delete the selected charts?"
        loading={many.isLoading}
        onConfirm={() => void removeSelected()}
        onCancel={() => setBulkDeleting(false)}
      />
      {editing && <ChartPropertiesModal chart={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
