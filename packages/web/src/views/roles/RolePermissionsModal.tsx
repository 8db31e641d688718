/** Choose the (permission, view) pairs a role grants: a searchable transfer list. */
import { useState } from 'react';
import { App, Modal, Transfer, Typography } from 'antd';
import type { Role } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import {
  usePermissionResourcesQuery,
  useRolePermissionsQuery,
  useSetRolePermissionsMutation,
} from '../../api/securityApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { PageSpinner } from '../../components/PageSpinner';
import { PermissionChecklist } from './PermissionChecklist';

interface PermissionItem {
  key: string;
  title: string;
  permission: string;
  view: string;
}

/** `can_read` on `Dashboard` reads "can read on Dashboard". */
function describe(permission: string, view: string): string {
  return `${permission.replace(/_/g, ' ').trim()} on ${view}`;
}

export function RolePermissionsModal({ role, onClose }: { role: Role | null; onClose(): void }) {
  const open = role !== null;
  const { message } = App.useApp();
  const resources = usePermissionResourcesQuery(undefined, { skip: !open });
  const granted = useRolePermissionsQuery(role?.id ?? 0, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const [save, { isLoading: saving }] = useSetRolePermissionsMutation();
  // Changes the person made, by role; until then the role's current permissions.
  const [edited, setEdited] = useState<{ roleId: number; keys: string[] } | null>(null);

  const loaded = resources.data && granted.data && !granted.isFetching;
  const current = granted.data?.result.map((p) => String(p.id)) ?? [];
  const chosen = edited && edited.roleId === role?.id ? edited.keys : current;
  const loadError = resources.error ?? granted.error;

  const items: PermissionItem[] = (resources.data?.result ?? [])
    .map((p) => ({
      key: String(p.id),
      title: describe(p.permission.name, p.view_menu.name),
      permission: p.permission.name,
      view: p.view_menu.name,
    }))
    .sort((a, b) => a.view.localeCompare(b.view) || a.permission.localeCompare(b.permission));
  // The granted list in the same order as the available one.
  const position = new Map(items.map((item, i) => [item.key, i]));
  const targetKeys = [...chosen].sort(
    (a, b) => (position.get(a) ?? Infinity) - (position.get(b) ?? Infinity),
  );

  const close = () => {
    setEdited(null);
    onClose();
  };

  const onSubmit = async () => {
    if (!role) return;
    try {
      await save({ id: role.id, permissionViewIds: targetKeys.map(Number) }).unwrap();
      message.success(`Saved the permissions of ${role.name}`);
      close();
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  return (
    <Modal
      open={open}
      title={role ? `Permissions of ${role.name}` : 'Permissions'}
      okText="Save"
      onOk={onSubmit}
      onCancel={close}
      okButtonProps={{ disabled: !loaded }}
      confirmLoading={saving}
      width={860}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Move permissions to the right to grant them to this role. Everyone holding the role gets
        them the next time they load a page.
      </Typography.Paragraph>
      {loadError ? (
        <ApiErrorMessage
          error={toApiErrorInfo(loadError)}
          title="The permissions could not be loaded"
        />
      ) : !loaded ? (
        <PageSpinner height={420} />
      ) : (
        <Transfer<PermissionItem>
          dataSource={items}
          targetKeys={targetKeys}
          onChange={(keys) => setEdited({ roleId: role!.id, keys: keys.map(String) })}
          render={(item) => item.title}
          showSearch={{ placeholder: 'Search permissions' }}
          filterOption={(input, item) => item.title.toLowerCase().includes(input.toLowerCase())}
          titles={['Available', 'Granted']}
          styles={{ section: { width: 380, height: 440 } }}
          locale={{ itemUnit: 'permission', itemsUnit: 'permissions' }}
          showSelectAll={false}
        >
          {(list) => <PermissionChecklist {...list} />}
        </Transfer>
      )}
    </Modal>
  );
}
