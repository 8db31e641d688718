/**
 * The metric editor: tabs Saved / Simple / Custom SQL, an inline label (default "My
 * metric"), Cancel and Save. The draft applies on Save and is discarded on Cancel. Saved
 * metrics are listed with their certified and warning icons.
 */
import { Button, Empty, Input, Select, Tabs, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { QueryFormMetric } from '@tessera/charts';
import { MetricNoteIcons } from '../DatasetNoteIcons';
import { EditableLabel } from './EditableLabel';
import {
  METRIC_TAB_LABELS,
  METRIC_TEXTS,
  chooseSavedMetric,
  defaultMetricLabel,
  defaultMetricTab,
  disabledTabReason,
  draftFromMetric,
  editAdhocMetric,
  metricAggregates,
  metricDatasourceRules,
  metricFromDraft,
  metricSaveState,
  type MetricDraft,
  type MetricTab,
} from './metricEditor';
import type { ExploreColumn, ExploreDatasource } from './types';

export interface MetricEditorProps {
  metric: QueryFormMetric | null;
  /** A column dropped on the zone starts a new SIMPLE metric on it. */
  initialColumn?: ExploreColumn;
  datasource: ExploreDatasource;
  onSave(metric: QueryFormMetric): void;
  onClose(): void;
}

export function MetricEditor(props: MetricEditorProps) {
  const { datasource } = props;
  const rules = metricDatasourceRules(datasource);
  const initial = useMemo(
    () => draftFromMetric(props.metric, datasource),
    [props.metric, datasource],
  );
  const [draft, setDraft] = useState<MetricDraft>(() =>
    props.initialColumn ? editAdhocMetric(initial, { column: props.initialColumn }) : initial,
  );
  const [tab, setTab] = useState<MetricTab>(() =>
    props.initialColumn ? 'SIMPLE' : defaultMetricTab(initial, props.metric === null, rules),
  );
  const save = metricSaveState(initial, draft);

  const tabLabel = (key: MetricTab) => {
    const reason = disabledTabReason(key, rules);
    return reason ? (
      <Tooltip title={reason}>{METRIC_TAB_LABELS[key]}</Tooltip>
    ) : (
      METRIC_TAB_LABELS[key]
    );
  };

  const saved =
    datasource.metrics.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={METRIC_TEXTS.noSavedMetrics} />
    ) : (
      <Select
        data-testid="saved-metric-select"
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Select a saved metric"
        value={draft.savedMetricName ?? undefined}
        onChange={(v: string) => setDraft(chooseSavedMetric(draft, v))}
        options={datasource.metrics.map((m) => ({
          value: m.metric_name,
          label: m.verbose_name || m.metric_name,
        }))}
        optionRender={(option) => {
          const metric = datasource.metrics.find((m) => m.metric_name === option.value);
          return (
            <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              {option.label}
              {metric && <MetricNoteIcons metric={metric} />}
            </span>
          );
        }}
      />
    );

  const simple = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <label style={{ fontSize: 12 }}>Column</label>
      <Select
        data-testid="metric-column-select"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Select column"
        value={draft.column?.column_name}
        onChange={(v: string) =>
          setDraft(
            editAdhocMetric(draft, {
              expressionType: 'SIMPLE',
              column: datasource.columns.find((c) => c.column_name === v) ?? null,
            }),
          )
        }
        options={datasource.columns.map((c) => ({
          value: c.column_name,
          label: c.verbose_name || c.column_name,
        }))}
      />
      <label style={{ fontSize: 12 }}>Aggregate</label>
      <Select
        data-testid="metric-aggregate-select"
        placeholder="Select aggregate options"
        value={draft.aggregate ?? undefined}
        onChange={(v: string) =>
          setDraft(editAdhocMetric(draft, { expressionType: 'SIMPLE', aggregate: v }))
        }
        options={metricAggregates(rules).map((a) => ({ value: a, label: a }))}
      />
    </div>
  );

  const sql = (
    <Input.TextArea
      data-testid="metric-sql-editor"
      style={{ fontFamily: 'monospace', height: '100%', minHeight: 120 }}
      value={draft.sqlExpression}
      placeholder="Enter a SQL aggregate, e.g. SUM(num)"
      onChange={(e) =>
        setDraft(editAdhocMetric(draft, { expressionType: 'SQL', sqlExpression: e.target.value }))
      }
    />
  );

  return (
    <div
      data-testid="metric-editor"
      style={{
        width: 320,
        minWidth: 300,
        maxWidth: 450,
        minHeight: 240,
        resize: 'both',
        overflow: 'auto',
      }}
    >
      <div style={{ marginBottom: 8 }}>
        <EditableLabel
          value={draft.hasCustomLabel ? draft.label : ''}
          placeholder={defaultMetricLabel(draft) || METRIC_TEXTS.defaultLabel}
          onChange={(label) => setDraft({ ...draft, label, hasCustomLabel: label.length > 0 })}
        />
      </div>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(k) => setTab(k as MetricTab)}
        items={(['SAVED', 'SIMPLE', 'SQL'] as const).map((key) => ({
          key,
          label: tabLabel(key),
          disabled: key !== 'SAVED' && disabledTabReason(key, rules) !== null,
          children: key === 'SAVED' ? saved : key === 'SIMPLE' ? simple : sql,
        }))}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        <Button size="small" data-testid="metric-cancel" onClick={props.onClose}>
          Cancel
        </Button>
        <Button
          size="small"
          data-testid="metric-save"
          type={save.primary ? 'primary' : 'default'}
          disabled={save.disabled}
          onClick={() => {
            props.onSave(metricFromDraft(draft));
            props.onClose();
          }}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
