import { describe, expect, it } from 'vitest';
import {
  chooseSavedMetric,
  defaultMetricLabel,
  defaultMetricTab,
  disabledTabReason,
  draftFromMetric,
  editAdhocMetric,
  emptyMetricDraft,
  metricAggregates,
  metricDatasourceRules,
  metricDraftLabel,
  metricFromDraft,
  metricSaveState,
} from './metricEditor';
import type { ExploreDatasource } from './types';

const ds: ExploreDatasource = {
  id: 1,
  type: 'table',
  database: { id: 1, backend: 'duckdb' },
  name: 'birth_names',
  columns: [
    { column_name: 'num', type: 'BIGINT' },
    { column_name: 'name', type: 'VARCHAR' },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};
const rules = metricDatasourceRules(ds);
const num = ds.columns[0];

describe('metric editor', () => {
  it('labels a new metric "My metric" and then with its SQL, cut at 40 + "..."', () => {
    expect(metricDraftLabel(emptyMetricDraft())).toBe('My metric');
    const sum = editAdhocMetric(emptyMetricDraft(), { column: num, aggregate: 'SUM' });
    expect(defaultMetricLabel(sum)).toBe('SUM(num)');
    const distinct = editAdhocMetric(sum, { aggregate: 'COUNT_DISTINCT' });
    expect(defaultMetricLabel(distinct)).toBe('COUNT(DISTINCT num)');
    const sql42 = 'x'.repeat(42);
    const sql43 = 'y'.repeat(43);
    expect(defaultMetricLabel({ ...sum, expressionType: 'SQL', sqlExpression: sql42 })).toBe(sql42);
    expect(defaultMetricLabel({ ...sum, expressionType: 'SQL', sqlExpression: sql43 })).toBe(
      `${'y'.repeat(40)}...`,
    );
  });

  it('enables Save only when valid, and marks it primary only when something changed', () => {
    const initial = emptyMetricDraft();
    expect(metricSaveState(initial, initial)).toEqual({ disabled: true, primary: false });
    const columnOnly = editAdhocMetric(initial, { column: num });
    expect(metricSaveState(initial, columnOnly).disabled).toBe(true);
    const valid = editAdhocMetric(columnOnly, { aggregate: 'MAX' });
    expect(metricSaveState(initial, valid)).toEqual({ disabled: false, primary: true });
    const existing = draftFromMetric(metricFromDraft(valid), ds);
    expect(metricSaveState(existing, existing)).toEqual({ disabled: false, primary: false });
    const relabelled = { ...existing, label: 'Top', hasCustomLabel: true };
    expect(metricSaveState(existing, relabelled).primary).toBe(true);
    const emptySql = editAdhocMetric(initial, { expressionType: 'SQL', sqlExpression: '  ' });
    expect(metricSaveState(initial, emptySql).disabled).toBe(true);
    expect(metricSaveState(initial, chooseSavedMetric(initial, 'count')).disabled).toBe(false);
  });

  it('clears the adhoc fields when a saved metric is chosen and the saved one on adhoc edits', () => {
    const adhoc = editAdhocMetric(emptyMetricDraft(), { column: num, aggregate: 'SUM' });
    const saved = chooseSavedMetric(adhoc, 'count');
    expect(saved).toMatchObject({ savedMetricName: 'count', column: null, aggregate: null });
    expect(metricFromDraft(saved)).toBe('count');
    expect(editAdhocMetric(saved, { aggregate: 'AVG' }).savedMetricName).toBeNull();
  });

  it('opens on Saved for new or saved metrics when saved metrics exist, else the expression tab', () => {
    expect(defaultMetricTab(emptyMetricDraft(), true, rules)).toBe('SAVED');
    expect(defaultMetricTab(draftFromMetric('count', ds), false, rules)).toBe('SAVED');
    const noSaved = metricDatasourceRules({ ...ds, metrics: [] });
    expect(defaultMetricTab(emptyMetricDraft(), true, noSaved)).toBe('SIMPLE');
    const sql = draftFromMetric(
      { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'x' },
      ds,
    );
    expect(defaultMetricTab(sql, false, rules)).toBe('SQL');
  });

  it('disables the adhoc tabs with the spec tooltips', () => {
    const disallowed = metricDatasourceRules({
      ...ds,
      extra: '{"disallow_adhoc_metrics": true}',
    });
    expect(disabledTabReason('SIMPLE', disallowed)).toBe(
      'Simple ad-hoc metrics are not enabled for this dataset',
    );
    expect(disabledTabReason('SQL', disallowed)).toBe(
      'Custom SQL ad-hoc metrics are not enabled for this dataset',
    );
    const druid = metricDatasourceRules({ ...ds, type: 'druid' });
    expect(disabledTabReason('SQL', druid)).toBe(
      'Custom SQL ad-hoc metrics are not available for the native Druid connector',
    );
    expect(metricAggregates(druid)).not.toContain('AVG');
    expect(disabledTabReason('SQL', rules)).toBeNull();
  });

  it('saves an adhoc metric in Superset form data shape', () => {
    const m = metricFromDraft(
      editAdhocMetric(emptyMetricDraft(), { column: num, aggregate: 'SUM' }),
    );
    expect(m).toMatchObject({
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'num', type: 'BIGINT' },
      label: 'SUM(num)',
      hasCustomLabel: false,
    });
  });
});
