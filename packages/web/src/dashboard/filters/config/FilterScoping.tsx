/**
 * A filter's Scoping tab (Superset's FilterScope): "Apply to all panels" or "Apply to specific
 * panels", the latter with the tree of the dashboard's tabs and charts to check; the checked
 * charts make the scope (`rootPath`, `excluded`). A chart on another dataset than the filter's
 * is marked as maybe incompatible.
 */
import { useMemo } from 'react';
import { Radio, Tooltip, Tree, Typography, theme, type TreeDataNode } from 'antd';

import { WarningOutlined } from '@ant-design/icons';
import { ALL_PANELS_SCOPE, type DashboardChart, type DashboardLayout } from '@tessera/core';
import type { FilterDraft } from './filterDraft';
import { checkedKeysOf, scopeOf, scopeTree, type ScopeTreeNode } from './scopeTree';

export const SCOPING_TEXTS = {
  title: 'Scoping',
  all: 'Apply to all panels',
  specific: 'Apply to specific panels',
  allHelp: 'All panels with this column will be affected by this filter',
  specificHelp: 'Only selected panels will be affected by this filter',
  incompatible: "This chart might be incompatible with the filter (datasets don't match)",
} as const;

export interface FilterScopingProps {
  draft: FilterDraft;
  layout: DashboardLayout;
  charts: ReadonlyMap<number, DashboardChart>;
  onChange(change: Partial<FilterDraft>): void;
}

function treeData(
  node: ScopeTreeNode,
  incompatible: (chartId: number) => boolean,
  warningColor: string,
): TreeDataNode {
  const warn = node.chartId !== undefined && incompatible(node.chartId);
  return {
    key: node.key,
    title: warn ? (
      <Tooltip title={SCOPING_TEXTS.incompatible}>
        <span>
          {node.title}{' '}
          <WarningOutlined
            aria-label={SCOPING_TEXTS.incompatible}
            style={{ color: warningColor }}
          />
        </span>
      </Tooltip>
    ) : (
      node.title
    ),
    children: node.children.map((c) => treeData(c, incompatible, warningColor)),
  };
}

export function FilterScoping({ draft, layout, charts, onChange }: FilterScopingProps) {
  const { token } = theme.useToken();
  const tree = useMemo(
    () => scopeTree(layout, (id) => charts.get(id)?.slice_name),
    [layout, charts],
  );
  const datasource = draft.datasetId === undefined ? undefined : `${draft.datasetId}__table`;
  const data = useMemo(
    () => [
      treeData(
        tree,
        (chartId) => {
          const own = charts.get(chartId)?.form_data?.datasource;
          return !!datasource && typeof own === 'string' && own !== datasource;
        },
        token.colorWarningText,
      ),
    ],
    [tree, charts, datasource, token.colorWarningText],
  );
  const checked = useMemo(() => checkedKeysOf(draft.scope, layout), [draft.scope, layout]);
  const specific = draft.scoping === 'specific';
  return (
    <section aria-label={SCOPING_TEXTS.title}>
      <Radio.Group
        aria-label={SCOPING_TEXTS.title}
        value={draft.scoping}
        onChange={(e) =>
          onChange(
            e.target.value === 'all'
              ? { scoping: 'all', scope: ALL_PANELS_SCOPE }
              : { scoping: 'specific' },
          )
        }
        options={[
          { value: 'all', label: SCOPING_TEXTS.all },
          { value: 'specific', label: SCOPING_TEXTS.specific },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
        {specific ? SCOPING_TEXTS.specificHelp : SCOPING_TEXTS.allHelp}
      </Typography.Paragraph>
      {specific && (
        <div data-testid="filter-scope-tree">
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            treeData={data}
            checkedKeys={checked}
            onCheck={(keys) => {
              const list = Array.isArray(keys) ? keys : keys.checked;
              onChange({ scope: scopeOf(list.map(String), layout) });
            }}
          />
        </div>
      )}
    </section>
  );
}
