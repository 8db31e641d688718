import type { NumberFormatter, TimeFormatter } from '@tessera/core';
import { GenericDataType } from '../../types.js';
import type { ChartDataResult, DataRecord, DataRecordValue } from '../../types.js';
import { NULL_STRING, StackControlsValue } from './constants.js';

export type AxisType = 'time' | 'value' | 'category' | 'log';
export type StackType = string | boolean | null | undefined;
export type SortSeriesType = 'name' | 'sum' | 'min' | 'max' | 'avg';
/** `[x, y]` (or `[y, x]` when horizontal). */
export type SeriesDatum = [DataRecordValue | undefined, DataRecordValue | undefined];

export interface RawSeries {
  id: string;
  name: string;
  data: SeriesDatum[];
}

const isDefined = (v: unknown) => v !== undefined && v !== null;

export function getColtypesMapping({
  colnames = [],
  coltypes = [],
}: Pick<ChartDataResult, 'colnames' | 'coltypes'>): Record<string, GenericDataType> {
  return Object.fromEntries(colnames.map((name, i) => [name, coltypes[i]]));
}

/** Per x: the stack total (over visible series) and the label threshold it implies. */
export function extractDataTotalValues(
  data: DataRecord[],
  opts: { stack: StackType; percentageThreshold?: number; xAxisCol: string },
): { totalStackedValues: number[]; thresholdValues: number[] } {
  const totalStackedValues: number[] = [];
  const thresholdValues: number[] = [];
  if (opts.stack) {
    for (const datum of data) {
      let total = 0;
      for (const [key, value] of Object.entries(datum)) {
        if (key === opts.xAxisCol) continue;
        total += typeof value === 'number' ? value : 0;
      }
      totalStackedValues.push(total);
      thresholdValues.push(((opts.percentageThreshold || 0) / 100) * total);
    }
  }
  return { totalStackedValues, thresholdValues };
}

/** Per x: the index of the series that carries the stack's value label. */
export function extractShowValueIndexes(
  series: RawSeries[],
  opts: { stack: StackType; onlyTotal?: boolean; isHorizontal?: boolean },
): number[] {
  const indexes: number[] = [];
  if (!opts.stack) return indexes;
  const at = opts.isHorizontal ? 0 : 1;
  series.forEach((entry, seriesIndex) => {
    entry.data.forEach((datum, dataIndex) => {
      const value = datum[at];
      if (!opts.onlyTotal && value !== null && value !== undefined)
        indexes[dataIndex] = seriesIndex;
      if (opts.onlyTotal) {
        if (typeof value === 'number' && value > 0) indexes[dataIndex] = seriesIndex;
        if (!indexes[dataIndex] && value !== null && value !== undefined)
          indexes[dataIndex] = seriesIndex;
      }
    });
  });
  return indexes;
}

function aggregate(values: number[], type: SortSeriesType): number | undefined {
  if (values.length === 0) return undefined;
  switch (type) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'avg':
      return values.reduce((a, b) => a + b, 0) / values.length;
    default:
      return undefined;
  }
}

/** Ascending/descending order where undefined values always come last (lodash orderBy). */
function compareValues(a: unknown, b: unknown, ascending: boolean): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  const result = (a as number | string) < (b as number | string) ? -1 : 1;
  return ascending ? result : -result;
}

/** Series names (every column but x and extra metrics) in `sort_series_type` order. */
export function sortAndFilterSeries(
  rows: DataRecord[],
  xAxis: string,
  extraMetricLabels: string[],
  sortSeriesType: SortSeriesType = 'name',
  ascending = false,
): string[] {
  const names = Object.keys(rows[0] ?? {}).filter(
    (key) => key !== xAxis && !extraMetricLabels.includes(key),
  );
  const keyed = names.map((name) => {
    if (sortSeriesType === 'name' || !['sum', 'min', 'max', 'avg'].includes(sortSeriesType))
      return { name, value: name.toLowerCase() as unknown };
    const values = rows.map((r) => r[name]).filter((v): v is number => typeof v === 'number');
    return { name, value: aggregate(values, sortSeriesType) };
  });
  return keyed
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => compareValues(a.value, b.value, ascending) || a.index - b.index)
    .map((e) => e.name);
}

/** Rows ordered by the x value's name or by an aggregate of the row's series values. */
export function sortRows(
  rows: DataRecord[],
  totals: number[],
  xAxis: string,
  by: SortSeriesType,
  ascending: boolean,
): { row: DataRecord; total: number | undefined }[] {
  return rows
    .map((row, index) => {
      const numbers = Object.entries(row)
        .filter(([key, v]) => key !== xAxis && typeof v === 'number')
        .map(([, v]) => v as number);
      const key = row[xAxis];
      const value =
        by === 'name'
          ? typeof key === 'string'
            ? key.toLowerCase()
            : key
          : aggregate(numbers, by);
      return { row, total: totals[index], value, index };
    })
    .sort((a, b) => compareValues(a.value, b.value, ascending) || a.index - b.index)
    .map(({ row, total }) => ({ row, total }));
}

/**
 * Flat rows (x plus one column per series) → one series per column. Under a stack a gap
 * next to a value is filled with `fillNeighborValue`; `Expand` divides by the x total.
 * Returns the series, the totals in row order, and the smallest positive value (log axes).
 */
export function extractSeries(
  data: DataRecord[],
  opts: {
    xAxis: string;
    fillNeighborValue?: number;
    extraMetricLabels?: string[];
    stack?: StackType;
    totalStackedValues?: number[];
    isHorizontal?: boolean;
    sortSeriesType?: SortSeriesType;
    sortSeriesAscending?: boolean;
    xAxisSortSeries?: SortSeriesType;
    xAxisSortSeriesAscending?: boolean;
  },
): [RawSeries[], (number | undefined)[], number | undefined] {
  const { xAxis, fillNeighborValue, stack, totalStackedValues = [], isHorizontal = false } = opts;
  if (data.length === 0) return [[], [], undefined];
  const names = sortAndFilterSeries(
    data,
    xAxis,
    opts.extraMetricLabels ?? [],
    opts.sortSeriesType,
    opts.sortSeriesAscending,
  );
  const sorted =
    opts.xAxisSortSeries && opts.xAxisSortSeriesAscending !== undefined
      ? sortRows(
          data,
          totalStackedValues,
          xAxis,
          opts.xAxisSortSeries,
          opts.xAxisSortSeriesAscending,
        )
      : data.map((row, i) => ({ row, total: totalStackedValues[i] }));
  let minPositive: number | undefined;
  const series = names.map((name) => ({
    id: name,
    name,
    data: sorted.map(({ row, total }, idx): SeriesDatum => {
      const current = row[name];
      if (
        typeof current === 'number' &&
        current > 0 &&
        (minPositive === undefined || current < minPositive)
      )
        minPositive = current;
      const nextToValue =
        isDefined(sorted[idx - 1]?.row[name]) || isDefined(sorted[idx + 1]?.row[name]);
      let value: DataRecordValue | undefined = current;
      if (!isDefined(current) && nextToValue && fillNeighborValue !== undefined)
        value = fillNeighborValue;
      else if (stack === StackControlsValue.Expand && total !== undefined)
        value = total === 0 ? 0 : ((value as number) || 0) / total;
      return isHorizontal ? [value, row[xAxis]] : [row[xAxis], value];
    }),
  }));
  return [series, sorted.map(({ total }) => total), minPositive];
}

export function getAxisType(
  stack: StackType,
  forceCategorical: boolean | undefined,
  dataType: GenericDataType | undefined,
): AxisType {
  if (forceCategorical) return 'category';
  if (dataType === GenericDataType.TEMPORAL) return 'time';
  if (dataType === GenericDataType.NUMERIC && !stack) return 'value';
  return 'category';
}

/** A bound from the bounds control: a finite number or undefined. */
export function parseAxisBound(bound: unknown): number | undefined {
  if (bound === null || bound === undefined || bound === '') return undefined;
  const n = Number(bound);
  return Number.isFinite(n) ? n : undefined;
}

/** Truncating a value axis: the bounds, or the data's extent (bars keep their zero). */
export function getMinAndMaxFromBounds(
  axisType: AxisType,
  truncateAxis: boolean | undefined,
  min: number | undefined,
  max: number | undefined,
  seriesType?: string,
): { min?: number | string; max?: number | string } {
  if (axisType !== 'value' || !truncateAxis) return {};
  const result: { min?: number | string; max?: number | string } = {};
  if (min !== undefined) result.min = min;
  else if (seriesType !== 'bar') result.min = 'dataMin';
  if (max !== undefined) result.max = max;
  else if (seriesType !== 'bar') result.max = 'dataMax';
  return result;
}

export function calculateLowerLogTick(minPositiveValue: number): number {
  return 10 ** Math.floor(Math.log10(minPositiveValue));
}

/** Series ids made unique (`name (1)`, `name (2)`, ...). */
export function dedupSeries<T extends { id?: unknown }>(series: T[]): T[] {
  const counter = new Map<string, number>();
  return series.map((row) => {
    if (row.id === undefined) return row;
    const id = String(row.id);
    const count = counter.get(id) ?? 0;
    counter.set(id, count + 1);
    return count > 0 ? { ...row, id: `${id} (${count})` } : row;
  });
}

/** A dimension value as a series name: `<NULL>`, booleans, formatted times and numbers. */
export function formatSeriesName(
  name: DataRecordValue | undefined,
  opts: {
    numberFormatter?: NumberFormatter;
    timeFormatter?: TimeFormatter;
    coltype?: GenericDataType;
  } = {},
): string {
  if (name === undefined || name === null) return NULL_STRING;
  if (typeof name === 'boolean') return String(name);
  if (opts.coltype === GenericDataType.TEMPORAL) {
    const date = new Date(typeof name === 'number' ? name : String(name));
    if (Number.isNaN(date.getTime())) return String(name);
    return opts.timeFormatter ? opts.timeFormatter(date) : date.toISOString();
  }
  if (typeof name === 'number')
    return opts.numberFormatter ? opts.numberFormatter(name) : String(name);
  return name;
}

/** The groupby values of a row joined with ", " (a pie slice or funnel stage name). */
export function extractGroupbyLabel(
  datum: DataRecord,
  groupby: string[],
  coltypes: Record<string, GenericDataType>,
  timeFormatter?: TimeFormatter,
): string {
  return groupby
    .map((col) => formatSeriesName(datum[col], { timeFormatter, coltype: coltypes[col] }))
    .join(', ');
}
