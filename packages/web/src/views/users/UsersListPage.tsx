/** Users list (/users/list/): server-side paging, sorting and search; add, edit, deactivate, delete. */
import { useState } from 'react';
import { App } from 'antd';
import type { User } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useDeleteUserMutation,
  useListUsersQuery,
  useUpdateUserMutation,
} from '../../api/securityApi';
import { getBootstrapUser } from '../../app/bootstrap';
import { ListView } from '../../components/listView/ListView';
import type { ListFilterDeclaration } from '../../components/listView/types';
import { useListView } from '../../components/listView/useListView';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';
import { userColumns } from './userColumns';

/** The search in one column (api/usersQuery.ts), and active or inactive users. */
const USER_FILTERS: ListFilterDeclaration[] = [
  {
    kind: 'search',
    id: 'search',
    placeholder: 'Search users',
    ariaLabel: 'Search users',
    width: 420,
    columns: {
      id: 'searchColumn',
      width: 130,
      options: [
        { value: 'username', label: 'Username' },
        { value: 'first_name', label: 'First name' },
        { value: 'last_name', label: 'Last name' },
        { value: 'email', label: 'Email' },
      ],
    },
  },
  {
    kind: 'segmented',
    id: 'active',
    options: [
      { value: undefined, label: 'All' },
      { value: true, label: 'Active' },
      { value: false, label: 'Inactive' },
    ],
  },
];

export default function UsersListPage() {
  const { message } = App.useApp();
  const me = getBootstrapUser();
  const list = useListView<User>({
    useList: useListUsersQuery,
    filters: USER_FILTERS,
    initialOrder: { column: 'username', direction: 'asc' },
  });
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

  const openForm = (user: User | undefined) => {
    setEditing(user);
    setFormOpen(true);
  };

  return (
    <>
      <ListView<User>
        list={list}
        title="Users"
        subtitle="People who can sign in to Tessera, and the roles they hold."
        add={{ text: 'Add user', onClick: () => openForm(undefined) }}
        noun="users"
        emptyText={{
          unfiltered: 'No users',
          filtered: 'No users match your search',
          filteredBy: ['search'],
        }}
        columns={userColumns({
          me: me.userId,
          onEdit: openForm,
          onResetPassword: setResetting,
          onSetActive: setActive,
          onDelete: remove,
        })}
      />
      <UserFormModal open={formOpen} user={editing} onClose={() => setFormOpen(false)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
