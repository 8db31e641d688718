/**
 * The cross-filtering scoping dialog (Superset's ScopingModal): on the left "Add custom
 * scoping", the global scoping ("All charts/global scoping") and the charts with a scope of
 * their own; on the right, for the entry shown, its chart (a custom scoping's) and the tree of
 * tabs and charts it applies to. Save writes `chart_configuration` and
 * `global_chart_configuration` (scopingDraft.ts) into `json_metadata`; Cancel drops it all.
 */
import { useMemo, useState } from 'react';
import { Alert, Modal, Select, Tree, Typography, theme, type TreeDataNode } from 'antd';
import {
  chartIdsInLayout,
  crossFiltersEnabled,
  parseDashboardMetadata,
  type NativeFilterScope,
} from '@tessera/core';
import { getChartPlugin } from '@tessera/charts';
import { useDashboardData } from '../../DashboardContext';
import { checkedKeysOf, type ScopeTreeNode } from '../config/scopeTree';
import { useChartTitleOf } from '../CrossFilters';
import { ScopingList } from './ScopingList';
import {
  addCustomScoping,
  chartChoices,
  chooseChart,
  openScoping,
  removeCustomScoping,
  scopeShown,
  scopingToSave,
  selectEntry,
  setScope,
  type ScopingDraft,
} from './scopingDraft';
import { crossFilterScopeOfChecked, crossFilterScopeTree } from './scopingTree';
import { useSaveDashboardMetadata, type UpdateDashboard } from './useSaveDashboardMetadata';

export const SCOPING_MODAL_TEXTS = {
  title: 'Cross-filtering scoping',
  save: 'Save',
  disabled: 'Cross-filtering is not enabled in this dashboard',
  chart: 'Chart',
  selectChart: 'Select chart',
  chartHelp:
    'Select the charts to which you want to apply cross-filters when interacting with this chart. You can select "All charts" to apply filters to all charts that use the same dataset or contain the same column name in the dashboard.',
  globalHelp:
    'Select the charts to which you want to apply cross-filters in this dashboard. Deselecting a chart will exclude it from being filtered when applying cross-filters from any chart on the dashboard. You can select "All charts" to apply cross-filters to all charts that use the same dataset or contain the same column name in the dashboard.',
} as const;

const CHART_SELECT_ID = 'cross-filter-scoping-chart';

const treeData = (node: ScopeTreeNode): TreeDataNode => ({
  key: node.key,
  title: node.title,
  children: node.children.map(treeData),
});

/** The tree of the entry shown and the chart of a custom scoping. */
function ScopingTreePanel({
  draft,
  enabled,
  onScope,
  onChart,
}: {
  draft: ScopingDraft;
  enabled: boolean;
  onScope(scope: NativeFilterScope): void;
  onChart(chartId: number): void;
}) {
  const { token } = theme.useToken();
  const { layout, charts } = useDashboardData();
  const titleOf = useChartTitleOf();
  const { current } = draft;
  const chartId = typeof current === 'number' ? current : undefined;
  const data = useMemo(
    () => [treeData(crossFilterScopeTree(layout, (id) => charts.get(id)?.slice_name, chartId))],
    [layout, charts, chartId],
  );
  const scope = scopeShown(draft);
  const checked = useMemo(() => checkedKeysOf(scope, layout), [scope, layout]);
  return (
    <div
      data-test="scoping-tree-panel"
      style={{ flex: 1, minWidth: 0, padding: 16, overflowY: 'auto' }}
    >
      {!enabled && (
        <Alert
          type="info"
          title={<strong>{SCOPING_MODAL_TEXTS.disabled}</strong>}
          style={{ marginBottom: 24 }}
        />
      )}
      {current !== undefined && (
        <div style={{ marginBottom: 24 }}>
          <label htmlFor={CHART_SELECT_ID} style={{ display: 'block', marginBottom: 4 }}>
            {SCOPING_MODAL_TEXTS.chart}{' '}
            <span aria-hidden style={{ color: token.colorErrorText }}>
              *
            </span>
          </label>
          <Select
            id={CHART_SELECT_ID}
            data-test="select-chart"
            aria-required
            placeholder={SCOPING_MODAL_TEXTS.selectChart}
            style={{ width: '100%' }}
            value={chartId}
            options={chartChoices(draft).map((id) => ({ value: id, label: titleOf(id) }))}
            onChange={(id: number) => onChart(id)}
          />
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 24 }}>
        {current === undefined ? SCOPING_MODAL_TEXTS.globalHelp : SCOPING_MODAL_TEXTS.chartHelp}
      </Typography.Paragraph>
      <div data-testid="cross-filter-scope-tree">
        <Tree
          key={String(current)}
          checkable
          selectable={false}
          defaultExpandAll
          treeData={data}
          checkedKeys={checked}
          onCheck={(keys) => {
            const list = Array.isArray(keys) ? keys : keys.checked;
            onScope(crossFilterScopeOfChecked(list.map(String), layout, chartId));
          }}
        />
      </div>
    </div>
  );
}

export default function ScopingModal({
  onClose,
  updateDashboard,
}: {
  onClose(): void;
  updateDashboard: UpdateDashboard;
}) {
  const { token } = theme.useToken();
  const { dashboard, layout, charts } = useDashboardData();
  const metadata = useMemo(
    () => parseDashboardMetadata(dashboard.json_metadata),
    [dashboard.json_metadata],
  );
  const [draft, setDraft] = useState(() => {
    const interactive = chartIdsInLayout(layout).filter((id) => {
      const chart = charts.get(id);
      const vizType = chart?.viz_type ?? String(chart?.form_data?.viz_type ?? '');
      return getChartPlugin(vizType)?.metadata.behaviors.includes('INTERACTIVE_CHART');
    });
    return openScoping(metadata, layout, interactive);
  });
  const { save, saving } = useSaveDashboardMetadata(updateDashboard);
  return (
    <Modal
      open
      title={SCOPING_MODAL_TEXTS.title}
      width={900}
      centered
      okText={SCOPING_MODAL_TEXTS.save}
      confirmLoading={saving}
      onOk={async () => {
        if (await save(scopingToSave(draft))) onClose();
      }}
      onCancel={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <div
        data-test="cross-filter-scoping"
        style={{ display: 'flex', height: 520, borderTop: `1px solid ${token.colorSplit}` }}
      >
        <ScopingList
          draft={draft}
          onAdd={() => setDraft(addCustomScoping)}
          onSelect={(entry) => setDraft((d) => selectEntry(d, entry))}
          onRemove={(entry) => setDraft((d) => removeCustomScoping(d, entry))}
        />
        <ScopingTreePanel
          draft={draft}
          enabled={crossFiltersEnabled(metadata)}
          onScope={(scope) => setDraft((d) => setScope(d, scope, layout))}
          onChart={(chartId) => setDraft((d) => chooseChart(d, chartId, layout))}
        />
      </div>
    </Modal>
  );
}
