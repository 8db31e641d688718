/**
 * The partition's Advanced Analytics mode, as Superset's PartitionViz `levels_for_time` and
 * `nest_procs`: for each level of the hierarchy, each series (a metric over the periods, the
 * missing periods 0) resampled (`resample_rule` / `resample_method`, by the same resample as
 * the chart-data post-processing) and then rolled; the tree is metric → period → groups.
 */
import { applyPostProcessingOperation, type DataFrame } from '@tessera/core';
import type { DataRecord } from '../types.js';
import { mean, num, splitBy, sum, timeKey } from './partitionRows.js';
import type { PartitionNode, PartitionSpec } from './partitionTree.js';

export interface Rolling {
  type: 'mean' | 'sum' | 'std' | 'cumsum' | null;
  periods: number;
  minPeriods: number;
}

/** A resample step (`resampleOperator`'s options): pandas rule and method. */
export interface Resample {
  rule: string;
  method: string;
  fill_value?: number | null;
}

/** pandas' rolling window (and cumsum) over one series. */
export function roll(values: number[], rolling: Rolling | undefined): number[] {
  if (!rolling?.type) return values;
  if (rolling.type === 'cumsum') {
    let total = 0;
    return values.map((v) => (total += v));
  }
  const window = Math.max(1, rolling.periods);
  return values.map((_, i) => {
    const slice = values.slice(Math.max(0, i - window + 1), i + 1);
    if (slice.length < rolling.minPeriods) return NaN;
    if (rolling.type === 'sum') return sum(slice);
    if (rolling.type === 'mean') return mean(slice);
    if (slice.length < 2) return NaN;
    const m = mean(slice);
    return Math.sqrt(sum(slice.map((v) => (v - m) ** 2)) / (slice.length - 1));
  });
}

/**
 * One series resampled on its time index (epoch ms, ascending): the periods it then has and
 * its values there (NaN where the method leaves none). Without a resample, as it is.
 */
export function resampleSeries(
  times: number[],
  values: number[],
  resample: Resample | undefined,
): { times: number[]; values: number[] } {
  if (!resample || times.length === 0) return { times, values };
  const frame: DataFrame = {
    index: [{ name: '__timestamp', values: times, temporal: true }],
    columns: [{ name: 'value', values }],
    length: times.length,
  };
  const out = applyPostProcessingOperation(frame, { operation: 'resample', options: resample });
  const cell = (v: unknown) => (v === null || v === undefined ? NaN : Number(v));
  return {
    times: out.index[0].values.map((t) => Number(t)),
    values: out.columns[0].values.map(cell),
  };
}

interface GroupNode {
  name: string;
  raw: PartitionNode['raw'];
  rows: DataRecord[];
  children: GroupNode[];
}

/** Advanced Analytics: metric → period → groups, each series resampled and rolled. */
export function advancedTrees(rows: DataRecord[], spec: PartitionSpec): PartitionNode[] {
  const rowTimes = [...new Set(rows.map((row) => timeKey(row[spec.time])))]
    .filter((t) => Number.isFinite(t))
    .sort((a, b) => a - b);
  const index = new Map(rowTimes.map((t, i) => [t, i]));
  const periods = resampleSeries(
    rowTimes,
    rowTimes.map(() => 0),
    spec.resample,
  ).times;
  /** The period a row falls in: the last one starting at or before its time. */
  const periodOf = (row: DataRecord) => {
    const t = timeKey(row[spec.time]);
    let at = -1;
    for (let i = 0; i < periods.length && periods[i] <= t; i += 1) at = i;
    return at;
  };
  /** The resampled, rolled series of a set of rows, one value per period. */
  const series = (part: DataRecord[], metric: string) => {
    const values = rowTimes.map(() => 0);
    for (const row of part) {
      const i = index.get(timeKey(row[spec.time]));
      if (i !== undefined) values[i] += num(row[metric]);
    }
    return roll(resampleSeries(rowTimes, values, spec.resample).values, spec.rolling);
  };
  const groups = (part: DataRecord[], level: number): GroupNode[] => {
    if (level >= spec.groupby.length) return [];
    const column = spec.groupby[level];
    return splitBy(part, column).map(({ raw, rows: groupRows }) => ({
      name: spec.nameOf(raw, column),
      raw,
      rows: groupRows,
      children: groups(groupRows, level + 1),
    }));
  };
  const hierarchy = groups(rows, 0);
  return spec.metrics.map((metric) => {
    // each group's series once, each group's periods with rows
    const valued = new Map<GroupNode, { values: number[]; present: Set<number> }>();
    const value = (nodes: GroupNode[]) =>
      nodes.forEach((node) => {
        valued.set(node, {
          values: series(node.rows, metric),
          present: new Set(node.rows.map(periodOf)),
        });
        value(node.children);
      });
    value(hierarchy);
    const nest = (nodes: GroupNode[], t: number): PartitionNode[] =>
      nodes
        .filter((node) => {
          const { values, present } = valued.get(node)!;
          return present.has(t) || (Number.isFinite(values[t]) && values[t] !== 0);
        })
        .map((node) => ({
          name: node.name,
          raw: node.raw,
          value: valued.get(node)!.values[t],
          children: nest(node.children, t),
        }));
    const totals = series(rows, metric);
    const children = periods.map((time, t) => ({
      name: spec.nameOf(time, spec.time),
      raw: time,
      value: totals[t],
      isTime: true,
      children: nest(hierarchy, t),
    }));
    return {
      name: metric,
      raw: metric,
      value: sum(children.map((c) => (Number.isFinite(c.value) ? c.value : 0))),
      children,
    };
  });
}
