/** Users list (/users/list/): server-side paging, sorting and search; add, edit, deactivate, delete. */
import { useEffect, useState } from 'react';
import { App, Button, Flex, Input, Popconfirm, Segmented, Select, Space, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { User } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useDeleteUserMutation,
  useListUsersQuery,
  useUpdateUserMutation,
} from '../../api/securityApi';
import type { UserOrderColumn, UserSearchColumn, UsersListParams } from '../../api/usersQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { ServerPagedTable } from '../../components/ServerPagedTable';
import { formatDateTime } from '../../components/formatDate';
import { PageHeader } from '../../components/PageHeader';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';

const SEARCH_COLUMNS: { value: UserSearchColumn; label: string }[] = [
  { value: 'username', label: 'Username' },
  { value: 'first_name', label: 'First name' },
  { value: 'last_name', label: 'Last name' },
  { value: 'email', label: 'Email' },
];

type StatusFilter = 'all' | 'active' | 'inactive';
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export default function UsersListPage() {
  const { message } = App.useApp();
  const me = getBootstrapUser();
  const [pageSize, setPageSize] = useState(25);
  const [order, setOrder] = useState<Pick<UsersListParams, 'orderColumn' | 'orderDirection'>>({
    orderColumn: 'username',
    orderDirection: 'asc',
  });
  const [searchText, setSearchText] = useState('');
  const [searchColumn, setSearchColumn] = useState<UserSearchColumn>('username');
  const [status, setStatus] = useState<StatusFilter>('all');
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  // A new search or filter starts again at the first page.
  const filterKey = JSON.stringify([search, searchColumn, status]);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const params: UsersListParams = {
    page,
    pageSize,
    ...order,
    search,
    searchColumn,
    active: status === 'all' ? undefined : status === 'active',
  };
  const { data, error, isFetching } = useListUsersQuery(params);
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();

  const [editing, setEditing] = useState<User | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);

  const setActive = async (user: User, active: boolean) => {
    try {
      await updateUser({ id: user.id, patch: { active } }).unwrap();
      message.success(`${active ? 'Activated' : 'Deactivated'} ${user.username}`);
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const remove = async (user: User) => {
    try {
      await deleteUser(user.id).unwrap();
      message.success(`Deleted ${user.username}`);
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const sortOrder = (column: UserOrderColumn) =>
    order.orderColumn === column ? (order.orderDirection === 'desc' ? 'descend' : 'ascend') : null;

  const columns: TableProps<User>['columns'] = [
    {
      title: 'Username',
      dataIndex: 'username',
      key: 'username',
      sorter: true,
      sortOrder: sortOrder('username'),
      render: (username: string) => <strong>{username}</strong>,
    },
    {
      title: 'First name',
      dataIndex: 'first_name',
      key: 'first_name',
      sorter: true,
      sortOrder: sortOrder('first_name'),
    },
    {
      title: 'Last name',
      dataIndex: 'last_name',
      key: 'last_name',
      sorter: true,
      sortOrder: sortOrder('last_name'),
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      sorter: true,
      sortOrder: sortOrder('email'),
      ellipsis: true,
    },
    {
      title: 'Roles',
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: User['roles']) => (
        <Flex gap={4} wrap>
          {roles.map((r) => (
            <Tag
              key={r.id}
              color={r.name.toLowerCase() === 'admin' ? 'gold' : 'blue'}
              style={{ marginInlineEnd: 0 }}
            >
              {r.name}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Active',
      dataIndex: 'active',
      key: 'active',
      sorter: true,
      sortOrder: sortOrder('active'),
      render: (active: boolean) =>
        active ? <Tag color="success">Active</Tag> : <Tag color="default">Inactive</Tag>,
    },
    {
      title: 'Last login',
      dataIndex: 'last_login',
      key: 'last_login',
      sorter: true,
      sortOrder: sortOrder('last_login'),
      render: (iso: string | null) => (
        <span title={iso ?? undefined} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(iso)}
        </span>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_: unknown, user: User) => {
        const self = user.id === me.userId;
        return (
          <Space size={0}>
            <Tooltip title="Edit">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${user.username}`}
                onClick={() => {
                  setEditing(user);
                  setFormOpen(true);
                }}
              />
            </Tooltip>
            <Tooltip title="Reset password">
              <Button
                type="text"
                icon={<KeyOutlined />}
                aria-label={`Reset password of ${user.username}`}
                onClick={() => setResetting(user)}
              />
            </Tooltip>
            {user.active ? (
              <Popconfirm
                placement="bottomRight"
                title={`Deactivate ${user.username}?`}
                description="They will no longer be able to sign in."
                okText="Deactivate"
                okButtonProps={{ danger: true }}
                onConfirm={() => setActive(user, false)}
                disabled={self}
              >
                <Tooltip title={self ? 'You cannot deactivate yourself' : 'Deactivate'}>
                  <Button
                    type="text"
                    icon={<StopOutlined />}
                    aria-label={`Deactivate ${user.username}`}
                    disabled={self}
                  />
                </Tooltip>
              </Popconfirm>
            ) : (
              <Tooltip title="Activate">
                <Button
                  type="text"
                  icon={<CheckCircleOutlined />}
                  aria-label={`Activate ${user.username}`}
                  onClick={() => setActive(user, true)}
                />
              </Tooltip>
            )}
            <Popconfirm
              placement="bottomRight"
              title={`Delete ${user.username}?`}
              description="This cannot be undone."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(user)}
              disabled={self}
            >
              <Tooltip title={self ? 'You cannot delete yourself' : 'Delete'}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${user.username}`}
                  disabled={self}
                />
              </Tooltip>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  const onTableChange: TableProps<User>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const nextOrder: typeof order = s?.order
      ? {
          orderColumn: (s.columnKey ?? s.field) as UserOrderColumn,
          orderDirection: s.order === 'descend' ? 'desc' : 'asc',
        }
      : { orderColumn: undefined, orderDirection: undefined };
    const sortChanged =
      nextOrder.orderColumn !== order.orderColumn ||
      nextOrder.orderDirection !== order.orderDirection;
    setOrder(nextOrder);
    const nextSize = pagination.pageSize ?? pageSize;
    setPageSize(nextSize);
    setPage(sortChanged || nextSize !== pageSize ? 0 : (pagination.current ?? 1) - 1);
  };

  return (
    <div>
      <PageHeader
        title="Users"
        subtitle="People who can sign in to Tessera, and the roles they hold."
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            Add user
          </Button>
        }
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Space.Compact style={{ width: 420, maxWidth: '100%' }}>
          <Select
            value={searchColumn}
            onChange={setSearchColumn}
            options={SEARCH_COLUMNS}
            style={{ width: 130 }}
            aria-label="Search in"
          />
          <Input.Search
            placeholder="Search users"
            allowClear
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            onSearch={setSearchText}
            aria-label="Search users"
          />
        </Space.Compact>
        <Segmented<StatusFilter>
          value={status}
          onChange={setStatus}
          options={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Flex>
      <ServerPagedTable<User>
        noun="users"
        error={error}
        rows={data?.result ?? []}
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        columns={columns}
        loading={isFetching}
        onChange={onTableChange}
        emptyText={search ? 'No users match your search' : 'No users'}
      />
      <UserFormModal open={formOpen} user={editing} onClose={() => setFormOpen(false)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
