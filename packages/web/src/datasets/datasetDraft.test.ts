import { describe, expect, it } from 'vitest';
import type { Dataset, DatasetColumn } from '@tessera/core';
import {
  describeFieldErrors,
  draftFromDataset,
  draftPayload,
  mergeSyncedColumns,
  newCalculatedColumn,
  newMetric,
  validateDraft,
} from './datasetDraft';

function column(id: number, name: string, extra: Partial<DatasetColumn> = {}): DatasetColumn {
  return {
    id,
    uuid: `c${id}`,
    column_name: name,
    verbose_name: null,
    description: null,
    type: 'INTEGER',
    type_generic: 0,
    is_dttm: false,
    groupby: true,
    filterable: true,
    expression: null,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
    is_active: true,
    created_on: '',
    changed_on: '',
    ...extra,
  };
}

function dataset(): Dataset {
  return {
    id: 9,
    uuid: 'd9',
    table_name: 'sales',
    datasource_name: 'sales',
    name: 'public.sales',
    uid: '9__table',
    catalog: null,
    schema: 'public',
    sql: null,
    kind: 'physical',
    datasource_type: 'table',
    database: { id: 2, database_name: 'Warehouse' },
    description: null,
    main_dttm_col: 'sold_at',
    filter_select_enabled: true,
    fetch_values_predicate: null,
    normalize_columns: false,
    always_filter_main_dttm: false,
    offset: 0,
    default_endpoint: null,
    cache_timeout: null,
    is_sqllab_view: false,
    template_params: null,
    extra: null,
    is_managed_externally: false,
    external_url: null,
    select_star: null,
    url: '',
    explore_url: '',
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
    columns: [
      column(1, 'amount', { type: 'NUMERIC' }),
      column(2, 'sold_at', { type: 'TIMESTAMP', is_dttm: true, type_generic: 2 }),
      column(3, 'double_amount', {
        expression: 'amount * 2',
        extra: JSON.stringify({ certification: { certified_by: 'Ada', details: 'ok' } }),
      }),
    ],
    metrics: [
      {
        id: 5,
        uuid: 'm5',
        metric_name: 'count',
        verbose_name: 'COUNT(*)',
        expression: 'COUNT(*)',
        metric_type: 'count',
        description: null,
        d3format: null,
        currency: null,
        warning_text: null,
        extra: null,
        certified_by: null,
        certification_details: null,
        warning_markdown: null,
        created_on: '',
        changed_on: '',
      },
    ],
    column_formats: {},
    verbose_map: {},
    granularity_sqla: [],
    time_grain_sqla: [],
    order_by_choices: [],
    created_on: '',
    changed_on: '',
    created_on_humanized: '',
    changed_on_humanized: '',
    created_by: null,
    changed_by: null,
  };
}

describe('the dataset draft', () => {
  it('splits calculated columns from physical ones and reads their certification', () => {
    const draft = draftFromDataset(dataset());
    expect(draft.columns.filter((c) => c.calculated).map((c) => c.column_name)).toEqual([
      'double_amount',
    ]);
    expect(draft.columns[2]).toMatchObject({ certified_by: 'Ada', certification_details: 'ok' });
    expect(draft.owners).toEqual([{ value: 1, label: 'Ada Lovelace' }]);
    expect(validateDraft(draft)).toEqual([]);
  });

  it("refuses duplicates and a calculated column without an expression, in Superset's words", () => {
    const draft = draftFromDataset(dataset());
    const extraColumn = { ...newCalculatedColumn(), column_name: 'amount' };
    const metric = { ...newMetric(), metric_name: 'count', expression: 'SUM(amount)' };
    draft.columns.push(extraColumn);
    draft.metrics.push(metric);
    draft.metrics[0].currency = { symbol: 'NOPE', symbolPosition: 'prefix' };
    draft.extra = '{not json';
    expect(validateDraft(draft)).toEqual([
      'Column name [amount] is duplicated',
      'Metric name [count] is duplicated',
      'Calculated column [amount] requires an expression',
      'Invalid currency code in saved metrics',
      'Extra: JSON not valid',
    ]);
  });

  it('sends every column and metric, new ones without ids, and owners as ids', () => {
    const draft = draftFromDataset(dataset());
    draft.columns.push({ ...newCalculatedColumn(), column_name: 'half', expression: 'amount / 2' });
    draft.metrics.push({ ...newMetric(), metric_name: 'total', expression: 'SUM(amount)' });
    draft.metrics[0].certified_by = 'Data team';
    const payload = draftPayload(draft);
    expect(payload.owners).toEqual([1]);
    expect(payload.sql).toBeNull();
    expect(payload.columns?.map((c) => [c.id, c.column_name, c.expression])).toEqual([
      [1, 'amount', null],
      [2, 'sold_at', null],
      [3, 'double_amount', 'amount * 2'],
      [undefined, 'half', 'amount / 2'],
    ]);
    expect(payload.metrics?.[1]).not.toHaveProperty('id');
    expect(JSON.parse(payload.metrics![0].extra as string)).toEqual({
      certification: { certified_by: 'Data team', details: null },
    });
  });

  it('drops a default datetime column that no longer exists', () => {
    const draft = draftFromDataset(dataset());
    draft.columns = draft.columns.filter((c) => c.column_name !== 'sold_at');
    expect(draftPayload(draft).main_dttm_col).toBeNull();
  });

  it('merges synced columns, keeping what the user set and the calculated ones', () => {
    const draft = draftFromDataset(dataset());
    draft.columns[0].verbose_name = 'Amount (EUR)';
    const sync = mergeSyncedColumns(draft.columns, [
      column(1, 'amount', { type: 'DOUBLE' }),
      column(7, 'region', { type: 'VARCHAR' }),
    ]);
    expect(sync.added).toEqual(['region']);
    expect(sync.removed).toEqual(['sold_at']);
    expect(sync.modified).toEqual(['amount']);
    expect(sync.columns.map((c) => c.column_name)).toEqual(['amount', 'region', 'double_amount']);
    expect(sync.columns[0]).toMatchObject({ verbose_name: 'Amount (EUR)', type: 'DOUBLE' });
  });

  it("names the column or metric of a server's field error", () => {
    const draft = draftFromDataset(dataset());
    const payload = draftPayload(draft);
    expect(
      describeFieldErrors(
        {
          'columns.2.expression': ['Invalid SQL expression'],
          metrics: ['One or more metrics are duplicated'],
        },
        payload,
      ),
    ).toEqual([
      'Column double_amount (expression): Invalid SQL expression',
      'metrics: One or more metrics are duplicated',
    ]);
  });
});
