/**
 * The "+" menu of the top navigation (Superset's right menu): under Data, connect a
 * database, create a dataset, and the upload entries (these only while some database allows
 * file uploads); then a new SQL query, a new chart and a new dashboard (created at once and
 * opened for editing). Each entry only for those permitted and only once this build has its
 * area.
 */
import { Suspense, lazy, useState } from 'react';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { hasPermission } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useUploadableDatabasesQuery } from '../api/databaseApi';
import { useNewDashboard } from '../views/dashboards/useNewDashboard';
import { UPLOAD_MENU_LABELS, type UploadType } from '../views/upload/uploadForm';
import { getBootstrapUser } from './bootstrap';
import { navigationEntry } from './navigation';

const UploadDataModal = lazy(() => import('../views/upload/UploadDataModal'));
const UPLOAD_TYPES: UploadType[] = ['csv', 'excel', 'columnar'];

export function NewMenu() {
  const roles = getBootstrapUser().roles;
  const can = (permission: string, view: string) => hasPermission(roles, permission, view);
  const mayUpload = can('can_upload', 'Database') && can('can_read', 'Database');
  const uploadable = useUploadableDatabasesQuery(undefined, { skip: !mayUpload });
  const [uploadType, setUploadType] = useState<UploadType | null>(null);
  const newDashboard = useNewDashboard();

  const data: NonNullable<MenuProps['items']> = [];
  if (navigationEntry('databases').available && can('can_write', 'Database')) {
    data.push({
      key: 'connect-database',
      label: <Link to="/databaseview/list/#create">Connect database</Link>,
    });
  }
  if (navigationEntry('datasets').available && can('can_write', 'Dataset')) {
    data.push({ key: 'create-dataset', label: <Link to="/dataset/add/">Create dataset</Link> });
  }
  if (mayUpload && (uploadable.data?.count ?? 0) > 0) {
    for (const type of UPLOAD_TYPES) {
      data.push({
        key: `upload-${type}`,
        label: UPLOAD_MENU_LABELS[type],
        onClick: () => setUploadType(type),
      });
    }
  }
  const items: NonNullable<MenuProps['items']> = [];
  if (data.length) items.push({ key: 'data', type: 'group', label: 'Data', children: data });
  const more: NonNullable<MenuProps['items']> = [];
  if (navigationEntry('sqllab').available && can('can_sqllab', 'Superset')) {
    more.push({ key: 'sql-query', label: <Link to="/sqllab/?new=true">SQL query</Link> });
  }
  if (navigationEntry('charts').available && can('can_write', 'Chart')) {
    more.push({ key: 'chart', label: <Link to="/chart/add/">Chart</Link> });
  }
  if (navigationEntry('dashboards').available && can('can_write', 'Dashboard')) {
    more.push({ key: 'dashboard', label: 'Dashboard', onClick: newDashboard.create });
  }
  if (items.length && more.length) items.push({ type: 'divider' });
  items.push(...more);
  if (!items.length) return null;

  return (
    <>
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
        <Button type="text" icon={<PlusOutlined />} aria-label="New" />
      </Dropdown>
      {uploadType && (
        <Suspense fallback={null}>
          <UploadDataModal type={uploadType} onClose={() => setUploadType(null)} />
        </Suspense>
      )}
    </>
  );
}
