/**
 * Roles list (/roles/list/): add, rename, delete, and edit each role's permissions. The
 * server answers every role at once; the list searches, sorts and pages them here.
 */
import { useState } from 'react';
import { App } from 'antd';
import type { Role } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import type { ListRequest } from '../../api/listQuery';
import { useDeleteRoleMutation, useListRolesQuery } from '../../api/securityApi';
import { ListView } from '../../components/listView/ListView';
import type { ListFilterDeclaration } from '../../components/listView/types';
import { useListView } from '../../components/listView/useListView';
import { RoleNameModal } from './RoleNameModal';
import { RolePermissionsModal } from './RolePermissionsModal';
import { roleColumns } from './roleColumns';

const ROLE_FILTERS: ListFilterDeclaration[] = [
  {
    kind: 'search',
    id: 'search',
    placeholder: 'Search roles',
    ariaLabel: 'Search roles',
    width: 320,
  },
];

/** One page of the roles whose name holds the search, in the order asked. */
function useRoleList({ page, pageSize, order, filters }: ListRequest) {
  const { data, error, isFetching } = useListRolesQuery();
  const needle = String(filters?.search ?? '')
    .trim()
    .toLowerCase();
  const found = (data?.result ?? []).filter((r) => r.name.toLowerCase().includes(needle));
  if (order) {
    const sign = order.direction === 'desc' ? -1 : 1;
    found.sort((a, b) => sign * a.name.localeCompare(b.name));
  }
  const result = found.slice(page * pageSize, (page + 1) * pageSize);
  return { data: data && { count: found.length, result }, error, isFetching };
}

export default function RolesListPage() {
  const { message } = App.useApp();
  const list = useListView<Role>({
    useList: useRoleList,
    filters: ROLE_FILTERS,
    initialOrder: { column: 'name', direction: 'asc' },
    pageSize: 50,
  });
  const [deleteRole] = useDeleteRoleMutation();
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

  return (
    <>
      <ListView<Role>
        list={list}
        title="Roles"
        subtitle="A role is a set of permissions; users get the permissions of every role they hold."
        add={{ text: 'Add role', onClick: () => setNameModal({ open: true }) }}
        noun="roles"
        emptyText={{ unfiltered: 'No roles', filtered: 'No roles match your search' }}
        columns={roleColumns({
          onPermissions: setPermissionsOf,
          onRename: (role) => setNameModal({ open: true, role }),
          onDelete: remove,
        })}
        pageSizes={[50]}
        hideSinglePage
      />
      <RoleNameModal
        open={nameModal.open}
        role={nameModal.role}
        onClose={() => setNameModal((m) => ({ ...m, open: false }))}
      />
      <RolePermissionsModal role={permissionsOf} onClose={() => setPermissionsOf(null)} />
    </>
  );
}
