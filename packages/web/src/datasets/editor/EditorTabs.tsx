/**
 * The edit-dataset modal's tabs: Source, Metrics, Columns, Calculated columns and Settings,
 * the collections' tabs titled with their counts.
 */
import { Badge, Flex, Tabs } from 'antd';
import type { DatasetDraft } from '../datasetDraft';
import { ColumnsTab } from './ColumnsTab';
import { MetricsTab } from './MetricsTab';
import { SettingsTab } from './SettingsTab';
import { SourceTab } from './SourceTab';

function TabTitle({ title, count }: { title: string; count: number }) {
  return (
    <Flex align="center" gap={6}>
      {title}
      <Badge count={count} showZero color="#8c8c8c" size="small" />
    </Flex>
  );
}

export function EditorTabs({
  draft,
  onChange,
  unlocked,
  onToggleLock,
  onSync,
  syncing,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
  /** The source (physical/virtual, table, SQL) is unlocked for editing. */
  unlocked: boolean;
  onToggleLock(): void;
  onSync(): void;
  syncing: boolean;
}) {
  const physicalCount = draft.columns.filter((c) => !c.calculated).length;
  const calculatedCount = draft.columns.length - physicalCount;
  return (
    <Tabs
      defaultActiveKey="source"
      items={[
        {
          key: 'source',
          label: 'Source',
          children: (
            <SourceTab
              draft={draft}
              onChange={onChange}
              unlocked={unlocked}
              onToggleLock={onToggleLock}
            />
          ),
        },
        {
          key: 'metrics',
          label: <TabTitle title="Metrics" count={draft.metrics.length} />,
          children: <MetricsTab draft={draft} onChange={onChange} />,
        },
        {
          key: 'columns',
          label: <TabTitle title="Columns" count={physicalCount} />,
          children: (
            <ColumnsTab
              draft={draft}
              onChange={onChange}
              calculated={false}
              onSync={onSync}
              syncing={syncing}
              syncDisabled={unlocked}
            />
          ),
        },
        {
          key: 'calculated',
          label: <TabTitle title="Calculated columns" count={calculatedCount} />,
          children: <ColumnsTab draft={draft} onChange={onChange} calculated />,
        },
        {
          key: 'settings',
          label: 'Settings',
          children: <SettingsTab draft={draft} onChange={onChange} />,
        },
      ]}
    />
  );
}
