import type { DataFrame, DataFrameCell, DataFrameLabel } from '@tessera/core';
import { pivotFrame, pivotTableReducer } from '@tessera/core';
import type { DataRecord, DataRecordValue } from '../types.js';
import type { AggregatorSpec } from './aggregators.js';

export type PivotKey = DataRecordValue[];
export type SortOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

const keyOf = (key: PivotKey) => JSON.stringify(key);

/** Natural order: missing values first, numbers numerically, text with numeric runs. */
export function naturalCompare(a: DataRecordValue | undefined, b: DataRecordValue | undefined) {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** Missing key values while pivoting: a label of their own (core's pivot drops missing keys). */
const MISSING = Object.freeze({ missing: true }) as unknown as DataFrameLabel;
const label = (v: DataRecordValue | undefined): DataFrameCell =>
  v === null || v === undefined || Number.isNaN(v) ? MISSING : v;
const unlabel = (key: readonly unknown[]): PivotKey =>
  key.map((v) => (v === MISSING ? null : (v as DataRecordValue)));

/**
 * The pivot: every cell, subtotal and total is core's pivot (`pivotFrame`) of the records,
 * one pivot per row-key prefix × column-key prefix, so totals re-aggregate the values with
 * the aggregation function rather than adding cell results.
 */
export class PivotData {
  readonly rowKeys: PivotKey[];
  readonly colKeys: PivotKey[];
  private readonly cells = new Map<string, number | string>();

  constructor(
    records: DataRecord[],
    readonly rowAttrs: string[],
    readonly colAttrs: string[],
    private readonly spec: AggregatorSpec,
    valueKey: string,
    rowOrder: SortOrder = 'key_a_to_z',
    colOrder: SortOrder = 'key_a_to_z',
    /** Attributes kept in a given order whatever the sort (the metrics, as chosen). */
    private readonly fixedOrder: Record<string, DataRecordValue[]> = {},
  ) {
    const rowSet = new Map<string, PivotKey>();
    const colSet = new Map<string, PivotKey>();
    for (const record of records) {
      const rowKey = rowAttrs.map((a) => record[a] ?? null);
      const colKey = colAttrs.map((a) => record[a] ?? null);
      rowSet.set(keyOf(rowKey), rowKey);
      colSet.set(keyOf(colKey), colKey);
    }
    this.pivotCells(records, valueKey);
    this.rowKeys = this.sortKeys([...rowSet.values()], rowAttrs, rowOrder, (k) =>
      this.rawValue(k, []),
    );
    this.colKeys = this.sortKeys([...colSet.values()], colAttrs, colOrder, (k) =>
      this.rawValue([], k),
    );
  }

  /** Every (row prefix, column prefix) cell, from core's pivot of the records. */
  private pivotCells(records: DataRecord[], valueKey: string) {
    const attrs = [...new Set([...this.rowAttrs, ...this.colAttrs])];
    const frame: DataFrame = {
      columns: [
        ...attrs.map((name) => ({ name, values: records.map((r) => label(r[name])) })),
        { name: valueKey, values: records.map((r) => r[valueKey]) },
      ],
      index: [],
      length: records.length,
    };
    const reducers = [pivotTableReducer(valueKey, this.spec.create)];
    for (let i = 0; i <= this.rowAttrs.length; i += 1) {
      for (let j = 0; j <= this.colAttrs.length; j += 1) {
        const pivoted = pivotFrame(frame, {
          index: this.rowAttrs.slice(0, i),
          columns: this.colAttrs.slice(0, j),
          reducers,
        });
        for (const column of pivoted.columns) {
          const colKey = keyOf(j === 0 ? [] : unlabel((column.name as DataFrameLabel[]).slice(1)));
          for (let r = 0; r < pivoted.length; r += 1) {
            const value = column.values[r] as number | string | null;
            if (value === null) continue;
            const rowKey = unlabel(pivoted.index.map((c) => c.values[r]));
            this.cells.set(`${keyOf(rowKey)}|${colKey}`, value);
          }
        }
      }
    }
  }

  /** The aggregate before any fraction (null for an empty cell). */
  rawValue(rowKey: PivotKey, colKey: PivotKey): number | string | null {
    return this.cells.get(`${keyOf(rowKey)}|${keyOf(colKey)}`) ?? null;
  }

  /** The cell's value; fractions divide by the total, row or column cell. */
  value(rowKey: PivotKey, colKey: PivotKey): number | string | null {
    const raw = this.rawValue(rowKey, colKey);
    if (!this.spec.fractionOf || typeof raw !== 'number') return raw;
    const denominator =
      this.spec.fractionOf === 'total'
        ? this.rawValue([], [])
        : this.spec.fractionOf === 'row'
          ? this.rawValue(rowKey, [])
          : this.rawValue([], colKey);
    return typeof denominator === 'number' && denominator !== 0 ? raw / denominator : null;
  }

  /**
   * Keys sorted level by level so groups stay together: by key, or by the group's
   * aggregate (its subtotal) for the value orders.
   */
  private sortKeys(
    keys: PivotKey[],
    attrs: string[],
    order: SortOrder,
    total: (prefix: PivotKey) => unknown,
  ) {
    const byValue = order === 'value_a_to_z' || order === 'value_z_to_a';
    const descending = order === 'key_z_to_a' || order === 'value_z_to_a';
    const compareAt = (depth: number) => (a: PivotKey, b: PivotKey) => {
      const fixed = this.fixedOrder[attrs[depth]];
      if (fixed) return fixed.indexOf(a[depth]) - fixed.indexOf(b[depth]);
      let result: number;
      if (byValue) {
        const va = total(a.slice(0, depth + 1));
        const vb = total(b.slice(0, depth + 1));
        result =
          typeof va === 'number' && typeof vb === 'number'
            ? va - vb
            : naturalCompare(va as DataRecordValue, vb as DataRecordValue);
      } else result = naturalCompare(a[depth], b[depth]);
      return descending ? -result : result;
    };
    return [...keys].sort((a, b) => {
      for (let depth = 0; depth < Math.max(a.length, b.length); depth += 1) {
        if (naturalCompare(a[depth], b[depth]) === 0) continue;
        const result = compareAt(depth)(a, b);
        if (result !== 0) return result;
        return naturalCompare(a[depth], b[depth]);
      }
      return 0;
    });
  }
}
