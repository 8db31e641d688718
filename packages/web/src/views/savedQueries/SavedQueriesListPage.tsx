/**
 * Saved queries list (/savedqueryview/list/): search (name, description, SQL), filters
 * (database, schema, modified by), server-side sorting and paging (last modified first);
 * preview the SQL, open in SQL Lab, copy the link, delete, bulk select and bulk delete.
 */
import { useState } from 'react';
import { Alert, App, Button, Flex, Input, Space, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { PlusOutlined } from '@ant-design/icons';
import { hasPermission, type SavedQueryListItem } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useDeleteSavedQueriesMutation,
  useDeleteSavedQueryMutation,
  useListSavedQueriesQuery,
} from '../../api/savedQueryApi';
import {
  savedQueryUrl,
  type SavedQueriesListParams,
  type SavedQueryOrderColumn,
} from '../../api/savedQueriesQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { DeleteModal } from '../../components/DeleteModal';
import { PageHeader } from '../../components/PageHeader';
import { ServerPagedTable } from '../../components/ServerPagedTable';
import { useDebounced } from '../../components/useDebounced';
import { copyText } from './copyText';
import { SavedQueryFilters, type SavedQueryFilterValues } from './SavedQueryFilters';
import { SavedQueryPreviewModal } from './SavedQueryPreviewModal';
import { savedQueryColumns } from './savedQueryColumns';

type Order = Pick<SavedQueriesListParams, 'orderColumn' | 'orderDirection'>;
const DEFAULT_ORDER: Order = { orderColumn: 'changed_on_delta_humanized', orderDirection: 'desc' };

export default function SavedQueriesListPage() {
  const { message } = App.useApp();
  const user = getBootstrapUser();
  const canWrite = hasPermission(user.roles, 'can_write', 'SavedQuery');
  const [pageSize, setPageSize] = useState(25);
  const [order, setOrder] = useState<Order>(DEFAULT_ORDER);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<SavedQueryFilterValues>({});
  const search = useDebounced(searchText);
  const filterKey = JSON.stringify([search, filters]);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [deleting, setDeleting] = useState<SavedQueryListItem | null>(null);
  const [previewing, setPreviewing] = useState<SavedQueryListItem | null>(null);
  const [deleteOne, single] = useDeleteSavedQueryMutation();
  const [deleteMany, many] = useDeleteSavedQueriesMutation();

  const params: SavedQueriesListParams = { page, pageSize, ...order, search, ...filters };
  const { data, error, isFetching } = useListSavedQueriesQuery(params);
  const rows = data?.result ?? [];

  const sortOrder = (column: SavedQueryOrderColumn): SortOrder =>
    order.orderColumn === column ? (order.orderDirection === 'desc' ? 'descend' : 'ascend') : null;

  const copyLink = async (q: SavedQueryListItem) => {
    try {
      await copyText(savedQueryUrl(q.id, window.location.origin));
      message.success('Link Copied!');
    } catch {
      message.error('Sorry, your browser does not support copying.');
    }
  };

  const columns = savedQueryColumns({
    sortOrder,
    canWrite,
    onPreview: setPreviewing,
    onCopyLink: (q) => void copyLink(q),
    onDelete: setDeleting,
  });

  const onTableChange: TableProps<SavedQueryListItem>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: Order = s?.order
      ? {
          orderColumn: s.columnKey as SavedQueryOrderColumn,
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

  const removeOne = async () => {
    if (!deleting) return;
    const q = deleting;
    try {
      await deleteOne(q.id).unwrap();
      message.success(`Deleted: ${q.label}`);
    } catch (e) {
      message.error(`There was an issue deleting ${q.label}: ${toApiErrorInfo(e).message}`);
    } finally {
      setDeleting(null);
    }
  };

  const removeSelected = async () => {
    try {
      const answer = await deleteMany(selected).unwrap();
      message.success(answer.message);
      setSelected([]);
    } catch (e) {
      message.error(
        `There was an issue deleting the selected queries: ${toApiErrorInfo(e).message}`,
      );
    } finally {
      setBulkDeleting(false);
    }
  };

  return (
    <div>
      <PageHeader
        title="Saved queries"
        subtitle="Queries you saved in SQL Lab."
        extra={
          <>
            {canWrite && (
              <Button
                onClick={() => {
                  setBulk(!bulk);
                  setSelected([]);
                }}
              >
                {bulk ? 'Close bulk select' : 'Bulk select'}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined />} href="/sqllab/?new=true">
              Query
            </Button>
          </>
        }
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search saved queries"
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={setSearchText}
          aria-label="Search saved queries"
          style={{ width: 280, maxWidth: '100%' }}
        />
        <SavedQueryFilters value={filters} onChange={setFilters} />
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
      <ServerPagedTable<SavedQueryListItem>
        noun="saved queries"
        error={error}
        rows={rows}
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        columns={columns}
        loading={isFetching}
        onChange={onTableChange}
        rowSelection={
          bulk
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (q) => ({ 'aria-label': `Select ${q.label}` }),
              }
            : undefined
        }
        emptyText={
          search || Object.values(filters).some((v) => v !== undefined)
            ? 'No saved queries match your filters'
            : 'No saved queries yet'
        }
      />
      <SavedQueryPreviewModal
        rows={rows}
        current={previewing}
        onChange={setPreviewing}
        onClose={() => setPreviewing(null)}
      />
      <DeleteModal
        open={deleting !== null}
        title="Delete Query?"
        description={`This action will permanently delete the saved query${deleting ? ` "${deleting.label}"` : ''}.`}
        loading={single.isLoading}
        onConfirm={() => void removeOne()}
        onCancel={() => setDeleting(null)}
      />
      <DeleteModal
        open={bulkDeleting}
        title="Please confirm"
        description="Are you sure you want to delete the selected queries?"
        loading={many.isLoading}
        onConfirm={() => void removeSelected()}
        onCancel={() => setBulkDeleting(false)}
      />
    </div>
  );
}
