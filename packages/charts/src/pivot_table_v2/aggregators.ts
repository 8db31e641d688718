import type { DataRecordValue } from '../types.js';

/** One pivot cell's accumulator (react-pivottable's aggregator). */
export interface PivotAggregator {
  push(value: DataRecordValue | undefined): void;
  /** The cell's value: a number, a text (List Unique Values), or null when empty. */
  value(): number | string | null;
}

/** How a value prints: with the value format, as an integer, or as a fraction. */
export type AggregatorFormat = 'value' | 'integer' | 'percent' | 'text';

export interface AggregatorSpec {
  create: () => PivotAggregator;
  format: AggregatorFormat;
  /** `Sum as Fraction of ...`: the denominator's cell. */
  fractionOf?: 'total' | 'row' | 'col';
}

const num = (v: DataRecordValue | undefined): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
};

const sum = (): PivotAggregator => {
  let total = 0;
  let seen = false;
  return {
    push(v) {
      const n = num(v);
      if (n === undefined) return;
      total += n;
      seen = true;
    },
    value: () => (seen ? total : null),
  };
};

const count = (): PivotAggregator => {
  let n = 0;
  return { push: () => void (n += 1), value: () => n };
};

const collect = (reduce: (values: number[]) => number | null) => (): PivotAggregator => {
  const values: number[] = [];
  return {
    push(v) {
      const n = num(v);
      if (n !== undefined) values.push(n);
    },
    value: () => (values.length ? reduce(values) : null),
  };
};

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const variance = (values: number[]) => {
  if (values.length < 2) return null;
  const m = mean(values);
  return values.reduce((acc, v) => acc + (v - m) ** 2, 0) / (values.length - 1);
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const unique = (asList: boolean) => (): PivotAggregator => {
  const seen = new Set<string>();
  return {
    push(v) {
      if (v !== null && v !== undefined) seen.add(String(v));
    },
    value: () => (asList ? [...seen].join(', ') : seen.size),
  };
};

const firstOrLast = (last: boolean) => (): PivotAggregator => {
  let value: DataRecordValue | undefined;
  let set = false;
  return {
    push(v) {
      if (v === null || v === undefined) return;
      if (last || !set) value = v;
      set = true;
    },
    value: () => (set ? (typeof value === 'number' ? value : String(value)) : null),
  };
};

/** The aggregation functions of `aggregateFunction` (Superset's pivot table). */
export const AGGREGATORS: Record<string, AggregatorSpec> = {
  Count: { create: count, format: 'integer' },
  'Count Unique Values': { create: unique(false), format: 'integer' },
  'List Unique Values': { create: unique(true), format: 'text' },
  Sum: { create: sum, format: 'value' },
  Average: { create: collect(mean), format: 'value' },
  Median: { create: collect(median), format: 'value' },
  'Sample Variance': { create: collect(variance), format: 'value' },
  'Sample Standard Deviation': {
    create: collect((v) => {
      const s = variance(v);
      return s === null ? null : Math.sqrt(s);
    }),
    format: 'value',
  },
  Minimum: { create: collect((v) => Math.min(...v)), format: 'value' },
  Maximum: { create: collect((v) => Math.max(...v)), format: 'value' },
  First: { create: firstOrLast(false), format: 'value' },
  Last: { create: firstOrLast(true), format: 'value' },
  'Sum as Fraction of Total': { create: sum, format: 'percent', fractionOf: 'total' },
  'Sum as Fraction of Rows': { create: sum, format: 'percent', fractionOf: 'row' },
  'Sum as Fraction of Columns': { create: sum, format: 'percent', fractionOf: 'col' },
  'Count as Fraction of Total': { create: count, format: 'percent', fractionOf: 'total' },
  'Count as Fraction of Rows': { create: count, format: 'percent', fractionOf: 'row' },
  'Count as Fraction of Columns': { create: count, format: 'percent', fractionOf: 'col' },
};

export function getAggregator(name: unknown): AggregatorSpec {
  return AGGREGATORS[String(name)] ?? AGGREGATORS.Sum;
}
