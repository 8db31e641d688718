/**
 * The metric editor popover's draft and rules (Superset's AdhocMetricEditPopover): tabs
 * Saved / Simple / Custom SQL, validity, label, Save enabled and primary, default tab.
 */
import { ADHOC_METRIC_AGGREGATES, type AdhocMetric } from '@tessera/core';
import type { QueryFormMetric } from '@tessera/charts';
import { randomOptionName, truncateLabel } from './adhocLabel';
import type { ExploreColumn, ExploreDatasource } from './types';

export type MetricTab = 'SAVED' | 'SIMPLE' | 'SQL';

export const METRIC_TAB_LABELS: Record<MetricTab, string> = {
  SAVED: 'Saved',
  SIMPLE: 'Simple',
  SQL: 'Custom SQL',
};

export const METRIC_TEXTS = {
  defaultLabel: 'My metric',
  noSavedMetrics: 'No saved metrics found',
  simpleDisabled: 'Simple ad-hoc metrics are not enabled for this dataset',
  sqlDisabled: 'Custom SQL ad-hoc metrics are not enabled for this dataset',
  sqlDruid: 'Custom SQL ad-hoc metrics are not available for the native Druid connector',
} as const;

/** The editor's working copy. */
export interface MetricDraft {
  savedMetricName: string | null;
  expressionType: 'SIMPLE' | 'SQL';
  column: ExploreColumn | null;
  aggregate: string | null;
  sqlExpression: string;
  label: string;
  hasCustomLabel: boolean;
  optionName?: string;
}

export const emptyMetricDraft = (): MetricDraft => ({
  savedMetricName: null,
  expressionType: 'SIMPLE',
  column: null,
  aggregate: null,
  sqlExpression: '',
  label: '',
  hasCustomLabel: false,
});

/** The draft of an existing metric value (or a new one when undefined). */
export function draftFromMetric(
  metric: QueryFormMetric | undefined | null,
  datasource: Pick<ExploreDatasource, 'columns'>,
): MetricDraft {
  if (metric === undefined || metric === null) return emptyMetricDraft();
  if (typeof metric === 'string') return { ...emptyMetricDraft(), savedMetricName: metric };
  const name = metric.column?.column_name;
  const column = name
    ? (datasource.columns.find((c) => c.column_name === name) ?? {
        column_name: name,
        type: metric.column?.type ?? null,
      })
    : null;
  return {
    savedMetricName: null,
    expressionType: metric.expressionType,
    column,
    aggregate: metric.aggregate ?? null,
    sqlExpression: metric.sqlExpression ?? '',
    label: metric.hasCustomLabel ? (metric.label ?? '') : '',
    hasCustomLabel: Boolean(metric.hasCustomLabel),
    optionName: metric.optionName,
  };
}

/** SQL of an adhoc metric: `AGG(col)`, `COUNT(DISTINCT col)` or the expression. */
export function metricSql(draft: MetricDraft): string {
  if (draft.expressionType === 'SQL') return draft.sqlExpression;
  if (!draft.aggregate) return '';
  const column = draft.column?.column_name ?? '';
  return draft.aggregate === 'COUNT_DISTINCT'
    ? `COUNT(DISTINCT ${column})`
    : `${draft.aggregate}(${column})`;
}

/** The label shown when the user has not typed one. */
export function defaultMetricLabel(draft: MetricDraft): string {
  if (draft.savedMetricName) return draft.savedMetricName;
  const sql = metricSql(draft);
  return sql ? truncateLabel(sql) : '';
}

export function metricDraftLabel(draft: MetricDraft): string {
  if (draft.hasCustomLabel && draft.label) return draft.label;
  return defaultMetricLabel(draft) || METRIC_TEXTS.defaultLabel;
}

/** Adhoc validity: SIMPLE with a column and an aggregate, or SQL with an expression. */
export function isAdhocMetricValid(draft: MetricDraft): boolean {
  if (draft.expressionType === 'SIMPLE') return Boolean(draft.column && draft.aggregate);
  return draft.sqlExpression.trim().length > 0;
}

export const isMetricDraftValid = (draft: MetricDraft): boolean =>
  Boolean(draft.savedMetricName) || isAdhocMetricValid(draft);

/** The form-data value the draft saves to. */
export function metricFromDraft(draft: MetricDraft): QueryFormMetric {
  if (draft.savedMetricName) return draft.savedMetricName;
  const label = draft.hasCustomLabel && draft.label ? draft.label : defaultMetricLabel(draft);
  const base: AdhocMetric = {
    expressionType: draft.expressionType,
    label,
    hasCustomLabel: Boolean(draft.hasCustomLabel && draft.label),
    optionName: draft.optionName ?? randomOptionName('metric'),
  };
  if (draft.expressionType === 'SIMPLE') {
    const column = draft.column;
    return {
      ...base,
      column: column ? { column_name: column.column_name, type: column.type ?? null } : null,
      aggregate: draft.aggregate as AdhocMetric['aggregate'],
      sqlExpression: null,
    };
  }
  return { ...base, sqlExpression: draft.sqlExpression, column: null, aggregate: null };
}

/** Whether anything the user can see differs from where the editor started. */
export function isMetricDraftChanged(initial: MetricDraft, draft: MetricDraft): boolean {
  const key = (d: MetricDraft) =>
    JSON.stringify([
      d.savedMetricName,
      d.savedMetricName ? null : d.expressionType,
      d.column?.column_name ?? null,
      d.aggregate,
      d.sqlExpression,
      d.hasCustomLabel ? d.label : '',
    ]);
  return key(initial) !== key(draft);
}

/** Save: enabled only when valid; primary only when changed. */
export function metricSaveState(
  initial: MetricDraft,
  draft: MetricDraft,
): { disabled: boolean; primary: boolean } {
  const valid = isMetricDraftValid(draft);
  return { disabled: !valid, primary: valid && isMetricDraftChanged(initial, draft) };
}

/** Choosing a saved metric clears the adhoc fields. */
export const chooseSavedMetric = (draft: MetricDraft, name: string | null): MetricDraft => ({
  ...draft,
  savedMetricName: name,
  column: null,
  aggregate: null,
  sqlExpression: '',
});

/** Choosing a column, an aggregate or SQL clears the saved metric. */
export function editAdhocMetric(
  draft: MetricDraft,
  change: Partial<Pick<MetricDraft, 'column' | 'aggregate' | 'sqlExpression' | 'expressionType'>>,
): MetricDraft {
  return { ...draft, ...change, savedMetricName: null };
}

export interface MetricDatasourceRules {
  savedMetricsExist: boolean;
  disallowAdhoc: boolean;
  isDruid: boolean;
}

export function metricDatasourceRules(datasource: ExploreDatasource): MetricDatasourceRules {
  let extra: Record<string, unknown> = {};
  if (typeof datasource.extra === 'string') {
    try {
      extra = JSON.parse(datasource.extra) as Record<string, unknown>;
    } catch {
      extra = {};
    }
  } else if (datasource.extra) extra = datasource.extra;
  return {
    savedMetricsExist: datasource.metrics.length > 0,
    disallowAdhoc: Boolean(extra.disallow_adhoc_metrics),
    isDruid: datasource.type === 'druid',
  };
}

/** The tooltip of a disabled tab, or null when it is enabled. */
export function disabledTabReason(tab: MetricTab, rules: MetricDatasourceRules): string | null {
  if (tab === 'SIMPLE' && rules.disallowAdhoc) return METRIC_TEXTS.simpleDisabled;
  if (tab === 'SQL' && rules.disallowAdhoc) return METRIC_TEXTS.sqlDisabled;
  if (tab === 'SQL' && rules.isDruid) return METRIC_TEXTS.sqlDruid;
  return null;
}

/**
 * The tab the editor opens on: Saved when the metric is saved (or new) and saved metrics
 * exist; otherwise the expression type's tab.
 */
export function defaultMetricTab(
  draft: MetricDraft,
  isNew: boolean,
  rules: MetricDatasourceRules,
): MetricTab {
  const hasAdhoc = Boolean(draft.column) || draft.sqlExpression.length > 0;
  if (!hasAdhoc && (isNew || draft.savedMetricName) && rules.savedMetricsExist) return 'SAVED';
  return draft.expressionType;
}

/** The aggregates offered (AVG is removed for Druid). */
export function metricAggregates(rules: MetricDatasourceRules): string[] {
  return ADHOC_METRIC_AGGREGATES.filter((a) => !(rules.isDruid && a === 'AVG'));
}
