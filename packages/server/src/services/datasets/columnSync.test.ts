import { describe, expect, it } from 'vitest';
import type { DatasetColumnRow } from '../../meta/datasetColumns.js';
import { planColumns, planRefresh } from './columnSync.js';

const column = (
  id: number,
  name: string,
  extra: Partial<DatasetColumnRow> = {},
): DatasetColumnRow => ({
  id,
  uuid: `u${id}`,
  table_id: 1,
  column_name: name,
  verbose_name: null,
  is_dttm: 0,
  is_active: 1,
  type: 'INTEGER',
  advanced_data_type: null,
  groupby: 1,
  filterable: 1,
  expression: null,
  description: null,
  python_date_format: null,
  extra: null,
  created_on: '',
  changed_on: '',
  created_by_fk: null,
  changed_by_fk: null,
  ...extra,
});

describe('planRefresh', () => {
  it('adds new columns, drops vanished ones, keeps calculated ones and what users set', () => {
    const existing = [
      column(1, 'a', { verbose_name: 'A', groupby: 0 }),
      column(2, 'gone'),
      column(3, 'calc', { expression: 'a + 1' }),
      column(4, 'when', { type: 'DATE', is_dttm: 1 }),
    ];
    const plan = planRefresh(existing, [
      { name: 'a', type: 'BIGINT', generic: 'NUMERIC' },
      { name: 'when', type: 'DATE', generic: 'TEMPORAL' },
      { name: 'at', type: 'TIMESTAMP', generic: 'TEMPORAL' },
    ]);
    expect(plan.delete).toEqual([2]);
    expect(plan.update).toEqual([{ id: 1, patch: { type: 'BIGINT' } }]);
    expect(plan.insert).toEqual([
      expect.objectContaining({ column_name: 'at', type: 'TIMESTAMP', is_dttm: 1, groupby: 1 }),
    ]);
    expect(plan.firstTemporal).toBe('when');
  });
});

describe('planColumns', () => {
  const existing = [column(1, 'a'), column(2, 'b')];

  it('upserts by id and deletes the columns left out', () => {
    const plan = planColumns(
      existing,
      [
        { id: 1, column_name: 'a', verbose_name: 'A' },
        { column_name: 'c', expression: '1' },
      ],
      false,
    );
    expect(plan.delete).toEqual([2]);
    expect(plan.update).toEqual([{ id: 1, patch: { column_name: 'a', verbose_name: 'A' } }]);
    expect(plan.insert).toEqual([
      expect.objectContaining({ column_name: 'c', expression: '1', is_dttm: 0 }),
    ]);
  });

  it('matches by name with override_columns, ignoring ids', () => {
    const plan = planColumns(
      existing,
      [{ id: 99, column_name: 'b', is_dttm: true }, { column_name: 'z' }],
      true,
    );
    expect(plan.delete).toEqual([1]);
    expect(plan.update).toEqual([{ id: 2, patch: { column_name: 'b', is_dttm: 1 } }]);
    expect(plan.insert.map((c) => c.column_name)).toEqual(['z']);
  });
});
