/**
 * The dashboard's "..." menu (Superset's HeaderActionsDropdown): Refresh dashboard, Enter or
 * Exit fullscreen, Edit properties and Edit CSS (editors), Save as, Download (Export YAML: the
 * dashboard's export ZIP, Export to PDF, Download as Image), Share (permalink to the clipboard, by email, embed code) and Set
 * auto-refresh interval.
 */
import { Button, Dropdown, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { DashboardPermissions } from '../permissions';

export type HeaderAction =
  | 'refresh'
  | 'fullscreen'
  | 'properties'
  | 'css'
  | 'saveas'
  | 'image'
  | 'export'
  | 'pdf'
  | 'permalink'
  | 'email'
  | 'embed'
  | 'autoRefresh';

export function headerMenuItems(
  editMode: boolean,
  fullscreen: boolean,
  permissions: DashboardPermissions,
): MenuProps['items'] {
  const items: MenuProps['items'] = [];
  if (!editMode) {
    items.push({ key: 'refresh', label: 'Refresh dashboard' });
    items.push({ key: 'fullscreen', label: fullscreen ? 'Exit fullscreen' : 'Enter fullscreen' });
  }
  if (permissions.canEdit) items.push({ key: 'properties', label: 'Edit properties' });
  if (editMode) items.push({ key: 'css', label: 'Edit CSS' });
  items.push({ type: 'divider' });
  if (permissions.canSaveAs && !editMode) items.push({ key: 'saveas', label: 'Save as' });
  items.push({
    key: 'download',
    label: 'Download',
    children: [
      { key: 'export', label: 'Export YAML' },
      { key: 'pdf', label: 'Export to PDF' },
      { key: 'image', label: 'Download as Image' },
    ],
  });
  if (permissions.canShare)
    items.push({
      key: 'share',
      label: 'Share',
      children: [
        { key: 'permalink', label: 'Copy permalink to clipboard' },
        { key: 'email', label: 'Share permalink by email' },
        { key: 'embed', label: 'Embed code' },
      ],
    });
  items.push({ key: 'autoRefresh', label: 'Set auto-refresh interval' });
  return items;
}

export function HeaderMenu({
  editMode,
  fullscreen,
  permissions,
  onAction,
}: {
  editMode: boolean;
  fullscreen: boolean;
  permissions: DashboardPermissions;
  onAction(action: HeaderAction): void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: headerMenuItems(editMode, fullscreen, permissions),
        onClick: ({ key }) => onAction(key as HeaderAction),
      }}
    >
      <Button
        icon={<MoreOutlined />}
        aria-label="Menu actions trigger"
        data-image-skip
        data-test="header-actions-menu"
      />
    </Dropdown>
  );
}
