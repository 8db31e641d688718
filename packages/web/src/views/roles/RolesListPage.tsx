/** Roles list (/roles/list/): add, rename, delete, and edit each role's permissions. */
import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import type { Role } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import { useDeleteRoleMutation, useListRolesQuery } from '../../api/securityApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { isBuiltinRole } from './builtinRoles';
import { RoleNameModal } from './RoleNameModal';
import { RolePermissionsModal } from './RolePermissionsModal';

export default function RolesListPage() {
  const { message } = App.useApp();
  const { data, error, isFetching } = useListRolesQuery();
  const [deleteRole] = useDeleteRoleMutation();
  const [search, setSearch] = useState('');
  const [nameModal, setNameModal] = useState<{ open: boolean; role?: Role }>({ open: false });
  const [permissionsOf, setPermissionsOf] = useState<Role | null>(null);

  const remove = async (role: Role) => {
    try {
      await deleteRole(role.id).unwrap();
      message.success(`Deleted role ${role.name}`);
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const needle = search.trim().toLowerCase();
  const roles = (data?.result ?? []).filter(
    (r) => !needle || r.name.toLowerCase().includes(needle),
  );

  const columns: TableProps<Role>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      defaultSortOrder: 'ascend',
      render: (name: string) => (
        <Space>
          <strong>{name}</strong>
          {isBuiltinRole(name) && <Tag>Built-in</Tag>}
        </Space>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      width: 320,
      render: (_: unknown, role: Role) => {
        const builtin = isBuiltinRole(role.name);
        return (
          <Space size={4}>
            <Button
              icon={<SafetyOutlined />}
              onClick={() => setPermissionsOf(role)}
              aria-label={`Permissions of ${role.name}`}
            >
              Permissions
            </Button>
            <Tooltip title={builtin ? 'Built-in roles keep their names' : 'Rename'}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Rename ${role.name}`}
                disabled={builtin}
                onClick={() => setNameModal({ open: true, role })}
              />
            </Tooltip>
            <Popconfirm
              placement="bottomRight"
              title={`Delete role ${role.name}?`}
              description="Users holding it lose its permissions."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(role)}
              disabled={builtin}
            >
              <Tooltip title={builtin ? 'Built-in roles cannot be deleted' : 'Delete'}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${role.name}`}
                  disabled={builtin}
                />
              </Tooltip>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <div>
      <PageHeader
        title="Roles"
        subtitle="A role is a set of permissions; users get the permissions of every role they hold."
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setNameModal({ open: true })}
          >
            Add role
          </Button>
        }
      />
      <Input.Search
        placeholder="Search roles"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ width: 320, maxWidth: '100%', marginBottom: 16 }}
        aria-label="Search roles"
      />
      {error ? (
        <ApiErrorMessage error={toApiErrorInfo(error)} title="The roles could not be loaded" />
      ) : (
        <Table<Role>
          rowKey="id"
          columns={columns}
          dataSource={roles}
          loading={isFetching}
          pagination={roles.length > 50 ? { pageSize: 50 } : false}
          locale={{ emptyText: needle ? 'No roles match your search' : 'No roles' }}
        />
      )}
      <RoleNameModal
        open={nameModal.open}
        role={nameModal.role}
        onClose={() => setNameModal((m) => ({ ...m, open: false }))}
      />
      <RolePermissionsModal role={permissionsOf} onClose={() => setPermissionsOf(null)} />
    </div>
  );
}
