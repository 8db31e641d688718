import type { PivotAccumulator } from '@tessera/core';
import { PIVOT_TABLE_AGGREGATES as A } from '@tessera/core';

/** One pivot cell's accumulator (core's, react-pivottable's aggregators). */
export type PivotAggregator = PivotAccumulator;

/** How a value prints: with the value format, as an integer, or as a fraction. */
export type AggregatorFormat = 'value' | 'integer' | 'percent' | 'text';

export interface AggregatorSpec {
  create: () => PivotAggregator;
  format: AggregatorFormat;
  /** `Sum as Fraction of ...`: the denominator's cell. */
  fractionOf?: 'total' | 'row' | 'col';
}

/** The aggregation functions of `aggregateFunction` (Superset's pivot table). */
export const AGGREGATORS: Record<string, AggregatorSpec> = {
  Count: { create: A.Count, format: 'integer' },
  'Count Unique Values': { create: A['Count Unique Values'], format: 'integer' },
  'List Unique Values': { create: A['List Unique Values'], format: 'text' },
  Sum: { create: A.Sum, format: 'value' },
  Average: { create: A.Average, format: 'value' },
  Median: { create: A.Median, format: 'value' },
  'Sample Variance': { create: A['Sample Variance'], format: 'value' },
  'Sample Standard Deviation': { create: A['Sample Standard Deviation'], format: 'value' },
  Minimum: { create: A.Minimum, format: 'value' },
  Maximum: { create: A.Maximum, format: 'value' },
  First: { create: A.First, format: 'value' },
  Last: { create: A.Last, format: 'value' },
  'Sum as Fraction of Total': { create: A.Sum, format: 'percent', fractionOf: 'total' },
  'Sum as Fraction of Rows': { create: A.Sum, format: 'percent', fractionOf: 'row' },
  'Sum as Fraction of Columns': { create: A.Sum, format: 'percent', fractionOf: 'col' },
  'Count as Fraction of Total': { create: A.Count, format: 'percent', fractionOf: 'total' },
  'Count as Fraction of Rows': { create: A.Count, format: 'percent', fractionOf: 'row' },
  'Count as Fraction of Columns': { create: A.Count, format: 'percent', fractionOf: 'col' },
};

export function getAggregator(name: unknown): AggregatorSpec {
  return AGGREGATORS[String(name)] ?? AGGREGATORS.Sum;
}
