/**
 * Databases list (/databaseview/list/): server-side paging, sorting and search; the
 * connection dialog to add or edit one; delete with confirmation (refused while datasets
 * use the connection, with the server's message).
 */
import { useState } from 'react';
import { App, Button, Flex, Input, Select, Space, Tooltip, Typography, theme } from 'antd';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { hasPermission, type DatabaseListItem } from '@tessera/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useDeleteDatabaseMutation,
  useLazyDatabaseRelatedObjectsQuery,
  useListDatabasesQuery,
} from '../../api/databaseApi';
import type { DatabaseOrderColumn, DatabasesListParams } from '../../api/databasesQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { DeleteModal } from '../../components/DeleteModal';
import { ServerPagedTable } from '../../components/ServerPagedTable';
import { formatDateTime } from '../../components/formatDate';
import { PageHeader } from '../../components/PageHeader';
import { useDebounced } from '../../components/useDebounced';
import { DatabaseModal } from './DatabaseModal';

type Flag = 'all' | 'yes' | 'no';

function flagValue(flag: Flag): boolean | undefined {
  return flag === 'all' ? undefined : flag === 'yes';
}

function BooleanMark({ value, label }: { value: boolean; label: string }) {
  const { token } = theme.useToken();
  return value ? (
    <CheckOutlined aria-label={`${label}: yes`} style={{ color: token.colorSuccess }} />
  ) : (
    <CloseOutlined aria-label={`${label}: no`} style={{ color: token.colorTextQuaternary }} />
  );
}

interface Deleting {
  database: DatabaseListItem;
  description: string;
}

export default function DatabasesListPage() {
  const { message, modal } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const canWrite = hasPermission(getBootstrapUser().roles, 'can_write', 'Database');
  const [pageSize, setPageSize] = useState(25);
  const [order, setOrder] = useState<Pick<DatabasesListParams, 'orderColumn' | 'orderDirection'>>({
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
  });
  const [searchText, setSearchText] = useState('');
  const [exposed, setExposed] = useState<Flag>('all');
  const [asyncFlag, setAsyncFlag] = useState<Flag>('all');
  const search = useDebounced(searchText);
  const filterKey = JSON.stringify([search, exposed, asyncFlag]);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;

  const params: DatabasesListParams = {
    page,
    pageSize,
    ...order,
    search,
    exposeInSqlLab: flagValue(exposed),
    allowRunAsync: flagValue(asyncFlag),
  };
  const { data, error, isFetching } = useListDatabasesQuery(params);
  const [deleteDatabase, deleteState] = useDeleteDatabaseMutation();
  const [relatedObjects] = useLazyDatabaseRelatedObjectsQuery();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; id?: number }>({ open: false });
  // `#create` (Superset's link from the "+" menu) opens the dialog for a new connection.
  const createFromLink = canWrite && location.hash === '#create';

  const closeDialog = () => {
    setDialog({ open: false });
    if (location.hash) navigate({ hash: '' }, { replace: true });
  };

  const askDelete = async (database: DatabaseListItem) => {
    const related = await relatedObjects(database.id)
      .unwrap()
      .catch(() => null);
    const charts = related?.charts.count ?? 0;
    const dashboards = related?.dashboards.count ?? 0;
    const tabs = related?.sqllab_tab_states.count ?? 0;
    setDeleting({
      database,
      description:
        `The database ${database.database_name} is linked to ${charts} charts that appear on ` +
        `${dashboards} dashboards and users have ${tabs} SQL Lab tabs using this database ` +
        'open. Are you sure you want to continue? Deleting the database will break those objects.',
    });
  };

  const remove = async () => {
    if (!deleting) return;
    const { database } = deleting;
    try {
      await deleteDatabase(database.id).unwrap();
      message.success(`Deleted: ${database.database_name}`);
      setDeleting(null);
    } catch (e) {
      setDeleting(null);
      modal.error({
        title: `The database ${database.database_name} could not be deleted`,
        content: toApiErrorInfo(e).message,
      });
    }
  };

  const sortOrder = (column: DatabaseOrderColumn): SortOrder =>
    order.orderColumn === column ? (order.orderDirection === 'desc' ? 'descend' : 'ascend') : null;
  const sortable = (key: DatabaseOrderColumn) => ({
    key,
    sorter: true,
    sortOrder: sortOrder(key),
  });

  const columns: TableProps<DatabaseListItem>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'database_name',
      ...sortable('database_name'),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: 'Backend', dataIndex: 'backend', key: 'backend' },
    {
      title: <Tooltip title="Asynchronous query execution">AQE</Tooltip>,
      dataIndex: 'allow_run_async',
      ...sortable('allow_run_async'),
      align: 'center',
      render: (v: boolean) => <BooleanMark value={v} label="AQE" />,
    },
    {
      title: <Tooltip title="Allow Data Manipulation Language">DML</Tooltip>,
      dataIndex: 'allow_dml',
      ...sortable('allow_dml'),
      align: 'center',
      render: (v: boolean) => <BooleanMark value={v} label="DML" />,
    },
    {
      title: 'CSV upload',
      dataIndex: 'allow_file_upload',
      ...sortable('allow_file_upload'),
      align: 'center',
      render: (v: boolean) => <BooleanMark value={v} label="CSV upload" />,
    },
    {
      title: 'Expose in SQL Lab',
      dataIndex: 'expose_in_sqllab',
      ...sortable('expose_in_sqllab'),
      align: 'center',
      render: (v: boolean) => <BooleanMark value={v} label="Expose in SQL Lab" />,
    },
    {
      title: 'Created by',
      dataIndex: 'created_by',
      ...sortable('created_by.first_name'),
      render: (by: DatabaseListItem['created_by']) =>
        by ? `${by.first_name} ${by.last_name}`.trim() : '',
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on_delta_humanized',
      ...sortable('changed_on_delta_humanized'),
      render: (human: string, row) => (
        <Tooltip title={formatDateTime(row.changed_on)}>
          <span style={{ whiteSpace: 'nowrap' }}>{human}</span>
        </Tooltip>
      ),
    },
  ];
  if (canWrite) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_: unknown, db: DatabaseListItem) => (
        <Space size={0}>
          <Tooltip title="Edit">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${db.database_name}`}
              onClick={() => setDialog({ open: true, id: db.id })}
            />
          </Tooltip>
          <Tooltip title="Delete database">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${db.database_name}`}
              onClick={() => void askDelete(db)}
            />
          </Tooltip>
        </Space>
      ),
    });
  }

  const onTableChange: TableProps<DatabaseListItem>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: typeof order = s?.order
      ? {
          orderColumn: s.columnKey as DatabaseOrderColumn,
          orderDirection: s.order === 'descend' ? 'desc' : 'asc',
        }
      : { orderColumn: undefined, orderDirection: undefined };
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

  const flagSelect = (label: string, value: Flag, onChange: (v: Flag) => void) => (
    <Select<Flag>
      prefix={`${label}:`}
      value={value}
      onChange={onChange}
      aria-label={label}
      style={{ minWidth: 130 }}
      options={[
        { value: 'all', label: 'All' },
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
    />
  );

  return (
    <div>
      <PageHeader
        title="Databases"
        subtitle="The database connections charts, datasets and SQL Lab query."
        extra={
          canWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              aria-label="Add database"
              onClick={() => setDialog({ open: true })}
            >
              Database
            </Button>
          )
        }
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search databases"
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={setSearchText}
          aria-label="Search databases"
          style={{ width: 300, maxWidth: '100%' }}
        />
        {flagSelect('Expose in SQL Lab', exposed, setExposed)}
        {flagSelect('AQE', asyncFlag, setAsyncFlag)}
      </Flex>
      <ServerPagedTable<DatabaseListItem>
        noun="databases"
        error={error}
        rows={data?.result ?? []}
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        columns={columns}
        loading={isFetching}
        onChange={onTableChange}
        emptyText={search ? 'No databases match your search' : 'No databases yet'}
      />
      <DatabaseModal
        open={dialog.open || createFromLink}
        databaseId={createFromLink ? undefined : dialog.id}
        onClose={closeDialog}
      />
      <DeleteModal
        open={deleting !== null}
        title="Delete Database?"
        description={deleting?.description}
        loading={deleteState.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
