/**
 * The dataset panel: the dataset name with its menu (Edit dataset for owners, Change
 * dataset, View in SQL Lab, Query preview, Save as dataset), the warnings for a missing
 * dataset, the dataset's warning and health check icons, and searchable lists of columns
 * and metrics (with their certified and warning icons) to drag into the controls.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Dropdown, Input, Tooltip, Typography, theme } from 'antd';
import type { MenuProps } from 'antd';
import {
  ExclamationCircleFilled,
  FieldNumberOutlined,
  FieldStringOutlined,
  FieldTimeOutlined,
  MoreOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { getBootstrapUser } from '../app/bootstrap';
import { MetricNoteIcons, WarningIcon } from './DatasetNoteIcons';
import { datasetWarning, isDatasetOwner } from './datasetNotes';
import { setColumnDragData, setMetricDragData } from './dnd';
import type { ExploreDataset } from '@tessera/core';
import type { ExploreColumn } from './types';

export const NAME_TOOLTIP_THRESHOLD = 25;
export const EDIT_DATASET_OWNER_TOOLTIP =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';
export const MISSING_URL_PARAMS_TITLE = 'Missing URL parameters';
export const MISSING_URL_PARAMS_TEXT = 'The URL is missing the dataset_id or slice_id parameters.';
export const MISSING_DATASET_TITLE = 'Missing dataset';
export const MISSING_DATASET_TEXT = 'The dataset linked to this chart may have been deleted.';

export type DatasetMenuAction = 'edit' | 'change' | 'sqllab' | 'preview' | 'save_as_dataset';

export function sqlLabUrlOf(datasource: ExploreDataset): string {
  return `/sqllab/?datasourceKey=${encodeURIComponent(`${datasource.id}__${datasource.type}`)}`;
}

function ColumnIcon({ column }: { column: ExploreColumn }) {
  if (column.is_dttm || column.type_generic === 2) return <FieldTimeOutlined />;
  if (column.type_generic === 0) return <FieldNumberOutlined />;
  return <FieldStringOutlined />;
}

const matches = (search: string, ...texts: (string | null | undefined)[]) =>
  !search || texts.some((t) => t?.toLowerCase().includes(search.toLowerCase()));

/** The dataset menu's entries: a missing dataset can only be changed. */
function datasetMenuItems(
  datasource: ExploreDataset,
  missing: boolean,
  canEdit: boolean,
): MenuProps['items'] {
  const items: MenuProps['items'] = [];
  if (!missing) {
    items.push({
      key: 'edit',
      disabled: !canEdit,
      label: canEdit ? (
        'Edit dataset'
      ) : (
        <Tooltip title={EDIT_DATASET_OWNER_TOOLTIP}>
          <span>Edit dataset</span>
        </Tooltip>
      ),
    });
  }
  items.push({ key: 'change', label: 'Change dataset' });
  if (!missing && datasource.type === 'table')
    items.push({ key: 'sqllab', label: 'View in SQL Lab' });
  if (!missing) {
    items.push({ key: 'preview', label: 'Query preview' });
    items.push({ key: 'save_as_dataset', label: 'Save as dataset' });
  }
  return items;
}

/** The panel's first line: the dataset's name, its health check and warning, and its menu. */
function DatasetPanelHeader({
  datasource,
  missing,
  onAction,
}: {
  datasource: ExploreDataset;
  missing: boolean;
  onAction(action: DatasetMenuAction): void;
}) {
  const { token } = theme.useToken();
  const user = getBootstrapUser();
  const isAdmin = Object.keys(user.roles).some((r) => r.toLowerCase() === 'admin');
  const canEdit = isAdmin || isDatasetOwner(datasource, user.userId);
  const items = datasetMenuItems(datasource, missing, canEdit);
  const name = datasource.name;
  const warning = missing ? null : datasetWarning(datasource);
  const healthCheck = missing ? null : datasource.health_check_message || null;
  const nameText = (
    <Typography.Text strong ellipsis style={{ maxWidth: 180 }} data-test="datasource-name">
      {name}
    </Typography.Text>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <TableOutlined />
      {name.length > NAME_TOOLTIP_THRESHOLD ? <Tooltip title={name}>{nameText}</Tooltip> : nameText}
      {healthCheck && (
        <Tooltip title={healthCheck}>
          <ExclamationCircleFilled
            style={{ color: token.colorWarning }}
            aria-label="Health check"
            data-test="health-check-icon"
          />
        </Tooltip>
      )}
      {warning && <WarningIcon text={warning} label="Dataset warning" />}
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => onAction(key as DatasetMenuAction) }}
      >
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined />}
          aria-label="Dataset menu"
          data-test="datasource-menu-trigger"
        />
      </Dropdown>
    </div>
  );
}

/** A metric or column of the lists, to drag into a control. */
function DraggableField({
  testId,
  title,
  onDragStart,
  children,
}: {
  testId: string;
  title: string | undefined;
  onDragStart(dataTransfer: DataTransfer): void;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      draggable
      data-test={testId}
      onDragStart={(e) => onDragStart(e.dataTransfer)}
      style={{
        display: 'flex',
        gap: 6,
        alignItems: 'center',
        padding: '3px 8px',
        borderRadius: 4,
        cursor: 'grab',
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        fontSize: 13,
      }}
      title={title}
    >
      {children}
    </div>
  );
}

/** The search box and the lists of the dataset's metrics and columns. */
function DatasetFieldLists({ datasource }: { datasource: ExploreDataset }) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const columns = datasource.columns.filter((c) => matches(search, c.column_name, c.verbose_name));
  const metrics = datasource.metrics.filter((m) => matches(search, m.metric_name, m.verbose_name));
  return (
    <>
      <Input.Search
        size="small"
        allowClear
        placeholder="Search Metrics & Columns"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {/* a region the keyboard can reach and scroll: its fields themselves take no focus */}
      <div
        role="region"
        aria-label="Metrics and columns"
        tabIndex={0}
        style={{
          overflow: 'auto',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
        }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`Metrics (${metrics.length} of ${datasource.metrics.length})`}
        </Typography.Text>
        {metrics.map((m) => (
          <DraggableField
            key={`m-${m.metric_name}`}
            testId="dataset-metric"
            onDragStart={(dataTransfer) => setMetricDragData(dataTransfer, m)}
            title={m.expression ?? undefined}
          >
            <span style={{ fontWeight: 600, color: token.colorPrimary }}>ƒ</span>
            <span>{m.verbose_name || m.metric_name}</span>
            <MetricNoteIcons metric={m} />
          </DraggableField>
        ))}
        <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
          {`Columns (${columns.length} of ${datasource.columns.length})`}
        </Typography.Text>
        {columns.map((c) => (
          <DraggableField
            key={`c-${c.column_name}`}
            testId="dataset-column"
            onDragStart={(dataTransfer) => setColumnDragData(dataTransfer, c)}
            title={c.type ?? undefined}
          >
            <ColumnIcon column={c} />
            <span>{c.verbose_name || c.column_name}</span>
          </DraggableField>
        ))}
      </div>
    </>
  );
}

export function DatasetPanel({
  datasource,
  missingUrlParams,
  onAction,
}: {
  datasource: ExploreDataset;
  missingUrlParams: boolean;
  onAction(action: DatasetMenuAction): void;
}) {
  const missing = datasource.id === undefined || datasource.id === null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0, height: '100%' }}>
      <DatasetPanelHeader datasource={datasource} missing={missing} onAction={onAction} />
      {missing && missingUrlParams && (
        <Alert
          type="warning"
          showIcon
          title={MISSING_URL_PARAMS_TITLE}
          description={MISSING_URL_PARAMS_TEXT}
        />
      )}
      {missing && !missingUrlParams && (
        <Alert
          type="warning"
          showIcon
          title={MISSING_DATASET_TITLE}
          description={
            <div>
              <p style={{ margin: '0 0 8px' }}>{MISSING_DATASET_TEXT}</p>
              <Button size="small" onClick={() => onAction('change')}>
                Change dataset
              </Button>
            </div>
          }
        />
      )}
      {!missing && <DatasetFieldLists datasource={datasource} />}
    </div>
  );
}
