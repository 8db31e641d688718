/**
 * The aggregate functions of the pivot table chart (`aggregateFunction`, react-pivottable's
 * aggregators as Superset offers them), as accumulators of one cell's values and as
 * reducers for {@link pivotFrame}: the chart's cells and totals, and the server's
 * `post_processed` pivot of its rows, aggregate alike. Missing values are skipped; numeric
 * aggregates skip what is not a finite number.
 */
import type { NamedReducer } from './aggregate.js';
import type { DataFrameCell } from './dataFrame.js';

/** One cell's accumulator. */
export interface PivotAccumulator {
  push(value: unknown): void;
  /** The cell's value: a number, a text (List Unique Values), or null when empty. */
  value(): number | string | null;
}

const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
};

const sum = (): PivotAccumulator => {
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

const count = (): PivotAccumulator => {
  let n = 0;
  return { push: () => void (n += 1), value: () => n };
};

const collect = (reduce: (values: number[]) => number | null) => (): PivotAccumulator => {
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

const unique = (asList: boolean) => (): PivotAccumulator => {
  const seen = new Set<string>();
  return {
    push(v) {
      if (v !== null && v !== undefined) seen.add(String(v));
    },
    value: () => (asList ? [...seen].join(', ') : seen.size),
  };
};

const firstOrLast = (last: boolean) => (): PivotAccumulator => {
  let value: unknown;
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

/** The accumulators by aggregate function name (the fraction variants use Sum and Count). */
export const PIVOT_TABLE_AGGREGATES: Readonly<Record<string, () => PivotAccumulator>> = {
  Count: count,
  'Count Unique Values': unique(false),
  'List Unique Values': unique(true),
  Sum: sum,
  Average: collect(mean),
  Median: collect(median),
  'Sample Variance': collect(variance),
  'Sample Standard Deviation': collect((v) => {
    const s = variance(v);
    return s === null ? null : Math.sqrt(s);
  }),
  Minimum: collect((v) => Math.min(...v)),
  Maximum: collect((v) => Math.max(...v)),
  First: firstOrLast(false),
  Last: firstOrLast(true),
};

/** A reducer of `column` for {@link pivotFrame} by an accumulator (Sum when unknown). */
export function pivotTableReducer(
  column: string,
  create: () => PivotAccumulator = PIVOT_TABLE_AGGREGATES.Sum,
): NamedReducer {
  return {
    name: column,
    column,
    reduce: (cells: readonly DataFrameCell[]) => {
      const accumulator = create();
      for (const cell of cells) accumulator.push(cell);
      return accumulator.value();
    },
  };
}
