/** The roles list's columns: the name (built-in roles marked), and permissions, rename, delete. */
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, SafetyOutlined } from '@ant-design/icons';
import type { Role } from '@tessera/core';
import { RowActions } from '../../components/listView/RowActions';
import { isBuiltinRole } from './builtinRoles';

export interface RoleActions {
  onPermissions(role: Role): void;
  onRename(role: Role): void;
  onDelete(role: Role): Promise<void>;
}

function RoleActionButtons({ role, actions }: { role: Role; actions: RoleActions }) {
  const builtin = isBuiltinRole(role.name);
  return (
    <RowActions
      size={4}
      actions={[
        {
          key: 'rename',
          label: `Rename ${role.name}`,
          tooltip: builtin ? 'Built-in roles keep their names' : 'Rename',
          icon: <EditOutlined />,
          disabled: builtin,
          onClick: () => actions.onRename(role),
        },
        {
          key: 'delete',
          label: `Delete ${role.name}`,
          tooltip: builtin ? 'Built-in roles cannot be deleted' : 'Delete',
          icon: <DeleteOutlined />,
          danger: true,
          disabled: builtin,
          onClick: () => actions.onDelete(role),
          confirm: {
            title: `Delete role ${role.name}?`,
            description: 'Users holding it lose its permissions.',
            okText: 'Delete',
          },
        },
      ]}
    >
      <Button
        icon={<SafetyOutlined />}
        onClick={() => actions.onPermissions(role)}
        aria-label={`Permissions of ${role.name}`}
      >
        Permissions
      </Button>
    </RowActions>
  );
}

export function roleColumns(actions: RoleActions): TableColumnsType<Role> {
  return [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
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
      render: (_: unknown, role: Role) => <RoleActionButtons role={role} actions={actions} />,
    },
  ];
}
