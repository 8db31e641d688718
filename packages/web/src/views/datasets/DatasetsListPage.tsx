/**
 * Datasets list (/tablemodelview/list/): search by name, filters (type, database, schema,
 * owner), server-side sorting and paging (last modified first); edit (owners and admins),
 * delete, duplicate (virtual datasets), bulk select and bulk delete; "+ Dataset".
 */
import { Suspense, lazy, useState } from 'react';
import { Alert, App, Button, Flex, Input, Space, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { PlusOutlined } from '@ant-design/icons';
import { hasPermission, isAdmin, type DatasetListItem } from '@tessera/core';
import { useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import { useDeleteDatasetsMutation, useListDatasetsQuery } from '../../api/datasetApi';
import type { DatasetOrderColumn, DatasetsListParams } from '../../api/datasetsQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { DeleteModal } from '../../components/DeleteModal';
import { ServerPagedTable } from '../../components/ServerPagedTable';
import { PageHeader } from '../../components/PageHeader';
import { useDebounced } from '../../components/useDebounced';
import { datasetColumns } from './datasetColumns';
import { DatasetFilters, type DatasetFilterValues } from './DatasetFilters';
import { DuplicateDatasetModal } from './DuplicateDatasetModal';
import { useDeleteDataset } from './useDeleteDataset';

const DatasourceModal = lazy(() => import('../../datasets/DatasourceModal'));

export default function DatasetsListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = getBootstrapUser();
  const canWrite = hasPermission(user.roles, 'can_write', 'Dataset');
  const admin = isAdmin(user.roles);
  const [pageSize, setPageSize] = useState(25);
  const [order, setOrder] = useState<Pick<DatasetsListParams, 'orderColumn' | 'orderDirection'>>({
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
  });
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<DatasetFilterValues>({});
  const search = useDebounced(searchText);
  const filterKey = JSON.stringify([search, filters]);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [duplicating, setDuplicating] = useState<DatasetListItem | null>(null);
  const [deleteDatasets, bulkDelete] = useDeleteDatasetsMutation();
  const single = useDeleteDataset();

  const params: DatasetsListParams = { page, pageSize, ...order, search, ...filters };
  const { data, error, isFetching } = useListDatasetsQuery(params);
  const rows = data?.result ?? [];

  /** Owners and admins may change a dataset (besides holding can_write on Dataset). */
  const mayChange = (ds: DatasetListItem) =>
    canWrite && (admin || ds.owners.some((o) => o.id === user.userId));

  const sortOrder = (column: DatasetOrderColumn): SortOrder =>
    order.orderColumn === column ? (order.orderDirection === 'desc' ? 'descend' : 'ascend') : null;

  const columns = datasetColumns({
    sortOrder,
    mayChange,
    canWrite,
    onEdit: (ds) => setEditing(ds.id),
    onDelete: (ds) => void single.ask(ds),
    onDuplicate: (ds) => setDuplicating(ds),
  });

  const onTableChange: TableProps<DatasetListItem>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: typeof order = s?.order
      ? {
          orderColumn: s.columnKey as DatasetOrderColumn,
          orderDirection: s.order === 'descend' ? 'desc' : 'asc',
        }
      : { orderColumn: 'changed_on_delta_humanized', orderDirection: 'desc' };
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

  const removeSelected = async () => {
    try {
      const answer = await deleteDatasets(selected).unwrap();
      message.success(answer.message);
      setSelected([]);
    } catch (e) {
      message.error(
        `There was an issue deleting the selected datasets: ${toApiErrorInfo(e).message}`,
      );
    } finally {
      setBulkDeleting(false);
    }
  };

  return (
    <div>
      <PageHeader
        title="Datasets"
        subtitle="The tables and queries charts are built on."
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
                aria-label="Add dataset"
                onClick={() => navigate('/dataset/add/')}
              >
                Dataset
              </Button>
            </>
          )
        }
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search datasets by name"
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={setSearchText}
          aria-label="Search datasets"
          style={{ width: 280, maxWidth: '100%' }}
        />
        <DatasetFilters value={filters} onChange={setFilters} />
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
      <ServerPagedTable<DatasetListItem>
        noun="datasets"
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
                getCheckboxProps: (ds) => ({
                  disabled: !mayChange(ds),
                  'aria-label': `Select ${ds.table_name}`,
                }),
              }
            : undefined
        }
        emptyText={
          search || Object.values(filters).some((v) => v !== undefined)
            ? 'No datasets match your filters'
            : 'No datasets yet'
        }
      />
      <DeleteModal
        open={single.deleting !== null}
        title="Delete Dataset?"
        description={single.deleting?.description}
        loading={single.loading}
        onConfirm={() => void single.confirm()}
        onCancel={single.cancel}
      />
      <DeleteModal
        open={bulkDeleting}
        title="Please confirm"
        description="Are you sure you want to delete the selected datasets?"
        loading={bulkDelete.isLoading}
        onConfirm={() => void removeSelected()}
        onCancel={() => setBulkDeleting(false)}
      />
      <DuplicateDatasetModal dataset={duplicating} onClose={() => setDuplicating(null)} />
      {editing !== null && (
        <Suspense fallback={null}>
          <DatasourceModal datasetId={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
