/** The grouped rows a partition is valued from: numbers, sums and splits by a column. */
import type { DataRecord, DataRecordValue } from '../types.js';

export const num = (value: DataRecordValue | undefined) => {
  const n = Number(value);
  return value === null || value === undefined || !Number.isFinite(n) ? 0 : n;
};
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
export const mean = (values: number[]) => (values.length ? sum(values) / values.length : 0);
export const timeKey = (value: DataRecordValue | undefined) =>
  typeof value === 'number' ? value : Date.parse(String(value));

export interface Group {
  raw: DataRecordValue;
  rows: DataRecord[];
}

/** The rows split by a column's values, in order of first appearance. */
export function splitBy(rows: DataRecord[], column: string): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const raw = row[column] ?? null;
    const key = JSON.stringify(raw);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { raw, rows: [row] });
  }
  return [...groups.values()];
}
