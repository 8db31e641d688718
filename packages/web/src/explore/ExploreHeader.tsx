/**
 * The explore header: the chart name (editable), run and stop, the "N rows / Cached /
 * Updated ..." readout, Save, and the menu (chart properties, force refresh, downloads, share).
 */
import { Button, Dropdown, Space, Tag, Tooltip, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { CaretRightOutlined, MoreOutlined, StopOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { LIMIT_REACHED, rowCountLabel, rowLimitOf } from './rowCount';
import type { ChartQueryState } from './useChartQuery';

dayjs.extend(relativeTime);

export const UNTITLED_CHART = '[ untitled ]';

export type HeaderAction =
  'properties' | 'force' | 'csv' | 'json' | 'xlsx' | 'png' | 'permalink' | 'embed';

export function ExploreHeader({
  name,
  canEditName,
  onRename,
  query,
  runDisabled,
  runBlockedBy = [],
  stale,
  hasSlice,
  onRun,
  onStop,
  onSave,
  onAction,
}: {
  name: string;
  canEditName: boolean;
  onRename(name: string): void;
  query: ChartQueryState;
  runDisabled: boolean;
  /** Why the chart cannot run (invalid controls), shown on the run button. */
  runBlockedBy?: string[];
  stale: boolean;
  hasSlice: boolean;
  onRun(): void;
  onStop(): void;
  onSave(): void;
  onAction(action: HeaderAction): void;
}) {
  const cached = query.queriesResponse?.some((q) => q.is_cached) ?? false;
  const cachedAt = query.queriesResponse?.find((q) => q.cached_dttm)?.cached_dttm;
  const firstResponse = query.status === 'loading' ? undefined : query.queriesResponse?.[0];
  const rowCount = firstResponse
    ? rowCountLabel(Number(firstResponse.rowcount) || 0, rowLimitOf(query.resultFormData))
    : null;
  const rowCountTag = rowCount && (
    <Tag
      color={
        rowCount.type === 'warning' ? 'warning' : rowCount.type === 'danger' ? 'error' : undefined
      }
      data-test="row-count-label"
    >
      {rowCount.text}
    </Tag>
  );
  const items: MenuProps['items'] = [
    { key: 'properties', label: 'Edit chart properties', disabled: !hasSlice },
    { key: 'force', label: 'Force refresh', disabled: runDisabled },
    { type: 'divider' },
    {
      key: 'download',
      label: 'Download',
      children: [
        { key: 'csv', label: 'Export to .CSV', disabled: runDisabled },
        { key: 'json', label: 'Export to .JSON', disabled: runDisabled },
        { key: 'xlsx', label: 'Export to Excel', disabled: runDisabled },
        { key: 'png', label: 'Download as image' },
      ],
    },
    {
      key: 'share',
      label: 'Share',
      children: [
        { key: 'permalink', label: 'Copy permalink to clipboard' },
        { key: 'embed', label: 'Embed code' },
      ],
    },
  ];
  return (
    // Wraps when narrow: the title keeps at least 160 px (its words whole), the readout and
    // buttons go to the next line.
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        padding: '8px 16px',
      }}
    >
      <Typography.Title
        level={4}
        style={{ margin: 0, flex: '1 1 160px', minWidth: 0 }}
        data-test="editable-title"
        editable={
          canEditName
            ? {
                triggerType: ['text', 'icon'],
                onChange: (v) => v.trim() && v.trim() !== name && onRename(v.trim()),
              }
            : false
        }
      >
        {name}
      </Typography.Title>
      {query.updatedAt && (
        <Space size={4}>
          {rowCount?.limitReached ? (
            <Tooltip title={LIMIT_REACHED}>{rowCountTag}</Tooltip>
          ) : (
            rowCountTag
          )}
          {cached && (
            <Tooltip
              title={cachedAt ? `Loaded data cached ${dayjs(cachedAt).fromNow()}` : undefined}
            >
              <Tag color="gold">Cached</Tag>
            </Tooltip>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-test="updated-at">
            {`Updated ${dayjs(query.updatedAt).fromNow()}`}
          </Typography.Text>
        </Space>
      )}
      {query.status === 'loading' ? (
        <Button danger icon={<StopOutlined />} onClick={onStop}>
          Stop
        </Button>
      ) : (
        <Tooltip
          title={
            runDisabled && runBlockedBy.length ? (
              <div data-test="run-blocked-by">
                {runBlockedBy.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </div>
            ) : undefined
          }
        >
          <Button
            type={stale ? 'primary' : 'default'}
            icon={<CaretRightOutlined />}
            disabled={runDisabled}
            onClick={onRun}
            data-test="run-query-button"
          >
            {query.queriedFormData ? 'Update chart' : 'Create chart'}
          </Button>
        </Tooltip>
      )}
      <Button type="primary" onClick={onSave} data-test="query-save-button">
        Save
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => onAction(key as HeaderAction) }}
      >
        <Button icon={<MoreOutlined />} aria-label="Menu actions trigger" />
      </Dropdown>
    </div>
  );
}
