/**
 * Superset's PartitionViz data, computed in the browser from the grouped rows: one tree per
 * metric (the metric at the root, then one level per groupby column), valued as the
 * `time_series_option` says; and the icicle layout of those trees.
 */
import type { DataRecord, DataRecordValue } from '../types.js';

export type TimeSeriesOption =
  | 'not_time'
  | 'agg_sum'
  | 'agg_mean'
  | 'point_diff'
  | 'point_factor'
  | 'point_percent'
  | 'adv_anal';

export interface PartitionNode {
  name: string;
  /** The raw value behind the name (a time's epoch milliseconds, a group value). */
  raw: DataRecordValue;
  value: number;
  /** A time level (Advanced Analytics), sized equally with `equal_date_size`. */
  isTime?: boolean;
  children: PartitionNode[];
}

export interface Rolling {
  type: 'mean' | 'sum' | 'std' | 'cumsum' | null;
  periods: number;
  minPeriods: number;
}

export interface PartitionSpec {
  metrics: string[];
  groupby: string[];
  mode: TimeSeriesOption;
  /** The time column's label in the rows (time modes). */
  time: string;
  rolling?: Rolling;
  /** A group value as its node's name (times formatted, null as `<NULL>`). */
  nameOf: (value: DataRecordValue, column: string) => string;
}

const num = (value: DataRecordValue | undefined) => {
  const n = Number(value);
  return value === null || value === undefined || !Number.isFinite(n) ? 0 : n;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]) => (values.length ? sum(values) / values.length : 0);
const timeKey = (value: DataRecordValue | undefined) =>
  typeof value === 'number' ? value : Date.parse(String(value));

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

/** The value of a node from the rows under it, for one metric. */
function valueOf(rows: DataRecord[], metric: string, spec: PartitionSpec, span: [number, number]) {
  const values = rows.map((row) => num(row[metric]));
  if (spec.mode === 'agg_mean') return mean(values);
  if (spec.mode === 'point_diff' || spec.mode === 'point_factor' || spec.mode === 'point_percent') {
    const at = (t: number) =>
      sum(rows.filter((row) => timeKey(row[spec.time]) === t).map((row) => num(row[metric])));
    const [last, first] = [at(span[1]), at(span[0])];
    if (spec.mode === 'point_diff') return last - first;
    if (spec.mode === 'point_factor') return last / first;
    return last / first - 1;
  }
  return sum(values);
}

interface Group {
  raw: DataRecordValue;
  rows: DataRecord[];
}

/** The rows split by a column's values, in order of first appearance. */
function splitBy(rows: DataRecord[], column: string): Group[] {
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

/** One tree per metric, as Superset's `nest_values` (or `nest_procs` for Advanced Analytics). */
export function partitionTrees(rows: DataRecord[], spec: PartitionSpec): PartitionNode[] {
  const times = [...new Set(rows.map((row) => timeKey(row[spec.time])))]
    .filter((t) => Number.isFinite(t))
    .sort((a, b) => a - b);
  const span: [number, number] = [times[0], times[times.length - 1]];
  if (spec.mode === 'adv_anal') return advancedTrees(rows, spec, times);
  const nest = (part: DataRecord[], metric: string, level: number): PartitionNode[] => {
    if (level >= spec.groupby.length) return [];
    const column = spec.groupby[level];
    return splitBy(part, column).map(({ raw, rows: groupRows }) => ({
      name: spec.nameOf(raw, column),
      raw,
      value: valueOf(groupRows, metric, spec, span),
      children: nest(groupRows, metric, level + 1),
    }));
  };
  return spec.metrics.map((metric) => ({
    name: metric,
    raw: metric,
    value: valueOf(rows, metric, spec, span),
    children: nest(rows, metric, 0),
  }));
}

/** Advanced Analytics: metric → period → groups, each series rolled over the periods. */
function advancedTrees(rows: DataRecord[], spec: PartitionSpec, times: number[]): PartitionNode[] {
  const index = new Map(times.map((t, i) => [t, i]));
  /** The rolled series of a set of rows, one value per period. */
  const series = (part: DataRecord[], metric: string) => {
    const values = times.map(() => 0);
    for (const row of part) {
      const i = index.get(timeKey(row[spec.time]));
      if (i !== undefined) values[i] += num(row[metric]);
    }
    return roll(values, spec.rolling);
  };
  const nest = (part: DataRecord[], metric: string, level: number, t: number): PartitionNode[] => {
    if (level >= spec.groupby.length) return [];
    const column = spec.groupby[level];
    return splitBy(part, column)
      .map(({ raw, rows: groupRows }) => ({
        name: spec.nameOf(raw, column),
        raw,
        value: series(groupRows, metric)[t],
        present: groupRows.some((row) => timeKey(row[spec.time]) === times[t]),
        children: nest(groupRows, metric, level + 1, t),
      }))
      .filter(({ present, value }) => present || (Number.isFinite(value) && value !== 0))
      .map(({ present: _present, ...node }) => node);
  };
  return spec.metrics.map((metric) => {
    const totals = series(rows, metric);
    const children = times.map((time, t) => ({
      name: spec.nameOf(time, spec.time),
      raw: time,
      value: totals[t],
      isTime: true,
      children: nest(rows, metric, 0, t),
    }));
    return {
      name: metric,
      raw: metric,
      value: sum(children.map((c) => (Number.isFinite(c.value) ? c.value : 0))),
      children,
    };
  });
}

export interface LayoutOptions {
  /** At most this many children per node, the largest (0: all). */
  limit: number;
  /** Children under this share of their siblings' total are left out. */
  threshold: number;
  logScale: boolean;
  equalDateSize: boolean;
}

export interface PartitionRect {
  /** Left, top, right, bottom in [0, 1] of the drawing. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  depth: number;
  node: PartitionNode;
  /** The nodes from the root down to this one. */
  path: PartitionNode[];
}

/**
 * The icicle: each tree a horizontal band (one per metric, top to bottom), each level a
 * column (the root on the left), each child a slice of its parent's height in proportion
 * to its size among all its siblings (those pruned by the limit or threshold leave room;
 * periods are never pruned and keep their time order).
 */
export function partitionLayout(trees: PartitionNode[], options: LayoutOptions): PartitionRect[] {
  const depthOf = (node: PartitionNode): number => 1 + Math.max(0, ...node.children.map(depthOf));
  const columns = Math.max(1, ...trees.map(depthOf));
  const size = (node: PartitionNode) => {
    if (node.isTime && options.equalDateSize) return 1;
    const v = Math.abs(node.value);
    if (!Number.isFinite(v)) return 0;
    return options.logScale ? Math.log10(1 + v) : v;
  };
  const rects: PartitionRect[] = [];
  const place = (
    node: PartitionNode,
    path: PartitionNode[],
    depth: number,
    y0: number,
    y1: number,
  ) => {
    const here = [...path, node];
    rects.push({ x0: depth / columns, x1: (depth + 1) / columns, y0, y1, depth, node, path: here });
    const sizes = node.children.map(size);
    const total = sum(sizes);
    if (total <= 0) return;
    let kept = node.children.map((child, i) => ({ child, share: sizes[i] / total }));
    // periods stay in time order, all of them; groups are pruned, the largest first
    if (!node.children.some((child) => child.isTime)) {
      kept = kept
        .sort((a, b) => b.share - a.share)
        .filter(({ share }) => share > 0 && share >= options.threshold);
      if (options.limit > 0) kept = kept.slice(0, options.limit);
    }
    let y = y0;
    for (const { child, share } of kept) {
      const height = (y1 - y0) * share;
      place(child, here, depth + 1, y, y + height);
      y += height;
    }
  };
  trees.forEach((tree, i) => place(tree, [], 0, i / trees.length, (i + 1) / trees.length));
  return rects;
}
