/**
 * The users list's columns: username, names, email, roles, active, last login, and edit,
 * reset password, deactivate or activate, and delete (never oneself).
 */
import { Flex, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { User } from '@tessera/core';
import { formatDateTime } from '../../components/formatDate';
import { sortable } from '../../components/listView/columns';
import { RowActions } from '../../components/listView/RowActions';

/** A server-sorted column of the field of the same name. */
const sortedField = (key: string) => ({ ...sortable(key), dataIndex: key });

export interface UserActions {
  /** The signed-in user, who may not deactivate or delete themselves. */
  me: number | undefined;
  onEdit(user: User): void;
  onResetPassword(user: User): void;
  onSetActive(user: User, active: boolean): Promise<void>;
  onDelete(user: User): Promise<void>;
}

function UserActionButtons({ user, actions }: { user: User; actions: UserActions }) {
  const self = user.id === actions.me;
  const name = user.username;
  return (
    <RowActions
      actions={[
        {
          key: 'edit',
          label: `Edit ${name}`,
          tooltip: 'Edit',
          icon: <EditOutlined />,
          onClick: () => actions.onEdit(user),
        },
        {
          key: 'password',
          label: `Reset password of ${name}`,
          tooltip: 'Reset password',
          icon: <KeyOutlined />,
          onClick: () => actions.onResetPassword(user),
        },
        user.active
          ? {
              key: 'deactivate',
              label: `Deactivate ${name}`,
              tooltip: self ? 'You cannot deactivate yourself' : 'Deactivate',
              icon: <StopOutlined />,
              disabled: self,
              onClick: () => actions.onSetActive(user, false),
              confirm: {
                title: `Deactivate ${name}?`,
                description: 'They will no longer be able to sign in.',
                okText: 'Deactivate',
              },
            }
          : {
              key: 'activate',
              label: `Activate ${name}`,
              tooltip: 'Activate',
              icon: <CheckCircleOutlined />,
              onClick: () => actions.onSetActive(user, true),
            },
        {
          key: 'delete',
          label: `Delete ${name}`,
          tooltip: self ? 'You cannot delete yourself' : 'Delete',
          icon: <DeleteOutlined />,
          danger: true,
          disabled: self,
          onClick: () => actions.onDelete(user),
          confirm: {
            title: `Delete ${name}?`,
            description: 'This cannot be undone.',
            okText: 'Delete',
          },
        },
      ]}
    />
  );
}

export function userColumns(actions: UserActions): TableColumnsType<User> {
  return [
    {
      title: 'Username',
      ...sortedField('username'),
      render: (username: string) => <strong>{username}</strong>,
    },
    { title: 'First name', ...sortedField('first_name') },
    { title: 'Last name', ...sortedField('last_name') },
    { title: 'Email', ...sortedField('email'), ellipsis: true },
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
      ...sortedField('active'),
      render: (active: boolean) =>
        active ? <Tag color="success">Active</Tag> : <Tag color="default">Inactive</Tag>,
    },
    {
      title: 'Last login',
      ...sortedField('last_login'),
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
      render: (_: unknown, user: User) => <UserActionButtons user={user} actions={actions} />,
    },
  ];
}
